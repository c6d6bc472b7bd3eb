/**
 * The tenant's remarks page state (docs/ARCHITECTURE.md "Beyond the specification"): the report's rooms and
 * elements through the link, the texts typed per place ('general', 'room:<id>', '<room>:<element>'), and the
 * sending. Only non-blank texts are sent, trimmed; the server's refusal (past ten days, revoked link) is
 * shown on the page, and what was typed stays so that nothing is lost.
 */
import type { RemarkInput } from '@constat/domain';
import { useCallback, useMemo, useState } from 'react';
import { ApiError } from '../../api/errors.ts';
import { useServerQuery } from '../../app/query/useServerQuery.ts';
import { fetchTenantView, sendRemarks, type TenantView } from './api.ts';

type TenantFailure = 'denied' | 'failed' | null;
export const GENERAL = 'general';
export const roomKey = (moduleId: number) => `room:${moduleId}`;
export const elementKey = (moduleId: number, entryId: number) => `${moduleId}:${entryId}`;

function placeOf(key: string): Pick<RemarkInput, 'moduleId' | 'entryId'> {
  if (key === GENERAL) return { moduleId: null, entryId: null };
  if (key.startsWith('room:')) return { moduleId: Number(key.slice(5)), entryId: null };
  const [moduleId, entryId] = key.split(':').map(Number);
  return { moduleId: moduleId ?? null, entryId: entryId ?? null };
}

export function useTenantRemarks(edlId: number, token: string) {
  const answer = useServerQuery<TenantView>({
    key: ['tenantRemarks', edlId, token],
    load: () => fetchTenantView(edlId, token),
    // The page says why it cannot show the form: no central dialog on the tenant's phone.
    meta: { silent: true },
  });
  const { error } = answer.query;
  const refused = error instanceof ApiError && (error.status === 401 || error.status === 404);
  const failure: TenantFailure = error === null ? null : refused ? 'denied' : 'failed';
  // A window closed since the page opened: the page says so instead of the form.
  const [closed, setClosed] = useState(false);
  const view = answer.data && closed ? { ...answer.data, open: false } : answer.data;
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ count: number; at: number } | null>(null);

  const typed = useMemo(
    () =>
      Object.entries(texts)
        .filter(([, text]) => text.trim() !== '')
        .map(([key, text]): RemarkInput => ({ ...placeOf(key), text: text.trim() })),
    [texts],
  );

  const type = useCallback((key: string, text: string) => {
    setTexts((current) => ({ ...current, [key]: text }));
    setSendError(null);
  }, []);

  const send = useCallback(async () => {
    if (typed.length === 0) return;
    setSending(true);
    setSendError(null);
    try {
      const answer = await sendRemarks(edlId, token, typed);
      setSent({ count: answer.received, at: answer.receivedAt });
      setTexts({});
    } catch (error) {
      // A window closed since the page opened: the page says so instead of the form.
      if (error instanceof ApiError && error.status === 409) setClosed(true);
      setSendError(error instanceof Error ? error.message : String(error));
    } finally {
      setSending(false);
    }
  }, [edlId, token, typed]);

  return { view, failure, texts, typed, type, send, sending, sendError, sent, again: () => setSent(null) };
}
