/**
 * Copying an invitation's login or password with the spec's feedback (accounts-costing §2: "copy
 * feedback shows 3 s"): the copied field's key for COPY_FEEDBACK_MS, one field at a time.
 */
import { COPY_FEEDBACK_MS } from '@constat/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { reportError } from '../../app/errors/errorBus.ts';
import { copyText } from '../../ui/clipboard.ts';

export function useCopyFeedback(failure: string) {
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
        reportError({ message: failure, cause: error });
      }
    },
    [failure],
  );
  return { copied, copy };
}
