import { describe, expect, it } from 'vitest';
import { getPageWindow, slicePage } from './paginate';

describe('paging', () => {
  it('says which items a page shows and clamps to the pages that exist', () => {
    expect(getPageWindow(42, 2, 10)).toEqual({ page: 2, pageCount: 5, first: 11, last: 20 });
    expect(getPageWindow(42, 9, 10)).toEqual({ page: 5, pageCount: 5, first: 41, last: 42 });
    expect(getPageWindow(0, 1, 10)).toEqual({ page: 1, pageCount: 1, first: 0, last: 0 });
    expect(slicePage([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4]);
  });
});
