import { CAROUSEL_COUNTER_LABELS } from '../../../../shared/carousels/status';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import type { HistoryCounts } from './filter-carousels';

const COUNTERS: { key: keyof HistoryCounts; tone: string }[] = [
  { key: 'total', tone: 'text-foreground' },
  { key: 'done', tone: 'text-success-soft-foreground' },
  { key: 'processing', tone: 'text-info-soft-foreground' },
  { key: 'error', tone: 'text-destructive-soft-foreground' },
  { key: 'cancelled', tone: 'text-muted-foreground' },
];

/** The five counters of docs/product-rules.md §2, over the whole history (not the filtered page). */
export function HistoryCounters({ counts }: { counts: HistoryCounts | null }) {
  return (
    <dl
      aria-label="Resumo do histórico"
      aria-busy={counts === null || undefined}
      className="grid grid-cols-3 gap-2 sm:grid-cols-5 sm:gap-3"
    >
      {COUNTERS.map((counter) => (
        <div
          key={counter.key}
          data-testid={`counter-${counter.key}`}
          className="flex flex-col gap-0.5 rounded-xl border bg-card px-3 py-2.5 shadow-soft sm:px-4 sm:py-3"
        >
          <dt className="truncate text-xs font-medium text-muted-foreground">
            {CAROUSEL_COUNTER_LABELS.history[counter.key]}
          </dt>
          <dd
            className={cn(
              'text-xl font-semibold leading-7 tabular-nums sm:text-2xl sm:leading-8',
              counter.tone,
            )}
          >
            {counts === null ? <Skeleton className="my-1 h-5 w-8 sm:h-6" /> : counts[counter.key]}
          </dd>
        </div>
      ))}
    </dl>
  );
}
