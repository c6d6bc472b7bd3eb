/**
 * What GET /api/metrics tells Prometheus (prom-client), per server process: requests per route (rate
 * and latency from one histogram), the document and e-mail job queues (read from PostgreSQL at each
 * scrape, so every process tells the same totals), the jobs this process runs, the blob bytes this process wrote and read, and
 * Node's own figures (memory, event-loop delay, garbage collection). Each app has a registry of its
 * own: several apps in one process (the tests) do not share counts.
 */
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { backupStatus } from '../../backup/schedule.ts';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Request durations in seconds: a cached list page (ms) up to a photo over a slow line (minutes). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120, 600];

const QUEUES_SQL = `
  select 'pdf' as queue, status as state, count(*)::int as n from report_documents
   where status in ('pending', 'running', 'failed') group by status
  union all
  select 'mail', status, count(*)::int from mail_outbox
   where status in ('pending', 'sending', 'failed') group by status`;

const QUEUE_STATES = { pdf: ['pending', 'running', 'failed'], mail: ['pending', 'sending', 'failed'] };

export class Metrics {
  readonly registry = new Registry();
  private readonly requests = new Histogram({
    name: 'constat_http_request_duration_seconds',
    help: 'HTTP requests by route (its pattern, e.g. /api/edl/:id), method and status, and their durations',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });
  private readonly blobBytes = new Counter({
    name: 'constat_blob_bytes_total',
    help: 'Bytes of photos, signatures and PDFs this process wrote to or read from the blob store',
    labelNames: ['direction'] as const,
    registers: [this.registry],
  });

  constructor(pool: pg.Pool) {
    collectDefaultMetrics({ register: this.registry, prefix: 'constat_' });
    this.watchBackups(pool);
    new Gauge({
      name: 'constat_jobs',
      help: 'Document renders (queue pdf) and e-mails (queue mail) waiting, in progress or failed, in the database',
      labelNames: ['queue', 'state'] as const,
      registers: [this.registry],
      async collect() {
        const { rows } = await pool.query<{ queue: 'pdf' | 'mail'; state: string; n: number }>(QUEUES_SQL);
        for (const [queue, states] of Object.entries(QUEUE_STATES)) {
          for (const state of states) {
            const row = rows.find((r) => r.queue === queue && r.state === state);
            this.set({ queue, state }, row?.n ?? 0);
          }
        }
      },
    });
  }

  /** The last good backup's age and the failures since (from the database: the same on every process). */
  private watchBackups(pool: pg.Pool): void {
    new Gauge({
      name: 'constat_backup_age_seconds',
      help: 'Seconds since the last good backup ended (-1: none was ever taken)',
      registers: [this.registry],
      async collect() {
        this.set((await backupStatus(pool)).lastSuccessAgeSeconds ?? -1);
      },
    });
    new Gauge({
      name: 'constat_backup_failures',
      help: 'Backup runs that failed since the last good one',
      registers: [this.registry],
      async collect() {
        this.set((await backupStatus(pool)).failuresSince);
      },
    });
  }

  /** Times every request of `app` by its route's pattern (not its path: ids would be series). */
  observeRequests(app: FastifyInstance): void {
    app.addHook('onResponse', async (request, reply) => {
      this.requests.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? 'unmatched',
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
    });
  }

  /**
   * Jobs this process runs now, by task (`count`): with the job queues, what a process killed
   * outright had in hand; scraped per process, unlike constat_jobs.
   */
  watchRunningJobs(tasks: readonly string[], count: (task: string) => number): void {
    new Gauge({
      name: 'constat_jobs_running',
      help: 'Jobs (render_pdf, send_mail) this server process runs now',
      labelNames: ['task'] as const,
      registers: [this.registry],
      collect() {
        for (const task of tasks) this.set({ task }, count(task));
      },
    });
  }

  blobWritten(bytes: number): void {
    this.blobBytes.inc({ direction: 'written' }, bytes);
  }

  blobRead(bytes: number): void {
    this.blobBytes.inc({ direction: 'read' }, bytes);
  }
}
