/** The submit button's state: an invalid submit shows the red label for 3 s, then the button is back. */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  REQUIRED_FIELDS_BUTTON_RESET_MS,
  validateReportInfo,
  type EdlIO,
  type ReportInfo,
} from '@constat/domain';
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

/**
 * The form's check on submit: the fields' errors stay hidden until a first refused submit, which
 * shows them all and the button's red label (inspection-core §3 "Info form").
 */
export function useInfoCheck(edlIO: EdlIO) {
  const [revealed, setRevealed] = useState(false);
  const [submitState, setSubmitState] = useSubmitState();
  const errorsOf = (info: ReportInfo) => (revealed ? validateReportInfo(info, { edlIO }) : null);
  /** True when `typed` may be submitted; otherwise the errors and the red label show. */
  const accepts = (typed: ReportInfo): boolean => {
    if (Object.keys(validateReportInfo(typed, { edlIO })).length === 0) return true;
    setRevealed(true);
    setSubmitState('invalid');
    return false;
  };
  return { submitState, setSubmitState, errorsOf, accepts };
}
