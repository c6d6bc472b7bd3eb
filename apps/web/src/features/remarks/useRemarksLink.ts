/**
 * The agent's side of the remarks link (docs/ARCHITECTURE.md "Beyond the specification"): whether one is
 * shared and until when, create, copy (3 s of feedback, like the costing link) and revoke, and the remarks
 * received. Every failure goes to the central error dialog (the server's French reason: a move-out, past ten
 * days...).
 */
import type { TenantRemark } from '@constat/domain';
import { useServerQuery } from '../../app/query/useServerQuery.ts';
import { useShareLink } from '../../ui/useShareLink.ts';
import {
  createRemarksLink,
  fetchRemarks,
  fetchRemarksLink,
  remarksUrl,
  revokeRemarksLink,
  type RemarksLink,
} from './api.ts';

type RemarksLinkState = 'loading' | 'ready' | 'busy';

interface RemarksAnswer {
  link: RemarksLink;
  received: TenantRemark[];
}

const NO_REMARKS: TenantRemark[] = [];

export function useRemarksLink(edlId: number) {
  const { data, query, setData } = useServerQuery<RemarksAnswer>({
    key: ['remarksLink', edlId],
    load: async () => {
      const [link, received] = await Promise.all([fetchRemarksLink(edlId), fetchRemarks(edlId)]);
      return { link, received: received.remarks };
    },
  });
  const token = data?.link.token ?? null;
  const url = token === null ? null : remarksUrl(edlId, token);
  const period = data === null ? null : { open: data.link.open, lastDay: data.link.lastDay };
  const remarks = data?.received ?? NO_REMARKS;

  /** The link as the server now holds it, kept as the cached answer. */
  const setToken = (next: string | null) =>
    setData((current) => current && { ...current, link: { ...current.link, token: next } });
  const actions = useShareLink(url, {
    create: async () => {
      const link = await createRemarksLink(edlId);
      if (link.token !== null) setToken(link.token);
    },
    revoke: async () => {
      await revokeRemarksLink(edlId);
      setToken(null);
    },
  });
  let state: RemarksLinkState = 'loading';
  if (actions.busy) state = 'busy';
  else if (data !== null || query.isError) state = 'ready';
  const { create, copy, revoke, copied } = actions;
  return { url, period, remarks, state, copied, create, copy, revoke };
}
