/**
 * The summaries 'EDLs en cours' reads instead of whole reports (db.ts, version 2): each is the
 * domain's localReportSummary of its report, put in the transaction that writes the report.
 */
import { localReportSummary, type LocalReportSummary } from '@constat/domain';
import type { Table } from 'dexie';
import type { StoredReport, StoredSummary } from './db.ts';

export function summaryRow(row: StoredReport): StoredSummary {
  return {
    localId: row.localId,
    userId: row.userId,
    profileId: row.profileId,
    summary: localReportSummary(row.report),
  };
}

/**
 * The summary of every stored report, one report in memory at a time. A report too malformed to
 * summarise is left without one rather than failing the upgrade (which would keep the database, and
 * every report in it, from opening): the list then reads that report itself, as it did before.
 */
export async function buildSummaries(
  reports: Table<StoredReport, number>,
  summaries: Table<StoredSummary, number>,
): Promise<void> {
  const rows: StoredSummary[] = [];
  await reports.each((row) => {
    try {
      rows.push(summaryRow(row));
    } catch {
      // Read from the report by listSummaries.
    }
  });
  await summaries.bulkPut(rows);
}

/** Orders summaries as the list shows them: the most recently created first. */
export const newestFirst = (a: LocalReportSummary, b: LocalReportSummary) => b.localId - a.localId;
