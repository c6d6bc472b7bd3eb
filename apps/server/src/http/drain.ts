/**
 * Draining on SIGTERM (main.ts calls app.close()): the process stops listening at once, so that the
 * load balancer sends new connections elsewhere; requests in flight (a photo upload over a slow
 * line) finish; Fastify answers 503 to a new request on a connection still open. Event streams would
 * hold the close for minutes: each is told to reconnect (`data: reconnect`, with an EventSource
 * `retry:`) and ended, right after the listening socket is closed, so that the client's new request
 * reaches another process.
 */
import type { FastifyInstance } from 'fastify';

/** How soon a told client should reconnect (EventSource `retry:`, in ms). */
export const RECONNECT_MS = 1000;

export class Drain {
  private readonly streams = new Set<() => void>();

  /** Registers an open stream's ending; returns its removal, for when the stream ends first. */
  hold(end: () => void): () => void {
    this.streams.add(end);
    return () => this.streams.delete(end);
  }

  register(app: FastifyInstance): void {
    app.addHook('preClose', async () => {
      // Fastify closes the listening socket right after the preClose hooks: the streams end after
      // that, or a client's reconnection could come back to this process.
      setImmediate(() => {
        for (const end of [...this.streams]) end();
        this.streams.clear();
      });
    });
  }
}
