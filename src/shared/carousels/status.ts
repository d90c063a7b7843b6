import { CAROUSEL_STATUSES, type CarouselStatus } from '../constants';

/**
 * What a carousel's `status` text means (docs/product-rules.md §4). The column holds the
 * words the product defines (`pendente`, `processando`, `concluido`, `cancelado`, `erro: <motivo>`) plus the
 * legacy `completo`, which also means finished. Screens and rules reason about the kind, never the raw text.
 */
export type CarouselStatusKind = 'done' | 'processing' | 'pending' | 'cancelled' | 'error' | 'unknown';

/** Every status the server writes has a kind: adding a status to CAROUSEL_STATUSES fails to compile here. */
const KIND_BY_STATUS: Record<CarouselStatus, CarouselStatusKind> = {
  pendente: 'pending',
  processando: 'processing',
  concluido: 'done',
  cancelado: 'cancelled',
  erro: 'error',
};

/** The label each kind shows on every screen; '--' for a missing or unknown status. */
export const CAROUSEL_STATUS_LABELS: Record<CarouselStatusKind, string> = {
  done: 'Concluído',
  processing: 'Processando',
  pending: 'Pendente',
  cancelled: 'Cancelado',
  error: 'Erro',
  unknown: '--',
};

/** The legacy word for a finished carousel, still read (never written). */
export const LEGACY_DONE_STATUS = 'completo';

function isCarouselStatus(value: string): value is CarouselStatus {
  return (CAROUSEL_STATUSES as readonly string[]).includes(value);
}

/** `concluido`/`completo` are done, anything starting with `erro` is an error, a missing value is unknown. */
export function getCarouselStatusKind(status: string | null | undefined): CarouselStatusKind {
  const value = status?.trim().toLowerCase();
  if (!value) return 'unknown';
  if (value === LEGACY_DONE_STATUS) return 'done';
  if (value.startsWith('erro')) return 'error';
  return isCarouselStatus(value) ? KIND_BY_STATUS[value] : 'unknown';
}

export function getCarouselStatusLabel(status: string | null | undefined): string {
  return CAROUSEL_STATUS_LABELS[getCarouselStatusKind(status)];
}

/** Pendente and processando: still being made, so screens keep polling and show the progress. */
export function isCarouselInProgress(kind: CarouselStatusKind): boolean {
  return kind === 'processing' || kind === 'pending';
}

/** The reason after 'erro:' ('erro: tempo esgotado' -> 'tempo esgotado'); null when none was given. */
export function getCarouselErrorReason(status: string | null | undefined): string | null {
  if (getCarouselStatusKind(status) !== 'error' || !status) return null;
  const reason = status
    .trim()
    .replace(/^erro\s*[:\-–—]?\s*/i, '')
    .trim();
  return reason === '' ? null : reason;
}
