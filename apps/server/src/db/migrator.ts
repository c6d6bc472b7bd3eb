/**
 * Applies the committed SQL migrations (apps/server/drizzle), each in a transaction of its own.
 *
 * drizzle-orm's migrator runs every pending migration in one transaction. PostgreSQL alters no table
 * with trigger events pending, and reports carries deferred constraint triggers (0011): an upgrade
 * that skips a release, whose pending migrations update `reports` and then alter it, failed whole
 * ("cannot ALTER TABLE because it has pending trigger events"). Here each migration commits before
 * the next begins, so its deferred triggers have fired by then; a migration that fails is rolled back
 * alone, those before it stay applied and recorded, and the next start resumes from it.
 *
 * The bookkeeping is drizzle's own (drizzle.__drizzle_migrations: the file's SHA-256 and the journal's
 * `when`), so databases migrated by either migrator are the same to both.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type pg from 'pg';

const SCHEMA = 'drizzle';
const TABLE = '__drizzle_migrations';

export class MigrationError extends Error {
  constructor(tag: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`migration ${tag} failed (rolled back, the ones before it kept): ${reason}`, { cause });
    this.name = 'MigrationError';
  }
}

interface Journal {
  entries: { tag: string; when: number }[];
}

/**
 * Applies the migrations of `folder` newer than the last one recorded, in journal order; returns the
 * tags applied. The caller holds the migration lock (several processes may start at once).
 * `upTo`: the `when` of the last migration to apply (a restore rebuilds the schema its backup had).
 */
export async function applyMigrations(
  client: pg.ClientBase,
  folder: string,
  upTo = Infinity,
): Promise<string[]> {
  const migrations = readMigrationFiles({ migrationsFolder: folder }).filter(
    (migration) => migration.folderMillis <= upTo,
  );
  const journal = fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8');
  const { entries } = JSON.parse(journal) as Journal;
  await client.query(`create schema if not exists ${SCHEMA}`);
  await client.query(
    `create table if not exists ${SCHEMA}.${TABLE} (id serial primary key, hash text not null, created_at bigint)`,
  );
  const { rows } = await client.query<{ created_at: string | null }>(
    `select created_at from ${SCHEMA}.${TABLE} order by created_at desc limit 1`,
  );
  const last = Number(rows[0]?.created_at ?? -Infinity);
  const applied: string[] = [];
  for (const [index, migration] of migrations.entries()) {
    if (migration.folderMillis <= last) continue;
    const tag = entries[index]?.tag ?? String(migration.folderMillis);
    try {
      await client.query('begin');
      for (const statement of migration.sql) if (statement.trim()) await client.query(statement);
      await client.query(`insert into ${SCHEMA}.${TABLE} (hash, created_at) values ($1, $2)`, [
        migration.hash,
        migration.folderMillis,
      ]);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw new MigrationError(tag, error);
    }
    applied.push(tag);
  }
  return applied;
}

/** The `when` of every migration of `folder`, in order. */
export function migrationLevels(folder: string): number[] {
  return readMigrationFiles({ migrationsFolder: folder }).map((migration) => migration.folderMillis);
}

/** The `when` of the last migration applied to the database, and how many are recorded. */
export async function appliedLevel(client: pg.ClientBase): Promise<{ last: number; count: number }> {
  const { rows } = await client.query<{ last: string | null; count: number }>(
    `select max(created_at)::text as last, count(*)::int as count from ${SCHEMA}.${TABLE}`,
  );
  return { last: Number(rows[0]?.last ?? 0), count: rows[0]?.count ?? 0 };
}
