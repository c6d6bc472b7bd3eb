/**
 * Closing a report from the editor (inspection-core §4 'Finalising an exit report', 'Local report
 * life'): an exit report whose outgoing tenant left no new postal address gets a warning first, and
 * the next screen is the recap, or the exit comparison when the report has a convention.
 */
import { isBlank } from '../text.ts';
import { hasExitConvention, type ConventionFacts } from './convention.ts';
import type { LocalReport } from './model.ts';

export const MISSING_FORWARDING_ADDRESS_MESSAGE =
  "Vous n'avez pas indiqué de nouvelle adresse postale pour le locataire sortant";
export const FINALISE_ANYWAY = "Finaliser quand même l'EDL";
export const FILL_IN_ADDRESS = "Renseigner l'adresse";

/** A move-out whose (first) outgoing tenant has no new postal address. */
export function missingForwardingAddress(report: Pick<LocalReport, 'edlIO' | 'renter'>): boolean {
  return report.edlIO === 'Sortant' && isBlank(report.renter.sortantAddr);
}

export type SubmitDestination = 'recap' | 'recapConvention';

/** Asks the rule (convention.ts), not the stored flag: reports made before it never carried one. */
export function submitDestination(report: ConventionFacts): SubmitDestination {
  return hasExitConvention(report) ? 'recapConvention' : 'recap';
}
