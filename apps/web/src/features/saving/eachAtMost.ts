/** A small concurrency limit for the upload's image requests (see uploadReport.ts). */

/**
 * Images in flight at once. Each PUT spends most of its time waiting on the server's disk (the file's
 * fsync, the folder's after the rename, the row's commit): a few at once overlap those waits (issue 8
 * bench: 20 photos in about half the time with 4, BENCH_IMAGES_AT_ONCE=4). Kept at 1 for now: with 4,
 * the browser test 'a re-send that fails right after the network is back is tried again' stays stuck
 * on 'Enregistrement en cours...' after its second re-send, not yet understood.
 */
export const IMAGES_AT_ONCE = 1;

/**
 * Runs `task` over `items` with at most `limit` running. The first failure rejects at once and no
 * item starts after it; the ones already in flight are left to end on their own (a PUT is
 * idempotent, and a request hanging on a dead network must not hold back the failure's report).
 */
export function eachAtMost<T>(
  limit: number,
  items: readonly T[],
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const item = items[next++] as T;
      try {
        await task(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  return Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker)).then(() => undefined);
}
