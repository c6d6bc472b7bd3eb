/**
 * What the verification page may learn of a report (docs/ARCHITECTURE.md "A report's journey"): whether a
 * fingerprint is the one of a report stored here, and then its date, kind and parties' initials only. The
 * fingerprint is the one the device computed at signing (checked on upload, reports/integrity.ts),
 * or, for a report saved without one, the same domain hash of the content this server holds.
 */
import { createHash } from 'node:crypto';
import {
  fingerprintMatches,
  fingerprintText,
  personInitials,
  RENTER_KEYS,
  uploadFingerprintInput,
  type LocalReport,
} from '@constat/domain';
import { eq } from 'drizzle-orm';
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

/** What is shown of the report `edlId` when `fingerprint` is its own; null for anything else. */
export async function verifyReport(
  db: Database,
  edlId: number,
  fingerprint: string,
): Promise<Verified | null> {
  const [row] = await db
    .select({ document: reports.document, date: reports.date })
    .from(reports)
    .where(eq(reports.id, edlId));
  if (!row || !fingerprintMatches(reportFingerprint(row.document), fingerprint)) return null;
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
