/**
 * `npm run backup` and the scheduled backup: the database and the blobs it names, in one folder that
 * `npm run restore` reads back (restore.ts):
 *
 *   constat-<time>/manifest.json   what is inside; written last, so a folder without it is incomplete
 *                  database/<table>.copy.gz   each table of `public`, PostgreSQL's COPY text format
 *                  blobs.txt       the blobs' keys, one a line
 *                  blobs/ab/cd/<sha256>
 *
 * The server's own code writes the export through its driver (COPY ... TO STDOUT), so no PostgreSQL
 * client program is needed, whatever version the server embeds. It is consistent: every table, the
 * migration level and the blob keys are read in one REPEATABLE READ transaction (one snapshot).
 * graphile-worker's queue is left out: the rows that ask for work (pending PDFs, e-mails) are in the
 * export, and the runner queues their jobs again at its first start (jobRunner.ts, resumeUnqueued).
 * The blobs are copied after the export: they are immutable and content-addressed, so a blob the
 * export names has the same bytes whenever it is read, and one saved since is simply not needed.
 * The folder is made as `<name>.partial` and renamed once complete.
 */
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { FileBlobStore, type BlobStore } from '../blobs/blobStore.ts';
import { appliedLevel } from '../db/migrator.ts';
import { copyBlob } from './blobCopy.ts';
import { backUpSeal } from './seal.ts';
import { referencedBlobKeys } from './blobKeys.ts';
import { publicSequences, publicTables, type SequenceSpec, type TableSpec } from './tables.ts';

export const MANIFEST = 'manifest.json';
export const DATABASE_DIR = 'database';
export const BLOB_LIST = 'blobs.txt';
export const BLOB_DIR = 'blobs';
export const FORMAT = 2;

export const tableFile = (folder: string, table: string) =>
  path.join(folder, DATABASE_DIR, `${table}.copy.gz`);

export interface BackupManifest {
  format: typeof FORMAT;
  createdAt: string;
  /** The `when` of the last migration applied: a restore rebuilds that very schema. */
  migration: { last: number; count: number };
  /** In load order (a table after those its foreign keys name), with their row counts. */
  tables: (TableSpec & { rows: number })[];
  sequences: SequenceSpec[];
  database: { bytes: number };
  blobs: { count: number; bytes: number };
  /** Keys the database names that the store did not have when the backup was made. */
  missingBlobs: string[];
  /** Whether DATA_DIR's self-signed seal is in `seal/`. */
  seal: boolean;
}

export interface BackupOptions {
  /** The export reads through one connection of this pool (the server's, or the CLI's own). */
  database: pg.Pool;
  blobs: BlobStore;
  /** The folder the backup's own folder is made in. */
  into: string;
  /** DATA_DIR, whose self-signed seal goes with the backup (seal.ts). */
  dataDir: string;
  log: (line: string) => void;
}

export async function createBackup({ database, blobs, into, dataDir, log }: BackupOptions) {
  const name = `constat-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  const folder = path.join(into, name);
  const partial = `${folder}.partial`;
  await fs.mkdir(into, { recursive: true });
  // Password hashes, the seal's key: for the owner's eyes only.
  await fs.mkdir(partial, { mode: 0o700 });
  await fs.mkdir(path.join(partial, DATABASE_DIR));
  try {
    const exported = await exportDatabase(database, partial, log);
    log(`copying ${exported.keys.length} blobs`);
    const { copied, bytes, missingBlobs } = await copyBlobs(
      blobs,
      path.join(partial, BLOB_DIR),
      exported.keys,
    );
    const seal = await backUpSeal(dataDir, partial);
    await fs.writeFile(path.join(partial, BLOB_LIST), copied.map((key) => `${key}\n`).join(''));
    const manifest: BackupManifest = {
      format: FORMAT,
      createdAt: new Date().toISOString(),
      migration: exported.migration,
      tables: exported.tables,
      sequences: exported.sequences,
      database: { bytes: exported.bytes },
      blobs: { count: copied.length, bytes },
      missingBlobs,
      seal,
    };
    await fs.writeFile(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await fs.rename(partial, folder);
    return { folder, manifest };
  } catch (error) {
    await fs.rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/** Every table of `public`, the migration level, the sequences and the blob keys, on one snapshot. */
async function exportDatabase(database: pg.Pool, folder: string, log: (line: string) => void) {
  const client = await database.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const migration = await appliedLevel(client);
    const specs = await publicTables(client);
    log(`exporting ${specs.length} tables`);
    const tables: BackupManifest['tables'] = [];
    let bytes = 0;
    for (const table of specs) {
      const file = tableFile(folder, table.name);
      const copy = client.query(
        copyTo(
          `copy (select ${table.columns.map((c) => client.escapeIdentifier(c)).join(', ')} from public.${client.escapeIdentifier(table.name)}) to stdout`,
        ),
      );
      await pipeline(copy, createGzip(), createWriteStream(file));
      tables.push({ ...table, rows: copy.rowCount });
      bytes += (await fs.stat(file)).size;
    }
    const sequences = await publicSequences(client);
    const keys = await referencedBlobKeys(client);
    await client.query('commit');
    client.release();
    return { migration, tables, sequences, keys, bytes };
  } catch (error) {
    // A COPY cut halfway leaves the connection in no state to be reused: it is closed.
    client.release(true);
    throw error;
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
