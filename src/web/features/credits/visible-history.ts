/** docs/product-rules.md §2: on screens up to 640 px the list shows 10 entries, then 'Ver tudo (N)'. */
export const COMPACT_HISTORY_LIMIT = 10;
export const COMPACT_HISTORY_QUERY = '(max-width: 640px)';

export interface VisibleHistory<T> {
  visible: T[];
  /** True when a 'Ver tudo (N)' button should be offered. */
  hasMore: boolean;
  total: number;
}

export function selectVisibleHistory<T>(
  items: readonly T[],
  options: { isCompact: boolean; isExpanded: boolean },
): VisibleHistory<T> {
  const isCut = options.isCompact && !options.isExpanded && items.length > COMPACT_HISTORY_LIMIT;
  return {
    visible: isCut ? items.slice(0, COMPACT_HISTORY_LIMIT) : [...items],
    hasMore: isCut,
    total: items.length,
  };
}
