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

/**
 * The stored words of each set the rules reason about, compared exactly (the server writes them lower case;
 * SQL uses them through the server's carouselStatusIn). An error is any text starting with
 * FAILED_STATUS_PREFIX ('erro' or 'erro: <motivo>').
 */
export const FINISHED_STATUSES = ['concluido', LEGACY_DONE_STATUS] as const;
/** Pendente and processando: still being made, so screens keep polling and the sweep watches them. */
export const IN_PROGRESS_STATUSES = ['pendente', 'processando'] as const satisfies readonly CarouselStatus[];
export const FAILED_STATUS_PREFIX = 'erro';
/**
 * A carousel whose first generation finished before versions existed serves version 1 in these statuses
 * (every later one names its served version in `versao_atual`).
 */
export const SERVED_STATUSES = FINISHED_STATUSES;
/**
 * A carousel with a served version may take a saved edit while finished or already drawing an earlier edit
 * (the newest save wins; docs/product-rules.md, "Editor de slides").
 */
export const EDITABLE_STATUSES = [...FINISHED_STATUSES, 'processando'] as const;

export type CarouselStatusSet = 'finished' | 'inProgress' | 'failed' | 'served' | 'editable';

const STATUS_SETS: Record<Exclude<CarouselStatusSet, 'failed'>, readonly string[]> = {
  finished: FINISHED_STATUSES,
  inProgress: IN_PROGRESS_STATUSES,
  served: SERVED_STATUSES,
  editable: EDITABLE_STATUSES,
};

/** The stored words of a listed set ('failed' is a prefix, FAILED_STATUS_PREFIX, not a list). */
export function carouselStatusesOf(set: Exclude<CarouselStatusSet, 'failed'>): readonly string[] {
  return STATUS_SETS[set];
}

/** Whether a stored status (exact text, as the server wrote it) belongs to a set. */
export function isCarouselStatusIn(set: CarouselStatusSet, status: string): boolean {
  if (set === 'failed') return status.startsWith(FAILED_STATUS_PREFIX);
  return STATUS_SETS[set].includes(status);
}

function isCarouselStatus(value: string): value is CarouselStatus {
  return (CAROUSEL_STATUSES as readonly string[]).includes(value);
}

/** `concluido`/`completo` are done, anything starting with `erro` is an error, a missing value is unknown. */
export function getCarouselStatusKind(status: string | null | undefined): CarouselStatusKind {
  const value = status?.trim().toLowerCase();
  if (!value) return 'unknown';
  if (value === LEGACY_DONE_STATUS) return 'done';
  if (value.startsWith(FAILED_STATUS_PREFIX)) return 'error';
  return isCarouselStatus(value) ? KIND_BY_STATUS[value] : 'unknown';
}

export function getCarouselStatusLabel(status: string | null | undefined): string {
  return CAROUSEL_STATUS_LABELS[getCarouselStatusKind(status)];
}

/**
 * The words of the carousel counters, every screen's in one place (docs/product-rules.md §2, in the product's
 * own words): a finished carousel counts as 'Concluídos' everywhere but on the history screen, whose five
 * counters keep 'Completos'; processando there and on the dashboard includes pendente. The admin's two screens
 * (content and dashboard) say the same four words.
 */
export const CAROUSEL_COUNTER_LABELS = {
  history: {
    total: 'Total',
    done: 'Completos',
    processing: 'Processando',
    error: 'Erro',
    cancelled: 'Cancelados',
  },
  dashboard: { total: 'Carrosséis criados', processing: 'Processando', done: 'Concluídos' },
  admin: { total: 'Total Criados', done: 'Concluídos', processing: 'Em Processamento', error: 'Com Erro' },
} as const;

/**
 * The status filter of the history and content screens (docs/product-rules.md §2), in the order they list it:
 * 'all' is no filter; each other choice is a status word whose kind it finds (concluido also finds the legacy
 * completo, erro every 'erro: …'). The content screen's API takes the same values.
 */
