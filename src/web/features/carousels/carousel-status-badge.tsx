import { Badge } from '../../components/ui/badge';
import { getStatusKind, STATUS_DISPLAY } from './carousel-status';

/** Concluído, Processando, Pendente, Cancelado, Erro, or '--' (SPEC section 4). */
export function CarouselStatusBadge({ status, className }: { status: string | null; className?: string }) {
  const display = STATUS_DISPLAY[getStatusKind(status)];
  return (
    <Badge variant={display.variant} className={className} data-testid="carousel-status">
      {display.label}
    </Badge>
  );
}
