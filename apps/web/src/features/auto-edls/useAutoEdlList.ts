/**
 * The agent's invitations for a search (GET /api/auto-edl?q=), on the app's QueryClient: loading,
 * the list, a reload after a deletion or on coming back from the form (the outlet keeps the screen
 * alive). Nothing is read offline: the screen says why. Failures go to the central error dialog
 * with the screen's own wording.
 */
import type { AutoEdlRecord } from '@constat/domain';
import { useCallback } from 'react';
import { useServerQuery } from '../../app/query/useServerQuery.ts';
import { listAutoEdls } from './api.ts';

export function useAutoEdlList(search: string, enabled: boolean, failure: string) {
  const { data, reload, setData } = useServerQuery<AutoEdlRecord[]>({
    key: ['autoEdls', search],
    load: (signal) => listAutoEdls(search, signal),
    enabled,
    meta: { failure },
  });
  const remove = useCallback(
    (id: number) => setData((now) => now?.filter((record) => record.id !== id)),
    [setData],
  );
  return { records: data, reload, remove };
}
