import { Badge, type BadgeVariant } from '../../components/ui/badge';
import { type CarouselStatusKind, getCarouselStatusKind } from './normalize-dashboard-data';

const STATUS_DISPLAY: Record<CarouselStatusKind, { label: string; variant: BadgeVariant }> = {
  done: { label: 'Concluído', variant: 'success' },
  processing: { label: 'Processando', variant: 'info' },
  pending: { label: 'Pendente', variant: 'warning' },
  cancelled: { label: 'Cancelado', variant: 'secondary' },
  error: { label: 'Erro', variant: 'destructive' },
  unknown: { label: '--', variant: 'outline' },
};

/** SPEC section 4 labels: Concluído, Processando, Pendente, Cancelado, Erro, and '--' when missing. */
export function CarouselStatusBadge({ status }: { status: string | null }) {
  const display = STATUS_DISPLAY[getCarouselStatusKind(status)];
  return <Badge variant={display.variant}>{display.label}</Badge>;
}
