import { Progress as ProgressPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

type ProgressName = { 'aria-label': string } | { 'aria-labelledby': string };

export type ProgressProps = Omit<ComponentProps<typeof ProgressPrimitive.Root>, 'value' | 'max'> &
  ProgressName & {
    /** Current value, 0..max. Clamped. */
    value: number;
    max?: number;
    /** Classes for the filled bar (default: the brand gradient). */
    indicatorClassName?: string;
  };

/**
 * Accessible progress bar: role="progressbar" with aria-valuenow/min/max. A name is required
 * (`aria-label` or `aria-labelledby`), which axe checks.
 */
export function Progress({ className, indicatorClassName, value, max = 100, ...props }: ProgressProps) {
  const safeMax = max > 0 ? max : 100;
  const clamped = Math.min(Math.max(Number.isFinite(value) ? value : 0, 0), safeMax);
  const percent = (clamped / safeMax) * 100;
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      value={clamped}
      max={safeMax}
      getValueLabel={(current, total) => `${Math.round((current / total) * 100)}%`}
      className={cn('relative h-2.5 w-full overflow-hidden rounded-full bg-primary/12', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className={cn(
          'h-full rounded-full bg-brand-gradient transition-[width] duration-500',
          indicatorClassName,
        )}
        // Width (not a translate) so the whole gradient is visible at any value.
        style={{ width: `${percent}%` }}
      />
    </ProgressPrimitive.Root>
  );
}
