export interface PageWindow {
  /** 1-based, clamped to the pages that exist. */
  page: number;
  pageCount: number;
  /** 1-based positions of the first and last item shown; 0 and 0 when there is nothing. */
  first: number;
  last: number;
}

/** Where a page sits in a list of `total` items, e.g. for 'Mostrando 11–20 de 42' and 'Pág. 2 / 5'. */
export function getPageWindow(total: number, page: number, pageSize: number): PageWindow {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  if (total === 0) return { page: 1, pageCount: 1, first: 0, last: 0 };
  const first = (current - 1) * pageSize + 1;
  return { page: current, pageCount, first, last: Math.min(total, current * pageSize) };
}

/** The items of one page. */
export function slicePage<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const { first, last } = getPageWindow(items.length, page, pageSize);
  return first === 0 ? [] : items.slice(first - 1, last);
}
