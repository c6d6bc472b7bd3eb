/**
 * Document events across server processes (docs/ARCHITECTURE.md "Scale-out"): PostgreSQL LISTEN/NOTIFY on
 * one connection held for the purpose. Whoever renders a PDF notifies 'documents_generated'; every
 * process hears it (its own included) and passes it to its SSE subscribers.
 *
 * That connection is lost when PostgreSQL restarts or fails over: it is taken again, after a pause
 * that doubles from RECONNECT_MIN_MS to RECONNECT_MAX_MS, jittered so that every process of a
 * cluster does not come back at the same instant. What was notified meanwhile is lost with it: once
 * listening again, the subscribers are told to read their document's state again (`onResync`).
 */
import { EventEmitter } from 'node:events';
import type pg from 'pg';

export const GENERATED_CHANNEL = 'documents_generated';

export const RECONNECT_MIN_MS = 250;
export const RECONNECT_MAX_MS = 5_000;

export interface DocumentEvent {
  reportId: number;
  kind: 'edl' | 'convention';
  outcome: 'generated' | 'failed';
}

const RESYNC = 'resync';

/** The pause before reconnection attempt `attempt` (0 first): between half and all of the bound. */
export function reconnectDelay(attempt: number, random = Math.random): number {
  const bound = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** attempt);
  return Math.round(bound / 2 + (random() * bound) / 2);
}

export class DocumentEvents {
  private readonly emitter = new EventEmitter();
  private client: pg.PoolClient | null = null;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  private readonly pool: pg.Pool;
  private readonly log: (message: string) => void;

  private constructor(pool: pg.Pool, log: (message: string) => void) {
    this.pool = pool;
    this.log = log;
    // One listener per open SSE stream: many may be open at once.
    this.emitter.setMaxListeners(0);
  }

  /** Listens (a first failure is the caller's: the server does not start without its database). */
  static async listen(
    pool: pg.Pool,
    log: (message: string) => void = () => undefined,
  ): Promise<DocumentEvents> {
    const events = new DocumentEvents(pool, log);
    await events.connect();
    return events;
  }

  private async connect(): Promise<void> {
    const client = await this.pool.connect();
    const lost = (error?: Error) => this.lost(client, error);
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => {
      if (message.channel !== GENERATED_CHANNEL || !message.payload) return;
      const event = JSON.parse(message.payload) as DocumentEvent;
      this.emitter.emit(`${event.reportId}:${event.kind}`, event);
    });
    try {
      await client.query(`listen ${GENERATED_CHANNEL}`);
    } catch (error) {
      client.release(true);
      throw error;
    }
    if (this.closed) {
      client.release(true);
      return;
    }
    this.client = client;
  }

  private lost(client: pg.PoolClient, error?: Error): void {
    if (this.client !== client) return;
    this.client = null;
    client.release(true);
    this.log(`document events: LISTEN connection lost (${error?.message ?? 'ended'}), reconnecting`);
    this.reconnect(0);
  }

  private reconnect(attempt: number): void {
    if (this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.connect().then(
        () => {
          if (this.closed) return;
          this.log('document events: listening again');
          this.emitter.emit(RESYNC);
        },
        () => this.reconnect(attempt + 1),
      );
    }, reconnectDelay(attempt));
  }

  /** Calls `listener` for each event of one report's document; returns the unsubscribe function. */
  subscribe(
    reportId: number,
    kind: DocumentEvent['kind'],
    listener: (event: DocumentEvent) => void,
  ): () => void {
    const name = `${reportId}:${kind}`;
    this.emitter.on(name, listener);
    return () => this.emitter.off(name, listener);
  }

  /**
   * Calls `listener` after each reconnection: events may have been missed while the connection was
   * down, so the document's state should be read again. Returns the unsubscribe function.
   */
  onResync(listener: () => void): () => void {
    this.emitter.on(RESYNC, listener);
    return () => this.emitter.off(RESYNC, listener);
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.emitter.removeAllListeners();
    const client = this.client;
    this.client = null;
    client?.release(true);
  }
}
