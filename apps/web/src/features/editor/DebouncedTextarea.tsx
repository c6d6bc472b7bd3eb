/**
 * A textarea that edits locally and commits after a pause (useDebouncedField). It is its own
 * component so that a keystroke re-renders this one element and nothing around it (the label, the
 * quick-observation button and popup, the submit row). The parent reaches it through a handle.
 * It takes at most `maxLength` characters (the domain's TEXT_LIMITS) and shows a counter near it.
 */
import { useImperativeHandle, type Ref } from 'react';
import { appendObservation, lengthCounter } from '@constat/domain';
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
  /** The field's limit, from TEXT_LIMITS. */
  maxLength: number;
  onCommit: (value: string) => void;
  ref?: Ref<DebouncedTextareaHandle>;
}

export function DebouncedTextarea({
  id,
  value,
  delayMs,
  placeholder,
  maxLength,
  onCommit,
  ref,
}: DebouncedTextareaProps) {
  const field = useDebouncedField(value, onCommit, delayMs);
  const { replace, flush } = field;
  const text = field.value;
  useImperativeHandle(
    ref,
    // A quick observation past the limit is cut there, as typing would be.
    () => ({ append: (phrase) => replace(appendObservation(text, phrase).slice(0, maxLength)), flush }),
    [replace, flush, text, maxLength],
  );
  const counter = lengthCounter(text.length, maxLength);
  return (
    <>
      <textarea
        id={id}
        className="observation-text"
        rows={4}
        placeholder={placeholder}
        maxLength={maxLength}
        value={text}
        onChange={(event) => field.change(event.target.value)}
        onBlur={flush}
      />
      {counter === null ? null : <p className="length-counter">{counter}</p>}
    </>
  );
}
