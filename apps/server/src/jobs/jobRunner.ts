/**
 * The background jobs of one server process on graphile-worker (docs/ARCHITECTURE.md "Jobs"): PDF
 * renders ('render_pdf', documentJob.ts), e-mails ('send_mail', mailOutbox.ts) and the nightly
 * clean-up ('jobs_cleanup', cleanup.ts). The jobs live in PostgreSQL (schema graphile_worker,
 * installed by the runner itself), are added by triggers in the transaction of the change that asks
 * for them (drizzle/0021), and are taken by whichever process is free (LISTEN/NOTIFY, row locks):
 * never by two at once. The runner stops with the server (app.ts onClose: it lets running jobs end).
 *
 * graphile-worker rather than pg-boss: it runs in the process, adds jobs from SQL (the triggers), has
 * job keys that replace a waiting job, and named queues that run their jobs one at a time (a group's
 * PDFs, a report's e-mails).
 */
import type { FastifyBaseLogger } from 'fastify';
import {
  Logger,
  makeWorkerUtils,
  run,
  type LogLevel,
  type Runner,
  type TaskList,
  type WorkerUtils,
} from 'graphile-worker';
import type pg from 'pg';
import { cleanOldRows, CLEANUP_TASK } from './cleanup.ts';

export interface JobRunnerOptions {
  pool: pg.Pool;
  log: FastifyBaseLogger;
  /** Jobs run at once by this process. */
  concurrency: number;
  /** The tasks this process runs (a process without one leaves its jobs to the others). */
  tasks: TaskList;
  /** A job locked longer than this is deemed lost with its process, and run again. */
  staleAfterMs: number;
}

/** How often each process looks for jobs locked by a process that died. */
const STALE_CHECK_MS = 60_000;

export class JobRunner {
  private readonly runner: Runner;
  private readonly utils: WorkerUtils;
  private readonly timer: NodeJS.Timeout;

  private constructor(runner: Runner, utils: WorkerUtils, timer: NodeJS.Timeout) {
    this.runner = runner;
    this.utils = utils;
    this.timer = timer;
  }

  static async start({ pool, log, concurrency, tasks, staleAfterMs }: JobRunnerOptions): Promise<JobRunner> {
    const logger = new Logger(() => (level: LogLevel, message: string) => {
      if (level === 'error') log.error(message);
      else if (level === 'warning') log.warn(message);
      else log.debug(message);
    });
    const utils = await makeWorkerUtils({ pgPool: pool, logger });
    await migrate(pool, utils);
    const identifiers = [...Object.keys(tasks), CLEANUP_TASK];
    const runner = await run({
      pgPool: pool,
      logger,
      concurrency,
      noHandleSignals: true,
      taskList: { ...tasks, [CLEANUP_TASK]: () => cleanOldRows(pool, utils, identifiers) },
      // Once a day for the whole cluster (graphile-worker's cron runs each slot once).
      crontab: `30 3 * * * ${CLEANUP_TASK}`,
    });
    await resumeUnqueued(pool);
    const timer = setInterval(() => {
      releaseStale(pool, Object.keys(tasks), staleAfterMs).catch((error: unknown) =>
        log.error({ err: error }, 'stale jobs not released'),
      );
    }, STALE_CHECK_MS);
    timer.unref();
    return new JobRunner(runner, utils, timer);
  }

  /** Lets the running jobs end, takes no more. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.runner.stop();
    await this.utils.release();
  }
}

/** The advisory lock key of the queue's schema installation. */
const MIGRATE_LOCK = 24_029;

/** Installs or updates the queue's schema, one process at a time (several may start at once). */
async function migrate(pool: pg.Pool, utils: WorkerUtils): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATE_LOCK]);
    try {
      await utils.migrate();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATE_LOCK]);
    }
  } finally {
    client.release();
  }
}

/**
 * Jobs for rows written while the queue's schema did not exist yet (before the first start, a
 * restore): each row gets one, unless it has one already (job key, 'unsafe_dedupe').
 */
async function resumeUnqueued(pool: pg.Pool): Promise<void> {
  await pool.query(
    `select constat_queue_document(report_id, kind, 'unsafe_dedupe') from report_documents
     where status in ('pending', 'running')`,
  );
  await pool.query(`select constat_queue_mail(id) from mail_outbox where status in ('pending', 'sending')`);
}

/**
 * graphile-worker frees the jobs of a process that died after 4 hours; ours are bounded far below
 * (a render's time limit, an SMTP exchange), so a job of these tasks locked longer than
 * `staleAfterMs` is freed with its queue and runs again. A mail job freed so finds its row
 * 'sending' and fails it rather than send a second copy (mailOutbox.ts).
 */
export async function releaseStale(
  pool: pg.Pool,
  identifiers: string[],
  staleAfterMs: number,
): Promise<void> {
  await pool.query(
    `with stale as (
       update graphile_worker._private_jobs j
       set locked_at = null, locked_by = null, run_at = greatest(j.run_at, now())
       from graphile_worker._private_tasks t
       where t.id = j.task_id and t.identifier = any($1::text[])
         and j.locked_at < now() - make_interval(secs => $2)
       returning j.job_queue_id)
     update graphile_worker._private_job_queues q set locked_at = null, locked_by = null
     where q.id in (select job_queue_id from stale)`,
    [identifiers, staleAfterMs / 1000],
  );
}
