/**
 * Self-service invitations as the API answers them (inspection-core §3 "Self-service state and
 * records", accounts-costing §3 "Auto-EDL record"): the agent's view of each invitation, the create
 * payload, and the tenant's own view of its invitation (not in the specs: what the tenant's flow
 * needs to start, i.e. the report to start from and where its result is filed).
 */
import { z } from 'zod';
import { isBlank } from '../text.ts';
import {
  canSubmitAutoEdl,
  EMAIL_FORMAT_MESSAGE,
  isEmailLike,
  type FieldErrors,
} from '../validation/accounts.ts';
import { REQUIRED_INPUT_MESSAGE } from '../validation/messages.ts';
import { EdlIOSchema } from '../report/model.ts';
import { boundedText } from '../report/boundedText.ts';
import { TEXT_LIMITS } from '../report/textLimits.ts';

export const AUTO_EDL_DELETE_CONFIRM =
  'Êtes-vous certains de vouloir supprimer cet Auto-EDL ? Cette action est définitive.';

/** Not in the spec: what a second upload of a done self-service report is told. */
export const AUTO_EDL_DONE_MESSAGE = 'Cet Auto-EDL a déjà été réalisé : il ne peut plus être modifié';

/** Floor/door (etage) and flat reference (numAppart) the agent fills in for the tenant. */
const AutoEdlPreDataSchema = z.object({
  etage: boundedText('name'),
  numAppart: boundedText('name'),
});
export type AutoEdlPreData = z.infer<typeof AutoEdlPreDataSchema>;

/** The self-service report once uploaded: its saved id, when, and by whom (the tenants' names). */
const AutoEdlResultSchema = z.object({
  /** null once the agent deleted that report. */
  id: z.number().int().nullable(),
  /** Upload time (ms). */
  date: z.number().int(),
  renter: z.string().nullable(),
});
export type AutoEdlResult = z.infer<typeof AutoEdlResultSchema>;

export const AutoEdlRecordSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  /** When the agent asked for it (ms): 'Demandé le'. */
  date: z.number().int(),
  /** Set once the tenant uploaded: 'Réalisé le ... par {renter}'. */
  autoEdl: AutoEdlResultSchema.nullable(),
  /** The saved report the tenant starts from; null fields once that report was deleted. */
  autoEdlDuplicatedFrom: z.object({
    id: z.number().int().nullable(),
    edlIO: EdlIOSchema.nullable(),
    agent: z.string().nullable(),
    renter: z.string().nullable(),
    housingRef: z.string().nullable(),
  }),
  autoEdlPreData: AutoEdlPreDataSchema,
  profileId: z.number().int().nullable(),
  login: z.string(),
  /** Shown to the agent (accounts-costing §2): the tenant's generated password. */
  password: z.string(),
});
export type AutoEdlRecord = z.infer<typeof AutoEdlRecordSchema>;

/**
 * The create payload as the server reads it: shapes only, so that a blank or malformed field gets
 * validateNewAutoEdl's per-field messages (AutoEdlCreateSchema is the complete form's check).
 */
export const AutoEdlCreateBodySchema = z.strictObject({
  duplicateFromId: z.number().int().min(1).max(2_147_483_647),
  email: z.string().trim().max(TEXT_LIMITS.email),
  preData: AutoEdlPreDataSchema.strict(),
  profileId: z.number().int().min(1).max(2_147_483_647),
});

/** The tenant's own invitation (GET /api/auto-edl/mine). */
export const MyAutoEdlSchema = z.object({
  id: z.number().int(),
  /** GET /api/edl/{baseReportId}: the report to start from. */
  baseReportId: z.number().int(),
  /** The agent's profile the result is filed under (the upload's profileId). */
  profileId: z.number().int(),
  preData: AutoEdlPreDataSchema,
  email: z.string(),
  date: z.number().int(),
  done: z.boolean(),
  result: AutoEdlResultSchema.nullable(),
});
export type MyAutoEdl = z.infer<typeof MyAutoEdlSchema>;

/**
 * The new auto-EDL form's fields (accounts-costing §5): e-mail, floor/door and flat reference are
 * required; the e-mail must look like one (not in the spec: the field has type email).
 */
export function validateNewAutoEdl(input: {
  email?: string | null;
  preData?: Partial<AutoEdlPreData> | null;
}): FieldErrors {
  const errors: FieldErrors = {};
  if (isBlank(input.email)) errors['email'] = REQUIRED_INPUT_MESSAGE;
  else if (!isEmailLike(input.email ?? '')) errors['email'] = EMAIL_FORMAT_MESSAGE;
  if (isBlank(input.preData?.etage)) errors['etage'] = REQUIRED_INPUT_MESSAGE;
  if (isBlank(input.preData?.numAppart)) errors['numAppart'] = REQUIRED_INPUT_MESSAGE;
  return errors;
}

/** The form's one field left by the user (on-blur check): its message, or null when valid. */
export function newAutoEdlFieldError(
  input: { email?: string | null; preData?: Partial<AutoEdlPreData> | null },
  field: 'email' | 'etage' | 'numAppart',
): string | null {
  return validateNewAutoEdl(input)[field] ?? null;
}

/**
 * Whether the new auto-EDL form may be sent (accounts-costing §5): an e-mail and a report to
 * duplicate both set, and every field valid; otherwise the screen shows the invalid-form dialog
 * (INVALID_FORM_TITLE, INVALID_FORM_MESSAGE) and each field's message.
 */
export function checkNewAutoEdl(input: {
  email: string;
  preData: AutoEdlPreData;
  duplicateFromId: number | null;
}): { ok: boolean; errors: FieldErrors } {
  const errors = validateNewAutoEdl(input);
  return { ok: canSubmitAutoEdl(input) && Object.keys(errors).length === 0, errors };
}
