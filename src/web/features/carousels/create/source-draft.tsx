import { FileText, Link2, Sparkles, Type } from 'lucide-react';
import { useId, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { formatBytes } from '../../../../shared/bytes';
import { DRAFT_LIMITS, type DraftResponse } from '../../../../shared/carousels/draft';
import { Button } from '../../../components/ui/button';
import { FileButton } from '../../../components/ui/file-button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { Textarea } from '../../../components/ui/textarea';
import { getErrorMessage } from '../../../lib/api-client';
import { CREATE_OBJECTIVES, type CreateObjective } from '../objective-param';
import { OBJECTIVE_DISPLAY } from '../objectives';
import { type CreateFormValues, getObjectiveFields } from './build-request';
import { type DraftSourceInput, useDraftFromSource } from './draft-api';

type SourceTab = DraftSourceInput['kind'];

export const SOURCE_DRAFT_TEXT = {
  title: 'Preencher a partir de um link, texto ou PDF',
  description:
    'Cole o link de uma matéria ou post, cole um texto ou envie um PDF: preenchemos os campos abaixo para você revisar. Não gasta crédito.',
  button: 'Preencher campos',
  loading: 'Lendo a fonte…',
  failure: 'Não foi possível preencher os campos. Tente de novo.',
  missingUrl: 'Cole o link da página.',
  missingText: 'Cole o texto.',
  missingFile: 'Escolha um arquivo PDF.',
  tooBig: 'O PDF passa de 10 MB. Envie um arquivo menor ou cole o texto.',
} as const;

/** "Campos preenchidos a partir de “Título” (532 palavras)." */
function describeSource(draft: DraftResponse): string {
  const words = draft.fonte.palavras.toLocaleString('pt-BR');
  const name = draft.fonte.titulo ? `“${draft.fonte.titulo}”` : 'o texto';
  return `Campos preenchidos a partir de ${name} (${words} palavras). Revise e ajuste antes de gerar.`;
}

/** Puts the draft's text fields in the form, replacing what was there (the objective's fields only). */
function fillForm(form: UseFormReturn<CreateFormValues>, draft: DraftResponse): void {
  const campos = draft.campos_personalizados as Record<string, unknown>;
  for (const field of getObjectiveFields(draft.objetivo)) {
    const value = campos[field.key];
    form.setValue(`campos.${field.key}`, typeof value === 'string' ? value : '', {
      shouldDirty: true,
      shouldValidate: false,
    });
    form.clearErrors(`campos.${field.key}`);
  }
}

/**
 * The "start from what you have" box above /criar's fields (docs/product-rules.md §5a): a link, a text or a PDF
 * drafts the chosen objective's fields for review. The suggested objective is offered, never forced.
 */
export function SourceDraft({
  objective,
  form,
  onChooseObjective,
}: {
  objective: CreateObjective;
  form: UseFormReturn<CreateFormValues>;
  onChooseObjective: (objective: CreateObjective) => void;
}) {
  const headingId = useId();
  const [tab, setTab] = useState<SourceTab>('url');
  const [url, setUrl] = useState('');
  const [texto, setTexto] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<DraftResponse | null>(null);
  const draft = useDraftFromSource();

  const currentSource = (): DraftSourceInput | string => {
    if (tab === 'url') return url.trim() ? { kind: 'url', url: url.trim() } : SOURCE_DRAFT_TEXT.missingUrl;
    if (tab === 'texto') return texto.trim() ? { kind: 'texto', texto } : SOURCE_DRAFT_TEXT.missingText;
    if (!file) return SOURCE_DRAFT_TEXT.missingFile;
    return file.size > DRAFT_LIMITS.pdfMaxBytes ? SOURCE_DRAFT_TEXT.tooBig : { kind: 'pdf', file };
  };

  const run = (target: CreateObjective) => {
    const source = currentSource();
    if (typeof source === 'string') {
      setError(source);
      return;
    }
    setError(null);
    draft.mutate(
      { objective: target, source },
      {
        onSuccess: (answer) => {
          fillForm(form, answer);
          setDone(answer);
        },
        onError: (failure) => {
          setDone(null);
          setError(getErrorMessage(failure, SOURCE_DRAFT_TEXT.failure));
        },
      },
    );
  };

  const switchTo = (next: CreateObjective) => {
    onChooseObjective(next);
    run(next);
  };

  const suggested = done?.objetivo_sugerido;
  const offer = CREATE_OBJECTIVES.find((entry) => entry === suggested && entry !== objective);
  const action = (
    <Button
      type="button"
      variant="secondary"
      loading={draft.isPending}
      onClick={() => run(objective)}
      className="w-full sm:w-fit"
    >
      <Sparkles aria-hidden="true" />
      {draft.isPending ? SOURCE_DRAFT_TEXT.loading : SOURCE_DRAFT_TEXT.button}
    </Button>
  );

  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-3 rounded-xl border border-dashed bg-muted/40 p-4"
      data-testid="source-draft"
    >
      <div className="grid gap-1">
        <h3 id={headingId} className="text-sm font-semibold text-foreground">
          {SOURCE_DRAFT_TEXT.title}
        </h3>
        <p className="text-sm text-muted-foreground">{SOURCE_DRAFT_TEXT.description}</p>
      </div>
      <Tabs
        value={tab}
        onValueChange={(value) => {
          setTab(value as SourceTab);
          setError(null);
        }}
      >
        <TabsList aria-label="Fonte do rascunho">
          <TabsTrigger value="url">
            <Link2 aria-hidden="true" />
            Link
          </TabsTrigger>
          <TabsTrigger value="texto">
            <Type aria-hidden="true" />
            Texto
          </TabsTrigger>
          <TabsTrigger value="pdf">
            <FileText aria-hidden="true" />
            PDF
          </TabsTrigger>
        </TabsList>
        <TabsContent value="url" className="grid gap-3">
          <FormField label="Link da página" description="Uma matéria, um post de blog ou uma newsletter.">
            <Input
              type="url"
              inputMode="url"
              placeholder="https://"
              autoComplete="off"
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              onKeyDown={(event) => {
                // Enter here drafts; it must not submit the carousel form around it.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  run(objective);
                }
              }}
            />
          </FormField>
          {action}
        </TabsContent>
        <TabsContent value="texto" className="grid gap-3">
          <FormField
            label="Texto"
            description={
              <span className="tabular-nums">
                {texto.length.toLocaleString('pt-BR')}/{DRAFT_LIMITS.textMax.toLocaleString('pt-BR')}{' '}
                caracteres
              </span>
            }
          >
            <Textarea
              value={texto}
              maxLength={DRAFT_LIMITS.textMax}
              rows={5}
              placeholder="Cole aqui o texto, a transcrição de um vídeo ou as suas anotações."
              onChange={(event) => setTexto(event.target.value)}
            />
          </FormField>
          {action}
        </TabsContent>
        <TabsContent value="pdf" className="grid gap-3">
          <FormField
            label="Arquivo PDF"
            description={
              file
                ? `${file.name} · ${formatBytes(file.size)}`
                : `Até ${formatBytes(DRAFT_LIMITS.pdfMaxBytes)} e ${DRAFT_LIMITS.pdfMaxPages} páginas.`
            }
          >
            {(control) => (
              <div>
                <FileButton
                  id={control.id}
                  describedBy={control['aria-describedby']}
                  accept="application/pdf,.pdf"
                  onFile={setFile}
                >
                  <FileText aria-hidden="true" />
                  {file ? 'Trocar PDF' : 'Escolher PDF'}
                </FileButton>
              </div>
            )}
          </FormField>
          {action}
        </TabsContent>
      </Tabs>
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive-soft-foreground">
          {error}
        </p>
      ) : null}
      <div aria-live="polite" className="grid gap-2">
        {done && !error ? <p className="text-sm text-foreground">{describeSource(done)}</p> : null}
        {done && offer && !error ? (
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
            <span>
              Esta fonte combina mais com{' '}
              <strong className="text-foreground">{OBJECTIVE_DISPLAY[offer].label}</strong>.
            </span>
            <Button
              type="button"
              variant="link"
              size="sm"
              onClick={() => switchTo(offer)}
              disabled={draft.isPending}
            >
              Usar {OBJECTIVE_DISPLAY[offer].label} e preencher de novo
            </Button>
          </p>
        ) : null}
      </div>
    </section>
  );
}
