import { describe, expect, it } from 'vitest';
import { clampPage, formatPageRange, getPageCount, getPageItems, getPageRange, getPageWindow } from './pager';

describe('getPageWindow', () => {
  it('shows every page when there are 5 or fewer', () => {
    expect(getPageWindow(1, 1, 5)).toEqual([1]);
    expect(getPageWindow(2, 3, 5)).toEqual([1, 2, 3]);
    expect(getPageWindow(5, 5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('never shows more than 5 numbers, keeping the current page in the middle', () => {
    expect(getPageWindow(6, 20, 5)).toEqual([4, 5, 6, 7, 8]);
    expect(getPageWindow(3, 10, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(getPageWindow(4, 10, 5)).toEqual([2, 3, 4, 5, 6]);
    for (let page = 1; page <= 40; page++) {
      const window = getPageWindow(page, 40, 5);
      expect(window).toHaveLength(5);
      expect(window).toContain(page);
    }
  });

  it('stays full at both ends instead of shrinking', () => {
    expect(getPageWindow(1, 10, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(getPageWindow(2, 10, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(getPageWindow(9, 10, 5)).toEqual([6, 7, 8, 9, 10]);
    expect(getPageWindow(10, 10, 5)).toEqual([6, 7, 8, 9, 10]);
  });

  it('treats a page outside the list as its nearest end', () => {
    expect(getPageWindow(99, 10, 5)).toEqual([6, 7, 8, 9, 10]);
    expect(getPageWindow(0, 10, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(getPageWindow(1, 0, 5)).toEqual([1]);
  });
});

describe('page count, clamping and items', () => {
  it('has at least one page and rounds up', () => {
    expect(getPageCount(0, 6)).toBe(1);
    expect(getPageCount(6, 6)).toBe(1);
    expect(getPageCount(7, 6)).toBe(2);
    expect(getPageCount(14, 6)).toBe(3);
  });

  it('keeps the page inside the list', () => {
    expect(clampPage(5, 3)).toBe(3);
    expect(clampPage(-2, 3)).toBe(1);
    expect(clampPage(Number.NaN, 3)).toBe(1);
  });

  it('slices one page of items', () => {
    const items = Array.from({ length: 14 }, (_, index) => index + 1);
    expect(getPageItems(items, 1, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(getPageItems(items, 3, 6)).toEqual([13, 14]);
    expect(getPageItems(items, 9, 6)).toEqual([13, 14]);
  });
});

describe('getPageRange / formatPageRange', () => {
  it('reads "{first}–{last} de {total}"', () => {
    expect(formatPageRange(getPageRange(1, 6, 14))).toBe('1–6 de 14');
    expect(formatPageRange(getPageRange(2, 6, 14))).toBe('7–12 de 14');
    expect(formatPageRange(getPageRange(3, 6, 14))).toBe('13–14 de 14');
    expect(formatPageRange(getPageRange(1, 12, 5))).toBe('1–5 de 5');
  });

  it('reads "0–0 de 0" for an empty list', () => {
    expect(formatPageRange(getPageRange(1, 6, 0))).toBe('0–0 de 0');
  });
});
