import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * Placeholder block with the size of the content it stands for, so nothing jumps when the
 * data arrives. Hidden from assistive tech: mark the loading region with `aria-busy` instead.
 */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-foreground/[0.07]', className)}
      {...props}
    />
  );
}
