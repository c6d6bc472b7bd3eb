/** The submit button's state: an invalid submit shows the red label for 3 s, then the button is back. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { REQUIRED_FIELDS_BUTTON_RESET_MS } from '@constat/domain';
import type { SubmitState } from './SubmitButton.tsx';

export function useSubmitState(): [SubmitState, (state: SubmitState) => void] {
  const [state, setState] = useState<SubmitState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  const set = useCallback((next: SubmitState) => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    setState(next);
    if (next === 'invalid')
      timer.current = setTimeout(() => setState('idle'), REQUIRED_FIELDS_BUTTON_RESET_MS);
  }, []);
  return [state, set];
}
