/**
 * The PDF job loop of one server process: claims pending rows of report_documents (FOR UPDATE SKIP
 * LOCKED, so that several processes share the work without doing it twice), renders them in the
 * worker pool, as many at once as it has workers, stores each PDF as a blob and notifies. A row
 * left 'running' by a process that died is taken up again after RUNNING_TIMEOUT.
 *
 * Fair between groups: the next job is the oldest of the group (or user without group) with the
 * fewest renders running, and no group holds more than all workers but one, so that one agency's
 * big reports never keep another's one-page PDF waiting. A render stopped by its time or memory
 * limit (RenderLimitError) fails at once: the same document would be stopped again.
 */
import { rm } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { BlobStore } from '../blobs/blobStore.ts';
import { loadDocumentInput } from '../modules/documents/input.ts';
import { GENERATED_CHANNEL, type DocumentEvent, type DocumentEvents } from './documentEvents.ts';
import { RenderLimitError, type RenderPool, type WrittenPdf } from './renderPool.ts';

const RUNNING_TIMEOUT = '5 minutes';
const MAX_ATTEMPTS = 3;
const POLL_MS = 10_000;

interface Job {
  report_id: number;
  kind: 'edl' | 'convention';
  locale: 'fr' | 'en' | 'es';
  generation: number;
}

export class DocumentQueue {
  private claiming: Promise<void> | null = null;
  private again = false;
  private readonly running = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  private readonly pool: pg.Pool;
  private readonly blobs: BlobStore;
  private readonly renderer: RenderPool;
  private readonly log: FastifyBaseLogger;
  private readonly publicUrl: string | undefined;

  /** `publicUrl`: the app's address, where each PDF's verification address points. */
  constructor(
    pool: pg.Pool,
    blobs: BlobStore,
    renderer: RenderPool,
    events: DocumentEvents,
    log: FastifyBaseLogger,
    publicUrl?: string,
  ) {
    this.publicUrl = publicUrl;
    this.pool = pool;
    this.blobs = blobs;
    this.renderer = renderer;
    this.log = log;
    events.onRequested(() => this.kick());
    this.timer = setInterval(() => this.kick(), POLL_MS);
    this.timer.unref();
    this.kick();
  }

  /** Claims jobs now, up to one per worker (or once more after the current pass). */
  kick(): void {
    if (this.closed) return;
    if (this.claiming) {
      this.again = true;
      return;
    }
    this.claiming = this.fill()
      .catch((error: unknown) => this.log.error({ err: error }, 'document jobs failed'))
      .finally(() => {
        this.claiming = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  private async fill(): Promise<void> {
    while (!this.closed && this.running.size < this.renderer.size) {
      const job = await this.claim();
      if (!job) return;
      const running: Promise<void> = this.run(job)
        .catch((error: unknown) => this.log.error({ err: error }, 'document job failed'))
        .finally(() => {
          this.running.delete(running);
          this.kick();
        });
      this.running.add(running);
    }
  }

  /** The oldest job of the group with the fewest renders running, below its share of the workers. */
  private async claim(): Promise<Job | null> {
    const share = Math.max(1, this.renderer.size - 1);
    const { rows } = await this.pool.query<Job>(
      `with busy as (
         select coalesce(r.group_id, -r.user_id) as tenant, count(*) as n
         from report_documents b join reports r on r.id = b.report_id
         where b.status = 'running' and b.started_at >= now() - interval '${RUNNING_TIMEOUT}'
         group by 1)
       update report_documents d set status = 'running', started_at = now(), attempts = attempts + 1
       from (select c.report_id, c.kind from report_documents c
             join reports r on r.id = c.report_id
             left join busy on busy.tenant = coalesce(r.group_id, -r.user_id)
             where (c.status = 'pending' or (c.status = 'running' and c.started_at < now() - interval '${RUNNING_TIMEOUT}'))
               and coalesce(busy.n, 0) < $1
             order by coalesce(busy.n, 0), c.requested_at limit 1 for update of c skip locked) next
       where d.report_id = next.report_id and d.kind = next.kind
       returning d.report_id, d.kind, d.locale, d.generation`,
      [share],
    );
    return rows[0] ?? null;
  }

  private async run(job: Job): Promise<void> {
    const event: DocumentEvent = { reportId: job.report_id, kind: job.kind, outcome: 'generated' };
    try {
      const kind = job.kind === 'edl' ? 'report' : 'convention';
      const { pool, blobs, publicUrl } = this;
      const input = await loadDocumentInput(pool, blobs, job.report_id, kind, job.locale, true, publicUrl);
      if (!input) return; // deleted meanwhile: the row went with it
      // The worker writes the PDF into the blob store's temporary folder as it is produced (one of
      // 2,000 photos weighs 180 MB): it is never whole in memory, and moves into place once done.
      const file = this.blobs.temporaryPath('pdf');
      let written: WrittenPdf;
      try {
        written = await this.renderer.renderToFile(input, file);
        await this.blobs.adopt(written.sha256, file);
      } finally {
        await rm(file, { force: true });
      }
      const { sha256, size } = written;
      // A newer request made meanwhile keeps its row pending: this result serves until it is done.
      await this.pool.query(
        `update report_documents set sha256 = $3, size = $4, generated_at = now(), error = null,
           status = case when generation = $5 then 'done' else status end
         where report_id = $1 and kind = $2`,
        [job.report_id, job.kind, sha256, size, job.generation],
      );
    } catch (error) {
      this.log.error({ err: error, reportId: job.report_id, kind: job.kind }, 'PDF rendering failed');
      event.outcome = 'failed';
      const final = error instanceof RenderLimitError;
      const { rows } = await this.pool.query<{ status: string }>(
        `update report_documents set error = $3,
           status = case when $5 or attempts >= ${MAX_ATTEMPTS} then 'failed' else 'pending' end
         where report_id = $1 and kind = $2 and generation = $4 returning status`,
        [
          job.report_id,
          job.kind,
          error instanceof Error ? error.message : String(error),
          job.generation,
          final,
        ],
      );
      // Tried again (next pass of the loop): the streams hear only of the last failure.
      if (rows[0]?.status !== 'failed') return;
    }
    await this.pool.query('select pg_notify($1, $2)', [GENERATED_CHANNEL, JSON.stringify(event)]);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    await this.claiming;
    await Promise.all(this.running);
  }
}
