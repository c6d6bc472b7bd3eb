/**
 * The HTTP client (inspection-core §7 "HTTP client behaviour"): same-origin `/api`, JSON, a bearer
 * token attached unless the call sets its own `Limited` or `ApiKey` authorization. A 401 on a bearer
 * call triggers ONE token refresh (shared by concurrent calls) and one retry; a failed refresh resets
 * the tokens and tells the session to go to login.
 */
import { ApiError, NetworkError, NotLoggedInError } from './errors.ts';
import { readSecurity, resetTokens, writeSecurity } from './tokens.ts';

export const API_BASE = '/api';

export interface RequestOptions {
  method?: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
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
  if (bearer !== null) headers.Authorization = `Bearer ${bearer}`;
  try {
    return await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
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

let refreshing: Promise<boolean> | null = null;

/** POST /api/login/refresh with the stored refresh token; true when new tokens are stored. */
export function refreshTokens(): Promise<boolean> {
  refreshing ??= (async () => {
    const { refreshToken } = readSecurity();
    if (refreshToken === null) return false;
    try {
      const response = await send(
        '/login/refresh',
        { method: 'POST', body: { refresh: refreshToken } },
        null,
      );
      if (!response.ok) return false;
      const pair: unknown = await response.json();
      if (!isTokenPair(pair)) return false;
      writeSecurity({ ...readSecurity(), jwtToken: pair.token, refreshToken: pair.refresh });
      return true;
    } catch (error) {
      // Offline: the tokens may still be good, keep them and let the caller see the network error.
      if (error instanceof NetworkError) throw error;
      return false;
    }
  })().finally(() => {
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
    if (await refreshTokens()) {
      response = await send(path, options, readSecurity().jwtToken);
    } else {
      resetTokens();
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
