/**
 * What a failed call turns into. The HTTP client and the central error handler are the only places
 * that turn these into the spec's technical messages (inspection-core §8).
 */

/** The server answered with an error status; body `{ code, message, detail? }` when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  /** The body's `code`, or null when the answer had no JSON error body. */
  readonly code: string | null;
  readonly detail: unknown;
  /** The call carried a `Limited` authorization (public costing link). */
  readonly limited: boolean;
  readonly path: string;

  constructor(
    status: number,
    code: string | null,
    message: string,
    detail: unknown,
    limited: boolean,
    path: string,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.detail = detail;
    this.limited = limited;
    this.path = path;
  }
}

/** No answer at all: the device is offline, or the network failed on the way. */
export class NetworkError extends Error {
  readonly path: string;

  constructor(path: string, cause: unknown) {
    super(cause instanceof Error ? cause.message : 'Network error');
    this.name = 'NetworkError';
    this.path = path;
  }
}

/** A call that needs a signed-in user was made without any token. */
export class NotLoggedInError extends Error {
  constructor() {
    super('Not logged in');
    this.name = 'NotLoggedInError';
  }
}
