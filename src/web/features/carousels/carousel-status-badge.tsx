import { CAROUSEL_STATUS_LABELS, getCarouselStatusKind } from '../../../shared/carousels/status';
import { Badge } from '../../components/ui/badge';
import { CAROUSEL_STATUS_VARIANTS } from './carousel-status';

/** Concluído, Processando, Pendente, Cancelado, Erro, or '--' (docs/product-rules.md §4). */
export function CarouselStatusBadge({ status, className }: { status: string | null; className?: string }) {
  const kind = getCarouselStatusKind(status);
  return (
    <Badge variant={CAROUSEL_STATUS_VARIANTS[kind]} className={className} data-testid="carousel-status">
      {CAROUSEL_STATUS_LABELS[kind]}
    </Badge>
  );
}
