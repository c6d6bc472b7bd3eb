/**
 * How many rows of a long list to render (issue 27). A 25-room report's room list built all its
 * rows in the task that opened the editor, a long task on a mid-range phone; the first screenful
 * now comes at once and the rest a few rows at a time, each batch its own short task, until all are
 * there. From then on the list renders whole, so a row added later shows at once.
 */
import { startTransition, useEffect, useState } from 'react';

/** Most of a phone's screenful of rows; the rest follows within a few frames. */
const FIRST_ROWS = 8;
const ROWS_PER_STEP = 4;
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
