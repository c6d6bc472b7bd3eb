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
  type Task,
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
  /**
   * A job whose lock its process has not renewed for this long is deemed lost with its process (a
   * SIGKILL, a crash, a machine gone) and run again by another (JOBS_DEAD_AFTER_S).
   */
  deadAfterMs: number;
  /** More crontab lines (`<cron> <task>`) beside the nightly clean-up, for tasks of `tasks`. */
  crontab?: string[];
}

/** The jobs this process runs now: job id → the worker that locked it, and its task. */
type Running = Map<string, { workerId: string; task: string }>;

export class JobRunner {
  private readonly runner: Runner;
  private readonly utils: WorkerUtils;
  private readonly timer: NodeJS.Timeout;
  private readonly running: Running;

  private constructor(runner: Runner, utils: WorkerUtils, timer: NodeJS.Timeout, running: Running) {
    this.runner = runner;
    this.utils = utils;
    this.timer = timer;
    this.running = running;
  }

  static async start({
    pool,
    log,
    concurrency,
    tasks,
    deadAfterMs,
    crontab = [],
  }: JobRunnerOptions): Promise<JobRunner> {
    const logger = new Logger(() => (level: LogLevel, message: string) => {
      if (level === 'error') log.error(message);
      else if (level === 'warning') log.warn(message);
      else log.debug(message);
    });
    const utils = await makeWorkerUtils({ pgPool: pool, logger });
    await migrate(pool, utils);
    const identifiers = [...Object.keys(tasks), CLEANUP_TASK];
    const running: Running = new Map();
    const taskList: TaskList = { ...tasks, [CLEANUP_TASK]: () => cleanOldRows(pool, utils, identifiers) };
    const runner = await run({
      pgPool: pool,
      logger,
      concurrency,
      noHandleSignals: true,
      taskList: Object.fromEntries(
        Object.entries(taskList).flatMap(([name, task]) =>
          task ? [[name, tracked(running, name, task)]] : [],
        ),
      ),
      // Once a day for the whole cluster (graphile-worker's cron runs each slot once). A failed
      // scheduled job is not retried: the next slot runs it again.
      crontab: [`30 3 * * * ${CLEANUP_TASK}`, ...crontab.map((line) => `${line} ?max=1`)].join('\n'),
    });
    await resumeUnqueued(pool);
    // Four beats per period: a lock is renewed three times before it could be deemed lost.
    const timer = setInterval(
      () => {
        renewLocks(pool, running)
          .then(() => releaseStale(pool, identifiers, deadAfterMs))
          .then(() => releaseStaleQueues(pool, utils, deadAfterMs))
          .catch((error: unknown) => log.error({ err: error }, 'job locks not renewed or released'));
      },
      Math.max(25, deadAfterMs / 4),
    );
    timer.unref();
    return new JobRunner(runner, utils, timer, running);
  }

  /** Jobs of `task` this process runs now (the metrics' constat_jobs_running). */
  runningCount(task: string): number {
    let count = 0;
    for (const job of this.running.values()) if (job.task === task) count += 1;
    return count;
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

/** `task`, keeping the jobs it runs in `running` (their locks are renewed while they run). */
function tracked(running: Running, name: string, task: Task): Task {
  return async (payload, helpers) => {
    const { id, locked_by: workerId } = helpers.job;
    running.set(id, { workerId: workerId ?? '', task: name });
    try {
      await task(payload, helpers);
    } finally {
      running.delete(id);
    }
  };
}

/**
 * The heartbeat of a live process: the lock time of each job it runs, and of its queue, moves to
 * now (graphile-worker 0.17 has no heartbeat of its own: it frees a lock only after 4 hours). A job
 * freed meanwhile and taken by another worker is not taken back (`locked_by` must still match).
 */
async function renewLocks(pool: pg.Pool, running: Running): Promise<void> {
  if (running.size === 0) return;
  const jobs = [...running.entries()];
  await pool.query(
    `with renewed as (
       update graphile_worker._private_jobs j set locked_at = now()
       from unnest($1::bigint[], $2::text[]) as r(id, worker)
       where j.id = r.id and j.locked_by = r.worker
       returning j.job_queue_id, j.locked_by)
     update graphile_worker._private_job_queues q set locked_at = now()
     from renewed where q.id = renewed.job_queue_id and q.locked_by = renewed.locked_by`,
    [jobs.map(([id]) => id), jobs.map(([, job]) => job.workerId)],
  );
}

/**
 * A live process renews the locks of the jobs it runs (renewLocks); a job of these tasks whose lock
 * was not renewed for `staleAfterMs` belongs to a process that died, and is freed with its queue to
 * run again, first in its queue (its run_at is kept: it does not go behind the jobs asked for after
 * it). A mail job freed so finds its row 'sending' and sends it again under its Message-ID
 * (mailOutbox.ts); a PDF job renders again (documentJob.ts).
 */
export async function releaseStale(
  pool: pg.Pool,
  identifiers: string[],
  staleAfterMs: number,
): Promise<void> {
  await pool.query(
    `with stale as (
       update graphile_worker._private_jobs j
       set locked_at = null, locked_by = null
       from graphile_worker._private_tasks t
       where t.id = j.task_id and t.identifier = any($1::text[])
         and j.locked_at < now() - make_interval(secs => $2)
       returning j.job_queue_id)
     update graphile_worker._private_job_queues q set locked_at = null, locked_by = null
     where q.id in (select job_queue_id from stale)`,
    [identifiers, staleAfterMs / 1000],
  );
}

/**
 * A queue whose lock was not renewed for `staleAfterMs` is held by a worker that is gone: a live one
 * renews the lock of the queue of each job it runs (renewLocks). Such a lock can outlive every job of
 * its worker (a stop whose drain was cut between a job's end and its queue's release): the worker is
 * unlocked with graphile-worker's own function, and the queue's next job runs.
 */
async function releaseStaleQueues(
  pool: pg.Pool,
  utils: Pick<WorkerUtils, 'forceUnlockWorkers'>,
  staleAfterMs: number,
): Promise<void> {
  const { rows } = await pool.query<{ locked_by: string }>(
    `select distinct locked_by from graphile_worker._private_job_queues
     where locked_by is not null and locked_at < now() - make_interval(secs => $1)`,
    [staleAfterMs / 1000],
  );
  if (rows.length > 0) await utils.forceUnlockWorkers(rows.map((row) => row.locked_by));
}
