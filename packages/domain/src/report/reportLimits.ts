/**
 * Bounds on a whole report (not in the spec: docs/ARCHITECTURE.md "Trust"), checked by the server on upload
 * beside each field's limit (textLimits.ts). A PDF's layout costs memory per word, per table row and
 * per photo: 4 MiB of text took 1.3 GB and 35 s to render, 70,000 one-word elements more than 384 MB
 * (bench/bounded.bench.ts). A large honest report (30 rooms, 400 elements, 300 photos, some tens of
 * thousands of characters) stays far below each bound.
 */
import type { LocalReport } from './model.ts';
import { formatCount } from './textLimits.ts';

/** A million characters: 500 observations at their limit, some 350 pages of PDF. */
export const MAX_REPORT_TEXT_LENGTH = 1_000_000;
/** Elements and sub-elements of every room together. */
export const MAX_REPORT_ELEMENTS = 5000;
/** Photo references of every element together (the same photo may be named more than once). */
export const MAX_REPORT_PHOTOS = 2000;

/** Every string's length in a report (or any JSON value): the text its PDF lays out, and more. */
export function reportTextLength(value: unknown): number {
  if (typeof value === 'string') return value.length;
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + reportTextLength(item), 0);
  if (typeof value !== 'object' || value === null) return 0;
  let sum = 0;
  for (const item of Object.values(value)) sum += reportTextLength(item);
  return sum;
}

/** 'rapport trop long : 1 234 567 caractères de texte (1 000 000 au plus)'. */
export function reportTooLongMessage(length: number): string {
  return `rapport trop long : ${formatCount(length)} caractères de texte (${formatCount(MAX_REPORT_TEXT_LENGTH)} au plus)`;
}

/** The French message of the first whole-report bound `report` passes, or null. */
export function reportSizeIssue(report: Pick<LocalReport, 'edl'>): string | null {
  let elements = 0;
  let photos = 0;
  for (const room of report.edl)
    for (const entry of room.entry) {
      elements += 1 + (entry.content?.length ?? 0);
      photos += entry.rate?.photo?.length ?? 0;
      for (const sub of entry.content ?? []) photos += sub.rate?.photo?.length ?? 0;
    }
  if (elements > MAX_REPORT_ELEMENTS)
    return `rapport trop grand : ${formatCount(elements)} éléments (${formatCount(MAX_REPORT_ELEMENTS)} au plus)`;
  if (photos > MAX_REPORT_PHOTOS)
    return `rapport trop grand : ${formatCount(photos)} photos (${formatCount(MAX_REPORT_PHOTOS)} au plus)`;
  const length = reportTextLength(report);
  return length > MAX_REPORT_TEXT_LENGTH ? reportTooLongMessage(length) : null;
}
