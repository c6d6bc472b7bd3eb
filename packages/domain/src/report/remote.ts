/**
 * A saved report as the saved list shows it (inspection-core §3 "Remote report"): a summary the server
 * answers for `GET /api/edl`, not the full report (that is `GET /api/edl/{id}`).
 */
import { z } from 'zod';
import { EdlIOSchema, LocaleSchema } from './model.ts';

/** Which documents of a report are being rendered or ready. */
const PdfKindSchema = z.enum(['edl', 'convention']);

export const RemoteReportSummarySchema = z.object({
  id: z.number().int(),
  /** The tenant name(s) shown as the item title. */
  renter: z.string().nullable(),
  edlIO: EdlIOSchema,
  /** The report date (ms). */
  date: z.number().int(),
  /** Housing type (T1..T7, Studio...). */
  housingSize: z.string().nullable(),
  /** Flat number or reference. */
  housingRef: z.string().nullable(),
  agent: z.string().nullable(),
  owner: z.string().nullable(),
  address: z.string().nullable(),
  profileId: z.number().int().nullable(),
  comment: z.string().nullable(),
  showCosts: z.boolean(),
  locale: LocaleSchema,
  pdfsGenerating: z.array(PdfKindSchema),
  pdfsGenerated: z.array(PdfKindSchema),
  duplicateFromEdlID: z.number().int().nullable(),
  hasDefinedCosting: z.boolean(),
  isPlatformConnected: z.boolean(),
  fromAutoEdl: z.boolean(),
  hasConvention: z.boolean(),
  /** When it was saved (ms). */
  syncDate: z.number().int().nullable(),
  lastUpdatedDate: z.number().int().nullable(),
  /** The profile's name (last: the server's list adds it to each report's stored summary). */
  name: z.string().nullable(),
});
export type RemoteReportSummary = z.infer<typeof RemoteReportSummarySchema>;
