import { lazy, Suspense } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useDrawnQuery } from '../../lib/drawn-query';
import { useInstagramStatus } from './instagram-api';

// The chart's code and its query load after the dashboard is on screen, in their own chunk.
const InsightsChartBody = lazy(() =>
  import('./insights-chart').then((module) => ({ default: module.InsightsChartBody })),
);

/**
 * 'Desempenho no Instagram' on the dashboard, when publishing is on for this server. The card and its fixed-height
 * body are drawn at once, so nothing moves when the chart arrives.
 */
export function InsightsChartCard() {
  const status = useDrawnQuery(useInstagramStatus());
  if (!status.data?.disponivel) return null;
  return (
    <Card data-testid="insights-chart-card">
      <CardHeader>
        <CardTitle>Desempenho no Instagram</CardTitle>
        <CardDescription>
          Salvamentos e compartilhamentos dos posts publicados nos últimos 30 dias.
        </CardDescription>
      </CardHeader>
      <CardContent className="h-56">
        <Suspense fallback={<Skeleton className="h-full w-full rounded-lg" />}>
          <InsightsChartBody />
        </Suspense>
      </CardContent>
    </Card>
  );
}
