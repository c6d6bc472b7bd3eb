/**
 * What every admin list (users, groups, a group's users) keeps: its server read (useRemote), the
 * search typed in its head, the notice of the last deletion, and the deletions, each followed by a
 * reload. `head` is the props of the list's AdminListHead but its 'new' button.
 */
import type { QueryKey } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useOnline } from '../../app/network/useOnline.ts';
import { useAdminDeletes } from './useAdminDeletes.ts';
import { useRemote } from './useRemote.ts';

export function useAdminList<T>(key: QueryKey, load: (() => Promise<T>) | null) {
  const online = useOnline();
  const remote = useRemote(key, load, online);
  const [query, setQuery] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const { reload } = remote;
  const done = useCallback(
    (text: string) => {
      setNotice(text);
      reload();
    },
    [reload],
  );
  const deletes = useAdminDeletes(done);
  const head = {
    query,
    onQuery: setQuery,
    online,
    remote: { loading: remote.data === null, notFound: remote.notFound },
    notice,
  };
  return { online, remote, query, deletes, head };
}
