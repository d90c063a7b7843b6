import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Input } from './input';

export type SearchInputProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** Classes for the wrapper (e.g. `flex-1` in a toolbar). */
  containerClassName?: string;
};

/** Search field with a magnifier icon on the left. Label it with `Label htmlFor={id}` or `aria-label`. */
export function SearchInput({ className, containerClassName, ...props }: SearchInputProps) {
  return (
    <div className={cn('relative', containerClassName)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input type="search" className={cn('pl-9', className)} {...props} />
    </div>
  );
}
