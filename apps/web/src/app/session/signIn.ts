/**
 * Signing in (inspection-core §4, accounts-costing §2 "Login"): POST /api/login, the tokens stored,
 * GET /api/me, the user stored, and the profile kept on this device unless it has a passcode (then
 * it is chosen again). The app's session (SessionProvider) and the login without React
 * (features/login/plainLogin.ts) both sign in here; the latter hands the result to the app it then
 * loads, which starts signed in with it instead of asking the server again.
 */
import type { User } from '@constat/domain';
import { fetchMe, postLogin } from '../../api/session.ts';
import { writeSecurity, writeStoredUser } from '../../api/tokens.ts';
import { findProfile, readSelectedProfileId, writeSelectedProfileId } from './selectedProfile.ts';

export interface SignedIn {
  user: User;
  profileId: number | null;
}

/** Throws the client's errors (features/login/loginError.ts says them). */
export async function signIn(username: string, password: string): Promise<SignedIn> {
  const tokens = await postLogin(username, password);
  writeSecurity({ login: username, jwtToken: tokens.token, refreshToken: tokens.refresh });
  const user = await fetchMe();
  writeStoredUser(user);
  const kept = findProfile(user, readSelectedProfileId());
  const profileId = kept !== null && kept.passcode === null ? kept.id : null;
  writeSelectedProfileId(profileId);
  return { user, profileId };
}

let handed: SignedIn | null = null;

/** The login without React signed in: the app starts with this session. */
export function handOverSession(session: SignedIn): void {
  handed = session;
}

/** The session the login without React signed in with, if it did. */
export function handedSession(): SignedIn | null {
  return handed;
}
