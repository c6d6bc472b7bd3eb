/**
 * Saved reports (inspection-core §3 "Remote report", §4 "Upload", §5, §6; accounts-costing §3
 * "History"). An upload sends the report JSON with every photo and signature image referenced by its
 * SHA-256 (the images travel first, one request each); the server keeps the document as it came, a
 * few summary fields for the saved list, and the links to the images. These rules are the server's
 * and the app's alike: what an upload must carry, what the list shows and searches, and which reports make a report's duplication history.
 */
import { z } from 'zod';
import { CostingLineSchema } from '../costing/lines.ts';
import { isBlank } from '../text.ts';
import { LocalReportSchema, type LocalReport, type PhotoRef, type Signature } from './model.ts';
import { RENTER_KEYS, SHA256_HEX } from './modelValues.ts';
import { MAX_REPORT_PHOTOS } from './reportLimits.ts';
import { listPhotoRefs } from './photos.ts';
import { RemoteReportSummarySchema } from './remote.ts';

/** An image a saved report links to, in document order. */
export interface SavedImage {
  kind: 'photo' | 'signature';
  sha256: string;
  /** The device's reference (`_ref`), kept to give the image back to a duplicating device. */
  ref: string;
  /** A photo's `_context`, a signature's signer key; null when a photo has none. */
  context: string | null;
}

/**
 * The images an uploaded report links to, and what is wrong with its references: each photo and
 * signature must carry its `sha256` and no inline `_data` (no base64 in JSON bodies).
 */
export function uploadedImages(report: Pick<LocalReport, 'edl' | 'signatures'>): {
  images: SavedImage[];
  problems: string[];
} {
  const images: SavedImage[] = [];
  const problems: string[] = [];
  const take = (kind: SavedImage['kind'], image: PhotoRef | Signature, context: string | null) => {
    const what = kind === 'photo' ? `photo ${image._ref}` : `signature ${context ?? ''}`;
    if (!isBlank(image._data)) {
      problems.push(
        `${what} : données incluses (_data) refusées, envoyez l'image par PUT /api/photos/{sha256}`,
      );
    }
    if (image.sha256 === undefined) problems.push(`${what} : empreinte sha256 manquante`);
    else images.push({ kind, sha256: image.sha256, ref: image._ref, context });
  };
  for (const photo of listPhotoRefs(report)) take('photo', photo, photo._context ?? null);
  for (const [signer, signature] of Object.entries(report.signatures ?? {}))
    take('signature', signature, signer);
  return { images, problems };
}

/** The distinct hashes of `images`, in first-seen order. */
export function distinctHashes(images: readonly SavedImage[]): string[] {
  return [...new Set(images.map((image) => image.sha256))];
}

/** The saved list's fields that come from the document itself. */
export interface SavedReportFields {
  /** The names of the report's tenants, comma separated. */
  renter: string | null;
  housingSize: string | null;
  housingRef: string | null;
  agent: string | null;
  owner: string | null;
  address: string | null;
}

const joined = (parts: readonly (string | null | undefined)[], separator: string): string | null => {
  const kept = parts.filter((part): part is string => !isBlank(part)).map((part) => part.trim());
  return kept.length > 0 ? kept.join(separator) : null;
};

/**
 * What the saved list shows of a report: its tenants (the first nbRenters), housing type, flat
 * number (the in-progress list's "flat number"), agent (mandataire), owner and address.
 */
export function savedReportFields(report: LocalReport): SavedReportFields {
  const renters = RENTER_KEYS.slice(0, report.nbRenters).map((key) => report[key]?.name);
  const { bien } = report;
  return {
    renter: joined(renters, ', '),
    housingSize: joined([bien.typeLogement], ''),
    housingRef: joined([bien.numAppart], ''),
    agent: joined([bien.mandataire], ''),
    owner: joined([report.owner.proprietaireNom], ''),
    address: joined([bien.addr, bien.codePostal, bien.ville], ' '),
  };
}

/**
 * Text as the saved-list search compares it: no accents, lower case, single spaces, ligatures
 * spelt out ('Œuvre' matches 'oeuvre'). 'Hélène  DUPRÉ' and 'helene dupre' compare equal.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Most characters of a report's search text the server indexes (not a spec value): real fields are
 * a few hundred characters; an index entry must stay well under PostgreSQL's 2.7 kB.
 */
