/**
 * The entry report a move-out is compared to, fetched from the server (§2 'Exit comparison': online
 * only). Loading, ready with the entry report, or skipped with the reason the domain gives.
 */
import { useEffect, useState } from 'react';
import { comparisonSkipReason, type ComparisonSkipReason, type LocalReport } from '@constat/domain';
import { requestJson } from '../../api/client.ts';
import { ApiError } from '../../api/errors.ts';

export type EntryState =
  | { status: 'loading' }
  | { status: 'ready'; entry: LocalReport }
  | { status: 'skipped'; reason: ComparisonSkipReason };

export function useEntryReport(exit: LocalReport | null): EntryState {
  const [state, setState] = useState<EntryState>({ status: 'loading' });
  const entryId = exit?.duplicateFromEdlID ?? null;
  const fromEntry = exit?.duplicateFromEdlIO === 'Entrant';
  const known = exit !== null;
  useEffect(() => {
    if (!known) return;
    let live = true;
    const before = comparisonSkipReason({ entryId, online: navigator.onLine, fromEntry });
    if (before) {
      setState({ status: 'skipped', reason: before });
      return;
    }
    requestJson<{ data: LocalReport }>(`/edl/${entryId}`).then(
      ({ data }) => {
        if (live) setState({ status: 'ready', entry: data });
      },
      (error: unknown) => {
        console.error("EDL d'entrée non chargé", error);
        const errorCode = error instanceof ApiError ? error.code : null;
        const reason = comparisonSkipReason({ entryId, online: navigator.onLine, errorCode }) ?? 'unknown';
        if (live) setState({ status: 'skipped', reason });
      },
    );
    return () => {
      live = false;
    };
  }, [known, entryId, fromEntry]);
  return state;
}
