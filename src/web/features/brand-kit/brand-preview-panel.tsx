import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { useId, useState } from 'react';
import { describeAdjustment } from '../../../shared/brand-kit/contrast-words';
import type { BrandPreviewRequest } from '../../../shared/brand-kit/preview';
import type { BrandKitInput } from '../../../shared/brand-kit/schema';
import { SLIDE_FORMAT_INFO, SLIDE_FORMATS, type SlideFormat } from '../../../shared/carousels/formats';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { LoadError } from '../../components/ui/load-error';
import { OptionsSelect } from '../../components/ui/options-select';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { getErrorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { FORMAT_ASPECT } from '../carousels';
import { useTemplates } from '../templates';
import { checkBrandForm } from './brand-form-state';
import { brandKit } from './brand-kit-api';

/** A pause this long in the typing asks the server for a new preview. */
const PREVIEW_DEBOUNCE_MS = 400;

function useBrandPreview(request: BrandPreviewRequest | null) {
  return useQuery({
    queryKey: ['brand-preview', request],
    enabled: request !== null,
    queryFn: async ({ signal }) =>
      // enabled only with a request
      brandKit.preview({ body: request as BrandPreviewRequest }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/**
 * The live preview: a sample slide of a chosen template and format, signed with the kit as typed and drawn
 * by the server (the renderer of the downloads), with the shades it had to change to keep text legible.
 * A kit the form would refuse is not sent; the last good preview stays.
 */
export function BrandPreviewPanel({ kit }: { kit: BrandKitInput }) {
  const templates = useTemplates(true);
  const [chosenTemplate, setChosenTemplate] = useState<string | null>(null);
  const [format, setFormat] = useState<SlideFormat>('retrato');
  const templateSelectId = useId();
  const formatName = useId();
  const templateId = chosenTemplate ?? templates.data?.[0]?.id ?? null;
  const settled = useDebouncedValue(kit, PREVIEW_DEBOUNCE_MS);
  const sendable = Object.keys(checkBrandForm(settled)).length === 0;
  const request: BrandPreviewRequest | null =
    templateId && sendable ? { marca: settled, template_visual: templateId, formato: format } : null;
  const preview = useBrandPreview(request);
  const drawing = preview.isFetching || settled !== kit;

  return (
    <Card className="lg:sticky lg:top-6" data-testid="brand-preview">
      <CardHeader>
        <CardTitle asChild>
          <h2>Prévia</h2>
        </CardTitle>
        <CardDescription>Um slide de exemplo com a sua assinatura, como sai no download.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
          <div className="grid gap-1.5">
            <Label htmlFor={templateSelectId}>Estilo visual da prévia</Label>
            {templates.data ? (
              <OptionsSelect
                id={templateSelectId}
                value={templateId ?? ''}
                options={templates.data.map((template) => ({ value: template.id, label: template.nome }))}
                onValueChange={setChosenTemplate}
              />
            ) : (
              <Skeleton className="h-10" />
            )}
          </div>
          <fieldset className="grid gap-1.5">
            <legend className="mb-1.5 text-sm font-medium text-foreground">Formato da prévia</legend>
            <div className="flex gap-1.5">
              {SLIDE_FORMATS.map((option) => (
                <label
                  key={option}
                  className={cn(
                    'flex h-10 flex-1 cursor-pointer items-center justify-center rounded-lg border bg-card px-2 text-sm transition-colors',
                    'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-ring',
                    format === option
                      ? 'border-primary bg-accent font-medium text-primary'
                      : 'text-muted-foreground hover:border-primary/50',
                  )}
                >
                  <input
                    type="radio"
                    name={formatName}
                    value={option}
                    checked={format === option}
                    onChange={() => setFormat(option)}
                    className="sr-only"
                  />
                  {SLIDE_FORMAT_INFO[option].label}
                </label>
              ))}
            </div>
          </fieldset>
        </div>

        <div
          className={cn(
            'relative mx-auto w-full overflow-hidden rounded-xl border bg-muted',
            FORMAT_ASPECT[format],
            format === 'stories' ? 'max-w-72' : 'max-w-md',
          )}
          aria-busy={drawing || undefined}
        >
          {preview.data ? (
            <img
              src={preview.data.imagem}
              alt={`Prévia do slide com a assinatura de ${settled.nome}${settled.arroba ? ` (@${settled.arroba.replace(/^@/, '')})` : ''}`}
              className="size-full object-cover"
              data-testid="brand-preview-image"
            />
          ) : preview.isError ? null : (
            <Skeleton className="size-full rounded-none" />
          )}
          {drawing ? (
            <span className="absolute top-2 right-2 rounded-full bg-card/90 p-1.5 shadow-sm">
              <Spinner label="Atualizando a prévia..." />
            </span>
          ) : null}
        </div>

        {preview.isError ? (
          <LoadError
            message={getErrorMessage(preview.error, 'Não foi possível desenhar a prévia.')}
            onRetry={() => preview.refetch()}
          />
        ) : null}
        {!sendable ? (
          <p className="text-xs text-muted-foreground">Corrija os campos marcados para atualizar a prévia.</p>
        ) : null}
        <div aria-live="polite" data-testid="brand-adjustments">
          {preview.data && preview.data.ajustes.length > 0 ? (
            <ul className="grid gap-2">
              {preview.data.ajustes.map((adjustment) => (
                <li
                  key={adjustment.campo}
                  className="flex gap-2 rounded-lg bg-secondary px-3 py-2 text-xs text-secondary-foreground"
                >
                  <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  <span>{describeAdjustment(adjustment)}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
