/**
 * What a screen edits from a server answer (the costing's lines, the calibration's rows): the
 * answer's value until an edit is made here, then the edited value, until a different answer comes
 * or the edits are discarded (a refused change: the answer read again is what the server holds).
 * An answer equal to the last keeps its object (the QueryClient's structural sharing), and the edits.
 */
import { useCallback, useRef, useState } from 'react';

export type Edit<V> = (update: (current: V) => V) => void;

export function useLocalEdits<A, V>(
  answer: A | null,
  valueOf: (answer: A) => V,
  empty: V,
): [V, Edit<V>, () => void] {
  const [edited, setEdited] = useState<{ from: A | null; value: V }>({ from: null, value: empty });
  const base = (from: A | null) => (from === null ? empty : valueOf(from));
  const value = edited.from === answer ? edited.value : base(answer);
  const latest = useRef({ answer, base });
  latest.current = { answer, base };
  const edit = useCallback<Edit<V>>((update) => {
    setEdited((current) => {
      const from = latest.current.answer;
      return { from, value: update(current.from === from ? current.value : latest.current.base(from)) };
    });
  }, []);
  const discard = useCallback(() => setEdited({ from: null, value: empty }), [empty]);
  return [value, edit, discard];
}
