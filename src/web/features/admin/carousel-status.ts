import type { BadgeVariant } from '../../components/ui/badge';

export type CarouselStatusKind = 'done' | 'processing' | 'pending' | 'cancelled' | 'error' | 'unknown';

/** SPEC section 4: completo counts as finished, any 'erro…' is an error, a missing value is unknown. */
export function getCarouselStatusKind(status: string | null | undefined): CarouselStatusKind {
  if (!status) return 'unknown';
  if (status === 'concluido' || status === 'completo') return 'done';
  if (status === 'processando') return 'processing';
  if (status === 'pendente') return 'pending';
  if (status === 'cancelado') return 'cancelled';
  if (status.startsWith('erro')) return 'error';
  return 'unknown';
}

export const CAROUSEL_STATUS_DISPLAY: Record<CarouselStatusKind, { label: string; variant: BadgeVariant }> = {
  done: { label: 'Concluído', variant: 'success' },
  processing: { label: 'Processando', variant: 'info' },
  pending: { label: 'Pendente', variant: 'warning' },
  cancelled: { label: 'Cancelado', variant: 'secondary' },
  error: { label: 'Erro', variant: 'destructive' },
  unknown: { label: '--', variant: 'outline' },
};

export const OBJECTIVE_LABELS: Record<string, string> = {
  educar: 'Educar',
  conectar: 'Conectar',
  convencer: 'Convencer',
  investigar: 'Investigar',
};

/** The carousel's type as the table shows it: the objective's label, else the raw tipo_carrossel. */
export function getCarouselTypeLabel(carousel: { objetivo: string | null; tipo_carrossel: string }): string {
  const key = carousel.objetivo ?? carousel.tipo_carrossel;
  return OBJECTIVE_LABELS[key] ?? carousel.tipo_carrossel ?? '--';
}
