/** Recognising PostgreSQL's answers that are the user's doing rather than a fault. */

/** A unique index refused the write (SQLSTATE 23505), optionally a given one. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const cause = error instanceof Error && 'cause' in error && error.cause ? error.cause : error;
  if (typeof cause !== 'object' || cause === null) return false;
  const { code, constraint: name } = cause as { code?: unknown; constraint?: unknown };
  return code === '23505' && (constraint === undefined || name === constraint);
}
