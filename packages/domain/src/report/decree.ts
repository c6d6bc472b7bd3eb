/**
 * The items décret n° 2016-382 (art. 2) makes mandatory in a report, checked before it is closed
 * (docs/ARCHITECTURE.md "Beyond the specification"): the recap lists what is missing. Most are required by
 * the info form already; the landlord's name and address are not, so a report could be signed without them.
 * The outgoing tenant's forwarding address stays a warning: the spec lets the agent finalise
 * without it ('Finaliser quand même l'EDL'), a tenant may have none to give. So does the entry
 * report's date, an optional field of the spec's form that a move-out not duplicated from its entry
 * may not know (the entry was made on paper, years ago).
 */
import { isBlank } from '../text.ts';
import { activeRenterKeys } from '../validation/infoForm.ts';
import type { LocalReport } from './model.ts';
import { missingForwardingAddress } from './finalise.ts';

export type DecreeItem =
  | 'dwellingAddress'
  | 'landlordName'
  | 'landlordAddress'
  | 'agent'
  | 'tenantName'
  | 'entryDate'
  | 'forwardingAddress';

export interface MissingDecreeItem {
  item: DecreeItem;
  /** The French text the recap lists. */
  label: string;
  /** false: listed, but the report may still be closed. */
  blocking: boolean;
}

export const DECREE_ITEM_LABELS: Record<DecreeItem, string> = {
  dwellingAddress: 'Adresse du logement',
  landlordName: 'Nom du bailleur',
  landlordAddress: 'Adresse du bailleur',
  agent: 'Mandataire',
  tenantName: 'Nom du locataire',
  entryDate: "Date de l'état des lieux d'entrée",
  forwardingAddress: 'Nouvelle adresse du locataire sortant',
};

const WARNINGS_ONLY: ReadonlySet<DecreeItem> = new Set(['entryDate', 'forwardingAddress']);

export const DECREE_MISSING_TITLE = 'Mentions obligatoires manquantes (décret n° 2016-382)';
export const DECREE_BLOCKING_MESSAGE =
  "L'EDL ne peut pas être clôturé tant qu'une mention obligatoire manque. Complétez les informations.";

type DecreeFacts = Pick<
  LocalReport,
  | 'edlIO'
  | 'bien'
  | 'owner'
  | 'nbRenters'
  | 'renter'
  | 'renter2'
  | 'renter3'
  | 'renter4'
  | 'renter5'
  | 'entryDate'
>;

/** What the report lacks of the décret's items, in the order the document prints them. */
export function missingDecreeItems(report: DecreeFacts): MissingDecreeItem[] {
  const missing: DecreeItem[] = [];
  const { bien } = report;
  if ([bien.addr, bien.codePostal, bien.ville].some(isBlank)) missing.push('dwellingAddress');
  if (isBlank(report.owner.proprietaireNom)) missing.push('landlordName');
  if (isBlank(report.owner.proprietaireAdresse)) missing.push('landlordAddress');
  if (isBlank(bien.mandataire)) missing.push('agent');
  if (activeRenterKeys(report).some((key) => isBlank(report[key]?.name))) missing.push('tenantName');
  if (report.edlIO === 'Sortant') {
    if (isBlank(report.entryDate)) missing.push('entryDate');
    if (missingForwardingAddress(report)) missing.push('forwardingAddress');
  }
  return missing.map((item) => ({
    item,
    label: DECREE_ITEM_LABELS[item],
    blocking: !WARNINGS_ONLY.has(item),
  }));
}

/** A report may be closed (signed) only when no blocking item is missing. */
export function canCloseReport(report: DecreeFacts): boolean {
  return missingDecreeItems(report).every((missing) => !missing.blocking);
}
