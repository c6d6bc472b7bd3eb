/**
 * Hot queries as named prepared statements: PostgreSQL parses and plans each statement once per
 * connection instead of once per call (the saved list runs two per request). The name is derived
 * from the SQL text, so one name never means two statements.
 */
import { createHash } from 'node:crypto';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';

const dialect = new PgDialect();
const names = new Map<string, string>();

function nameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `constat_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
    if (names.size < 10_000) names.set(text, name);
  }
  return name;
}

export async function prepared<T extends pg.QueryResultRow>(pool: pg.Pool, statement: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  const result = await pool.query<T>({ name: nameOf(text), text, values: params });
  return result.rows;
}

/**
 * A statement whose text is built once, its values given by name (sql.placeholder) at each call:
 * for the hottest route (the saved list), where building the SQL text with drizzle on every
 * request was a tenth of the server's CPU per request.
 */
export function preparedOnce<T extends pg.QueryResultRow>(
  statement: SQL,
): (pool: pg.Pool, values: Record<string, unknown>) => Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  const name = nameOf(text);
  return async (pool, values) => {
    const result = await pool.query<T>({ name, text, values: fillPlaceholders(params, values) });
    return result.rows;
  };
}
