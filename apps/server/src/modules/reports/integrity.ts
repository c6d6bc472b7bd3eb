/**
 * What the server checks before trusting an upload (docs/ARCHITECTURE.md "Trust"): the report's
 * information passes the info form's rules, the fingerprint the device computed at signing is the
 * one of the content it sends, and an Idempotency-Key replays its first result only for the same
 * content. The rules are the domain's (validateReportInfo, fingerprintText, uploadContentText);
 * this file hashes their text and words the refusals.
 */
import { createHash } from 'node:crypto';
import {
  fingerprintText,
  INVALID_FORM_MESSAGE,
  uploadContentText,
  uploadFingerprintInput,
  validateReportInfo,
  type LocalReport,
} from '@constat/domain';
import { ApiError, badRequest } from '../../http/errors.ts';

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * Refuses a report whose information the info form would refuse (inspection-core §5; a
 * self-service tenant's form asks only its name): 400, each field's message in the detail, as the
 * form shows them, and the first few in the message the app's save dialog prints.
 */
export function assertReportInfo(report: LocalReport, selfService: boolean): void {
  const errors = validateReportInfo(report, { edlIO: report.edlIO, selfService });
  const fields = Object.entries(errors);
  if (fields.length === 0) return;
  const shown = fields.slice(0, 3).map(([field, message]) => `${field} : ${message}`);
  const more = fields.length > 3 ? ` (${fields.length} au total)` : '';
  throw badRequest(
    `${INVALID_FORM_MESSAGE} Informations de l'EDL refusées : ${shown.join(' ; ')}${more}`,
    errors,
  );
}

/**
 * Refuses a report whose fingerprint is not the SHA-256 of its content and images: it was changed
 * after signing (a rating, a photo, a signature) and the document would print a false seal. An
 * unsigned report without a fingerprint claims none and is taken as it is; a signed one without it
 * is refused by the upload's schema (domain sealIssue).
 */
export function assertFingerprint(report: LocalReport): void {
  if (report.fingerprint === undefined) return;
  if (sha256Hex(fingerprintText(uploadFingerprintInput(report))) === report.fingerprint) return;
  throw new ApiError(
    422,
    'fingerprint-mismatch',
    "L'empreinte de cet EDL ne correspond pas à son contenu : il a été modifié après sa signature. " +
      "Rien n'a été enregistré ; faites-le signer à nouveau avant de l'enregistrer.",
  );
}

/** The hash kept with the Idempotency-Key: the report as stored, with its images' hashes. */
export const uploadContentHash = (report: LocalReport): string => sha256Hex(uploadContentText(report));

/** Refuses a key replayed with another content (a null hash: saved before the content was kept). */
export function assertSameContent(first: { contentHash: string | null }, contentHash: string): void {
  if (first.contentHash === null || first.contentHash === contentHash) return;
  throw new ApiError(
    422,
    'idempotency-key-reused',
    "Cette clé d'idempotence a déjà servi à enregistrer un autre contenu d'EDL : rien n'a été modifié. " +
      "Envoyez cette version avec une nouvelle clé pour l'enregistrer comme un nouvel EDL.",
  );
}
