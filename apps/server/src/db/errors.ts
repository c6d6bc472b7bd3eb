/**
 * PostgreSQL's refusals: recognising those that are the client's doing rather than a fault, and
 * describing a failed query for the log without its parameters (they carry password hashes,
 * e-mail addresses, tokens).
 */

/** The fields of a PostgreSQL error (pg's DatabaseError) we may act on or log. */
export interface PgErrorFields {
  /** SQLSTATE, e.g. 23505. */
  code: string;
  message: string;
  constraint?: string;
  table?: string;
  column?: string;
}

/** The PostgreSQL error behind `error` (Drizzle wraps pg's in a DrizzleQueryError's cause). */
export function pgError(error: unknown): PgErrorFields | null {
  const cause = error instanceof Error && 'cause' in error && error.cause ? error.cause : error;
  if (!(cause instanceof Error)) return null;
  const { code, constraint, table, column } = cause as Error & Record<string, unknown>;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return null;
  return {
    code,
    message: cause.message,
    ...(typeof constraint === 'string' && { constraint }),
    ...(typeof table === 'string' && { table }),
    ...(typeof column === 'string' && { column }),
  };
}

/** A unique index refused the write (SQLSTATE 23505), optionally a given one. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pg = pgError(error);
  return pg?.code === '23505' && (constraint === undefined || pg.constraint === constraint);
}

/** The SQL text (placeholders, no values) of a Drizzle query error. */
function failedQuery(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('query' in error)) return null;
  return typeof error.query === 'string' ? error.query : null;
}

/** The statement that failed was a DELETE (a row still referenced), not a write naming a missing row. */
export function failedOnDelete(error: unknown): boolean {
  return /^\s*delete\b/i.test(failedQuery(error) ?? '');
}

/**
 * What the log may keep of a database error: the statement with its placeholders and SQLSTATE,
 * constraint, table and column. Never the parameters nor PostgreSQL's `detail` ("Key (login)=(...)"),
 * and for data exceptions (class 22) not the message either, which quotes the offending value.
 */
export function describeDatabaseError(
  error: unknown,
): { message: string; fields: Record<string, string | undefined> } | null {
  const pg = pgError(error);
  const query = failedQuery(error);
  if (!pg && query === null) return null;
  const message = !pg ? 'query failed' : pg.code.startsWith('22') ? `data exception ${pg.code}` : pg.message;
  return {
    message,
    fields: {
      query: query ?? undefined,
      sqlState: pg?.code,
      constraint: pg?.constraint,
      table: pg?.table,
      column: pg?.column,
    },
  };
}
