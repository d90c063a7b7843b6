import { getObjectiveLabel } from '../../../../shared/carousels/objectives';
import {
  type CarouselStatusFilter,
  getCarouselStatusKind,
  getCarouselStatusLabel,
  isCarouselInProgress,
} from '../../../../shared/carousels/status';
import type { Objective } from '../../../../shared/constants';
import type { Carousel } from '../to-carousel';

export type ObjectiveFilter = 'todos' | Objective;

export interface HistoryFilters {
  search: string;
  status: CarouselStatusFilter;
  objective: ObjectiveFilter;
}

export const EMPTY_FILTERS: HistoryFilters = { search: '', status: 'all', objective: 'todos' };

/** Case- and accent-insensitive: 'historia' finds 'História', as people type on phones. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Everything a user may remember a carousel by: its theme, objective, template, status and own words. */
function getSearchText(carousel: Carousel): string {
  const fieldTexts = Object.entries(carousel.camposPersonalizados)
    .filter(([key, value]) => key !== 'imagemUrl' && typeof value === 'string')
    .map(([, value]) => value as string);
  return foldText(
    [
      carousel.id,
      carousel.tema ?? '',
      carousel.descricaoSolicitada ?? '',
      getObjectiveLabel(carousel.objetivo),
      carousel.templateNome ?? '',
      getCarouselStatusLabel(carousel.status),
      ...fieldTexts,
    ].join('\n'),
  );
}

/** The history list narrowed by the search box (substring) and the Filtros panel, order kept. */
export function filterCarousels(carousels: readonly Carousel[], filters: HistoryFilters): Carousel[] {
  const query = foldText(filters.search.trim());
  // Each filter value is a status word, so its kind groups completo with concluido and every erro… together.
  const kind = filters.status === 'all' ? null : getCarouselStatusKind(filters.status);
  return carousels.filter(
    (carousel) =>
      (kind === null || getCarouselStatusKind(carousel.status) === kind) &&
      (filters.objective === 'todos' || carousel.objetivo === filters.objective) &&
      (query === '' || getSearchText(carousel).includes(query)),
  );
}

export function countActiveFilters(filters: HistoryFilters): number {
  return (filters.status === 'all' ? 0 : 1) + (filters.objective === 'todos' ? 0 : 1);
}

export interface HistoryCounts {
  total: number;
  done: number;
  /** Processando plus pendente (docs/product-rules.md §2). */
  processing: number;
  error: number;
  cancelled: number;
}

export function countCarousels(carousels: readonly Pick<Carousel, 'status'>[]): HistoryCounts {
  const counts: HistoryCounts = { total: carousels.length, done: 0, processing: 0, error: 0, cancelled: 0 };
  for (const carousel of carousels) {
    const kind = getCarouselStatusKind(carousel.status);
    if (kind === 'done') counts.done++;
    else if (isCarouselInProgress(kind)) counts.processing++;
    else if (kind === 'error') counts.error++;
    else if (kind === 'cancelled') counts.cancelled++;
  }
  return counts;
}

/** docs/product-rules.md §2: a field's text in the detail dialog, cut at 140 characters with an ellipsis. */
export const PREVIEW_LENGTH = 140;

export function truncateForPreview(text: string, max = PREVIEW_LENGTH): string {
  const clean = text.trim();
  return clean.length <= max ? clean : `${clean.slice(0, max).trimEnd()}…`;
}
