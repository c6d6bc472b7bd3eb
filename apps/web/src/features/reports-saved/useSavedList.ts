/**
 * The saved list's state: the profile filter, the search (sent SEARCH_DEBOUNCE_MS after the last
 * keystroke), the page, and the server's answer, read on the app's QueryClient (an answer for an
 * older page or search never replaces the newer one's). A new search or filter goes back to page 1.
 * The profiles named by the reports shown so far are remembered with each answer (a member who may
 * not list the group's profiles still learns them from the reports, and keeps them in the filter
 * once it narrows the list).
 */
import { useCallback, useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@constat/domain';
import { NetworkError } from '../../api/errors.ts';
import { useServerQuery } from '../../app/query/useServerQuery.ts';
import { listSavedReports, type SavedListPage } from './savedReportsApi.ts';

/** `seen` plus the profiles the reports of `answer` name; `seen` itself when they add nothing. */
function withProfilesOf(
  seen: ReadonlyMap<number, string>,
  answer: SavedListPage,
): ReadonlyMap<number, string> {
  const found = answer.reports.filter(
    (r) => r.profileId !== null && r.name !== null && !seen.has(r.profileId),
  );
  if (found.length === 0) return seen;
  return new Map([...seen, ...found.map((r) => [r.profileId ?? 0, r.name ?? ''] as const)]);
}

type SavedListState =
  | { kind: 'loading'; previous: SavedListPage | null }
  | { kind: 'ready'; page: SavedListPage }
  | { kind: 'offline' };

export function useSavedList(online: boolean, initialProfileId: number | null) {
  const [search, setSearch] = useState('');
  const [sentSearch, setSentSearch] = useState('');
  const [profileId, setProfileIdState] = useState<number | null>(initialProfileId);
  const [page, setPage] = useState(1);
  const [seenProfiles, setSeenProfiles] = useState<ReadonlyMap<number, string>>(new Map());

  useEffect(() => {
    const timer = setTimeout(() => {
      setSentSearch(search);
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const { data, query, reload } = useServerQuery<SavedListPage>({
    key: ['saved', page, sentSearch, profileId],
    load: (signal) => listSavedReports({ page, search: sentSearch, profileId }, signal),
    enabled: online,
    keepPrevious: true,
    meta: { quietLoggedOut: true, offlineShown: true },
  });

  useEffect(() => {
    if (data !== null && !query.isPlaceholderData) setSeenProfiles((seen) => withProfilesOf(seen, data));
  }, [data, query.isPlaceholderData]);

  const offline = !online || (query.error instanceof NetworkError && !navigator.onLine);
  let state: SavedListState;
  if (offline) state = { kind: 'offline' };
  else if (data === null || query.isFetching || query.isPlaceholderData)
    state = { kind: 'loading', previous: data };
  else state = { kind: 'ready', page: data };

  const setProfileId = useCallback((next: number | null) => {
    setProfileIdState(next);
    setPage(1);
  }, []);

  return {
    state,
    search,
    setSearch,
    sentSearch,
    profileId,
    setProfileId,
    page,
    setPage,
    reload,
    seenProfiles,
  };
}
