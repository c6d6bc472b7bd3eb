/**
 * The plain controls of a costing line. A line card made of Ionic components (toggle, selects,
 * inputs, range: ~25 web components with shadow roots) took ~30 ms to mount at CPU x4, and an edit
 * waited for Stencil's render queue; native controls mount in a fraction of that, their events are
 * React's own (an edit is rendered in the same task) and they keep the platform's accessibility.
 * Each row is a <label> holding its control, so a tap anywhere on the row focuses it.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useDebouncedSave } from '../../ui/useDebouncedSave.ts';

/**
 * A text field saved like IonInput's ionChange: on the native `change` event (blur or Enter, only
 * when the text changed), never per keystroke. What is typed is held (useDebouncedSave, no timer) and
 * still saved when the screen is left without a blur (a back swipe), the page is hidden, or an action
 * flushes the pending writes. Uncontrolled while typed in; a new `value` from the line (the server's
 * answer, a recomputed cost) replaces the text.
 */
export function TextRow({
  label,
  name,
  value,
  decimal = false,
  maxLength,
  hint,
  onCommit,
}: {
  label: string;
  name: string;
  value: string;
  decimal?: boolean;
  /** The field's limit, from the domain's TEXT_LIMITS. */
  maxLength: number;
  hint?: string | undefined;
  onCommit: (text: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const save = useDebouncedSave<string>((text) => onCommit(text.trim()), null);
  const { change, flush } = save;
  useEffect(() => {
    if (input.current !== null && input.current.value !== value) input.current.value = value;
  }, [value]);
  useEffect(() => {
    const element = input.current;
    if (element === null) return undefined;
    // React's onChange is the `input` event (every keystroke, held); the save waits for `change`.
    const listener = () => {
      change(element.value);
      flush();
    };
    element.addEventListener('change', listener);
    return () => element.removeEventListener('change', listener);
  }, [change, flush]);
  return (
    <>
      <label className={hint === undefined ? 'costing-row' : 'costing-row costing-row-hinted'}>
        <span className="costing-row-label">{label}</span>
        <input
          ref={input}
          className="costing-input"
          name={name}
          defaultValue={value}
          maxLength={maxLength}
          autoComplete="off"
          onChange={(event) => change(event.target.value)}
          {...(decimal && { inputMode: 'decimal' as const })}
          {...(hint !== undefined && { 'aria-describedby': hintId })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.currentTarget.blur();
          }}
        />
      </label>
      {hint !== undefined ? (
        <p id={hintId} className="costing-hint">
          {hint}
        </p>
      ) : null}
    </>
  );
}

export function SelectRow<T extends string | number>({
  label,
  field,
  value,
  options,
  placeholder,
  onCommit,
}: {
  label: string;
  field: string;
  value: T | null;
  options: readonly { value: T; label: string }[];
  /** Shown (and not selectable again) while the line has no value. */
  placeholder?: string;
  onCommit: (value: T) => void;
}) {
  return (
    <label className="costing-row">
      <span className="costing-row-label">{label}</span>
      <span className="costing-select">
        <select
          data-field={field}
          value={value === null ? '' : String(value)}
          onChange={(event) => {
            const chosen = options.find((option) => String(option.value) === event.target.value);
            if (chosen !== undefined) onCommit(chosen.value);
          }}
        >
          {value === null ? (
            <option value="" disabled>
              {placeholder ?? ''}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </select>
      </span>
    </label>
  );
}

/** The line's on/off switch, named by the line (its heading). */
export function SwitchRow({
  checked,
  children,
  onCommit,
}: {
  checked: boolean;
  children: ReactNode;
  onCommit: (checked: boolean) => void;
}) {
  return (
    <label className="costing-row costing-row-head">
      {children}
      <input
        type="checkbox"
        role="switch"
        className="costing-switch"
        data-field="enabled"
        checked={checked}
        onChange={(event) => onCommit(event.target.checked)}
      />
    </label>
  );
}

/**
 * The wear slider (0..100, step 5). Its text follows the knob while dragged; the line changes on
 * the native `change` event (knob released, or each arrow key), like IonRange's ionChange.
 */
export function WearRow({
  label,
  wear,
  min,
  max,
  step,
  onCommit,
}: {
  label: (wear: number) => string;
  wear: number;
  min: number;
  max: number;
  step: number;
  onCommit: (wear: number) => void;
}) {
  const [dragged, setDragged] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const commit = useRef(onCommit);
  commit.current = onCommit;
  const id = useId();
  useEffect(() => {
    const element = input.current;
    if (element === null) return undefined;
    const listener = () => {
      setDragged(null);
      commit.current(Number(element.value));
    };
    element.addEventListener('change', listener);
    return () => element.removeEventListener('change', listener);
  }, []);
  const shown = dragged ?? wear;
  return (
    <div className="costing-row costing-wear">
      <label htmlFor={id} className="costing-row-label">
        {label(shown)}
      </label>
      <input
        ref={input}
        id={id}
        type="range"
        data-field="wear"
        min={min}
        max={max}
        step={step}
        value={shown}
        aria-valuetext={label(shown)}
        onChange={(event) => setDragged(Number(event.target.value))}
      />
    </div>
  );
}
