/**
 * Copying a text with the spec's feedback (accounts-costing §2: "copy feedback shows 3 s"): the key
 * of what was copied for COPY_FEEDBACK_MS, one at a time. Used by the invitations' credentials and
 * by the public costing and remarks links. A failure goes to the central error dialog.
 */
import { COPY_FEEDBACK_MS } from '@constat/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { reportError } from '../app/errors/errorBus.ts';
import { copyText } from './clipboard.ts';

export function useCopyFeedback(failure?: string) {
  const [copied, setCopied] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(
    async (key: string, text: string) => {
      try {
        await copyText(text);
        setCopied(key);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(null), COPY_FEEDBACK_MS);
      } catch (error) {
        reportError(failure === undefined ? error : { message: failure, cause: error });
      }
    },
    [failure],
  );
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setCopied(null);
  }, []);
  return { copied, copy, clear };
}
