/**
 * The agent's side of the public costing link (accounts-costing §6): whether one is shared (read on
 * the app's QueryClient), create, copy (with the spec's 3 s feedback) and revoke, each change kept
 * as the cached answer. Every failure goes to the central error dialog.
 */
import { useServerQuery } from '../../app/query/useServerQuery.ts';
import { useShareLink } from '../../ui/useShareLink.ts';
import { createPublicLink, fetchPublicLink, publicCostingUrl, revokePublicLink } from './api.ts';

type LinkState = 'loading' | 'none' | 'shared' | 'busy';

export function usePublicLink(edlId: number, enabled: boolean) {
  const { data, query, setData } = useServerQuery({
    key: ['publicLink', edlId],
    load: () => fetchPublicLink(edlId),
    enabled,
  });
  const token = data?.publicToken ?? null;
  const url = token === null ? null : publicCostingUrl(edlId, token);
  const actions = useShareLink(url, {
    create: async () => {
      const created = await createPublicLink(edlId);
      setData(() => created);
    },
    revoke: async () => {
      await revokePublicLink(edlId);
      setData(() => ({ edlId, publicToken: null }));
    },
  });
  let state: LinkState = 'loading';
  if (actions.busy) state = 'busy';
  else if (token !== null) state = 'shared';
  else if (data !== null || query.isError) state = 'none';
  const { create, copy, revoke, copied } = actions;
  return { url, state, copied, create, copy, revoke };
}
