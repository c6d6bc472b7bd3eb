/**
 * The self-service (auto EDL) progress kept on the tenant's device (inspection-core §3 "Self-service
 * state and records"), so a tenant who closes the tab comes back to the step they left.
 */
import { z } from 'zod';
import { LocaleSchema } from '../report/model.ts';

/** The element being inspected, by ids (stable while the tenant moves back and forth). */
const SelfServiceCursorSchema = z.object({
  module: z.number().int(),
  entry: z.number().int(),
  /** null for an entry without sub-entries. */
  subEntry: z.number().int().nullable(),
});
export type SelfServiceCursor = z.infer<typeof SelfServiceCursorSchema>;

export const SelfServiceStateSchema = z.object({
  /** The local report's id (localId); null until the info step created it. */
  id: z.number().int().nullable(),
  /** The inspection step; null before the first one. */
  current: SelfServiceCursorSchema.nullable(),
  /** true when the general comment step is shown (after the last element). */
  comment: z.boolean(),
  /** The tenant's language; null until chosen. */
  locale: LocaleSchema.nullable(),
  recap: z.boolean(),
  signature: z.boolean(),
  done: z.boolean(),
});
export type SelfServiceState = z.infer<typeof SelfServiceStateSchema>;

/** The state of a tenant who has not started yet. */
export function initialSelfServiceState(): SelfServiceState {
  return {
    id: null,
    current: null,
    comment: false,
    locale: null,
    recap: false,
    signature: false,
    done: false,
  };
}
