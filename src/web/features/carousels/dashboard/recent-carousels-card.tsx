import { Images } from 'lucide-react';
import { OBJECTIVE_LABELS } from '../../../../shared/carousels/objectives';
import { formatDateTime } from '../../../../shared/dates';
import { DashboardCard } from '../../../components/dashboard-card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { CarouselStatusBadge } from '../carousel-status-badge';
import type { Carousel } from '../to-carousel';

const RECENT_COUNT = 3;

/** The theme, else the requested description, else the objective: never a blank line. */
function getRecentTitle(carousel: Carousel, objective: string | null): string {
  if (carousel.tema?.trim()) return carousel.tema;
  if (carousel.descricaoSolicitada?.trim()) return carousel.descricaoSolicitada;
  return objective ? `Carrossel ${objective}` : 'Carrossel';
}

/** 'Carrosséis Recentes': the 3 latest, with 'Ver todos' to /historico (docs/product-rules.md §2). */
export function RecentCarouselsCard({
  carousels,
  isLoading,
  error,
  onRetry,
}: {
  /** Newest first, as the API lists them. */
  carousels: readonly Carousel[] | undefined;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  const recent = carousels?.slice(0, RECENT_COUNT) ?? [];
  return (
    <DashboardCard
      title="Carrosséis Recentes"
      description="Seus últimos carrosséis criados."
      link={{ to: '/historico', label: 'Ver todos' }}
      isLoading={isLoading}
    >
      {isLoading ? (
        <ListSkeleton
          count={RECENT_COUNT}
          className="flex flex-col gap-2"
          rowClassName="rounded-xl border p-3"
          iconClassName="size-10 rounded-lg"
          lineClassNames={['h-4 w-3/5', 'h-3.5 w-2/5']}
          endClassName="h-6 w-20 rounded-full"
        />
      ) : error ? (
        <LoadError message="Não foi possível carregar seus carrosséis." onRetry={onRetry} />
      ) : recent.length === 0 ? (
        <EmptyState
          icon={Images}
          titleAs="h3"
          title="Nenhum carrossel ainda"
          description="Escolha um objetivo acima e crie o seu primeiro carrossel."
          className="py-8"
        />
      ) : (
        <ul className="flex flex-col gap-2" data-testid="recent-carousels">
          {recent.map((carousel) => {
            const objective = carousel.objetivo ? OBJECTIVE_LABELS[carousel.objetivo] : null;
            return (
              <li key={carousel.id} className="flex items-center gap-3 rounded-xl border p-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                  <Images className="size-5" aria-hidden="true" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="line-clamp-2 break-words text-sm font-medium text-foreground">
                    {getRecentTitle(carousel, objective)}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {objective ? `${objective} · ` : ''}
                    {formatDateTime(carousel.dataCriacao)}
                  </p>
                </div>
                <CarouselStatusBadge status={carousel.status} />
              </li>
            );
          })}
        </ul>
      )}
    </DashboardCard>
  );
}
