/**
 * Open has-generated streams per client (an account, or a public costing link), on this process.
 * Each holds a socket and a listener for minutes: without a cap, one client could open hundreds.
 *
 * 8: a browser holds at most 6 connections to one origin over HTTP/1.1, and a page waits on one or
 * two documents, so one person's tabs and a second device stay under it; past it, the oldest
 * stream, the likeliest forgotten (a tab left open), is closed so that the newest one works.
 */
export const STREAMS_PER_CLIENT = 8;

export class StreamCap {
  /** Each client's streams' closings, oldest first (a Set keeps insertion order). */
  private readonly open = new Map<string, Set<() => void>>();

  private readonly max: number;

  constructor(max = STREAMS_PER_CLIENT) {
    this.max = max;
  }

  /** Counts a stream of `client`, closing its oldest ones past the cap; returns its release. */
  admit(client: string, close: () => void): () => void {
    const streams = this.open.get(client) ?? new Set<() => void>();
    this.open.set(client, streams);
    streams.add(close);
    for (const oldest of streams) {
      if (streams.size <= this.max) break;
      streams.delete(oldest);
      oldest();
    }
    return () => {
      streams.delete(close);
      if (streams.size === 0 && this.open.get(client) === streams) this.open.delete(client);
    };
  }
}