export const CAROUSEL_STATUS_FILTERS = [
  'all',
  'concluido',
  'processando',
  'pendente',
  'erro',
  'cancelado',
] as const satisfies readonly ('all' | CarouselStatus)[];
export type CarouselStatusFilter = (typeof CAROUSEL_STATUS_FILTERS)[number];

/** The filter's choices with their labels: 'Todos os status', then each status's own label. */
export const CAROUSEL_STATUS_FILTER_OPTIONS: readonly { value: CarouselStatusFilter; label: string }[] =
  CAROUSEL_STATUS_FILTERS.map((value) => ({
    value,
    label: value === 'all' ? 'Todos os status' : getCarouselStatusLabel(value),
  }));

/** Pendente and processando: still being made, so screens keep polling and show the progress. */
export function isCarouselInProgress(kind: CarouselStatusKind): boolean {
  return kind === 'processing' || kind === 'pending';
}

/**
 * The reasons the server writes when a new carousel fails (its credit is always refunded in the same
 * transaction): in full in `motivo_erro`, and after 'erro: ' in the 50-character status, so they stay short.
 * Screens never show them raw but through describeCarouselFailure.
 */
export const CAROUSEL_FAILURE_REASONS = {
  /** The job died (worker crash, expiry, shutdown) on its last attempt, or its job row vanished. */
  interrupted: 'geração interrompida; crédito devolvido',
  /** The job was cancelled (by an operator or by pg-boss). */
  cancelled: 'geração cancelada; crédito devolvido',
  /** Still unfinished after the whole retry budget. */
  tooOld: 'tempo esgotado; crédito devolvido',
  /** The cover image the user uploaded is gone from storage. */
  coverMissing: 'a imagem enviada não foi encontrada',
  /**
   * An image the user gave (a photo, the template's background, the brand's avatar or logo) could not be drawn:
   * damaged, or over the pixel limit (kept from before uploads were checked whole). Never left out silently.
   */
  imageUnreadable: 'uma imagem enviada não pôde ser usada',
  /** Anything else that stopped the slides from being made. */
  renderFailed: 'falha ao gerar os slides',
} as const;
export type CarouselFailureReason = keyof typeof CAROUSEL_FAILURE_REASONS;

const FAILURE_EXPLANATIONS: Record<CarouselFailureReason, string> = {
  interrupted: 'A criação foi interrompida antes de terminar.',
  cancelled: 'A criação foi cancelada antes de terminar.',
  tooOld: 'A criação demorou mais do que o esperado e foi encerrada.',
  coverMissing: 'A imagem de capa enviada não foi encontrada.',
  imageUnreadable:
    'Uma das imagens enviadas não pôde ser usada (arquivo danificado ou grande demais). Envie outra imagem e crie de novo.',
  renderFailed: 'Não conseguimos montar os slides deste carrossel.',
};

/** Said on every failed carousel: a failure never costs a credit. */
export const CREDIT_RETURNED_TEXT = 'Seu crédito foi devolvido.';

/**
 * What happened to a failed carousel, from its `motivo_erro`, as a sentence a customer understands ('tempo
 * esgotado' reads 'A criação demorou mais do que o esperado e foi encerrada.'). A reason the product does not
 * know is still shown, as written, inside a sentence.
 */
export function describeCarouselFailure(motivoErro: string | null | undefined): string {
  const reason = motivoErro?.trim();
  if (!reason) return 'Não foi possível criar este carrossel.';
  const lower = reason.toLowerCase();
  const known = (Object.keys(CAROUSEL_FAILURE_REASONS) as CarouselFailureReason[]).find((key) =>
    lower.startsWith(CAROUSEL_FAILURE_REASONS[key].split(';')[0] ?? CAROUSEL_FAILURE_REASONS[key]),
  );
  if (known) return FAILURE_EXPLANATIONS[known];
  const bare = reason.replace(/;\s*crédito devolvido\.?$/i, '').trim();
  return `Não foi possível criar este carrossel (${bare}).`;
}
