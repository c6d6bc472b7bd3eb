/**
 * A screen's server read on the app's QueryClient: the data, 'introuvable' when asked for, and a
 * re-read each time the screen is entered again, whichever way (app/router/useScreenEntries.ts): the
 * outlet keeps left screens mounted, so coming back after a creation or a deletion elsewhere must not
 * show the old answer. The signed-in user's id leads every key: one account never sees another's
 * cached lists on a shared device.
 */
import { useQuery, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useScreenEntries } from '../router/useScreenEntries.ts';
import { useSession } from '../session/SessionContext.ts';
import { isNotFound, queryClient, type QueryErrorMeta } from './queryClient.ts';

export interface ServerQueryOptions<T> {
  key: QueryKey;
  load: (signal: AbortSignal) => Promise<T>;
  /** false: nothing is read (offline, not allowed, not chosen yet). */
  enabled?: boolean;
  meta?: QueryErrorMeta;
  /** Keep the last answer on screen while the next key's answer loads (a new page, a new search). */
  keepPrevious?: boolean;
  /**
   * Nothing shown from the cache until this screen's own first read has answered: a form filled from
   * the answer (the admin screens) must not be drawn from an older answer, then redrawn under the
   * user's typing when the new one comes.
   */
  freshOnMount?: boolean;
}

export interface ServerQuery<T> {
  data: T | null;
  /** The server answered 404/403 and the query asked for 'introuvable'. */
  notFound: boolean;
  query: UseQueryResult<T>;
  reload: () => void;
  /** Replaces the cached answer after a change made here (a creation, a deletion). */
  setData: (update: (current: T | undefined) => T | undefined) => void;
}

export function useServerQuery<T>(options: ServerQueryOptions<T>): ServerQuery<T> {
  const userId = useSession().user?.id ?? null;
  const enabled = options.enabled ?? true;
  const queryKey = [userId, ...options.key];
  const query = useQuery<T>(
    {
      queryKey,
      queryFn: ({ signal }) => options.load(signal),
      enabled,
      meta: options.meta,
      placeholderData: options.keepPrevious ? (previous) => previous : undefined,
    },
    queryClient,
  );
  const { refetch } = query;
  const reload = useCallback(() => {
    if (enabled) void refetch();
  }, [enabled, refetch]);
  // Counted from the router's location, as the device's report screens do: Ionic fires no
  // ionViewWillEnter for a kept screen shown again without a transition (an address typed, a tab).
  const entries = useScreenEntries();
  const reloadOnEntry = useRef(reload);
  reloadOnEntry.current = reload;
  useEffect(() => {
    if (entries > 0) reloadOnEntry.current();
  }, [entries]);
  const latestKey = useRef(queryKey);
  latestKey.current = queryKey;
  const setData = useCallback((update: (current: T | undefined) => T | undefined) => {
    queryClient.setQueryData<T>(latestKey.current, update);
  }, []);
  const shown = options.freshOnMount && !query.isFetchedAfterMount ? undefined : query.data;
  return {
    data: shown ?? null,
    notFound: options.meta?.notFound === true && query.isError && isNotFound(query.error),
    query,
    reload,
    setData,
  };
}
