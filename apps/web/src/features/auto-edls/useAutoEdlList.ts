/**
 * The agent's invitations for a search (GET /api/auto-edl?q=): loading, the list, a reload after a
 * deletion or on coming back from the form (the outlet keeps the screen alive). Nothing is read
 * offline: the screen says why. Failures go to the central error dialog.
 */
import { useIonViewWillEnter } from '@ionic/react';
import type { AutoEdlRecord } from '@constat/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { reportError } from '../../app/errors/errorBus.ts';
import { listAutoEdls } from './api.ts';

export function useAutoEdlList(search: string, enabled: boolean, failure: string) {
  const [records, setRecords] = useState<AutoEdlRecord[] | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!enabled) return undefined;
    const abort = new AbortController();
    listAutoEdls(search, abort.signal).then(setRecords, (error: unknown) => {
      if (!abort.signal.aborted) reportError({ message: failure, cause: error });
    });
    return () => abort.abort();
  }, [search, enabled, version, failure]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const entered = useRef(false);
  useIonViewWillEnter(() => {
    if (entered.current) reload();
    entered.current = true;
  });
  const remove = useCallback(
    (id: number) => setRecords((now) => now?.filter((record) => record.id !== id) ?? null),
    [],
  );
  return { records, reload, remove };
}
