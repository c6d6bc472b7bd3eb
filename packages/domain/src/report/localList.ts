/**
 * The in-progress list's rules (inspection-core §2 'In-progress list', §4 'Local report life'):
 * an item's status, the search over what the agent recognises a report by, and the tenant names
 * shown as its title.
 */
import { activeRenterKeys } from '../validation/infoForm.ts';
import { normalizeName } from '../text.ts';
import type { StoragePersistence } from '../device/storage.ts';
import type { LocalReport } from './model.ts';

/** saving is the upload in progress (a transient state the device tracks beside the report). */
export type LocalReportStatus = 'saved' | 'ready' | 'saving' | 'editing';

export function localReportStatus(
  report: Pick<LocalReport, 'open' | 'id'>,
  saving = false,
): LocalReportStatus {
  if (saving) return 'saving';
  if (typeof report.id === 'number') return 'saved';
  return report.open ? 'editing' : 'ready';
}

/** The tenants' names, in order, joined by ' / ' (empty names left out). */
export function tenantNames(report: LocalReport): string {
  return activeRenterKeys(report)
    .map((key) => report[key]?.name?.trim())
    .filter((name): name is string => Boolean(name))
    .join(' / ');
}

/**
 * True when every word of the query appears (accents and case ignored) in the tenants, the agent,
 * the owner, the address, the city, the postcode or the flat number.
 */
export function matchesLocalSearch(report: LocalReport, query: string): boolean {
  const words = normalizeName(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const { bien } = report;
  const haystack = normalizeName(
    [
      tenantNames(report),
      bien.mandataire,
      report.owner.proprietaireNom,
      bien.addr,
      bien.ville,
      bien.codePostal,
      bien.numAppart,
    ]
      .filter(Boolean)
      .join(' '),
  );
  return words.every((word) => haystack.includes(word));
}

/**
 * Whether 'EDLs en cours' warns that the device may erase its reports: only when the browser
 * refused persistence and a report not yet on the server would be lost with it.
 */
export function evictionPutsReportsAtRisk(
  persistence: StoragePersistence,
  reports: readonly Pick<LocalReport, 'open' | 'id'>[],
): boolean {
  return persistence === 'evictable' && reports.some((report) => localReportStatus(report) !== 'saved');
}
