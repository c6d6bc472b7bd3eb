/**
 * Drag sorting (ion-reorder-group, see elements.ts). Ionic moves the rows itself when the drag ends;
 * the new order is then stored through `onMove`, and React, keyed by element id, agrees with it.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import type { ReorderEnd } from './elements.ts';
import './elements.ts';

interface ReorderGroupProps {
  disabled: boolean;
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}

export function ReorderGroup({ disabled, onMove, children }: ReorderGroupProps) {
  const ref = useRef<HTMLElement>(null);
  const latest = useRef(onMove);
  useEffect(() => {
    latest.current = onMove;
  }, [onMove]);
  useEffect(() => {
    const element = ref.current;
    const listener = (event: Event) => {
      const { from, to, complete } = (event as CustomEvent<ReorderEnd>).detail;
      complete();
      if (from !== to) latest.current(from, to);
    };
    element?.addEventListener('ionReorderEnd', listener);
    return () => element?.removeEventListener('ionReorderEnd', listener);
  }, []);
  return (
    <ion-reorder-group ref={ref} disabled={disabled}>
      {children}
    </ion-reorder-group>
  );
}
