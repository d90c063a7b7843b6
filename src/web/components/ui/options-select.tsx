import type { ComponentProps } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

export type SelectOption<T extends string = string> = { value: T; label: string };

export type OptionsSelectProps<T extends string> = Omit<ComponentProps<typeof SelectTrigger>, 'children'> & {
  value: T;
  onValueChange: (value: T) => void;
  options: readonly SelectOption<T>[];
};

/**
 * A `Select` over a fixed list of `{ value, label }` options (filters, form fields). Every other prop goes to the
 * trigger, so a FormField's ids and aria wiring can be spread on it. Label it with `Label htmlFor={id}` or
 * `aria-label`.
 */
export function OptionsSelect<T extends string>({
  value,
  onValueChange,
  options,
  ...triggerProps
}: OptionsSelectProps<T>) {
  return (
    <Select value={value} onValueChange={(next) => onValueChange(next as T)}>
      <SelectTrigger {...triggerProps}>
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
