/**
 * `npm run backup`: the database (pg_dump, custom format) and the blobs it names, in one folder that
 * `npm run restore` reads back (restore.ts):
 *
 *   constat-<time>/manifest.json   what is inside; written last, so a folder without it is incomplete
 *                  database.dump   pg_dump --format=custom
 *                  blobs.txt       the blobs' keys, one a line
 *                  blobs/ab/cd/<sha256>
 *
 * Consistent: the dump runs on a snapshot exported by a transaction of ours, whose same snapshot
 * lists the blobs the dump names. The blobs are copied after the dump: they are immutable and
 * content-addressed, so a blob the dump names has the same bytes whenever it is read, and one saved
 * since is simply not needed. The folder is made as `<name>.partial` and renamed once complete.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { FileBlobStore, type BlobStore } from '../blobs/blobStore.ts';
import { copyBlob } from './blobCopy.ts';
import { referencedBlobKeys } from './blobKeys.ts';
import { findPgProgram, runPgProgram, serverMajor } from './pgTools.ts';

export const MANIFEST = 'manifest.json';
export const DUMP = 'database.dump';
export const BLOB_LIST = 'blobs.txt';
export const BLOB_DIR = 'blobs';

export interface BackupManifest {
  format: 1;
  createdAt: string;
  /** The major version of the pg_dump that wrote the dump: pg_restore must be as new. */
  dumpMajor: number;
  blobs: { count: number; bytes: number };
  /** Keys the database names that the store did not have when the backup was made. */
  missingBlobs: string[];
}

export interface BackupOptions {
  databaseUrl: string;
  blobs: BlobStore;
  /** The folder the backup's own folder is made in. */
  into: string;
  log: (line: string) => void;
}

export async function createBackup({ databaseUrl, blobs, into, log }: BackupOptions) {
  const name = `constat-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  const folder = path.join(into, name);
  const partial = `${folder}.partial`;
  await fs.mkdir(partial, { recursive: true });
  try {
    const { keys, dumpMajor } = await dumpDatabase(databaseUrl, path.join(partial, DUMP), log);
    log(`copying ${keys.length} blobs`);
    const { copied, bytes, missingBlobs } = await copyBlobs(blobs, path.join(partial, BLOB_DIR), keys);
    await fs.writeFile(path.join(partial, BLOB_LIST), copied.map((key) => `${key}\n`).join(''));
    const manifest: BackupManifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      dumpMajor,
      blobs: { count: copied.length, bytes },
      missingBlobs,
    };
    await fs.writeFile(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await fs.rename(partial, folder);
    return { folder, manifest };
  } catch (error) {
    await fs.rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/** pg_dump on a snapshot of ours, and the blob keys the same snapshot names. */
async function dumpDatabase(databaseUrl: string, file: string, log: (line: string) => void) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const dumpMajor = await serverMajor(client);
    const pgDump = await findPgProgram('pg_dump', dumpMajor);
    log(`dumping the database with ${pgDump}`);
    const snapshot = `--snapshot=${rows[0]?.snapshot}`;
    await runPgProgram(
      pgDump,
      ['--format=custom', '--no-owner', '--no-privileges', snapshot, `--file=${file}`],
      databaseUrl,
    );
    const keys = await referencedBlobKeys(client);
    await client.query('commit');
    return { keys, dumpMajor };
  } finally {
    await client.end();
  }
}

/** The blobs under `keys`, into a file store at `folder`; those the source lacks are listed. */
async function copyBlobs(blobs: BlobStore, folder: string, keys: string[]) {
  const copies = await FileBlobStore.open(folder);
  const missingBlobs: string[] = [];
  const copied: string[] = [];
  let bytes = 0;
  for (const key of keys) {
    const size = await copyBlob(blobs, copies, key);
    if (size === null) missingBlobs.push(key);
    else {
      copied.push(key);
      bytes += size;
    }
  }
  await fs.rm(path.join(folder, 'tmp'), { recursive: true, force: true });
  return { copied, bytes, missingBlobs };
}
