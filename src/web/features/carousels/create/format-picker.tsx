import type { UseFormRegisterReturn } from 'react-hook-form';
import {
  formatSlideSize,
  SLIDE_FORMAT_INFO,
  SLIDE_FORMATS,
  type SlideFormat,
} from '../../../../shared/carousels/formats';
import { cn } from '../../../lib/cn';

/** The shape drawn at the format's own proportions, so the choice reads at a glance. */
function FormatShape({ format }: { format: SlideFormat }) {
  const { width, height } = SLIDE_FORMAT_INFO[format];
  const tall = 40;
  return (
    <span className="flex h-10 w-8 shrink-0 items-center justify-center" aria-hidden="true">
      <span
        className="rounded-[3px] border-2 border-current"
        style={{ height: tall, width: Math.round((tall * width) / height) }}
      />
    </span>
  );
}

/**
 * Retrato, Quadrado or Stories as a native radio group: arrow keys move and select (a harmless choice, it
 * clears nothing), and the template previews below follow it.
 */
export function FormatPicker({
  value,
  control,
}: {
  value: SlideFormat;
  control: UseFormRegisterReturn<'formato'>;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-foreground">Formato</legend>
      <div className="grid grid-cols-3 gap-2 sm:max-w-xl">
        {SLIDE_FORMATS.map((format) => {
          const info = SLIDE_FORMAT_INFO[format];
          const isSelected = value === format;
          return (
            <label
              key={format}
              className={cn(
                'flex cursor-pointer flex-col items-center gap-1.5 rounded-xl border bg-card p-3 text-center transition-[border-color,box-shadow]',
                'hover:border-primary/50 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-ring',
                'sm:flex-row sm:text-left',
                isSelected
                  ? 'border-primary bg-accent text-primary ring-1 ring-primary'
                  : 'text-muted-foreground',
              )}
            >
              <input type="radio" value={format} className="sr-only" {...control} />
              <FormatShape format={format} />
              <span className="flex min-w-0 flex-col">
                <span className="text-sm font-semibold text-foreground">
                  {info.label}{' '}
                  <span className="block font-normal text-muted-foreground sm:inline">{info.ratio}</span>
                </span>
                <span className="text-xs text-muted-foreground">{formatSlideSize(format)}</span>
              </span>
            </label>
          );
        })}
      </div>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {SLIDE_FORMAT_INFO[value].hint}. Os slides e o PDF saem em {formatSlideSize(value)} px.
      </p>
    </fieldset>
  );
}
