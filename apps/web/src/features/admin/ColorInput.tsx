/**
 * The colour picker, sending only the colour finally chosen: React's onChange follows every move
 * of the picker (the DOM 'input' event); the DOM 'change' event comes once, when it is closed.
 */
import { useEffect, useRef } from 'react';

interface ColorInputProps {
  /** Hex without '#'. */
  value: string;
  label: string;
  disabled: boolean;
  onChange: (hex: string) => void;
}

export function ColorInput({ value, label, disabled, onChange }: ColorInputProps) {
  const ref = useRef<HTMLInputElement>(null);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);
  useEffect(() => {
    const input = ref.current;
    if (!input) return;
    const changed = () => latest.current(input.value.replace('#', '').toLowerCase());
    input.addEventListener('change', changed);
    return () => input.removeEventListener('change', changed);
  }, []);
  return (
    <input
      ref={ref}
      type="color"
      className="admin-color"
      aria-label={label}
      disabled={disabled}
      defaultValue={`#${value}`}
      key={value}
    />
  );
}
