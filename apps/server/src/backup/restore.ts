/**
 * `npm run restore <folder>`: a backup (backup.ts) put back into an empty database and the blob
 * store. The blobs go first, each checked against its key: should one be damaged, the restore stops
 * with the database still empty (blobs alone are invisible), rather than leave reports whose photos
 * are missing. Then the server's own migrations build the schema the backup was taken at, and every
 * table is loaded in one transaction, all or nothing. The tables kept by triggers (the saved list's
 * stored items and versions, the monthly counts, the queueing of jobs) are restored as the data they
 * were in the snapshot, with the triggers off while loading: recomputing them would count every
 * report twice and queue every PDF and e-mail again. The migrations the backup lacks run when the
 * server starts, as after any upgrade. Last, every blob the restored database names is looked for in
 * the store, and what was restored is counted.
 */
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { FileBlobStore, type BlobStore } from '../blobs/blobStore.ts';
import { MIGRATIONS_FOLDER } from '../db/connection.ts';
import { applyMigrations, migrationLevels } from '../db/migrator.ts';
import { BLOB_DIR, BLOB_LIST, FORMAT, MANIFEST, tableFile, type BackupManifest } from './backup.ts';
import { copyBlob } from './blobCopy.ts';
import { referencedBlobKeys } from './blobKeys.ts';
import { restoreSeal } from './seal.ts';
import { copyTarget } from './tables.ts';

export interface RestoreOptions {
  /** The backup's folder (constat-<time>). */
  folder: string;
  databaseUrl: string;
  blobs: BlobStore;
  /** DATA_DIR, which gets the backup's self-signed seal when it has none. */
  dataDir: string;
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
  const manifest = text ? (JSON.parse(text) as { format?: number }) : null;
  if (manifest?.format === 1)
    throw new Error(
      `${folder} was written by pg_dump (an earlier release): restore it with pg_restore (docs/operations/backups.md)`,
    );
  if (manifest?.format !== FORMAT)
    throw new Error(`${folder} is not a complete Constat backup (no ${MANIFEST} of format ${FORMAT})`);
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
  dataDir,
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
    if (!migrationLevels(MIGRATIONS_FOLDER).includes(manifest.migration.last))
      throw new Error(
        'the backup was made by a newer release of Constat (its database has migrations this one lacks): restore it with that release',
      );

    const keys = (await fs.readFile(path.join(folder, BLOB_LIST), 'utf8')).split('\n').filter(Boolean);
    log(`restoring ${keys.length} blobs`);
    const copies = await FileBlobStore.open(path.join(folder, BLOB_DIR));
    for (const key of keys) {
      if (await blobs.exists(key)) continue;
      if ((await copyBlob(copies, blobs, key)) === null)
        throw new Error(`blob ${key} is listed but not in the backup`);
    }

    log(`restoring the database (${manifest.tables.length} tables)`);
    await applyMigrations(client, MIGRATIONS_FOLDER, manifest.migration.last);
    await loadTables(client, folder, manifest).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(
        `${reason} (nothing was loaded, but the database now has the schema: drop it, or the new DATA_DIR, before trying again)`,
      );
    });
    const seal = await restoreSeal(folder, dataDir);
    if (seal === 'restored') log('the self-signed seal was restored into DATA_DIR/seal');
    if (seal === 'kept') log("DATA_DIR already has a seal: it was kept, the backup's was not restored");

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

/** Every table of the backup, in its order, and the sequences, in one transaction. */
async function loadTables(client: pg.ClientBase, folder: string, manifest: BackupManifest): Promise<void> {
  const name = (table: string) => `public.${client.escapeIdentifier(table)}`;
  const all = manifest.tables.map((table) => name(table.name)).join(', ');
  await client.query('begin');
  try {
    // Rows a migration wrote into the empty schema (backfills) make way for the backup's.
    for (const table of manifest.tables)
      await client.query(`alter table ${name(table.name)} disable trigger user`);
    if (all) await client.query(`truncate ${all}`);
    for (const table of manifest.tables) {
      const copy = client.query(copyFrom(`copy ${copyTarget(client, table)} from stdin`));
      await pipeline(createReadStream(tableFile(folder, table.name)), createGunzip(), copy);
      if (copy.rowCount !== table.rows)
        throw new Error(`${table.name}: ${copy.rowCount} rows loaded, ${table.rows} in the backup`);
    }
    for (const sequence of manifest.sequences)
      await client.query(`select setval($1::regclass, $2::bigint, $3)`, [
        name(sequence.name),
        sequence.lastValue,
        sequence.isCalled,
      ]);
    for (const table of manifest.tables)
      await client.query(`alter table ${name(table.name)} enable trigger user`);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}
