/**
 * The agent's side of the remarks link (docs/ARCHITECTURE.md "Beyond the specification"): whether one is
 * shared and until when, create, copy (3 s of feedback, like the costing link) and revoke, and the remarks
 * received. Every failure goes to the central error dialog (the server's French reason: a move-out, past ten
 * days...).
 */
import type { TenantRemark } from '@constat/domain';
import { useCallback, useEffect, useState } from 'react';
import { reportError } from '../../app/errors/errorBus.ts';
import { useCopyFeedback } from '../../ui/useCopyFeedback.ts';
import { createRemarksLink, fetchRemarks, fetchRemarksLink, remarksUrl, revokeRemarksLink } from './api.ts';

export type RemarksLinkState = 'loading' | 'ready' | 'busy';

export function useRemarksLink(edlId: number) {
  const [url, setUrl] = useState<string | null>(null);
  const [period, setPeriod] = useState<{ open: boolean; lastDay: string } | null>(null);
  const [remarks, setRemarks] = useState<TenantRemark[]>([]);
  const [state, setState] = useState<RemarksLinkState>('loading');
  const feedback = useCopyFeedback();

  useEffect(() => {
    let live = true;
    Promise.all([fetchRemarksLink(edlId), fetchRemarks(edlId)]).then(
      ([link, received]) => {
        if (!live) return;
        setUrl(link.token === null ? null : remarksUrl(edlId, link.token));
        setPeriod({ open: link.open, lastDay: link.lastDay });
        setRemarks(received.remarks);
        setState('ready');
      },
      (error: unknown) => {
        if (live) setState('ready');
        reportError(error);
      },
    );
    return () => {
      live = false;
    };
  }, [edlId]);

  const create = useCallback(async () => {
    setState('busy');
    try {
      const link = await createRemarksLink(edlId);
      if (link.token !== null) setUrl(remarksUrl(edlId, link.token));
    } catch (error) {
      reportError(error);
    } finally {
      setState('ready');
    }
  }, [edlId]);

  const { copy: copyWithFeedback, clear: clearFeedback } = feedback;
  const copy = useCallback(async () => {
    if (url !== null) await copyWithFeedback('link', url);
  }, [url, copyWithFeedback]);

  const revoke = useCallback(async () => {
    setState('busy');
    try {
      await revokeRemarksLink(edlId);
      setUrl(null);
      clearFeedback();
    } catch (error) {
      reportError(error);
    } finally {
      setState('ready');
    }
  }, [edlId, clearFeedback]);

  return { url, period, remarks, state, copied: feedback.copied !== null, create, copy, revoke };
}
