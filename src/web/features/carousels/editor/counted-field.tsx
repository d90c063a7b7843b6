import { useId } from 'react';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';

export interface CountedFieldProps {
  label: string;
  value: string;
  max: number;
  multiline?: boolean;
  rows?: number;
  required?: boolean;
  /** Further counts shown beside the characters (the caption's hashtags). */
  extra?: { text: string; over: boolean };
  onChange(value: string): void;
}

/** A text field with a live "n/max" counter; past the limit the counter turns red and says so. */
export function CountedField({
  label,
  value,
  max,
  multiline,
  rows,
  required,
  extra,
  onChange,
}: CountedFieldProps) {
  const id = useId();
  const counterId = `${id}-counter`;
  const over = value.length > max;
  const props = {
    id,
    value,
    'aria-describedby': counterId,
    'aria-invalid': over || (extra?.over ?? false) || undefined,
    'aria-required': required || undefined,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {multiline ? <Textarea rows={rows ?? 3} {...props} /> : <Input {...props} />}
      <p
        id={counterId}
        className="flex flex-wrap justify-end gap-x-3 text-xs text-muted-foreground"
        aria-live="polite"
      >
        <span className={cn(over && 'font-semibold text-destructive')}>
          {value.length.toLocaleString('pt-BR')}/{max.toLocaleString('pt-BR')} caracteres
        </span>
        {extra ? (
          <span className={cn(extra.over && 'font-semibold text-destructive')}>{extra.text}</span>
        ) : null}
      </p>
    </div>
  );
}
