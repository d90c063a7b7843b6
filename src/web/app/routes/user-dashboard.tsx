import { PageHeader } from '../../components/ui/page-header';
import { BrandKitCard } from '../../features/brand-kit';
import {
  CarouselStats,
  CreateCarouselCard,
  RecentCarouselsCard,
  useCarousels,
} from '../../features/carousels';
import { CreditsCard, useCredits } from '../../features/credits';
import { InsightsChartCard } from '../../features/instagram';
import { BuyCreditsButton } from '../../features/payments';
import { useDrawnQuery } from '../../lib/drawn-query';
import { DASHBOARD_HEADER, greeting } from './dashboard-page-header';
import { getFirstName } from './first-name';

/**
 * The cliente's dashboard: greeting, figures, the goals, recent carousels, credits and the Instagram chart. It reads the same
 * carousel list and credit cache as /historico and /creditos, so every screen shows the same figures.
 */
export function UserDashboard({ name, balance }: { name: string; balance: number }) {
  const carouselsQuery = useCarousels();
  const creditsQuery = useCredits();
  // The answers are drawn in a deferred render React slices, not in the urgent one they arrive with.
  const carousels = useDrawnQuery(carouselsQuery);
  const credits = useDrawnQuery(creditsQuery);
  const firstName = getFirstName(name);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={greeting(firstName)}
        description={DASHBOARD_HEADER.description}
        actions={
          // Hidden on small screens: the bottom bar's Créditos button is there.
          <BuyCreditsButton className="hidden sm:inline-flex" />
        }
      />
      <CarouselStats carousels={carousels.data} isLoading={carousels.isPending} />
      <CreateCarouselCard />
      <BrandKitCard />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <RecentCarouselsCard
          carousels={carousels.data}
          isLoading={carousels.isPending}
          error={carousels.error}
          onRetry={() => carouselsQuery.refetch()}
        />
        <CreditsCard
          credits={credits.data}
          balance={balance}
          isLoading={credits.isPending}
          error={credits.error}
          onRetry={() => creditsQuery.refetch()}
        />
      </div>
      <InsightsChartCard />
    </div>
  );
}
