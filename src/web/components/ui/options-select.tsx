import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

export type SelectOption<T extends string = string> = { value: T; label: string };

export type OptionsSelectProps<T extends string> = {
  id?: string;
  value: T;
  onValueChange: (value: T) => void;
  options: readonly SelectOption<T>[];
  'aria-label'?: string;
  className?: string;
};

/** A `Select` over a fixed list of `{ value, label }` options (status filters). Label it with `Label htmlFor={id}` or `aria-label`. */
export function OptionsSelect<T extends string>({
  id,
  value,
  onValueChange,
  options,
  'aria-label': ariaLabel,
  className,
}: OptionsSelectProps<T>) {
  return (
    <Select value={value} onValueChange={(next) => onValueChange(next as T)}>
      <SelectTrigger id={id} aria-label={ariaLabel} className={className}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
