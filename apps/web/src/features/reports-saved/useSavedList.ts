/**
 * The saved list's state: the profile filter, the search (sent SEARCH_DEBOUNCE_MS after the last
 * keystroke), the page, and the server's answer. A new search or filter goes back to page 1; an
 * answer that arrives after a newer request started is dropped. The profiles named by the reports
 * shown so far are remembered with each answer (a member who may not list the group's profiles
 * still learns them from the reports, and keeps them in the filter once it narrows the list).
 */
import { useCallback, useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@constat/domain';
import { NetworkError, NotLoggedInError } from '../../api/errors.ts';
import { reportError } from '../../app/errors/errorBus.ts';
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

export type SavedListState =
  | { kind: 'loading'; previous: SavedListPage | null }
  | { kind: 'ready'; page: SavedListPage }
  | { kind: 'offline' };

export function useSavedList(online: boolean, initialProfileId: number | null) {
  const [search, setSearch] = useState('');
  const [sentSearch, setSentSearch] = useState('');
  const [profileId, setProfileIdState] = useState<number | null>(initialProfileId);
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<SavedListState>({ kind: 'loading', previous: null });
  const [seenProfiles, setSeenProfiles] = useState<ReadonlyMap<number, string>>(new Map());

  useEffect(() => {
    const timer = setTimeout(() => {
      setSentSearch(search);
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  useEffect(() => {
    if (!online) {
      setState({ kind: 'offline' });
      return;
    }
    const controller = new AbortController();
    setState((current) => ({ kind: 'loading', previous: current.kind === 'ready' ? current.page : null }));
    listSavedReports({ page, search: sentSearch, profileId }, controller.signal)
      .then((answer) => {
        setState({ kind: 'ready', page: answer });
        setSeenProfiles((seen) => withProfilesOf(seen, answer));
      })
      .catch((error: unknown) => {
        // Without a session the guard is already taking the user to login: no second dialog.
        if (controller.signal.aborted || error instanceof NotLoggedInError) return;
        if (error instanceof NetworkError && !navigator.onLine) setState({ kind: 'offline' });
        else reportError(error);
      });
    return () => controller.abort();
  }, [online, page, sentSearch, profileId, version]);

  const setProfileId = useCallback((next: number | null) => {
    setProfileIdState(next);
    setPage(1);
  }, []);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

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