export const MAX_SEARCH_TEXT = 1000;
/** Most UTF-8 bytes of it: what the index entry holds (1,000 ideographs would be 3,000). */
export const MAX_SEARCH_BYTES = 2000;

const utf8Length = (codePoint: number) =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;

/** The searchable text of a saved report: tenants, address, agent, owner and flat number. */
export function savedReportSearchText(fields: SavedReportFields): string {
  const parts = [fields.renter, fields.address, fields.agent, fields.owner, fields.housingRef];
  const text = normalizeSearchText(parts.filter((part) => part !== null).join(' | ')).slice(
    0,
    MAX_SEARCH_TEXT,
  );
  let bytes = 0;
  let end = 0;
  for (const char of text) {
    bytes += utf8Length(char.codePointAt(0) ?? 0);
    if (bytes > MAX_SEARCH_BYTES) return text.slice(0, end);
    end += char.length;
  }
  return text;
}

/** The links of the duplication chain the history needs: each report and the one it came from. */
export interface ChainLink {
  id: number;
  duplicateFromEdlID: number | null;
}

/**
 * A report's duplication history (accounts-costing §2 "Costing history"): the report itself, then
 * the report it was duplicated from, and so on, newest first. The chain stops at a report that is
 * missing or not visible to the caller (the map holds only visible ones), and never loops.
 */
export function duplicationChain(startId: number, visible: ReadonlyMap<number, ChainLink>): number[] {
  const chain: number[] = [];
  for (let link = visible.get(startId); link && !chain.includes(link.id);) {
    chain.push(link.id);
    link = link.duplicateFromEdlID === null ? undefined : visible.get(link.duplicateFromEdlID);
  }
  return chain;
}

/** Most reports a history follows back (a safety bound for the server's query, not a spec value). */
export const MAX_HISTORY_LENGTH = 100;

/** `POST /api/edl` answers the server id and the save date (ms), which the device stores as syncDate. */
export const SaveReportResultSchema = z.object({
  id: z.number().int(),
  date: z.number().int(),
});
export type SaveReportResult = z.infer<typeof SaveReportResultSchema>;

/** `GET /api/edl/{id}`: the saved-list fields plus the document in `data`, images as URLs. */
export const RemoteReportSchema = RemoteReportSummarySchema.extend({
  data: LocalReportSchema,
});
export type RemoteReport = z.infer<typeof RemoteReportSchema>;

/** One card of the history: the report, and its costing lines (none until costing exists). */
const ReportHistoryEntrySchema = z.object({
  edl: z.object({
    id: z.number().int(),
    housingRef: z.string().nullable(),
    edlIO: z.enum(['Entrant', 'Sortant']),
    date: z.number().int(),
    renter: z.string().nullable(),
  }),
  /** With each line's unit price: the totals tell an automatic cost (wear in it) from a lump sum. */
  costings: z.array(CostingLineSchema.extend({ unitCost: z.number().int().nullable().optional() })),
});
export const ReportHistorySchema = z.object({
  history: z.array(ReportHistoryEntrySchema),
  hasCostingsHistory: z.boolean(),
});
export type ReportHistory = z.infer<typeof ReportHistorySchema>;

/**
 * `POST /api/photos/missing`: the images of one save, by hash, asked in one request (docs/ARCHITECTURE.md
 * "Budgets"); the answer names those the caller must send (the server lacks them, or the caller may not use
 * the copy it has). A report's photos and its signatures: at most MAX_REPORT_PHOTOS plus a few.
 */
export const MAX_IMAGES_ASKED = MAX_REPORT_PHOTOS + 100;
export const MissingImagesRequestSchema = z.object({
  sha256: z
    .array(
      z.string().regex(SHA256_HEX, 'empreinte SHA-256 invalide (64 caractères hexadécimaux en minuscules)'),
    )
    .min(1, 'au moins une empreinte')
    .max(MAX_IMAGES_ASKED, `${MAX_IMAGES_ASKED} empreintes au plus par demande`),
});
export const MissingImagesSchema = z.object({
  missing: z.array(z.string()).describe('The hashes asked for that the caller must send, in the order asked'),
});
