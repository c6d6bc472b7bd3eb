import { createContext, useContext } from 'react';
import type { Profile, User } from '@constat/domain';

export type SessionStatus = 'starting' | 'signedOut' | 'signedIn';

export interface Session {
  status: SessionStatus;
  /** Signed out by a logout or a lost session, even one that came before the start finished. */
  endedInUse: boolean;
  user: User | null;
  /** The profile chosen on this device, when it still exists on the user. */
  profile: Profile | null;
  /** Where to go back to after login (the route the user was sent away from). */
  returnTo: string | null;
  setReturnTo: (path: string | null) => void;
  /** POST /api/login then GET /api/me; throws the client's errors (see features/login). */
  login: (username: string, password: string) => Promise<void>;
  logout: () => void;
  selectProfile: (profileId: number) => void;
  /** Refetch GET /api/me after a change (e.g. a profile created); keeps the cached user offline. */
  reloadUser: () => Promise<User>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (session === null) throw new Error('useSession outside SessionProvider');
  return session;
}
