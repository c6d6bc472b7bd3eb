/**
 * A text input that edits locally and commits after a pause (inspection-core §5: observations 200 ms,
 * numbers 200 ms, texts 100 ms, the general comment 300 ms). Keystrokes only re-render the input
 * itself, never the report tree: on a phone a large report would otherwise miss frames while typing.
 * A pending value is committed at once when the input goes away, when the page is hidden (a reload or
 * a closed tab keeps what was typed) or when the caller flushes.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export interface DebouncedField {
  value: string;
  /** A keystroke: shown now, committed after the delay. */
  change: (value: string) => void;
  /** Commit the pending value now. */
  flush: () => void;
  /** Replace the value and commit it now (quick observation, paste from elsewhere). */
  replace: (value: string) => void;
}

export function useDebouncedField(
  external: string,
  commit: (value: string) => void,
  delayMs: number,
): DebouncedField {
  const [value, setValue] = useState(external);
  const [shownExternal, setShownExternal] = useState(external);
  const [dirty, setDirty] = useState(false);
  const pending = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  }, [commit]);

  // A change from elsewhere (renovation, another column) shows unless the user is typing here.
  if (external !== shownExternal) {
    setShownExternal(external);
    if (!dirty) setValue(external);
  }

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const next = pending.current;
    if (next === null) return;
    pending.current = null;
    setDirty(false);
    commitRef.current(next);
  }, []);

  const change = useCallback(
    (next: string) => {
      setValue(next);
      setDirty(true);
      pending.current = next;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, delayMs);
    },
    [delayMs, flush],
  );

  const replace = useCallback(
    (next: string) => {
      setValue(next);
      pending.current = next;
      flush();
    },
    [flush],
  );

  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      flush();
    };
  }, [flush]);

  return { value, change, flush, replace };
}
