/**
 * The app's server state (docs/ARCHITECTURE.md "state"): one TanStack QueryClient for the server
 * lists and screens. Reports live in local storage; what the server lists is cached here. It is
 * imported by lazy route chunks only (never by the login chunk), and handed to each hook rather than
 * provided by a context, so that the login screen's JavaScript does not carry it.
 */
import { QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { ApiError, NetworkError, NotLoggedInError } from '../../api/errors.ts';
import { reportError } from '../errors/errorBus.ts';

/** How a query's failure reaches the user; set per query in `meta`. */
export interface QueryErrorMeta extends Record<string, unknown> {
  /** A 404/403 is the screen's 'introuvable' (another tenant's data, outside the admin's subtree). */
  notFound?: boolean;
  /** The screen shows its own failure: nothing goes to the central dialog. */
  silent?: boolean;
  /** The feature's own wording for the central dialog; the error gives the details. */
  failure?: string;
  /** Without a session the guard is already taking the user to login: no second dialog. */
  quietLoggedOut?: boolean;
  /** The screen says 'offline' itself when the network went away under the read. */
  offlineShown?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: QueryErrorMeta;
  }
}

/** Whether a failed read is worth one more try: the network or the server failed, not the request. */
function retryable(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  return error instanceof ApiError && error.status >= 500;
}

/** One retry of a 5xx or a network failure; never a 4xx, a malformed answer or a missing session. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && retryable(error);
}

/** Whether the error means 'introuvable' for a query that asked for it. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 403);
}

/** The central error dialog, unless the query's `meta` says the screen deals with this failure. */
function reportQueryError(error: unknown, meta: QueryErrorMeta = {}): void {
  if (meta.silent) return;
  if (meta.notFound && isNotFound(error)) return;
  if (meta.quietLoggedOut && error instanceof NotLoggedInError) return;
  if (meta.offlineShown && error instanceof NetworkError && !navigator.onLine) return;
  reportError(meta.failure === undefined ? error : { message: meta.failure, cause: error });
}

/**
 * A client mounted at once: no QueryClientProvider mounts it (that would put TanStack Query in the
 * login chunk), and a client not mounted never resumes the reads paused while offline.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query: Query<unknown, unknown, unknown, readonly unknown[]>) =>
        reportQueryError(error, query.meta),
    }),
    defaultOptions: {
      queries: {
        // Offline, nothing is sent: the read waits for the network, the screens say why meanwhile.
        networkMode: 'online',
        retry: shouldRetry,
        // The screens re-read on re-entry (useServerQuery); a focus or reconnect alone does not.
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        staleTime: 0,
      },
      mutations: { networkMode: 'online', retry: false },
    },
  });
  client.mount();
  return client;
}

/** The app's client, shared by every lazy screen. */
export const queryClient = createQueryClient();
