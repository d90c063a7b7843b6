import { zodResolver } from '@hookform/resolvers/zod';
import { ImageUp } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ADMIN_MESSAGES } from '../../../../shared/admin/messages';
import {
  type AdminTemplate,
  TEMPLATE_IMAGE_TYPES,
  type TemplateFields,
  type TemplateFieldsInput,
  templateFieldsSchema,
} from '../../../../shared/admin/templates';
import { DEFAULT_TEMPLATE_TYPE, TEMPLATE_TYPES } from '../../../../shared/constants';
import { Button, buttonVariants } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import { TemplateImage } from './template-image';
import { useSaveTemplate } from './templates-api';

type FormValues = { nome: string; tipo: string; descricao: string; ordem: string; ativo: 'true' | 'false' };

/** 'new' opens the empty form; a template opens it filled for editing; null keeps it closed. */
export type TemplateFormTarget = AdminTemplate | 'new' | null;

function toFormValues(target: TemplateFormTarget, nextOrdem: number): FormValues {
  if (target && target !== 'new') {
    return {
      nome: target.nome,
      tipo: target.tipo,
      descricao: target.descricao ?? '',
      ordem: String(target.ordem),
      ativo: target.ativo ? 'true' : 'false',
    };
  }
  return { nome: '', tipo: DEFAULT_TEMPLATE_TYPE, descricao: '', ordem: String(nextOrdem), ativo: 'true' };
}

/** The image rule of docs/product-rules.md §5: required on creation, optional on edit, an image file. */
function checkImage(file: File | null, isNew: boolean): string | undefined {
  if (!file) return isNew ? ADMIN_MESSAGES.templateImageRequired : undefined;
  return (TEMPLATE_IMAGE_TYPES as readonly string[]).includes(file.type)
    ? undefined
    : ADMIN_MESSAGES.templateImageInvalid;
}

/** 'Criar Novo Template' / 'Editar Template' (docs/product-rules.md §2), validated by the API's own schema. */
export function TemplateFormDialog({
  target,
  nextOrdem,
  onClose,
}: {
  target: TemplateFormTarget;
  /** Suggested ordem for a new template: after the last one. */
  nextOrdem: number;
  onClose: () => void;
}) {
  const isNew = target === 'new';
  const editing = target && target !== 'new' ? target : null;
  const save = useSaveTemplate();
  const typeListId = useId();
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TemplateFieldsInput, unknown, TemplateFields>({
    resolver: zodResolver(templateFieldsSchema),
    defaultValues: toFormValues(target, nextOrdem),
  });

  useEffect(() => {
    reset(toFormValues(target, nextOrdem));
    setImage(null);
    setImageError(undefined);
  }, [target, nextOrdem, reset]);

  // The chosen file's preview lives as long as the choice.
  useEffect(() => {
    if (!image) {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(image);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  const submit = handleSubmit(
    async (fields) => {
      const problem = checkImage(image, isNew);
      setImageError(problem);
      if (problem) return;
      try {
        await save.mutateAsync({
          id: editing?.id,
          fields: {
            nome: fields.nome,
            tipo: fields.tipo ?? DEFAULT_TEMPLATE_TYPE,
            descricao: fields.descricao ?? '',
            ordem: String(fields.ordem ?? 0),
            ativo: fields.ativo === false ? 'false' : 'true',
          },
          image,
          imagemUrl: editing?.imagem_url,
        });
        onClose();
      } catch {
        // The toast (with the server's message) is the mutation's job; the dialog stays open to fix it.
      }
    },
    () => setImageError(checkImage(image, isNew)),
  );

  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{isNew ? 'Criar Novo Template' : 'Editar Template'}</DialogTitle>
          <DialogDescription>
            A imagem vira o fundo de todos os slides, com o texto em branco sobre ela.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <FormField label="Nome" error={errors.nome?.message} required>
            <Input autoComplete="off" {...register('nome')} />
          </FormField>
          <div className="grid items-start gap-4 sm:grid-cols-[1fr_9rem]">
            <FormField
              label="Imagem"
              error={imageError}
              required={isNew}
              description={isNew ? 'PNG, JPEG ou WebP, até 10 MB.' : 'Envie outra imagem só para trocá-la.'}
            >
              {(controlProps) => (
                <div className="flex min-w-0 flex-wrap items-center gap-3">
                  {/* The real input lies, invisible, over the button it looks like: clicks, focus, keyboard and
                      screen readers all reach the native control, named by the field's label. */}
                  <div className="relative">
                    <input
                      {...controlProps}
                      type="file"
                      accept={TEMPLATE_IMAGE_TYPES.join(',')}
                      className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0"
                      onChange={(event) => {
                        const file = event.target.files?.[0] ?? null;
                        setImage(file);
                        setImageError(file ? checkImage(file, isNew) : undefined);
                      }}
                    />
                    <span
                      aria-hidden="true"
                      className={cn(
                        buttonVariants({ variant: 'outline', size: 'sm' }),
                        'peer-hover:bg-accent peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
                      )}
                    >
                      <ImageUp aria-hidden="true" />
                      {image || editing ? 'Trocar imagem' : 'Escolher imagem'}
                    </span>
                  </div>
                  <span className="min-w-0 truncate text-sm text-muted-foreground">
                    {image ? image.name : editing ? 'Imagem atual' : 'Nenhuma imagem escolhida'}
                  </span>
                </div>
              )}
            </FormField>
            <TemplateImage
              src={previewUrl ?? editing?.imagem_url ?? null}
              alt="Prévia da imagem escolhida"
              emptyLabel="A prévia aparece aqui"
              className="aspect-[4/5] w-28 rounded-lg border sm:w-36"
            />
          </div>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <FormField
              label="Tipo"
              error={errors.tipo?.message}
              required
              description="Ex.: emocional, investigativo."
            >
              <Input list={typeListId} autoComplete="off" {...register('tipo')} />
            </FormField>
            <datalist id={typeListId}>
              {[DEFAULT_TEMPLATE_TYPE, ...TEMPLATE_TYPES].map((tipo) => (
                <option key={tipo} value={tipo} />
              ))}
            </datalist>
            <FormField label="Ordem" error={errors.ordem?.message}>
              <Input type="number" inputMode="numeric" min={0} step={1} {...register('ordem')} />
            </FormField>
          </div>
          <FormField label="Descrição (opcional)" error={errors.descricao?.message}>
            <Textarea rows={2} {...register('descricao')} />
          </FormField>
          <Controller
            control={control}
            name="ativo"
            render={({ field }) => (
              <FormField label="Status" error={errors.ativo?.message}>
                {(controlProps) => (
                  <Select value={field.value ?? 'true'} onValueChange={field.onChange}>
                    <SelectTrigger {...controlProps} onBlur={field.onBlur} className="sm:w-1/2">
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      <SelectItem value="true">Ativo</SelectItem>
                      <SelectItem value="false">Inativo</SelectItem>
                    </SelectContent>
                  </Select>
                )}
              </FormField>
            )}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" variant="brand" loading={save.isPending}>
              {isNew ? 'Criar Template' : 'Atualizar Template'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
