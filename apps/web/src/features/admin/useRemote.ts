/**
 * A server read for an admin screen: loading, the data, 'not found' (the API answers 404 for what
 * belongs to another tenant or lies outside the admin's subtree) and a reload after a change. Other
 * failures go to the central error dialog. Nothing is read offline: the screens say why. The outlet
 * keeps screens alive: coming back to one (after a creation, a deletion elsewhere) reads it again.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIonViewWillEnter } from '@ionic/react';
import { ApiError } from '../../api/errors.ts';
import { reportError } from '../../app/errors/errorBus.ts';

export interface Remote<T> {
  data: T | null;
  notFound: boolean;
  reload: () => void;
}

export function useRemote<T>(load: (() => Promise<T>) | null, online: boolean): Remote<T> {
  const [data, setData] = useState<T | null>(null);
  const [notFound, setNotFound] = useState(false);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (load === null || !online) return;
    let live = true;
    load().then(
      (value) => {
        if (!live) return;
        setData(value);
        setNotFound(false);
      },
      (error: unknown) => {
        if (!live) return;
        if (error instanceof ApiError && (error.status === 404 || error.status === 403)) setNotFound(true);
        else reportError(error);
      },
    );
    return () => {
      live = false;
    };
  }, [load, online, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const entered = useRef(false);
  useIonViewWillEnter(() => {
    if (entered.current) reload();
    entered.current = true;
  });
  return { data, notFound, reload };
}
