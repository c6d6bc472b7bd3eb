/**
 * The agent's side of the public costing link (accounts-costing §6): whether one is shared, create,
 * copy (with the spec's 3 s feedback) and revoke. Every failure goes to the central error dialog.
 */
import { useCallback, useEffect, useState } from 'react';
import { reportError } from '../../app/errors/errorBus.ts';
import { useCopyFeedback } from '../../ui/useCopyFeedback.ts';
import { createPublicLink, fetchPublicLink, publicCostingUrl, revokePublicLink } from './api.ts';

export type LinkState = 'loading' | 'none' | 'shared' | 'busy';

export function usePublicLink(edlId: number, enabled: boolean) {
  const [url, setUrl] = useState<string | null>(null);
  const [state, setState] = useState<LinkState>('loading');
  const feedback = useCopyFeedback();

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

  const { copy: copyWithFeedback, clear: clearFeedback } = feedback;
  const copy = useCallback(async () => {
    if (url !== null) await copyWithFeedback('link', url);
  }, [url, copyWithFeedback]);

  const revoke = useCallback(async () => {
    setState('busy');
    try {
      await revokePublicLink(edlId);
      setUrl(null);
      clearFeedback();
      setState('none');
    } catch (error) {
      setState('shared');
      reportError(error);
    }
  }, [edlId, clearFeedback]);

  return { url, state, copied: feedback.copied !== null, create, copy, revoke };
}
