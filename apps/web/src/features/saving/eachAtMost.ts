/** A small concurrency limit for the upload's image requests (see uploadReport.ts). */

/**
 * Images in flight at once. Each PUT spends most of its time waiting on the server's disk (the file's
 * fsync, the folder's after the rename, the row's commit): a few at once overlap those waits (the reports
 * bench: 20 photos in about half the time with 4 than one after another, BENCH_IMAGES_AT_ONCE=1).
 */
export const IMAGES_AT_ONCE = 4;

/**
 * Runs `task` over `items` with at most `limit` running. The first failure rejects at once, no item
 * starts after it, and the `signal` given to the tasks is aborted: the requests still in flight are
 * cancelled (a PUT is idempotent and the server drops a cut body) instead of being waited for (one
 * hanging on a dead network must not hold back the failure's report) or left to end later, when
 * their result would belong to an upload that has already failed (and may be running again).
 */
export function eachAtMost<T>(
  limit: number,
  items: readonly T[],
  task: (item: T, signal: AbortSignal) => Promise<void>,
): Promise<void> {
  const stop = new AbortController();
  let next = 0;
  const worker = async () => {
    while (!stop.signal.aborted && next < items.length) {
      const item = items[next++] as T;
      try {
        await task(item, stop.signal);
      } catch (error) {
        // Only the first failure aborts (later calls keep its reason): the AbortErrors it causes in
        // the other tasks are not the upload's failure.
        stop.abort(error);
        throw error;
      }
    }
  };
  return Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker)).then(
    () => undefined,
    () => {
      throw stop.signal.reason;
    },
  );
}
