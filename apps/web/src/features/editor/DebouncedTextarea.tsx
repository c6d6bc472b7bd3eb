/**
 * A textarea that edits locally and commits after a pause (useDebouncedField). It is its own
 * component so that a keystroke re-renders this one element and nothing around it (the label, the
 * quick-observation button and popup, the submit row). The parent reaches it through a handle.
 */
import { useImperativeHandle, type Ref } from 'react';
import { appendObservation } from '@constat/domain';
import { useDebouncedField } from './useDebouncedField.ts';

export interface DebouncedTextareaHandle {
  /** Appends a phrase on a new line (quick observation) and commits at once. */
  append: (phrase: string) => void;
  /** Commits the pending text now. */
  flush: () => void;
}

interface DebouncedTextareaProps {
  id: string;
  value: string;
  delayMs: number;
  placeholder?: string;
  onCommit: (value: string) => void;
  ref?: Ref<DebouncedTextareaHandle>;
}

export function DebouncedTextarea({
  id,
  value,
  delayMs,
  placeholder,
  onCommit,
  ref,
}: DebouncedTextareaProps) {
  const field = useDebouncedField(value, onCommit, delayMs);
  const { replace, flush } = field;
  const text = field.value;
  useImperativeHandle(ref, () => ({ append: (phrase) => replace(appendObservation(text, phrase)), flush }), [
    replace,
    flush,
    text,
  ]);
  return (
    <textarea
      id={id}
      className="observation-text"
      rows={4}
      placeholder={placeholder}
      value={text}
      onChange={(event) => field.change(event.target.value)}
      onBlur={flush}
    />
  );
}
