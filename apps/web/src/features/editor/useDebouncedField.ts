/**
 * A text input that edits locally and commits after a pause (inspection-core §5: observations 200 ms,
 * numbers 200 ms, texts 100 ms, the general comment 300 ms). Keystrokes only re-render the input
 * itself, never the report tree: on a phone a large report would otherwise miss frames while typing.
 * The write itself is the shared useDebouncedSave: the value typed last is committed on blur, when
 * the input goes away, when the page is hidden and before any action that reads the report.
 */
import { useCallback, useState } from 'react';
import { useDebouncedSave } from '../../ui/useDebouncedSave.ts';

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
  const save = useDebouncedSave(commit, delayMs);
  const { flush } = save;

  // A change from elsewhere (renovation, another column) shows unless the user is typing here.
  if (external !== shownExternal) {
    setShownExternal(external);
    if (!save.isPending()) setValue(external);
  }

  const change = useCallback(
    (next: string) => {
      setValue(next);
      save.change(next);
    },
    [save],
  );

  const replace = useCallback(
    (next: string) => {
      setValue(next);
      save.change(next);
      flush();
    },
    [save, flush],
  );

  return { value, change, flush, replace };
}
