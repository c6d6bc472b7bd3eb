/**
 * Session start (inspection-core §4, accounts-costing §4): without a token go to login; with a token
 * fetch the user (a 401 makes the client refresh once); on failure reset the tokens and go to login;
 * with only a refresh token, refresh first. Offline, the last user fetched is used so the app starts
 * with the network cut.
 */
import type { User } from '@constat/domain';
import { refreshTokens } from '../../api/client.ts';
import { ApiError, NetworkError, NotLoggedInError } from '../../api/errors.ts';
import { fetchMe } from '../../api/session.ts';
import { readSecurity, readStoredUser, resetTokens, writeStoredUser } from '../../api/tokens.ts';
import { reportError } from '../errors/errorBus.ts';

export type SessionStartResult = { kind: 'signedIn'; user: User } | { kind: 'signedOut' };

const signedOut: SessionStartResult = { kind: 'signedOut' };

export async function startSession(): Promise<SessionStartResult> {
  const { jwtToken, refreshToken } = readSecurity();
  if (jwtToken === null && refreshToken === null) return signedOut;
  try {
    if (jwtToken === null && !(await refreshTokens())) {
      resetTokens();
      return signedOut;
    }
    const user = await fetchMe();
    writeStoredUser(user);
    return { kind: 'signedIn', user };
  } catch (error) {
    const cached = readStoredUser();
    if (error instanceof NetworkError) return cached ? { kind: 'signedIn', user: cached } : signedOut;
    if (error instanceof NotLoggedInError || (error instanceof ApiError && error.status === 401)) {
      resetTokens();
      return signedOut;
    }
    // A server fault: keep working with the user we know, and say what happened.
    reportError(error);
    return cached ? { kind: 'signedIn', user: cached } : signedOut;
  }
}
