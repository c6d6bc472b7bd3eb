/**
 * Session start (inspection-core §4, accounts-costing §4): without a token go to login; with a token
 * fetch the user (a 401 makes the client refresh once); when the server refuses the tokens (401, or
 * 400/401 on the refresh) forget the session and go to login; with only a refresh token, refresh
 * first. When the server cannot be reached or fails (network error, 5xx or 429 on the refresh) the
 * tokens are kept and the last user fetched is used, so the app starts with the network cut.
 */
import type { User } from '@constat/domain';
import { refreshTokens } from '../../api/client.ts';
import { ApiError, NetworkError, NotLoggedInError } from '../../api/errors.ts';
import { fetchMe } from '../../api/session.ts';
import { readSecurity, readStoredUser, writeStoredUser } from '../../api/tokens.ts';
import { reportError } from '../errors/errorBus.ts';
import { forgetSession } from './forgetSession.ts';

export type SessionStartResult = { kind: 'signedIn'; user: User } | { kind: 'signedOut' };

const signedOut: SessionStartResult = { kind: 'signedOut' };

export async function startSession(): Promise<SessionStartResult> {
  const { jwtToken, refreshToken } = readSecurity();
  if (jwtToken === null && refreshToken === null) return signedOut;
  try {
    if (jwtToken === null && !(await refreshTokens())) {
      forgetSession();
      return signedOut;
    }
    const user = await fetchMe();
    // A logout while the user was being fetched has already cleared the tokens: keep nothing.
    if (readSecurity().refreshToken === null) return signedOut;
    writeStoredUser(user);
    return { kind: 'signedIn', user };
  } catch (error) {
    const cached = readStoredUser();
    if (error instanceof NotLoggedInError || (error instanceof ApiError && error.status === 401)) {
      forgetSession();
      return signedOut;
    }
    // Offline, a bad connection or a server fault: keep the tokens and work with the user we know.
    // Starting offline is ordinary use and goes silently; otherwise say what happened (a NetworkError
    // is the 'Mauvaise connexion' row).
    if (!(error instanceof NetworkError && !navigator.onLine)) reportError(error);
    return cached ? { kind: 'signedIn', user: cached } : signedOut;
  }
}
