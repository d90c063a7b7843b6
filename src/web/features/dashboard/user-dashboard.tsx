import { CircleCheck, Images, Loader } from 'lucide-react';
import { PageHeader } from '../../components/ui/page-header';
import { BuyCreditsButton } from './buy-credits-button';
import { CreateCarouselCard } from './create-carousel-card';
import { CreditsCard } from './credits-card';
import { useDashboardCarousels, useDashboardCredits } from './dashboard-api';
import { DashboardStat } from './dashboard-stat';
import { getFirstName } from './first-name';
import { summarizeCarousels } from './normalize-dashboard-data';
import { RecentCarouselsCard } from './recent-carousels-card';

/** The cliente's dashboard (SPEC section 2): greeting, figures, the goals, recent carousels and credits. */
export function UserDashboard({ name, fallbackBalance }: { name: string; fallbackBalance: number }) {
  const carousels = useDashboardCarousels();
  const credits = useDashboardCredits();
  const summary = summarizeCarousels(carousels.data ?? []);
  const firstName = getFirstName(name);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={firstName ? `Olá, ${firstName}!` : 'Olá!'}
        description="Transforme suas ideias em carrosséis para o Instagram em poucos minutos."
        actions={
          // Hidden on small screens: the bottom bar's Créditos button is there (SPEC section 2).
          <BuyCreditsButton className="hidden sm:inline-flex" />
        }
      />
      <section aria-label="Resumo dos seus carrosséis" className="grid grid-cols-3 gap-2 sm:gap-4">
        <DashboardStat
          icon={Images}
          tone="primary"
          label="Carrosséis criados"
          value={summary.total}
          loading={carousels.isPending}
          testId="stat-total"
        />
        <DashboardStat
          icon={Loader}
          tone="info"
          label="Processando"
          value={summary.processing}
          loading={carousels.isPending}
          testId="stat-processing"
        />
        <DashboardStat
          icon={CircleCheck}
          tone="success"
          label="Concluídos"
          value={summary.done}
          loading={carousels.isPending}
          testId="stat-done"
        />
      </section>
      <CreateCarouselCard />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <RecentCarouselsCard
          carousels={carousels.data}
          isLoading={carousels.isPending}
          error={carousels.error}
          onRetry={() => carousels.refetch()}
        />
        <CreditsCard
          credits={credits.data}
          fallbackBalance={fallbackBalance}
          isLoading={credits.isPending}
          error={credits.error}
          onRetry={() => credits.refetch()}
        />
      </div>
    </div>
  );
}
