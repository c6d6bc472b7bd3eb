/**
 * Document events across server processes (docs/ARCHITECTURE.md "Scale-out"): PostgreSQL LISTEN/NOTIFY on
 * one connection held for the purpose. Whoever renders a PDF notifies 'documents_generated'; every
 * process hears it (its own included) and passes it to its SSE subscribers.
 */
import { EventEmitter } from 'node:events';
import type pg from 'pg';

export const GENERATED_CHANNEL = 'documents_generated';

export interface DocumentEvent {
  reportId: number;
  kind: 'edl' | 'convention';
  outcome: 'generated' | 'failed';
}

export class DocumentEvents {
  private readonly emitter = new EventEmitter();
  private client: pg.PoolClient | null = null;

  private constructor() {
    // One listener per open SSE stream: many may be open at once.
    this.emitter.setMaxListeners(0);
  }

  static async listen(pool: pg.Pool): Promise<DocumentEvents> {
    const events = new DocumentEvents();
    const client = await pool.connect();
    client.on('notification', (message) => {
      if (message.channel !== GENERATED_CHANNEL || !message.payload) return;
      const event = JSON.parse(message.payload) as DocumentEvent;
      events.emitter.emit(`${event.reportId}:${event.kind}`, event);
    });
    await client.query(`listen ${GENERATED_CHANNEL}`);
    events.client = client;
    return events;
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

  close(): void {
    this.emitter.removeAllListeners();
    this.client?.release(true);
    this.client = null;
  }
}
