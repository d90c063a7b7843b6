import { useId } from 'react';
import {
  type BrandColorField as ColorFieldName,
  readBrandColor,
} from '../../../shared/brand-kit/contrast-words';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { cn } from '../../lib/cn';

const FULL_HEX = /^#[0-9a-fA-F]{6}$/;
/** What the picker shows while no colour is chosen (the template's own colour is used). */
const PICKER_IDLE = '#7c3aed';

/**
 * One brand colour: a native colour picker and the same colour as hex text, each with its own label, and
 * the live contrast check in words. Empty means "the template's colour".
 */
export function BrandColorField({
  field,
  label,
  use,
  value,
  error,
  onChange,
}: {
  field: ColorFieldName;
  label: string;
  /** What the colour paints, under the label. */
  use: string;
  value: string | null;
  error?: string;
  onChange: (value: string | null) => void;
}) {
  const pickerId = useId();
  const hexId = useId();
  const usageId = useId();
  const readingId = useId();
  const errorId = useId();
  const valid = value !== null && FULL_HEX.test(value);
  const reading = valid ? readBrandColor(value, field) : null;
  const describedBy = [usageId, readingId, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <fieldset className="grid gap-2" data-testid={`brand-color-${field}`}>
      <legend className="text-sm font-semibold text-foreground">{label}</legend>
      <p id={usageId} className="text-xs text-muted-foreground">
        {use}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={pickerId} className="text-xs">
            Seletor<span className="sr-only"> de {label.toLowerCase()}</span>
          </Label>
          <input
            id={pickerId}
            type="color"
            value={valid ? value.toLowerCase() : PICKER_IDLE}
            onChange={(event) => onChange(event.target.value)}
            aria-describedby={describedBy}
            className={cn(
              'h-10 w-16 cursor-pointer rounded-lg border border-input bg-card p-1',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              !valid && 'opacity-60',
            )}
          />
        </div>
        <div className="grid min-w-36 flex-1 gap-1.5 sm:max-w-48">
          <Label htmlFor={hexId} className="text-xs">
            <span className="sr-only">{label} em </span>Hexadecimal
          </Label>
          <Input
            id={hexId}
            value={value ?? ''}
            placeholder="Cor do estilo"
            maxLength={7}
            spellCheck={false}
            autoComplete="off"
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              const typed = event.target.value.trim();
              if (typed === '') onChange(null);
              else onChange(typed.startsWith('#') ? typed : `#${typed}`);
            }}
            className="font-mono uppercase placeholder:normal-case placeholder:font-sans"
          />
        </div>
        {value !== null ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
            Usar a cor do estilo
          </Button>
        ) : null}
      </div>
      <p
        id={readingId}
        aria-live="polite"
        data-testid={`brand-contrast-${field}`}
        className={cn(
          'text-xs',
          reading && !reading.readsEverywhere ? 'text-foreground' : 'text-muted-foreground',
        )}
      >
        {reading
          ? reading.words
          : value === null
            ? 'Sem cor escolhida: os slides usam a cor do estilo visual.'
            : 'Digite a cor completa, como #7C3AED, para ver o contraste.'}
      </p>
      <FormMessage id={errorId}>{error}</FormMessage>
    </fieldset>
  );
}
