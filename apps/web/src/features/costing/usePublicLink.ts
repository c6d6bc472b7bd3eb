/**
 * The agent's side of the public costing link (accounts-costing §6): whether one is shared, create,
 * copy (with the spec's 3 s feedback) and revoke. Every failure goes to the central error dialog.
 */
import { COPY_FEEDBACK_MS } from '@constat/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { reportError } from '../../app/errors/errorBus.ts';
import { copyText } from '../../ui/clipboard.ts';
import { createPublicLink, fetchPublicLink, publicCostingUrl, revokePublicLink } from './api.ts';

export type LinkState = 'loading' | 'none' | 'shared' | 'busy';

export function usePublicLink(edlId: number, enabled: boolean) {
  const [url, setUrl] = useState<string | null>(null);
  const [state, setState] = useState<LinkState>('loading');
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    fetchPublicLink(edlId).then(
      ({ publicToken }) => {
        if (!live) return;
        setUrl(publicToken === null ? null : publicCostingUrl(edlId, publicToken));
        setState(publicToken === null ? 'none' : 'shared');
      },
      (error: unknown) => {
        if (live) setState('none');
        reportError(error);
      },
    );
    return () => {
      live = false;
      clearTimeout(timer.current);
    };
  }, [edlId, enabled]);

  const create = useCallback(async () => {
    setState('busy');
    try {
      const { publicToken } = await createPublicLink(edlId);
      setUrl(publicCostingUrl(edlId, publicToken));
      setState('shared');
    } catch (error) {
      setState('none');
      reportError(error);
    }
  }, [edlId]);

  const copy = useCallback(async () => {
    if (url === null) return;
    try {
      await copyText(url);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    } catch (error) {
      reportError(error);
    }
  }, [url]);

  const revoke = useCallback(async () => {
    setState('busy');
    try {
      await revokePublicLink(edlId);
      setUrl(null);
      setCopied(false);
      setState('none');
    } catch (error) {
      setState('shared');
      reportError(error);
    }
  }, [edlId]);

  return { url, state, copied, create, copy, revoke };
}
