import { useQuery } from '@tanstack/react-query';
import { BarChart3 } from 'lucide-react';
import { formatShortDay } from '../../../shared/dates';
import { INSTAGRAM_ENDPOINTS } from '../../../shared/instagram/endpoints';
import { INSIGHTS_CHART_EMPTY, type InsightsChart } from '../../../shared/instagram/schema';
import { LoadError } from '../../components/ui/load-error';
import { Skeleton } from '../../components/ui/skeleton';
import { createApi } from '../../lib/endpoint-client';
import { queryKeys } from '../../lib/query-keys';
import { barHeights, chartTotals, describeDay, describeFigures, labelledDays } from './insights-chart-data';

const instagram = createApi({ insightsChart: INSTAGRAM_ENDPOINTS.insightsChart });

/** The drawing's own units: one day is this wide, its two bars and the gap between days inside it. */
const DAY_WIDTH = 10;
const BAR_WIDTH = 4;
const HEIGHT = 100;

/**
 * The dashboard's chart body, loaded on its own (docs/instagram.md): the last 30 São Paulo days' posts by saves
 * and shares, a hand-drawn SVG of fixed height (the slot keeps the same height while it loads), the figures in
 * words for screen readers, and an empty state before the first post.
 */
export function InsightsChartBody() {
  const chart = useQuery({
    queryKey: queryKeys.instagramInsightsChart,
    queryFn: ({ signal }): Promise<InsightsChart> => instagram.insightsChart({}, { signal }),
  });
  if (chart.isPending) return <Skeleton className="h-full w-full rounded-lg" />;
  if (chart.error)
    return <LoadError message="Não foi possível carregar o desempenho." onRetry={() => chart.refetch()} />;
  const days = chart.data.dias;
  const totals = chartTotals(days);
  if (totals.posts === 0) {
    return (
      <div className="flex h-full flex-col items-center justify-center gap-2 rounded-lg border border-dashed text-center">
        <BarChart3 className="size-6 text-muted-foreground" aria-hidden="true" />
        <p className="text-sm text-muted-foreground" data-testid="insights-chart-empty">
          {INSIGHTS_CHART_EMPTY}
        </p>
      </div>
    );
  }
  const heights = barHeights(days);
  const labels = new Set(labelledDays(days.length));
  const width = days.length * DAY_WIDTH;
  const summary = `Últimos ${days.length} dias: ${describeFigures(totals)}.`;

  return (
    <div className="flex h-full flex-col gap-2" data-testid="insights-chart">
      <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
        <div className="flex items-baseline gap-1.5">
          <dt className="text-muted-foreground">Posts</dt>
          <dd className="font-semibold tabular-nums">{totals.posts.toLocaleString('pt-BR')}</dd>
        </div>
        <div className="flex items-baseline gap-1.5">
          <dt className="flex items-center gap-1.5 text-muted-foreground">
            <span className="size-2.5 rounded-sm bg-primary" aria-hidden="true" />
            Salvamentos
          </dt>
          <dd className="font-semibold tabular-nums">{totals.salvamentos.toLocaleString('pt-BR')}</dd>
        </div>
        <div className="flex items-baseline gap-1.5">
          <dt className="flex items-center gap-1.5 text-muted-foreground">
            <span className="size-2.5 rounded-sm bg-info" aria-hidden="true" />
            Compartilhamentos
          </dt>
          <dd className="font-semibold tabular-nums">{totals.compartilhamentos.toLocaleString('pt-BR')}</dd>
        </div>
      </dl>
      <figure className="flex min-h-0 flex-1 flex-col gap-1">
        <svg
          viewBox={`0 0 ${width} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="min-h-0 w-full flex-1 border-b border-border"
          role="img"
          aria-label={summary}
        >
          {days.map((day, index) => {
            const x = index * DAY_WIDTH + (DAY_WIDTH - 2 * BAR_WIDTH) / 2;
            const bars = heights[index] ?? { salvamentos: 0, compartilhamentos: 0 };
            return (
              <g key={day.dia}>
                <title>{describeDay(day, formatShortDay(day.dia))}</title>
                <rect
                  x={x}
                  y={HEIGHT * (1 - bars.salvamentos)}
                  width={BAR_WIDTH}
                  height={HEIGHT * bars.salvamentos}
                  className="fill-primary"
                />
                <rect
                  x={x + BAR_WIDTH}
                  y={HEIGHT * (1 - bars.compartilhamentos)}
                  width={BAR_WIDTH}
                  height={HEIGHT * bars.compartilhamentos}
                  className="fill-info"
                />
              </g>
            );
          })}
        </svg>
        <figcaption className="relative h-4 text-[11px] leading-4 text-muted-foreground" aria-hidden="true">
          {days.map((day, index) =>
            labels.has(index) ? (
              <span
                key={day.dia}
                className="absolute -translate-x-1/2 first:translate-x-0 last:-translate-x-full"
                style={{ left: `${((index + 0.5) / days.length) * 100}%` }}
              >
                {formatShortDay(day.dia)}
              </span>
            ) : null,
          )}
        </figcaption>
      </figure>
      <ul className="sr-only">
        {days
          .filter((day) => day.posts > 0)
          .map((day) => (
            <li key={day.dia}>{describeDay(day, formatShortDay(day.dia))}</li>
          ))}
      </ul>
    </div>
  );
}
