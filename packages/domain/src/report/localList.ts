/**
 * The in-progress list's rules (inspection-core §2 'In-progress list', §4 'Local report life'):
 * what an item shows of its report (its summary), an item's status, the search over what the agent
 * recognises a report by, and the tenant names shown as its title.
 */
import { activeRenterKeys } from '../validation/infoForm.ts';
import { normalizeName } from '../text.ts';
import type { StoragePersistence } from '../device/storage.ts';
import type { Bien, EdlIO, LocalReport } from './model.ts';

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
 * All an item of the list shows, searches and acts on: a report holds every room and element, and
 * reading whole reports would cost the list's start more than the rest of it on a mid-range phone,
 * so the device keeps this beside each report, written with it (apps/web/src/storage/db.ts).
 */
export interface LocalReportSummary {
  localId: number;
  edlIO: EdlIO;
  /** Created, or signed once closed (ms). */
  date: number;
  open: boolean;
  /** The server id, once saved. */
  id: number | null;
  syncDate: number | null;
  /** tenantNames: the item's title. */
  tenants: string;
  bien: Pick<Bien, 'mandataire' | 'genre' | 'typeLogement' | 'addr' | 'codePostal' | 'ville' | 'numAppart'>;
  owner: { proprietaireNom: string | null };
}

/**
 * The summary of `report`. Stored summaries are this function's output at the time of writing: a
 * change to what it returns needs a device database version that rebuilds them.
 */
export function localReportSummary(report: LocalReport): LocalReportSummary {
  const { bien } = report;
  return {
    localId: report.localId,
    edlIO: report.edlIO,
    date: report.date,
    open: report.open,
    id: report.id ?? null,
    syncDate: report.syncDate ?? null,
    tenants: tenantNames(report),
    bien: {
      mandataire: bien.mandataire ?? null,
      genre: bien.genre ?? null,
      typeLogement: bien.typeLogement ?? null,
      addr: bien.addr ?? null,
      codePostal: bien.codePostal ?? null,
      ville: bien.ville ?? null,
      numAppart: bien.numAppart ?? null,
    },
    owner: { proprietaireNom: report.owner.proprietaireNom ?? null },
  };
}

/**
 * True when every word of the query appears (accents and case ignored) in the tenants, the agent,
 * the owner, the address, the city, the postcode or the flat number.
 */
export function matchesLocalSearch(summary: LocalReportSummary, query: string): boolean {
  const words = normalizeName(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const { bien } = summary;
  const haystack = normalizeName(
    [
      summary.tenants,
      bien.mandataire,
      summary.owner.proprietaireNom,
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
