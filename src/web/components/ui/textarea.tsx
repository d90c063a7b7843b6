import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { inputClassName } from './input';

/** Multi-line text. Grows with its content (field-sizing) from `min-h-24`. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(inputClassName, 'field-sizing-content min-h-24 resize-y py-2 leading-relaxed', className)}
      {...props}
    />
  );
}
