/**
 * `npm run restore <folder>`: a backup (backup.ts) put back into an empty database and the blob
 * store. The blobs go first, each checked against its key: should one be damaged, the restore stops
 * with the database still empty (blobs alone are invisible), rather than leave reports whose photos
 * are missing. Then pg_restore in one transaction, all or nothing. Last, every blob the restored
 * database names is looked for in the store, and what was restored is counted.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { FileBlobStore, type BlobStore } from '../blobs/blobStore.ts';
import { BLOB_DIR, BLOB_LIST, DUMP, MANIFEST, type BackupManifest } from './backup.ts';
import { copyBlob } from './blobCopy.ts';
import { referencedBlobKeys } from './blobKeys.ts';
import { findPgProgram, runPgProgram } from './pgTools.ts';

export interface RestoreOptions {
  /** The backup's folder (constat-<time>). */
  folder: string;
  databaseUrl: string;
  blobs: BlobStore;
  log: (line: string) => void;
}

export interface RestoreSummary {
  reports: number;
  photos: number;
  pdfs: number;
  blobs: number;
}

async function readManifest(folder: string): Promise<BackupManifest> {
  const text = await fs.readFile(path.join(folder, MANIFEST), 'utf8').catch(() => null);
  const manifest = text ? (JSON.parse(text) as Partial<BackupManifest>) : null;
  if (manifest?.format !== 1)
    throw new Error(`${folder} is not a complete Constat backup (no ${MANIFEST} of format 1)`);
  return manifest as BackupManifest;
}

/** Tables outside PostgreSQL's own schemas: a restore goes into a database with none. */
async function tableCount(client: pg.ClientBase): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
      where c.relkind in ('r', 'p') and s.nspname not in ('pg_catalog', 'information_schema')
        and s.nspname not like 'pg\\_%'`,
  );
  return rows[0]?.n ?? 0;
}

export async function restoreBackup({
  folder,
  databaseUrl,
  blobs,
  log,
}: RestoreOptions): Promise<RestoreSummary> {
  const manifest = await readManifest(folder);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tables = await tableCount(client);
    if (tables > 0)
      throw new Error(
        `the target database is not empty (${tables} tables): restore into a new, empty database`,
      );
    const pgRestore = await findPgProgram('pg_restore', manifest.dumpMajor);

    const keys = (await fs.readFile(path.join(folder, BLOB_LIST), 'utf8')).split('\n').filter(Boolean);
    log(`restoring ${keys.length} blobs`);
    const copies = await FileBlobStore.open(path.join(folder, BLOB_DIR));
    for (const key of keys) {
      if (await blobs.exists(key)) continue;
      if ((await copyBlob(copies, blobs, key)) === null)
        throw new Error(`blob ${key} is listed but not in the backup`);
    }

    log(`restoring the database with ${pgRestore}`);
    await runPgProgram(
      pgRestore,
      ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', path.join(folder, DUMP)],
      databaseUrl,
    );

    const named = await referencedBlobKeys(client);
    const absent: string[] = [];
    for (const key of named) if (!(await blobs.exists(key))) absent.push(key);
    const known = new Set(manifest.missingBlobs);
    const lost = absent.filter((key) => !known.has(key));
    if (lost.length > 0)
      throw new Error(
        `${lost.length} blobs the database names are not in the store: ${lost.slice(0, 5).join(', ')}`,
      );
    if (absent.length > 0) log(`${absent.length} blobs were already missing when the backup was made`);

    const { rows } = await client.query<RestoreSummary>(
      `select (select count(*)::int from reports) as reports,
              (select count(*)::int from report_photos where kind = 'photo') as photos,
              (select count(*)::int from report_documents where sha256 is not null) as pdfs,
              $1::int as blobs`,
      [named.length],
    );
    const summary = rows[0] as RestoreSummary;
    log(
      `restored ${summary.reports} reports, ${summary.photos} photos, ${summary.pdfs} PDFs, ${summary.blobs} blobs`,
    );
    return summary;
  } finally {
    await client.end();
  }
}
