/**
 * The agent's side of the public costing link (accounts-costing §6): whether one is shared (read on
 * the app's QueryClient), create, copy (with the spec's 3 s feedback) and revoke, each change kept
 * as the cached answer. Every failure goes to the central error dialog.
 */
import { useCallback, useState } from 'react';
import { reportError } from '../../app/errors/errorBus.ts';
import { useServerQuery } from '../../app/query/useServerQuery.ts';
import { useCopyFeedback } from '../../ui/useCopyFeedback.ts';
import { createPublicLink, fetchPublicLink, publicCostingUrl, revokePublicLink } from './api.ts';

export type LinkState = 'loading' | 'none' | 'shared' | 'busy';

export function usePublicLink(edlId: number, enabled: boolean) {
  const [busy, setBusy] = useState(false);
  const feedback = useCopyFeedback();
  const { data, query, setData } = useServerQuery({
    key: ['publicLink', edlId],
    load: () => fetchPublicLink(edlId),
    enabled,
  });
  const token = data?.publicToken ?? null;
  const url = token === null ? null : publicCostingUrl(edlId, token);
  let state: LinkState = 'loading';
  if (busy) state = 'busy';
  else if (token !== null) state = 'shared';
  else if (data !== null || query.isError) state = 'none';

  const create = useCallback(async () => {
    setBusy(true);
    try {
      const created = await createPublicLink(edlId);
      setData(() => created);
    } catch (error) {
      reportError(error);
    }
    setBusy(false);
  }, [edlId, setData]);

  const { copy: copyWithFeedback, clear: clearFeedback } = feedback;
  const copy = useCallback(async () => {
    if (url !== null) await copyWithFeedback('link', url);
  }, [url, copyWithFeedback]);

  const revoke = useCallback(async () => {
    setBusy(true);
    try {
      await revokePublicLink(edlId);
      setData(() => ({ edlId, publicToken: null }));
      clearFeedback();
    } catch (error) {
      reportError(error);
    }
    setBusy(false);
  }, [edlId, clearFeedback, setData]);

  return { url, state, copied: feedback.copied !== null, create, copy, revoke };
}
