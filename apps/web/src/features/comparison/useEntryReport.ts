/**
 * The entry report a move-out is compared to, fetched from the server (§2 'Exit comparison': online
 * only) on the app's QueryClient. Loading, ready with the entry report, or skipped with the reason
 * the domain gives: decided before asking (no entry, offline when the screen opened), or from the
 * server's refusal.
 */
import { useEffect, useMemo, useRef } from 'react';
import { comparisonSkipReason, type ComparisonSkipReason, type LocalReport } from '@constat/domain';
import { ApiError } from '../../api/errors.ts';
import { useServerQuery } from '../../app/query/useServerQuery.ts';
import { fetchSavedReport } from '../reports-saved/savedReportsApi.ts';

export type EntryState =
  | { status: 'loading' }
  | { status: 'ready'; entry: LocalReport }
  | { status: 'skipped'; reason: ComparisonSkipReason };

export function useEntryReport(exit: LocalReport | null): EntryState {
  const entryId = exit?.duplicateFromEdlID ?? null;
  const fromEntry = exit?.duplicateFromEdlIO === 'Entrant';
  const known = exit !== null;
  // Decided once per entry: going offline after the entry came does not take it away.
  const decided = useRef<{ entryId: number | null; reason: ComparisonSkipReason | null } | null>(null);
  if (known && (decided.current === null || decided.current.entryId !== entryId)) {
    decided.current = {
      entryId,
      reason: comparisonSkipReason({ entryId, online: navigator.onLine, fromEntry }),
    };
  }
  const before = known ? (decided.current?.reason ?? null) : null;
  const { data, query } = useServerQuery({
    key: ['entryReport', entryId],
    load: () => fetchSavedReport(entryId ?? 0),
    enabled: known && before === null && entryId !== null,
    // The comparison says why it is left out: no dialog.
    meta: { silent: true },
  });
  const { error } = query;
  useEffect(() => {
    if (error !== null) console.error("EDL d'entrée non chargé", error);
  }, [error]);
  return useMemo<EntryState>(() => {
    if (!known) return { status: 'loading' };
    if (before) return { status: 'skipped', reason: before };
    if (data !== null) return { status: 'ready', entry: data.data };
    if (error === null) return { status: 'loading' };
    const errorCode = error instanceof ApiError ? error.code : null;
    const reason = comparisonSkipReason({ entryId, online: navigator.onLine, errorCode }) ?? 'unknown';
    return { status: 'skipped', reason };
  }, [known, before, data, error, entryId]);
}
