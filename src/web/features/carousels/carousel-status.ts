import type { BadgeVariant } from '../../components/ui/badge';

export type CarouselStatusKind = 'done' | 'processing' | 'pending' | 'cancelled' | 'error' | 'unknown';

/**
 * SPEC section 4: concluido and the legacy completo both mean finished, any value starting with 'erro'
 * (such as 'erro: tempo esgotado') is an error, and a missing or unknown status reads '--'.
 */
export function getStatusKind(status: string | null | undefined): CarouselStatusKind {
  const value = status?.trim().toLowerCase();
  if (!value) return 'unknown';
  if (value === 'concluido' || value === 'completo') return 'done';
  if (value === 'processando') return 'processing';
  if (value === 'pendente') return 'pending';
  if (value === 'cancelado') return 'cancelled';
  if (value.startsWith('erro')) return 'error';
  return 'unknown';
}

export const STATUS_DISPLAY: Record<CarouselStatusKind, { label: string; variant: BadgeVariant }> = {
  done: { label: 'Concluído', variant: 'success' },
  processing: { label: 'Processando', variant: 'info' },
  pending: { label: 'Pendente', variant: 'warning' },
  cancelled: { label: 'Cancelado', variant: 'secondary' },
  error: { label: 'Erro', variant: 'destructive' },
  unknown: { label: '--', variant: 'outline' },
};

/** Pendente and processando: still being made, so the screen keeps polling and shows the timer. */
export function isInProgress(kind: CarouselStatusKind): boolean {
  return kind === 'processing' || kind === 'pending';
}

/** The reason after 'erro:' ('erro: tempo esgotado' -> 'tempo esgotado'); null when none was given. */
export function getErrorReason(status: string | null | undefined): string | null {
  if (getStatusKind(status) !== 'error' || !status) return null;
  const reason = status
    .trim()
    .replace(/^erro\s*[:\-–—]?\s*/i, '')
    .trim();
  return reason === '' ? null : reason;
}
