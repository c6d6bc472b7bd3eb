/**
 * Holds who is signed in and with which profile. Starts the session once (see sessionStart.ts), or
 * signed in with the session the login without React handed over (signIn.ts); navigation
 * decisions are SessionGuard's.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { User } from '@constat/domain';
import { setSessionLostHandler } from '../../api/client.ts';
import { fetchMe } from '../../api/session.ts';
import { readSecurity, writeStoredUser } from '../../api/tokens.ts';
import { applyMainColor } from '../theme/mainColor.ts';
import { forgetSession } from './forgetSession.ts';
import { SessionContext, type Session, type SessionStatus } from './SessionContext.ts';
import { startSession } from './sessionStart.ts';
import { findProfile, readSelectedProfileId, writeSelectedProfileId } from './selectedProfile.ts';
import { handedSession, signIn } from './signIn.ts';

interface State {
  status: SessionStatus;
  user: User | null;
  profileId: number | null;
  /** Signed out by a logout or a lost session (not found signed out at start). */
  endedInUse?: boolean;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State>(() => {
    const handed = handedSession();
    return handed === null
      ? { status: 'starting', user: null, profileId: null }
      : { status: 'signedIn', user: handed.user, profileId: handed.profileId };
  });
  const [returnTo, setReturnTo] = useState<string | null>(null);
  // Bumped by every login, logout and session loss: an answer that started before one of them (the
  // session start still fetching the user when the agent taps 'Me déconnecter') must not undo it.
  const generation = useRef(0);

  useEffect(() => {
    let cancelled = false;
    setSessionLostHandler(() => {
      generation.current += 1;
      forgetSession();
      setState({ status: 'signedOut', user: null, profileId: null, endedInUse: true });
    });
    // Signed in a moment ago by the login without React: nothing to start.
    if (handedSession() !== null) return undefined;
    const startedIn = generation.current;
    void startSession().then((result) => {
      if (cancelled || generation.current !== startedIn) return;
      if (result.kind === 'signedOut') setState({ status: 'signedOut', user: null, profileId: null });
      else {
        const profile = findProfile(result.user, readSelectedProfileId());
        setState({ status: 'signedIn', user: result.user, profileId: profile?.id ?? null });
      }
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const { user } = state;
  useEffect(() => applyMainColor(user), [user]);

  const login = useCallback(async (username: string, password: string) => {
    generation.current += 1;
    const { user, profileId } = await signIn(username, password);
    setState({ status: 'signedIn', user, profileId });
  }, []);

  const logout = useCallback(() => {
    generation.current += 1;
    forgetSession();
    setReturnTo(null);
    setState({ status: 'signedOut', user: null, profileId: null, endedInUse: true });
  }, []);

  const selectProfile = useCallback((profileId: number) => {
    writeSelectedProfileId(profileId);
    setState((current) => ({ ...current, profileId }));
  }, []);

  const reloadUser = useCallback(async () => {
    const startedIn = generation.current;
    const user = await fetchMe();
    if (generation.current !== startedIn) return user;
    writeStoredUser(user);
    setState((current) => ({
      ...current,
      user,
      profileId: findProfile(user, current.profileId)?.id ?? null,
    }));
    return user;
  }, []);

  const session = useMemo<Session>(
    () => ({
      status: state.status,
      endedInUse: state.endedInUse === true,
      user: state.user,
      profile: findProfile(state.user, state.profileId),
      returnTo,
      setReturnTo,
      login,
      logout,
      selectProfile,
      reloadUser,
    }),
    [state, returnTo, login, logout, selectProfile, reloadUser],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The login typed last on this device, to pre-fill the login field. */
export function lastLogin(): string {
  return readSecurity().login ?? '';
}
