import { CircleCheck, Images, Loader } from 'lucide-react';
import { CAROUSEL_COUNTER_LABELS } from '../../../../shared/carousels/status';
import { countCarousels } from '../history/filter-carousels';
import type { Carousel } from '../to-carousel';
import { DashboardStat } from './dashboard-stat';

/** The dashboard's three figures, counted as /historico counts them (processando includes pendente). */
export function CarouselStats({
  carousels,
  isLoading,
}: {
  carousels: readonly Carousel[] | undefined;
  isLoading: boolean;
}) {
  const counts = countCarousels(carousels ?? []);
  const labels = CAROUSEL_COUNTER_LABELS.dashboard;
  return (
    <section aria-label="Resumo dos seus carrosséis" className="grid grid-cols-3 gap-2 sm:gap-4">
      <DashboardStat
        icon={Images}
        tone="primary"
        label={labels.total}
        value={counts.total}
        loading={isLoading}
        testId="stat-total"
      />
      <DashboardStat
        icon={Loader}
        tone="info"
        label={labels.processing}
        value={counts.processing}
        loading={isLoading}
        testId="stat-processing"
      />
      <DashboardStat
        icon={CircleCheck}
        tone="success"
        label={labels.done}
        value={counts.done}
        loading={isLoading}
        testId="stat-done"
      />
    </section>
  );
}
