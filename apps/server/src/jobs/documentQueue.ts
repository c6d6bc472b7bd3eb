/**
 * The PDF job loop of one server process: claims pending rows of report_documents (FOR UPDATE SKIP
 * LOCKED, so that several processes share the work without doing it twice), renders each in the
 * worker pool, stores the PDF as a blob and notifies. A row left 'running' by a process that died
 * is taken up again after RUNNING_TIMEOUT.
 */
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { BlobStore } from '../blobs/blobStore.ts';
import { loadDocumentInput } from '../modules/documents/input.ts';
import { GENERATED_CHANNEL, type DocumentEvent, type DocumentEvents } from './documentEvents.ts';
import type { RenderPool } from './renderPool.ts';

const RUNNING_TIMEOUT = '5 minutes';
const MAX_ATTEMPTS = 3;
const POLL_MS = 10_000;

interface Job {
  report_id: number;
  kind: 'edl' | 'convention';
  locale: 'fr' | 'en' | 'es';
  generation: number;
}

async function* once(bytes: Buffer): AsyncIterable<Buffer> {
  yield bytes;
}

export class DocumentQueue {
  private draining: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  private readonly pool: pg.Pool;
  private readonly blobs: BlobStore;
  private readonly renderer: RenderPool;
  private readonly log: FastifyBaseLogger;

  constructor(
    pool: pg.Pool,
    blobs: BlobStore,
    renderer: RenderPool,
    events: DocumentEvents,
    log: FastifyBaseLogger,
  ) {
    this.pool = pool;
    this.blobs = blobs;
    this.renderer = renderer;
    this.log = log;
    events.onRequested(() => this.kick());
    this.timer = setInterval(() => this.kick(), POLL_MS);
    this.timer.unref();
    this.kick();
  }

  /** Runs the loop now (or once more after the current pass). */
  kick(): void {
    if (this.closed) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = this.drain()
      .catch((error: unknown) => this.log.error({ err: error }, 'document jobs failed'))
      .finally(() => {
        this.draining = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  private async drain(): Promise<void> {
    for (let job = await this.claim(); job && !this.closed; job = await this.claim()) await this.run(job);
  }

  private async claim(): Promise<Job | null> {
    const { rows } = await this.pool.query<Job>(
      `update report_documents d set status = 'running', started_at = now(), attempts = attempts + 1
       from (select report_id, kind from report_documents
             where status = 'pending' or (status = 'running' and started_at < now() - interval '${RUNNING_TIMEOUT}')
             order by requested_at limit 1 for update skip locked) next
       where d.report_id = next.report_id and d.kind = next.kind
       returning d.report_id, d.kind, d.locale, d.generation`,
    );
    return rows[0] ?? null;
  }

  private async run(job: Job): Promise<void> {
    const event: DocumentEvent = { reportId: job.report_id, kind: job.kind, outcome: 'generated' };
    try {
      const kind = job.kind === 'edl' ? 'report' : 'convention';
      const input = await loadDocumentInput(this.pool, this.blobs, job.report_id, kind, job.locale);
      if (!input) return; // deleted meanwhile: the row went with it
      const pdf = await this.renderer.render(input);
      const sha256 = createHash('sha256').update(pdf).digest('hex');
      if (!(await this.blobs.exists(sha256)))
        await this.blobs.put(sha256, once(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength)));
      // A newer request made meanwhile keeps its row pending: this result serves until it is done.
      await this.pool.query(
        `update report_documents set sha256 = $3, size = $4, generated_at = now(), error = null,
           status = case when generation = $5 then 'done' else status end
         where report_id = $1 and kind = $2`,
        [job.report_id, job.kind, sha256, pdf.byteLength, job.generation],
      );
    } catch (error) {
      this.log.error({ err: error, reportId: job.report_id, kind: job.kind }, 'PDF rendering failed');
      event.outcome = 'failed';
      const { rows } = await this.pool.query<{ status: string }>(
        `update report_documents set error = $3,
           status = case when attempts >= ${MAX_ATTEMPTS} then 'failed' else 'pending' end
         where report_id = $1 and kind = $2 and generation = $4 returning status`,
        [job.report_id, job.kind, error instanceof Error ? error.message : String(error), job.generation],
      );
      // Tried again (next pass of the loop): the streams hear only of the last failure.
      if (rows[0]?.status !== 'failed') return;
    }
    await this.pool.query('select pg_notify($1, $2)', [GENERATED_CHANNEL, JSON.stringify(event)]);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    await this.draining;
  }
}
