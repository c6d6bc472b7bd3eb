/**
 * A server read for an admin screen, on the app's QueryClient: the data, 'not found' (the API
 * answers 404 for what belongs to another tenant or lies outside the admin's subtree) and a reload
 * after a change. Other failures go to the central error dialog. Nothing is read offline: the
 * screens say why. Coming back to a screen (after a creation, a deletion elsewhere) reads it again.
 */
import type { QueryKey } from '@tanstack/react-query';
import { useServerQuery } from '../../app/query/useServerQuery.ts';

export interface Remote<T> {
  data: T | null;
  notFound: boolean;
  reload: () => void;
}

const never = () => Promise.reject(new Error('not enabled'));

export function useRemote<T>(key: QueryKey, load: (() => Promise<T>) | null, online: boolean): Remote<T> {
  const { data, notFound, reload } = useServerQuery<T>({
    key: ['admin', ...key],
    load: load ?? never,
    enabled: load !== null && online,
    meta: { notFound: true },
    freshOnMount: true,
  });
  return { data, notFound, reload };
}
