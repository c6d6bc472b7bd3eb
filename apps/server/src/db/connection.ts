/**
 * One pooled connection to PostgreSQL (embedded or DATABASE_URL), with the committed SQL migrations
 * applied before the server accepts requests.
 */
import path from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { fillLookalikeKeys } from './lookalikeKeys.ts';
import { applyMigrations } from './migrator.ts';
import * as schema from './schema.ts';

export type Database = NodePgDatabase<typeof schema>;

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.resolve(
  path.dirname(new URL(import.meta.url).pathname),
  '../../drizzle',
);

/**
 * `poolSize`: config.databasePoolSize; `migrationsFolder`: another set of migrations (the upgrade
 * tests apply an earlier release's).
 */
export async function openDatabase(
  url: string,
  poolSize: number,
  migrationsFolder = MIGRATIONS_FOLDER,
): Promise<DatabaseHandle> {
  // No JIT compilation: it pays off for long analytical queries, not for this server's, which run in
  // milliseconds; PostgreSQL's default (above a plan cost of 100,000) compiled the saved list's
  // single statement (reads.ts), whose generic plan counts the super admin's branch too, on every
  // execution: 150-200 ms instead of under 1 ms.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: '-c jit=off' });
  // An idle connection dropped by the database (restart, failover) must not crash the server:
  // the pool replaces it on the next query.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  // A connection held by its user (the job queue's LISTEN, a transaction) and dropped likewise.
  pool.on('connect', (client) =>
    client.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`)),
  );
  const db = drizzle(pool, { schema });
  // Several server processes may start at once: the advisory lock lets one migrate at a time.
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(727001)');
    await applyMigrations(client, migrationsFolder);
    // An earlier release's migrations (the upgrade tests) have no skeleton columns.
    if (migrationsFolder === MIGRATIONS_FOLDER) await fillLookalikeKeys(client);
  } finally {
    await client.query('select pg_advisory_unlock(727001)').catch(() => undefined);
    client.release();
  }
  return { db, pool, close: () => pool.end() };
}
