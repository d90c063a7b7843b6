/**
 * Pure paging rules of the history screen (docs/product-rules.md §2 and §9): fixed-size pages, a window of at most
 * `windowSize` page numbers around the current page, and the '{first}–{last} de {total}' range.
 */

/** At least one page, so "page 1 of 1" holds for an empty list. */
export function getPageCount(total: number, pageSize: number): number {
  if (pageSize <= 0 || total <= 0) return 1;
  return Math.ceil(total / pageSize);
}

/** A page number inside 1..pageCount (a list that shrank under the user's page sends them to its end). */
export function clampPage(page: number, pageCount: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pageCount));
}

/**
 * The page numbers to show: the current page centred in a window of `windowSize`, shifted at the ends so
 * the window is always full when there are enough pages (1 2 3 4 5 ... on page 1; 6 7 8 9 10 on page 10).
 */
export function getPageWindow(page: number, pageCount: number, windowSize: number): number[] {
  const count = Math.max(1, pageCount);
  const size = Math.max(1, Math.min(windowSize, count));
  const current = clampPage(page, count);
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), count - size + 1);
  return Array.from({ length: size }, (_, index) => start + index);
}

export interface PageRange {
  /** 1-based position of the first item shown; 0 when the list is empty. */
  first: number;
  last: number;
  total: number;
}

export function getPageRange(page: number, pageSize: number, total: number): PageRange {
  if (total <= 0 || pageSize <= 0) return { first: 0, last: 0, total: Math.max(0, total) };
  const current = clampPage(page, getPageCount(total, pageSize));
  const first = (current - 1) * pageSize + 1;
  return { first, last: Math.min(current * pageSize, total), total };
}

/** '1–6 de 14', with an en dash as the spec writes it. */
export function formatPageRange(range: PageRange): string {
  return `${range.first}–${range.last} de ${range.total}`;
}

/** The items of one page. */
export function getPageItems<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const current = clampPage(page, getPageCount(items.length, pageSize));
  return items.slice((current - 1) * pageSize, current * pageSize);
}
