/** Session calls (inspection-core §7 "Session"): login, refresh, the current user. */
import type { User } from '@constat/domain';
import { ApiError } from './errors.ts';
import { isTokenPair, request, requestJson, type TokenPair } from './client.ts';

/** The login answer had no token: the spec's 'missing token in login response' case. */
export class MissingTokenError extends Error {
  constructor() {
    super('missing token in login response');
    this.name = 'MissingTokenError';
  }
}

/** POST /api/login; the tokens are returned, not stored (the session stores them). */
export async function postLogin(username: string, password: string): Promise<TokenPair> {
  const response = await request('/login', {
    method: 'POST',
    body: { username, password },
    anonymous: true,
  });
  const body: unknown = await response.json().catch(() => null);
  if (!isTokenPair(body)) throw new MissingTokenError();
  return body;
}

/**
 * The fields the shell relies on. The full check is the domain's UserSchema, enforced by the server
 * on the way out; the app keeps zod out of its first load and only checks the shape it uses.
 */
function looksLikeUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'number' &&
    typeof user.login === 'string' &&
    typeof user.uniqueProfile === 'boolean' &&
    Array.isArray(user.profiles)
  );
}

/** GET /api/me (optionally with a `Limited` authorization). */
export async function fetchMe(headers?: Record<string, string>): Promise<User> {
  const body = await requestJson<unknown>('/me', headers ? { headers } : {});
  if (!looksLikeUser(body))
    throw new ApiError(200, 'bad-response', 'Unexpected GET /api/me answer', body, false, '/me');
  return body;
}
