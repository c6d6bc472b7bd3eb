/**
 * Row ids, one rule for every place a client names a row: a positive int4 (the `serial` columns),
 * written in plain decimal. Anything looser reached PostgreSQL as an out-of-range integer (a 500) or
 * aliased another row (`+1`, `0x10`, `1e3`, `00001`, ` 1` all meant 1 to `z.coerce.number()`).
 */
import { z } from 'zod';

const MAX_ID = 2_147_483_647;

const DECIMAL_ID = /^[1-9][0-9]{0,9}$/;

const INVALID_ID = 'identifiant invalide (entier de 1 à 2147483647)';

/** The id written in `text`, or null when it is not a canonical decimal id in range. */
export function parseId(text: string): number | null {
  if (!DECIMAL_ID.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}

/** An id in a path or a query string (text on the wire). */
export const IdText = z
  .string()
  // abort: one message for one bad id, not a second one from the range check below.
  .regex(DECIMAL_ID, { message: INVALID_ID, abort: true })
  .refine((text) => parseId(text) !== null, INVALID_ID)
  .transform(Number)
  .describe('Identifiant (entier de 1 à 2147483647)');

/** An id in a JSON body. */
export const Id = z.number().int(INVALID_ID).min(1, INVALID_ID).max(MAX_ID, INVALID_ID);

/** `/:id` path parameters. */
export const IdParams = z.object({ id: IdText });
