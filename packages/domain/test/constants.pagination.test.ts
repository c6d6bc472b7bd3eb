import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pageCountOf, paginationWindow, showPagination } from '../src/index.ts';

describe('saved-list pagination: up to 5 page numbers plainly, else first, middle and last windows (inspection-core §9)', () => {
  it('shows up to 5 pages plainly', () => {
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(1, 0)).toEqual([]);
  });
  it('near the start: the first window, an ellipsis and the last page', () => {
    expect(paginationWindow(1, 20)).toEqual([1, 2, 3, 4, 'ellipsis', 20]);
    expect(paginationWindow(3, 20)).toEqual([1, 2, 3, 4, 'ellipsis', 20]);
  });
  it('in the middle: first page, a window around the current page, last page', () => {
    expect(paginationWindow(10, 20)).toEqual([1, 'ellipsis', 9, 10, 11, 'ellipsis', 20]);
  });
  it('near the end: the first page, an ellipsis and the last window', () => {
    expect(paginationWindow(19, 20)).toEqual([1, 'ellipsis', 17, 18, 19, 20]);
    expect(paginationWindow(20, 20)).toEqual([1, 'ellipsis', 17, 18, 19, 20]);
  });
  it('never hides a single page behind an ellipsis', () => {
    expect(paginationWindow(1, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(paginationWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it('clamps the current page', () => {
    expect(paginationWindow(99, 20)).toEqual(paginationWindow(20, 20));
    expect(paginationWindow(-3, 20)).toEqual(paginationWindow(1, 20));
  });
  it('always shows the first, the last and the current page, increasing, in at most 7 slots', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (count, raw) => {
        const current = ((raw - 1) % count) + 1;
        const items = paginationWindow(current, count);
        const pages = items.filter((item): item is number => item !== 'ellipsis');
        expect(pages).toContain(1);
        expect(pages).toContain(count);
        expect(pages).toContain(current);
        expect(items.length).toBeLessThanOrEqual(7);
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
      }),
    );
  });
  it('the bar shows only above one page; 20 reports per page', () => {
    expect(showPagination(1)).toBe(false);
    expect(showPagination(2)).toBe(true);
    expect(pageCountOf(0)).toBe(0);
    expect(pageCountOf(20)).toBe(1);
    expect(pageCountOf(21)).toBe(2);
    expect(pageCountOf(21, 10)).toBe(3);
  });
});
