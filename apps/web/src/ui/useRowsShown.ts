/**
 * How many rows of a long list to render (issue 27): the editor's rooms and elements, the
 * in-progress reports. A 25-room report's room list built all its rows in the task that opened the
 * editor, a long task on a mid-range phone; the first screenful now comes at once and the rest a few
 * rows at a time, each batch its own short task, until all are there. From then on the list renders
 * whole, so a row added later shows at once. The count is decided when the list mounts: mount it
 * with its rows.
 */
import { startTransition, useEffect, useState } from 'react';

/**
 * The first rows come with the editor, the rest within a few frames. A row (a swipe item with its
 * options) costs a mid-range phone ~12 ms to build: with 8 rows, the task that opened the editor was
 * its longest (~55 ms on this machine, ×4 on the phone), and steps of 4 were long tasks each
 * (Lighthouse, issue 27).
 */
const FIRST_ROWS = 4;
const ROWS_PER_STEP = 2;
const ALL = Number.POSITIVE_INFINITY;

/** `all`: every row now (moving mode drags among all of them). */
export function useRowsShown(total: number, all: boolean): number {
  const [shown, setShown] = useState(() => (total <= FIRST_ROWS ? ALL : FIRST_ROWS));
  const growing = !all && shown < total;
  useEffect(() => {
    if (!growing) return;
    const timer = setTimeout(() => {
      startTransition(() =>
        setShown((count) => (count + ROWS_PER_STEP >= total ? ALL : count + ROWS_PER_STEP)),
      );
    });
    return () => clearTimeout(timer);
  }, [growing, shown, total]);
  return all ? total : Math.min(shown, total);
}
