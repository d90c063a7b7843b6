import { cva, type VariantProps } from 'class-variance-authority';
import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Skeleton } from './skeleton';

const iconToneVariants = cva('flex size-10 shrink-0 items-center justify-center rounded-xl', {
  variants: {
    tone: {
      primary: 'bg-secondary text-secondary-foreground',
      success: 'bg-success-soft text-success-soft-foreground',
      warning: 'bg-warning-soft text-warning-soft-foreground',
      info: 'bg-info-soft text-info-soft-foreground',
      destructive: 'bg-destructive-soft text-destructive-soft-foreground',
      brand: 'bg-brand-gradient text-white shadow-brand',
    },
  },
  defaultVariants: { tone: 'primary' },
});

export type StatCardProps = Omit<ComponentProps<'div'>, 'children'> &
  VariantProps<typeof iconToneVariants> & {
    icon?: LucideIcon;
    label: ReactNode;
    value: ReactNode;
    /** Small line under the value ('de 12 adquiridos', '+3 esta semana'). */
    hint?: ReactNode;
    /** Shows skeletons of the same size as the value and hint (no layout shift). */
    loading?: boolean;
  };

/** A labelled number for dashboards and counters (credits, totals, rates). */
export function StatCard({
  icon: Icon,
  label,
  value,
  hint,
  tone,
  loading = false,
  className,
  ...props
}: StatCardProps) {
  return (
    <div
      data-slot="stat-card"
      aria-busy={loading || undefined}
      className={cn(
        'flex flex-col gap-3 rounded-xl border bg-card p-5 text-card-foreground shadow-soft',
        className,
      )}
      {...props}
    >
      <div className="flex items-start justify-between gap-3">
        <p className="pt-0.5 text-sm font-medium text-muted-foreground">{label}</p>
        {Icon ? (
          <div className={iconToneVariants({ tone })}>
            <Icon className="size-5" aria-hidden="true" />
          </div>
        ) : null}
      </div>
      <div className="flex flex-col gap-1">
        {loading ? (
          <Skeleton className="h-9 w-24" />
        ) : (
          <p className="text-3xl font-semibold leading-9 tracking-tight tabular-nums">{value}</p>
        )}
        {hint !== undefined ? (
          loading ? (
            <Skeleton className="my-0.5 h-4 w-32" />
          ) : (
            <p className="text-xs leading-5 text-muted-foreground">{hint}</p>
          )
        ) : null}
      </div>
    </div>
  );
}
