/**
 * The backups the server takes by itself: graphile-worker's cron adds a 'backup' job on
 * BACKUP_SCHEDULE (once for the whole cluster: its cron runs each slot once), which writes a backup
 * into BACKUP_DIR as `npm run backup` does, keeps the newest BACKUP_KEEP and removes the older ones.
 * Each run, good or failed, is one log line and one row of backup_runs, from which GET /api/ready
 * and the metrics tell the last good backup's age and the failures since. A failed run is not
 * retried by the queue: the next slot tries again, and the failure stays visible meanwhile.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Task } from 'graphile-worker';
import type pg from 'pg';
import type { BlobStore } from '../blobs/blobStore.ts';
import { createBackup, MANIFEST } from './backup.ts';

export const BACKUP_TASK = 'backup';

export interface BackupSchedule {
  /** A cron expression (graphile-worker's crontab syntax), in UTC. */
  cron: string;
  dir: string;
  keep: number;
}

type Queryable = Pick<pg.Pool, 'query'>;

/** One run's row in backup_runs. */
export async function recordBackupRun(
  database: Queryable,
  run: { startedAt: Date; folder?: string; bytes?: number; error?: string },
): Promise<void> {
  await database.query(
    `insert into backup_runs (started_at, ok, folder, bytes, error) values ($1, $2, $3, $4, $5)`,
    [run.startedAt, run.error === undefined, run.folder ?? null, run.bytes ?? null, run.error ?? null],
  );
}

export interface BackupStatus {
  /** Seconds since the last good backup ended; null when none was ever taken. */
  lastSuccessAgeSeconds: number | null;
  /** Runs that failed since the last good one. */
  failuresSince: number;
}

export async function backupStatus(database: Queryable): Promise<BackupStatus> {
  const { rows } = await database.query<{ age: number | null; failures: number }>(
    `with good as (select max(finished_at) as at from backup_runs where ok)
     select extract(epoch from now() - (select at from good))::float8 as age,
            (select count(*)::int from backup_runs
              where not ok and finished_at > coalesce((select at from good), '-infinity')) as failures`,
  );
  const row = rows[0];
  return {
    lastSuccessAgeSeconds:
      row?.age === null || row?.age === undefined ? null : Math.max(0, Math.round(row.age)),
    failuresSince: row?.failures ?? 0,
  };
}

/** The complete backups of `dir` beyond the newest `keep`, removed; their names. */
export async function removeOldBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await fs.readdir(dir)).filter((name) => /^constat-[\dTZ-]+$/.test(name)).sort();
  const complete: string[] = [];
  for (const name of names)
    if (
      await fs.access(path.join(dir, name, MANIFEST)).then(
        () => true,
        () => false,
      )
    )
      complete.push(name);
  const old = complete.slice(0, Math.max(0, complete.length - keep));
  for (const name of old) await fs.rm(path.join(dir, name), { recursive: true, force: true });
  return old;
}

export function backupTask(options: {
  pool: pg.Pool;
  blobs: BlobStore;
  schedule: BackupSchedule;
  dataDir: string;
  log: FastifyBaseLogger;
}): Task {
  const { pool, blobs, schedule, log } = options;
  return async () => {
    const startedAt = new Date();
    try {
      const { folder, manifest } = await createBackup({
        database: pool,
        blobs,
        into: schedule.dir,
        dataDir: options.dataDir,
        log: () => undefined,
      });
      const removed = await removeOldBackups(schedule.dir, schedule.keep);
      const bytes = manifest.database.bytes + manifest.blobs.bytes;
      await recordBackupRun(pool, { startedAt, folder, bytes });
      log.info(
        { folder, bytes, blobs: manifest.blobs.count, ms: Date.now() - startedAt.getTime(), removed },
        `backup written to ${folder}`,
      );
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log.error({ err: error }, `backup failed: ${reason}`);
      await recordBackupRun(pool, { startedAt, error: reason }).catch(() => undefined);
    }
  };
}
