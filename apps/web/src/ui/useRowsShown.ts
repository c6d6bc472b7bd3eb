/**
 * How many rows of a long list to render: the editor's rooms and elements, the
 * in-progress reports. A 25-room report's room list built with all its rows in the task that opens
 * the editor is a long task on a mid-range phone; so the first screenful comes at once and the rest a few
 * rows at a time, each batch its own short task, until all are there. From then on the list renders
 * whole, so a row added later shows at once. The count is decided when the list mounts: mount it
 * with its rows.
 */
import { startTransition, useEffect, useState } from 'react';

/**
 * A list opened by a tap shows its first rows with the tap, the rest within a few frames. A row (a
 * swipe item with its options) costs a mid-range phone ~12 ms to build: with 8 rows, the task that
 * opened the editor was its longest (~55 ms on this machine, ×4 on the phone), and steps of 4 were
 * long tasks each (Lighthouse, bench/lighthouse.bench.ts).
 */
const FIRST_ROWS = 4;
const ROWS_PER_STEP = 2;
const ALL = Number.POSITIVE_INFINITY;

/**
 * `all`: every row now (moving mode drags among all of them). `first`: the rows of the first render
 * (the editor's room list has none: the editor's frame alone is its opening task).
 */
export function useRowsShown(total: number, all: boolean, first = FIRST_ROWS): number {
  const [shown, setShown] = useState(() => (total <= first ? ALL : first));
  const growing = !all && shown < total;
  useEffect(() => {
    if (!growing) return;
    const timer = setTimeout(() => {
      startTransition(() =>
        setShown((count) => {
          // A list that starts empty gets 1 row first: the first row of a screen also brings its
          // Ionic components' styles, as long to apply as a row is to build.
          const next = count + (count === 0 ? 1 : ROWS_PER_STEP);
          return next >= total ? ALL : next;
        }),
      );
    });
    return () => clearTimeout(timer);
  }, [growing, shown, total]);
  return all ? total : Math.min(shown, total);
}
