/**
 * One debounced save for every input that saves as the user types (inspection-core §5: texts 100 ms,
 * numbers and observations 200 ms, the comment 300 ms). The value to write is kept in a ref as each
 * input event gives it, never in render state: a blur, a tap on 'Créer l'EDL' or a hidden page in the
 * same moment as the last keystroke (iOS's predictive text inserts whole words) writes what the input
 * holds, not what the screen showed last. A value waiting is written on flush(), when the input goes
 * away, and on flushPendingWrites() (actions that read it, pagehide, hidden page).
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { holdWrite } from './pendingWrites.ts';

export interface DebouncedSave<T> {
  /** A new value from the input: written after the delay (or on the next flush). */
  change: (value: T) => void;
  /** Write the waiting value now, if any. */
  flush: () => void;
  /** Whether a value is waiting to be written. */
  isPending: () => boolean;
}

/**
 * `delayMs` null: no timer, the value waits for a flush (a field saved on its `change` event, whose
 * write is a request to the server, still written when the screen goes or the page is hidden).
 */
export function useDebouncedSave<T>(commit: (value: T) => void, delayMs: number | null): DebouncedSave<T> {
  const waiting = useRef<{ value: T } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const release = useRef<(() => void) | null>(null);
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  }, [commit]);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    release.current?.();
    release.current = null;
    const next = waiting.current;
    if (next === null) return;
    waiting.current = null;
    commitRef.current(next.value);
  }, []);

  const change = useCallback(
    (value: T) => {
      waiting.current = { value };
      release.current ??= holdWrite(flush);
      clearTimeout(timer.current);
      if (delayMs !== null) timer.current = setTimeout(flush, delayMs);
    },
    [delayMs, flush],
  );

  // Leaving the screen (a back swipe keeps the focus in the field: no blur) writes what was typed.
  useEffect(() => flush, [flush]);

  return useMemo(() => ({ change, flush, isPending: () => waiting.current !== null }), [change, flush]);
}
