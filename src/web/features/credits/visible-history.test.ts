import { describe, expect, it } from 'vitest';
import { selectVisibleHistory } from './visible-history';

const items = Array.from({ length: 14 }, (_, index) => index);

describe('selectVisibleHistory', () => {
  it('shows the first 10 on a small screen and offers the rest', () => {
    expect(selectVisibleHistory(items, { isCompact: true, isExpanded: false })).toEqual({
      visible: items.slice(0, 10),
      hasMore: true,
      total: 14,
    });
  });

  it('shows everything once expanded, or on a wide screen', () => {
    expect(selectVisibleHistory(items, { isCompact: true, isExpanded: true }).visible).toHaveLength(14);
    expect(selectVisibleHistory(items, { isCompact: false, isExpanded: false })).toEqual({
      visible: items,
      hasMore: false,
      total: 14,
    });
  });

  it('offers nothing more when there are 10 entries or fewer', () => {
    expect(selectVisibleHistory(items.slice(0, 10), { isCompact: true, isExpanded: false }).hasMore).toBe(
      false,
    );
  });
});
