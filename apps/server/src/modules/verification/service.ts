/**
 * What the verification page may learn of a report (docs/ARCHITECTURE.md "A report's journey"): whether a
 * fingerprint is the one of a report stored here, and then its date, kind and parties' initials only. The
 * fingerprint is the one the device computed at signing (checked on upload, reports/integrity.ts),
 * or, for a report saved without one, the same domain hash of the content this server holds; it is
 * kept at save (reports.fingerprint), so that a wrong one is refused without reading the report.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import {
  expectedDigits,
  fingerprintText,
  personInitials,
  RENTER_KEYS,
  uploadFingerprintInput,
  type LocalReport,
} from '@constat/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { reports } from '../../db/schema.ts';

/** The report's fingerprint: the one it was signed with, or its content's. */
export function reportFingerprint(report: LocalReport): string {
  if (report.fingerprint) return report.fingerprint;
  return createHash('sha256')
    .update(fingerprintText(uploadFingerprintInput(report)), 'utf8')
    .digest('hex');
}

export interface Verified {
  edlId: number;
  edlIO: 'Entrant' | 'Sortant';
  /** The report's date (signature time), ms. */
  date: number;
  /** The tenants' initials, in the report's order. */
  renters: string[];
  /** The landlord's initials. */
  owner: string | null;
}

/** What the digits given for an unknown report are compared with: a fingerprint's length. */
const NO_FINGERPRINT = '0'.repeat(64);

/**
 * Whether `given` shows the digits of `stored`, compared in constant time: the same comparison of
 * as many bytes for a right, a wrong and an absent fingerprint (`stored` undefined), so that neither
 * the time nor the work tells that a report exists.
 */
function sameFingerprint(stored: string | undefined, given: string): boolean {
  const expected = expectedDigits(stored ?? NO_FINGERPRINT, given);
  const digits = Buffer.from(given.toLowerCase());
  const compared = Buffer.from(expected ?? given.toLowerCase());
  const equal = compared.length === digits.length && timingSafeEqual(compared, digits);
  return equal && expected !== null && stored !== undefined;
}

/**
 * The fingerprint of a report saved before fingerprints were kept (migration 0022), computed from
 * its content once and kept: the only verification that reads a whole report before comparing.
 */
async function keptFingerprint(db: Database, edlId: number): Promise<string | undefined> {
  const [row] = await db.select({ document: reports.document }).from(reports).where(eq(reports.id, edlId));
  if (!row) return undefined;
  const fingerprint = reportFingerprint(row.document);
  await db
    .update(reports)
    .set({ fingerprint })
    .where(and(eq(reports.id, edlId), isNull(reports.fingerprint)));
  return fingerprint;
}

/** What is shown of the report `edlId` when `fingerprint` is its own; null for anything else. */
export async function verifyReport(
  db: Database,
  edlId: number,
  fingerprint: string,
): Promise<Verified | null> {
  // One row by its primary key, without the report: the same read for any id, known or not.
  const [kept] = await db
    .select({ fingerprint: reports.fingerprint })
    .from(reports)
    .where(eq(reports.id, edlId));
  const stored = kept && (kept.fingerprint ?? (await keptFingerprint(db, edlId)));
  if (!sameFingerprint(stored, fingerprint)) return null;
  // Only now the report itself: what is shown of it, to the holder of its fingerprint.
  const [row] = await db
    .select({ document: reports.document, date: reports.date })
    .from(reports)
    .where(eq(reports.id, edlId));
  if (!row) return null;
  const report = row.document;
  const renters = RENTER_KEYS.slice(0, report.nbRenters)
    .map((key) => personInitials(report[key]?.name))
    .filter((initials): initials is string => initials !== null);
  return {
    edlId,
    edlIO: report.edlIO,
    date: row.date.getTime(),
    renters,
    owner: personInitials(report.owner.proprietaireNom),
  };
}
