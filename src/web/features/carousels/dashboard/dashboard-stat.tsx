import type { LucideIcon } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';

const TONES = {
  primary: 'bg-secondary text-secondary-foreground',
  info: 'bg-info-soft text-info-soft-foreground',
  success: 'bg-success-soft text-success-soft-foreground',
} as const;

/**
 * A dashboard figure. Unlike the kit's StatCard it stays three-across on a 390 px phone (icon hidden, smaller
 * type), so the three figures fit in one glance instead of a screenful of stacked cards.
 */
export function DashboardStat({
  icon: Icon,
  label,
  value,
  tone,
  loading,
  testId,
}: {
  icon: LucideIcon;
  label: string;
  value: number;
  tone: keyof typeof TONES;
  loading: boolean;
  testId: string;
}) {
  return (
    <div
      data-testid={testId}
      aria-busy={loading || undefined}
      className="flex h-full flex-col justify-between gap-2 rounded-xl border bg-card p-3 text-card-foreground shadow-soft sm:gap-3 sm:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <p className="text-xs font-medium text-muted-foreground sm:pt-0.5 sm:text-sm">{label}</p>
        <div
          className={cn(
            'hidden size-10 shrink-0 items-center justify-center rounded-xl sm:flex',
            TONES[tone],
          )}
        >
          <Icon className="size-5" aria-hidden="true" />
        </div>
      </div>
      {loading ? (
        <Skeleton className="h-8 w-12 sm:h-9 sm:w-20" />
      ) : (
        <p className="text-2xl leading-8 font-semibold tracking-tight tabular-nums sm:text-3xl sm:leading-9">
          {value}
        </p>
      )}
    </div>
  );
}
