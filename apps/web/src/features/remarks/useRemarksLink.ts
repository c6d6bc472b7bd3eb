/**
 * The agent's side of the remarks link (issue 12): whether one is shared and until when, create,
 * copy (3 s of feedback, like the costing link) and revoke, and the remarks received. Every failure
 * goes to the central error dialog (the server's French reason: a move-out, past ten days...).
 */
import { COPY_FEEDBACK_MS, type TenantRemark } from '@constat/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { reportError } from '../../app/errors/errorBus.ts';
import { copyText } from '../../ui/clipboard.ts';
import { createRemarksLink, fetchRemarks, fetchRemarksLink, remarksUrl, revokeRemarksLink } from './api.ts';

export type RemarksLinkState = 'loading' | 'ready' | 'busy';

export function useRemarksLink(edlId: number) {
  const [url, setUrl] = useState<string | null>(null);
  const [period, setPeriod] = useState<{ open: boolean; lastDay: string } | null>(null);
  const [remarks, setRemarks] = useState<TenantRemark[]>([]);
  const [state, setState] = useState<RemarksLinkState>('loading');
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

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
      clearTimeout(timer.current);
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
      await revokeRemarksLink(edlId);
      setUrl(null);
      setCopied(false);
    } catch (error) {
      reportError(error);
    } finally {
      setState('ready');
    }
  }, [edlId]);

  return { url, period, remarks, state, copied, create, copy, revoke };
}
