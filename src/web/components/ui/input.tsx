import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** Shared look of text-like controls (input, textarea, select trigger). */
export const inputClassName = cn(
  'w-full min-w-0 rounded-lg border border-input bg-card px-3 text-base text-foreground shadow-xs md:text-sm',
  'transition-[color,border-color,box-shadow] placeholder:text-muted-foreground',
  'outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/40',
  'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60',
  'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/25',
);

/** Text input. `text-base` on phones keeps iOS from zooming in on focus. */
export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        inputClassName,
        'h-10 py-2',
        'file:mr-3 file:inline-flex file:h-7 file:rounded-md file:border-0 file:bg-secondary file:px-2.5 file:text-sm file:font-medium file:text-secondary-foreground',
        className,
      )}
      {...props}
    />
  );
}
