/**
 * Page numbers of the saved list (inspection-core §2, §9): every page plainly up to 5 pages;
 * beyond, a first, a middle and a last window separated by ellipses. The spec gives no window
 * sizes; these are chosen so the bar always has the same 7 slots and never jumps under the thumb:
 * - near the start (page ≤ 3):  1 2 3 4 … n
 * - near the end (page ≥ n−2):  1 … n−3 n−2 n−1 n
 * - elsewhere:                  1 … p−1 p p+1 … n
 * An ellipsis never hides a single page: that page is shown instead (same slot, more useful).
 */
import { PAGINATION_MAX_PLAIN_PAGES, SAVED_LIST_PAGE_SIZE } from './constants.ts';

export type PaginationItem = number | 'ellipsis';

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** 1-based pages; `current` is clamped into 1..pageCount. No pages gives an empty list. */
export function paginationWindow(current: number, pageCount: number): PaginationItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  if (count <= PAGINATION_MAX_PLAIN_PAGES) return range(1, count);
  const page = Math.min(count, Math.max(1, Math.floor(current)));
  let shown: number[];
  if (page <= 3) shown = [...range(1, 4), count];
  else if (page >= count - 2) shown = [1, ...range(count - 3, count)];
  else shown = [1, page - 1, page, page + 1, count];
  const items: PaginationItem[] = [];
  let previous = 0;
  for (const n of shown) {
    if (n - previous === 2) items.push(n - 1);
    else if (n - previous > 2) items.push('ellipsis');
    items.push(n);
    previous = n;
  }
  return items;
}

/** The saved list shows its pagination bar only when there is more than one page. */
export function showPagination(pageCount: number): boolean {
  return pageCount > 1;
}

/** Pages needed for `total` reports, SAVED_LIST_PAGE_SIZE (20) per page unless told otherwise. */
export function pageCountOf(total: number, pageSize: number = SAVED_LIST_PAGE_SIZE): number {
  return total <= 0 ? 0 : Math.ceil(total / pageSize);
}
