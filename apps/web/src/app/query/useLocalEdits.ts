/**
 * What a screen edits from a server answer (the costing's lines, the calibration's rows): the
 * answer's value until an edit is made here, then the edited value, until a new answer comes (a
 * first read, a re-read after a refused change), which replaces the edits made before it.
 */
import { useCallback, useRef, useState } from 'react';

export type Edit<V> = (update: (current: V) => V) => void;

export function useLocalEdits<A, V>(answer: A | null, valueOf: (answer: A) => V, empty: V): [V, Edit<V>] {
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
  return [value, edit];
}
