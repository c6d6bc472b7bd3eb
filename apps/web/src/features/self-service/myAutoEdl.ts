/**
 * The tenant's invitation (`GET /api/auto-edl/mine`): the saved report to start from, the agent's
 * profile the result is filed under, the floor and flat number, and whether it is done. It is kept on
 * the device ('autoEdl:<userId>:mine') once fetched, so a tenant who reloads offline halfway through
 * still has it. An agent (or anyone without an invitation) gets a 404: no self-service record.
 */
import { useEffect, useState } from 'react';
import { MyAutoEdlSchema, type MyAutoEdl } from '@constat/domain';
import { requestAnswer } from '../../api/answers.ts';
import { ApiError } from '../../api/errors.ts';
import type { ReportOwner } from '../../storage/localReports.ts';

export type { MyAutoEdl };

const key = (userId: number) => `autoEdl:${userId}:mine`;

function readCached(userId: number): MyAutoEdl | null {
  try {
    const parsed = MyAutoEdlSchema.safeParse(JSON.parse(localStorage.getItem(key(userId)) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export type MyAutoEdlState =
  | { status: 'loading' }
  /** No invitation for this account (404): the flow is not for this user. */
  | { status: 'none' }
  /** Not fetched yet and the server cannot be reached. */
  | { status: 'unreachable'; retry: () => void }
  | { status: 'ready'; mine: MyAutoEdl; owner: ReportOwner };

const ready = (userId: number, mine: MyAutoEdl): MyAutoEdlState => ({
  status: 'ready',
  mine,
  owner: { userId, profileId: mine.profileId },
});

/** The invitation of `userId`: the device's copy at once when there is one, refreshed when online. */
export function useMyAutoEdl(userId: number | null): MyAutoEdlState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<MyAutoEdlState>(() => {
    const cached = userId === null ? null : readCached(userId);
    return cached && userId !== null ? ready(userId, cached) : { status: 'loading' };
  });
  useEffect(() => {
    if (userId === null) return;
    let live = true;
    const cached = readCached(userId);
    if (cached) setState(ready(userId, cached));
    requestAnswer(MyAutoEdlSchema, '/auto-edl/mine').then(
      (mine) => {
        localStorage.setItem(key(userId), JSON.stringify(mine));
        // The same content keeps the same object: screens keyed on the owner do not reload.
        if (live && JSON.stringify(mine) !== JSON.stringify(cached)) setState(ready(userId, mine));
      },
      (error: unknown) => {
        if (!live) return;
        if (error instanceof ApiError && error.status === 404) {
          localStorage.removeItem(key(userId));
          setState({ status: 'none' });
        } else if (!cached) {
          setState({ status: 'unreachable', retry: () => setAttempt((n) => n + 1) });
        }
      },
    );
    return () => {
      live = false;
    };
  }, [userId, attempt]);
  return state;
}
