import { Images } from 'lucide-react';
import { Link } from 'react-router';
import { OBJECTIVE_LABELS } from '../../../../shared/carousels/objectives';
import { formatDateTime } from '../../../../shared/dates';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
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
    <Card>
      <CardHeader>
        <CardTitle>Carrosséis Recentes</CardTitle>
        <CardDescription>Seus últimos carrosséis criados.</CardDescription>
        <CardAction>
          <Button asChild variant="link" size="sm">
            <Link to="/historico">Ver todos</Link>
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent aria-busy={isLoading || undefined}>
        {isLoading ? (
          <ul className="flex flex-col gap-2">
            {Array.from({ length: RECENT_COUNT }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
              <li key={index} className="flex items-center gap-3 rounded-xl border p-3">
                <Skeleton className="size-10 rounded-lg" />
                <div className="flex flex-1 flex-col gap-1.5">
                  <Skeleton className="h-4 w-3/5" />
                  <Skeleton className="h-3.5 w-2/5" />
                </div>
                <Skeleton className="h-6 w-20 rounded-full" />
              </li>
            ))}
          </ul>
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
      </CardContent>
    </Card>
  );
}
