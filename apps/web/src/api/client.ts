/**
 * The HTTP client (inspection-core §7 "HTTP client behaviour"): same-origin `/api`, JSON, a bearer
 * token attached unless the call sets its own `Limited` or `ApiKey` authorization. A 401 on a bearer
 * call triggers ONE token refresh (shared by concurrent calls and, through a Web Lock, by the other
 * tabs) and one retry; a refused refresh (400/401) resets the tokens and the stored user and tells
 * the session to go to login. Any other refresh failure keeps the tokens and throws a NetworkError.
 */
import { ApiError, NetworkError, NotLoggedInError } from './errors.ts';
import { recordRotation, rotationOf } from './rotationLog.ts';
import { forgetStoredSession, readSecurity, writeSecurity } from './tokens.ts';

export const API_BASE = '/api';

export interface RequestOptions {
  method?: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Raw bytes sent as they are (a photo), with their MIME type; instead of a JSON `body`. */
  rawBody?: { data: ArrayBuffer; type: string };
  /** e.g. `{ Authorization: 'Limited 12#token' }`: then no bearer token is attached. */
  headers?: Record<string, string>;
  /** Login and refresh calls go without a bearer token and never refresh. */
  anonymous?: boolean;
  signal?: AbortSignal;
}

export interface TokenPair {
  token: string;
  refresh: string;
}

let onSessionLost: () => void = () => undefined;

/** The session registers how to go back to login when the tokens are no longer usable. */
export function setSessionLostHandler(handler: () => void): void {
  onSessionLost = handler;
}

async function send(path: string, options: RequestOptions, bearer: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.rawBody !== undefined) headers['Content-Type'] = options.rawBody.type;
  if (bearer !== null) headers.Authorization = `Bearer ${bearer}`;
  try {
    return await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.rawBody?.data ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(path, error);
  }
}

async function toApiError(path: string, response: Response, limited: boolean): Promise<ApiError> {
  let code: string | null = null;
  let message = response.statusText || `HTTP ${response.status}`;
  let detail: unknown;
  try {
    const body = (await response.json()) as { code?: unknown; message?: unknown; detail?: unknown };
    if (typeof body.code === 'string') code = body.code;
    if (typeof body.message === 'string') message = body.message;
    detail = body.detail;
  } catch {
    // No JSON error body: keep the status text.
  }
  return new ApiError(response.status, code, message, detail, limited, path);
}

function isTokenPair(value: unknown): value is TokenPair {
  if (typeof value !== 'object' || value === null) return false;
  const pair = value as Record<string, unknown>;
  return typeof pair.token === 'string' && pair.token !== '' && typeof pair.refresh === 'string';
}

/** The Web Lock every tab takes around a refresh. */
export const REFRESH_LOCK = 'constat-refresh';

let refreshing: Promise<boolean> | null = null;

/** Runs `task` while holding the cross-tab 'constat-refresh' lock when the browser has Web Locks. */
async function withRefreshLock(task: () => Promise<boolean>): Promise<boolean> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks === undefined ? task() : locks.request(REFRESH_LOCK, task);
}

/** A refresh answer that says nothing about the tokens: keep them, report a network problem. */
function unusableAnswer(cause: string): NetworkError {
  return new NetworkError('/login/refresh', new Error(cause));
}

/**
 * The refresh itself, run inside the lock. Another tab may have rotated the tokens while this one
 * waited: then the stored pair differs from the one this tab saw refused, and it is used as is.
 */
async function refreshUnderLock(seen: { jwtToken: string | null; refreshToken: string | null }) {
  const stored = readSecurity();
  if (stored.refreshToken === null) return false;
  const rotatedElsewhere =
    stored.refreshToken !== seen.refreshToken ||
    (stored.jwtToken !== null && stored.jwtToken !== seen.jwtToken);
  if (rotatedElsewhere && stored.jwtToken !== null) return true;
  // This tab's localStorage may not show another tab's rotation yet: IndexedDB does.
  const rotation = await rotationOf(stored.refreshToken);
  if (rotation !== null) {
    writeSecurity({ ...readSecurity(), jwtToken: rotation.jwtToken, refreshToken: rotation.refreshToken });
    return true;
  }
  const response = await send(
    '/login/refresh',
    { method: 'POST', body: { refresh: stored.refreshToken } },
    null,
  );
  // Only a refusal means the refresh token is dead; a 5xx, a 429 or a lost answer keeps the tokens.
  if (response.status === 400 || response.status === 401) return false;
  if (!response.ok) throw unusableAnswer(`refresh answered HTTP ${response.status}`);
  const pair: unknown = await response.json().catch(() => null);
  if (!isTokenPair(pair)) throw unusableAnswer('refresh answer without tokens');
  // A logout (or another login) while the answer was on its way: the new pair is not ours to keep.
  if (readSecurity().refreshToken !== stored.refreshToken) return readSecurity().refreshToken !== null;
  // Stored at once (a logout from now on clears it), then recorded for the next lock holder.
  writeSecurity({ ...readSecurity(), jwtToken: pair.token, refreshToken: pair.refresh });
  await recordRotation({ from: stored.refreshToken, jwtToken: pair.token, refreshToken: pair.refresh });
  return readSecurity().refreshToken !== null;
}

/**
 * POST /api/login/refresh with the stored refresh token: true when usable tokens are stored, false
 * when the server refused the refresh token (400/401). A network failure, a 5xx or a 429 throws a
 * NetworkError and keeps the tokens. One refresh at a time in the tab (a shared promise) and across
 * tabs (the 'constat-refresh' Web Lock). `refusedJwt` is the access token the server just refused
 * (default: the stored one), so a tab that finds another one stored skips the network.
 */
export function refreshTokens(refusedJwt?: string | null): Promise<boolean> {
  const { jwtToken, refreshToken } = readSecurity();
  const seen = { jwtToken: refusedJwt === undefined ? jwtToken : refusedJwt, refreshToken };
  refreshing ??= withRefreshLock(() => refreshUnderLock(seen)).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** A call with the 401 -> refresh -> retry rule; resolves with any 2xx response, else throws. */
export async function request(path: string, options: RequestOptions = {}): Promise<Response> {
  const ownAuthorization = options.headers?.Authorization;
  const limited = ownAuthorization?.startsWith('Limited ') ?? false;
  const useBearer = !options.anonymous && ownAuthorization === undefined;
  const security = readSecurity();
  const bearer = useBearer ? security.jwtToken : null;
  if (useBearer && bearer === null && security.refreshToken === null) throw new NotLoggedInError();

  let response = await send(path, options, bearer);
  if (response.status === 401 && useBearer) {
    if (await refreshTokens(bearer)) {
      response = await send(path, options, readSecurity().jwtToken);
    } else {
      forgetStoredSession();
      onSessionLost();
    }
  }
  if (!response.ok) throw await toApiError(path, response, limited);
  return response;
}

/** A JSON call; 204 answers resolve with undefined. */
export async function requestJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await request(path, options);
  if (response.status === 204 || options.method === 'HEAD') return undefined as T;
  return (await response.json()) as T;
}

export { isTokenPair };
