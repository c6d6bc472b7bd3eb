/**
 * When a report has an exit agreement (convention de sortie, inspection-core §1, §2 'Exit comparison',
 * accounts-costing 'Costing screen'). The rule, decided once here for every screen, the upload, the
 * server and the documents:
 * - only a move-out (Sortant) has one; a move-in never, whatever its flags;
 * - a move-out duplicated from a move-in has one: that move-in is its entry report, the one the
 *   exit is compared to and costed against. It counts saved (duplicateFromEdlID set) or still on the
 *   device only (the comparison then says so, §8 'local only'), and the link stays in the document
 *   even when the server keeps no link to a source its saver does not see: what was signed decides;
 * - any move-out whose agent switched 'Convention de sortie manuelle' on (an entry report made on
 *   paper or elsewhere);
 * - any other move-out (no entry report, toggle off, or made from another move-out) has none.
 * The flag `hasConvention` a report carries is this rule's answer written down when the report
 * changes (it is part of what is signed); readers ask the rule, since devices that predate it never
 * wrote the flag.
 */
import type { LocalReport } from './model.ts';

export type ConventionFacts = Pick<LocalReport, 'edlIO' | 'duplicateFromEdlIO' | 'conventionSortieManuelle'>;

export function hasExitConvention(report: ConventionFacts): boolean {
  if (report.edlIO !== 'Sortant') return false;
  return report.conventionSortieManuelle === true || report.duplicateFromEdlIO === 'Entrant';
}

/** `report` with its `hasConvention` flag set by the rule. */
export function withExitConvention<T extends ConventionFacts>(report: T): T & { hasConvention: boolean } {
  return { ...report, hasConvention: hasExitConvention(report) };
}

/** The info form's 'Convention de sortie manuelle' toggle (a move-out's only). */
export function setManualConvention<T extends ConventionFacts>(
  report: T,
  on: boolean,
): T & { hasConvention: boolean } {
  return withExitConvention({ ...report, conventionSortieManuelle: on });
}
