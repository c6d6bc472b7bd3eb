/**
 * The backups the server takes by itself, on the default install (embedded PostgreSQL, files): the
 * 'backup' task is in graphile-worker's crontab (daily by default), each run writes a complete
 * backup into BACKUP_DIR, logs one line and keeps the newest BACKUP_KEEP; GET /api/ready and the
 * metrics tell the last good backup's age, and a failed run shows there as a failure.
 * The runs are the cron's own job, added at once here rather than awaited from the clock.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { photoSet, saveWithPhotos, uploadReport, adminHeaders, createAccount } from './reportFixtures.ts';
import { until } from './smtpPeer.ts';

delete process.env.DATABASE_URL;

const TOKEN = 'metrics-token-of-the-backup-test';
let server: TestServer;
let backupDir: string;
const logged: string[] = [];

beforeAll(async () => {
  backupDir = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'constat-scheduled-')), 'backups');
  server = await startTestServer({
    env: {
      STORAGE_URL: '',
      BACKUP_DIR: backupDir,
      BACKUP_KEEP: '2',
      METRICS_TOKEN: TOKEN,
      LOG_LEVEL: 'info',
    },
    logStream: { write: (line: string) => void logged.push(line) },
  });
});

afterAll(async () => {
  await server?.close();
  await fs.rm(path.dirname(backupDir), { recursive: true, force: true });
});

const runs = async () =>
  (await server.database.pool.query<{ n: number }>('select count(*)::int as n from backup_runs')).rows[0]
    ?.n ?? 0;

/** The cron's job, now; resolves once its run is recorded. */
async function runScheduledBackup(): Promise<void> {
  const before = await runs();
  await server.database.pool.query(`select graphile_worker.add_job('backup', '{}'::json, max_attempts => 1)`);
  await until(async () => (await runs()) > before, 60_000);
}

const ready = async () =>
  (await server.app.inject({ url: '/api/ready' })).json<{
    backup: { lastSuccessAgeSeconds: number | null; failuresSince: number };
  }>().backup;

const metric = async (name: string) => {
  const text = (
    await server.app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } })
  ).body;
  return Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);
};

const backupLines = () => logged.filter((line) => /"msg":"backup (written|failed)/.test(line));

describe('scheduled backups', () => {
  it('are on by default, daily, and off with BACKUP_SCHEDULE=off', () => {
    expect(readConfig({ DATA_DIR: '/srv/constat' }).backup).toEqual({
      cron: '15 2 * * *',
      dir: '/srv/constat/backups',
      keep: 7,
    });
    expect(readConfig({ BACKUP_SCHEDULE: 'off' }).backup).toBeUndefined();
    expect(() => readConfig({ BACKUP_SCHEDULE: 'daily' })).toThrow(/BACKUP_SCHEDULE/);
  });

  it(
    'runs from the crontab, keeps the newest BACKUP_KEEP, and tells its age and failures',
    { timeout: 240_000 },
    async () => {
      const { rows } = await server.database.pool.query<{ identifier: string }>(
        'select identifier from graphile_worker._private_known_crontabs order by identifier',
      );
      expect(rows.map((row) => row.identifier)).toContain('backup');

      expect(await ready()).toEqual({ lastSuccessAgeSeconds: null, failuresSince: 0 });
      expect(await metric('constat_backup_age_seconds')).toBe(-1);

      const admin = await adminHeaders(server.app);
      const account = await createAccount(server.app, admin, 'scheduled-a', null);
      const set = photoSet(2, 61);
      await saveWithPhotos(server.app, account.headers, uploadReport(account.profileId, set), set);

      for (let n = 0; n < 3; n += 1) await runScheduledBackup();
      const kept = (await fs.readdir(backupDir)).sort();
      expect(kept).toHaveLength(2);
      for (const name of kept) {
        const manifest = JSON.parse(await fs.readFile(path.join(backupDir, name, 'manifest.json'), 'utf8'));
        expect(manifest.blobs.count).toBeGreaterThanOrEqual(2);
      }
      expect(backupLines()).toHaveLength(3);
      expect(backupLines()[0]).toContain(`backup written to ${backupDir}`);

      const good = await ready();
      expect(good.failuresSince).toBe(0);
      expect(good.lastSuccessAgeSeconds).toBeGreaterThanOrEqual(0);
      expect(good.lastSuccessAgeSeconds).toBeLessThan(60);
      expect(await metric('constat_backup_failures')).toBe(0);

      // BACKUP_DIR turned into a file: the next run fails, is logged, and shows as a failure while the
      // last good backup's age goes on.
      await fs.rm(backupDir, { recursive: true });
      await fs.writeFile(backupDir, 'not a folder');
      await runScheduledBackup();
      expect(backupLines()).toHaveLength(4);
      expect(backupLines()[3]).toContain('backup failed');
      const failed = await ready();
      expect(failed.failuresSince).toBe(1);
      expect(failed.lastSuccessAgeSeconds).not.toBeNull();
      expect(await metric('constat_backup_failures')).toBe(1);
      expect(await metric('constat_backup_age_seconds')).toBeGreaterThanOrEqual(0);
    },
  );
});
