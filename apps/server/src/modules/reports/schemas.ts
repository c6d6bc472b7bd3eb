/**
 * What the reports API accepts and answers, on top of the domain's shapes (LocalReportSchema,
 * RemoteReportSummarySchema, ...): the upload's server-side bounds, the list query, the small
 * patches, and the photo answers.
 */
import {
  boundedText,
  depositIssue,
  LocaleSchema,
  LocalReportSchema,
  reportSizeIssue,
  SAVED_LIST_PAGE_SIZE,
  sealIssue,
  SHA256_HEX,
  TimeSchema,
} from '@constat/domain';
import { z } from 'zod';
import { Id, IdText } from '../../http/ids.ts';

/** Most reports one page of the saved list holds. */
const MAX_PAGE_SIZE = 100;

const Sha = z
  .string()
  .regex(SHA256_HEX, 'empreinte SHA-256 invalide (64 caractères hexadécimaux en minuscules)')
  .describe('SHA-256 of the image bytes, lower-case hex');

export const ShaParams = z.object({ sha256: Sha });
export const ReportPhotoParams = z.object({ id: IdText, sha256: Sha });

export const PhotoSchema = z.object({
  sha256: z.string(),
  size: z.number().int().describe('Bytes'),
  mime: z.enum(['image/jpeg', 'image/png']),
  width: z.number().int(),
  height: z.number().int(),
});

/** A time in ms from 1970 to the end of year 9999 (domain numberLimits.ts). */
const Timestamp = TimeSchema.describe('Milliseconds since 1970');

/**
 * The report as the device uploads it: the domain's LocalReport with the ids the server stores in
 * int4 columns bounded, a profile required, no unknown top-level field, and the domain's bounds on
 * a whole report (reportSizeIssue: text, elements, photos). Photo and signature references carry
 * `sha256` and no `_data` (checked by the domain's uploadedImages).
 */
export const UploadReportSchema = z
  .strictObject({
    ...LocalReportSchema.shape,
    localId: z
      .number()
      .int()
      .min(0)
      .max(Number.MAX_SAFE_INTEGER)
      .describe('Creation time on the device (ms)'),
    date: Timestamp,
    syncDate: Timestamp.nullable().optional(),
    id: z.number().int().nullable().optional().describe("The device's copy of a server id: ignored"),
    profileId: Id.describe("One of the signed-in user's profiles"),
    duplicateFromEdlID: Id.nullable().optional(),
  })
  .superRefine((report, context) => {
    const issue = reportSizeIssue(report);
    if (issue) context.addIssue({ code: 'custom', message: issue });
    // The move-out's deposit, as the info form checks it (validation/reportInfo.ts).
    const deposit = depositIssue(report.depotGarantie, report.edlIO);
    if (deposit) context.addIssue({ code: 'custom', path: ['depotGarantie'], message: deposit });
    // A signed report is taken only with its fingerprint, which integrity.ts then checks.
    const seal = sealIssue(report);
    if (seal) context.addIssue({ code: 'custom', path: ['fingerprint'], message: seal });
  });
export type UploadReport = z.infer<typeof UploadReportSchema>;

/** Printable ASCII without spaces: the device id and the report's localId. */
export const IdempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .min(1)
    .max(200)
    .regex(/^[\x21-\x7e]+$/, 'caractères ASCII visibles uniquement (identifiant appareil + localId)')
    .describe('Device id + localId: a retried upload returns the first result'),
});

const PageSize = z
  .string()
  .regex(/^[1-9][0-9]{0,2}$/, `nombre de 1 à ${MAX_PAGE_SIZE}`)
  .transform(Number)
  .refine((n) => n <= MAX_PAGE_SIZE, `nombre de 1 à ${MAX_PAGE_SIZE}`);
const Offset = z
  .string()
  .regex(/^(0|[1-9][0-9]{0,8})$/, 'nombre entier positif')
  .transform(Number);

export const ListQuery = z.object({
  p: IdText.optional().describe('Only the reports of this profile'),
  q: z.string().max(200).optional().describe('Search in tenants, address, agent, owner, flat number'),
  l: PageSize.optional().describe(`Page size (default ${SAVED_LIST_PAGE_SIZE}, at most ${MAX_PAGE_SIZE})`),
  o: Offset.optional().describe('Offset of the first report'),
});

export const CommentBody = z.strictObject({ comment: boundedText('comment').nullable() });
export const ShowCostsBody = z.strictObject({ showCosts: z.boolean() });
export const LocaleBody = z.strictObject({ locale: LocaleSchema });

/** The pagination headers of `GET /api/edl`, readable by a browser client. */
export const PAGINATION_HEADERS = [
  'pagination-count',
  'pagination-limit',
  'pagination-offset',
  'pagination-page',
  'pagination-pages',
] as const;
