import { Check, Eye, ImageOff } from 'lucide-react';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { TemplateDto } from '../../../../shared/carousels/api';
import { getSlideSize, type SlideFormat } from '../../../../shared/carousels/formats';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { FORMAT_ASPECT, getTemplateImage, getTemplateThumbnail } from './template-image';

const SKELETON_COUNT = 8;

/**
 * The visual styles as a radio group of cards (choosing one is harmless, so arrow keys may select). Each
 * card's 'Ver' button sits outside the radio's label: a button inside a label would select on click.
 */
export function TemplatePicker({
  templates,
  isLoading,
  selectedId,
  format,
  control,
  error,
  onPreview,
}: {
  templates: readonly TemplateDto[] | undefined;
  isLoading: boolean;
  selectedId: string;
  /** The thumbnails take the chosen format's shape. */
  format: SlideFormat;
  control: UseFormRegisterReturn<'template_visual'>;
  error?: string;
  onPreview: (template: TemplateDto) => void;
}) {
  const errorId = useId();
  const gridClassName = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4';

  if (isLoading) {
    return (
      <div aria-busy="true" className={gridClassName} data-testid="template-skeletons">
        <span className="sr-only" role="status">
          Carregando estilos visuais...
        </span>
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
          <div key={index} className="overflow-hidden rounded-xl border bg-card">
            <Skeleton className={cn(FORMAT_ASPECT[format], 'w-full rounded-none')} />
            <div className="flex flex-col gap-1.5 p-3">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-3 w-full" />
            </div>
          </div>
        ))}
      </div>
    );
  }

  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-3">
      <legend className="sr-only">Estilo visual</legend>
      <div className={gridClassName}>
        {(templates ?? []).map((template) => (
          <TemplateOption
            key={template.id}
            template={template}
            isSelected={selectedId === template.id}
            format={format}
            control={control}
            onPreview={onPreview}
          />
        ))}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-xs font-medium text-destructive-soft-foreground">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function TemplateOption({
  template,
  isSelected,
  format,
  control,
  onPreview,
}: {
  template: TemplateDto;
  isSelected: boolean;
  format: SlideFormat;
  control: UseFormRegisterReturn<'template_visual'>;
  onPreview: (template: TemplateDto) => void;
}) {
  const nameId = useId();
  const descriptionId = useId();
  // The card shows the small copy of the sample the 'Ver' dialog opens in full.
  const image = getTemplateImage(template, format) ? getTemplateThumbnail(template, format) : null;
  const size = getSlideSize(format);
  return (
    <div
      data-testid="template-option"
      className={cn(
        'relative flex flex-col overflow-hidden rounded-xl border bg-card transition-[border-color,box-shadow]',
        'hover:border-primary/50 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-ring',
        isSelected && 'border-primary shadow-soft ring-2 ring-primary',
      )}
    >
      <label className="flex flex-1 cursor-pointer flex-col">
        <input
          type="radio"
          value={template.id}
          aria-labelledby={nameId}
          aria-describedby={template.descricao ? descriptionId : undefined}
          className="sr-only"
          {...control}
        />
        {image ? (
          <img
            src={image}
            alt=""
            loading="lazy"
            decoding="async"
            // The slide's own proportions: the card keeps its place while the image arrives.
            width={size.width}
            height={size.height}
            className={cn(FORMAT_ASPECT[format], 'w-full bg-muted object-cover')}
          />
        ) : (
          <span className={cn(FORMAT_ASPECT[format], 'flex w-full items-center justify-center bg-muted')}>
            <ImageOff className="size-8 text-muted-foreground" aria-hidden="true" />
          </span>
        )}
        <span className="flex flex-col gap-0.5 px-3 pt-3 pb-2">
          <span
            id={nameId}
            className="line-clamp-2 break-words text-sm font-semibold leading-snug text-foreground"
          >
            {template.nome}
          </span>
          {template.descricao ? (
            <span id={descriptionId} className="line-clamp-2 text-xs text-muted-foreground">
              {template.descricao}
            </span>
          ) : null}
        </span>
      </label>
      {isSelected ? (
        <span className="absolute top-2 left-2 flex size-6 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-soft">
          <Check className="size-4" aria-hidden="true" />
        </span>
      ) : null}
      {/* Below the thumbnail, never over it: a template's own lettering (a masthead, a title) stays readable. */}
      <div className="px-3 pb-3">
        <Button
          type="button"
          size="sm"
          variant="outline"
          aria-label={`Ver ${template.nome}`}
          className="w-full"
          onClick={() => onPreview(template)}
        >
          <Eye aria-hidden="true" />
          Ver
        </Button>
      </div>
    </div>
  );
}
