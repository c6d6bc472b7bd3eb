/**
 * The single entry point for failures the user must hear about. Reports are queued and drained every
 * ERROR_SUPPRESSION_CHECK_MS by the dialog host; an error identical to one shown less than
 * ERROR_SUPPRESSION_MS ago is dropped (inspection-core §8).
 */
/** `reportError` takes an Error (ApiError, NetworkError...) or a feature's own ErrorReport. */

const queue: unknown[] = [];

/** Report an Error, an ApiError/NetworkError from the client, or a feature's own { title, message }. */
export function reportError(error: unknown): void {
  queue.push(error);
}

/** Take every queued report (the host calls this on its timer). */
export function drainErrors(): unknown[] {
  return queue.splice(0, queue.length);
}
