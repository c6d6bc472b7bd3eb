/** An iOS switch (ion-toggle, see elements.ts) whose label is its text, for a list row. */
import { useEffect, useRef, type ReactNode } from 'react';
import './elements.ts';

interface ToggleProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  children: ReactNode;
}

export function Toggle({ checked, onChange, disabled, children }: ToggleProps) {
  const ref = useRef<HTMLElement>(null);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);
  useEffect(() => {
    const element = ref.current;
    const listener = (event: Event) =>
      latest.current((event as CustomEvent<{ checked: boolean }>).detail.checked);
    element?.addEventListener('ionChange', listener);
    return () => element?.removeEventListener('ionChange', listener);
  }, []);
  return (
    <ion-toggle ref={ref} checked={checked} disabled={disabled} justify="space-between">
      {children}
    </ion-toggle>
  );
}
