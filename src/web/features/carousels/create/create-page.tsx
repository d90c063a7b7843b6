import { useState } from 'react';
import type { TemplateDto } from '../../../../shared/carousels/api';
import { LeaveGuard } from '../../../components/leave-guard';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { useDrawnQuery } from '../../../lib/drawn-query';
import { EditorOnlyPage } from '../../auth';
import { useTemplates } from '../../templates';
import { BatchDialog } from '../batch/batch-dialog';
import { BrandPicker } from './brand-picker';
import { ContentFields } from './content-fields';
import { CoverUpload } from './cover-upload';
import { CreateFooter } from './create-footer';
import { CREATE_PAGE_HEADER } from './create-page-header';
import { FormatPicker } from './format-picker';
import { ObjectivePicker } from './objective-picker';
import { SourceDraft } from './source-draft';
import { StepIndicator } from './step-indicator';
import { TemplatePicker } from './template-picker';
import { TemplatePreviewDialog } from './template-preview-dialog';
import { useCreateForm } from './use-create-form';

function StepTitle({ step, children }: { step: number; children: string }) {
  return (
    <CardTitle className="flex items-center gap-2">
      <span
        aria-hidden="true"
        className="flex size-6 items-center justify-center rounded-full bg-secondary text-xs font-bold text-secondary-foreground"
      >
        {step}
      </span>
      {children}
    </CardTitle>
  );
}

/** /criar (docs/product-rules.md §2): objective, content and visual style, then 'Gerar Carrossel' for 1 credit. */
export function Component() {
  // A leitor opening /criar directly reads why instead of a form the server would refuse.
  return (
    <EditorOnlyPage title={CREATE_PAGE_HEADER.title} description={CREATE_PAGE_HEADER.description}>
      <CreateForm />
    </EditorOnlyPage>
  );
}

function CreateForm() {
  const create = useCreateForm();
  const { register, formState, setValue, clearErrors } = create.form;
  const templatesQuery = useTemplates(create.objective !== null);
  const templates = useDrawnQuery(templatesQuery);
  const [previewing, setPreviewing] = useState<TemplateDto | null>(null);

  const chooseTemplate = (template: TemplateDto) => {
    setValue('template_visual', template.id, { shouldDirty: true });
    clearErrors('template_visual');
    setPreviewing(null);
  };

  return (
    <form onSubmit={create.submit} noValidate className="flex flex-col gap-6" aria-label="Criar carrossel">
      <PageHeader
        title={CREATE_PAGE_HEADER.title}
        description={CREATE_PAGE_HEADER.description}
        actions={<BatchDialog initialObjective={create.objective} />}
      />
      <StepIndicator done={create.stepsDone} />

      <Card>
        <CardHeader>
          <StepTitle step={1}>Objetivo</StepTitle>
          <CardDescription>O que você quer que este carrossel faça por você?</CardDescription>
        </CardHeader>
        <CardContent>
          <ObjectivePicker value={create.objective} onChange={create.chooseObjective} />
          <p className="mt-3 text-xs text-muted-foreground">
            Pode trocar de objetivo: o que você escreveu em cada um fica guardado enquanto esta página estiver
            aberta.
          </p>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <StepTitle step={2}>Conteúdo</StepTitle>
          <CardDescription>
            {create.objective
              ? 'Escreva com as suas palavras: o texto dos slides sai daqui.'
              : 'Escolha um objetivo para ver os campos.'}
          </CardDescription>
        </CardHeader>
        {create.objective ? (
          <CardContent className="flex flex-col gap-6">
            <SourceDraft
              objective={create.objective}
              form={create.form}
              onChooseObjective={create.chooseObjective}
            />
            <ContentFields
              objective={create.objective}
              register={register}
              errors={formState.errors}
              values={create.campos}
              onEdit={(key) => clearErrors(`campos.${key}`)}
            />
            <CoverUpload
              cover={create.cover}
              onSelect={create.selectCoverFile}
              onRemove={create.removeCover}
            />
          </CardContent>
        ) : null}
      </Card>

      <Card>
        <CardHeader>
          <StepTitle step={3}>Estilo Visual</StepTitle>
          <CardDescription>
            {create.objective
              ? 'Escolha o formato, a marca e o visual dos slides. Toque em “Ver” para ampliar um exemplo.'
              : 'Escolha um objetivo para ver os estilos visuais.'}
          </CardDescription>
        </CardHeader>
        {create.objective ? (
          <CardContent className="flex flex-col gap-6">
            <FormatPicker value={create.format} control={register('formato')} />
            <BrandPicker
              value={create.brandId}
              error={formState.errors.id_marca?.message}
              onChange={create.chooseBrand}
            />
            {templates.isError ? (
              <LoadError
                message="Não foi possível carregar os estilos visuais."
                onRetry={() => void templatesQuery.refetch()}
              />
            ) : templates.data?.length === 0 ? (
              <p className="text-sm text-muted-foreground">Nenhum estilo visual disponível no momento.</p>
            ) : (
              <TemplatePicker
                templates={templates.data}
                isLoading={templates.isPending}
                selectedId={create.templateId}
                format={create.format}
                control={register('template_visual', { onChange: () => clearErrors('template_visual') })}
                error={formState.errors.template_visual?.message}
                onPreview={setPreviewing}
              />
            )}
          </CardContent>
        ) : null}
      </Card>

      <CreateFooter
        credits={create.credits}
        isAdmin={create.isAdmin}
        canSubmit={create.objective !== null}
        isSending={create.isSending}
      />
      <LeaveGuard
        when={create.hasWork}
        title="Descartar o que você escreveu?"
        description="O carrossel ainda não foi gerado. Se sair agora, os textos que você preencheu nesta página serão perdidos."
        stayLabel="Continuar preenchendo"
        leaveLabel="Sair e descartar"
      />
      <TemplatePreviewDialog
        template={previewing}
        format={create.format}
        isSelected={previewing?.id === create.templateId}
        onOpenChange={(open) => {
          if (!open) setPreviewing(null);
        }}
        onChoose={chooseTemplate}
      />
    </form>
  );
}
