/**
 * The 'Rénovation' button of the rate panel (inspection-core §4, §5): after the spec's confirmation,
 * an element is reset as if renovated. The reset only touches fields the element has, so it never
 * adds a condition, a working state, a cleaning or an observation to an element that shows none:
 *   - condition becomes 'Très bon état' when the element shows a condition;
 *   - state becomes 'Fonctionne' and cleaning 'Propre' only when they were set;
 *   - the observation is emptied when the element has one.
 * A container (rate null: its sub-entries carry the values) is left alone.
 */
import { isSet } from '../text.ts';
import type { LocalReport, Rate } from './model.ts';
import type { ElementPath } from './paths.ts';
import { elementAt, entryAt, updateRate } from './paths.ts';
import { elementFields } from './setup.ts';

export const RENOVATION_CONFIRMATION =
  "En confirmant, l'état d'usage, le fonctionnement, le ménage et les observations seront réinitialisés";

export const RENOVATED_CONDITION = 'Très bon état';
export const RENOVATED_STATE = 'Fonctionne';
export const RENOVATED_CLEANING = 'Propre';

/**
 * The renovated rate (see the header). `fields` are the rate fields the element shows; without them
 * the keys present in the rate stand for them (the catalogue builds rates with every field, null).
 */
export function renovateRate(rate: Rate | null, fields?: readonly string[]): Rate | null {
  if (!rate) return rate;
  const has = (field: string) => field in rate || (fields?.includes(field) ?? false);
  const out: Rate = { ...rate };
  if (has('condition')) out.condition = RENOVATED_CONDITION;
  if (isSet(rate.state)) out.state = RENOVATED_STATE;
  if (isSet(rate.cleaning)) out.cleaning = RENOVATED_CLEANING;
  if (has('other')) out.other = '';
  return out;
}

/** Renovates the entry or sub-entry at `path` (the UI asks RENOVATION_CONFIRMATION first). */
export function renovateElement(report: LocalReport, path: ElementPath): LocalReport {
  const element = elementAt(report, path);
  if (!element || !('rate' in element)) return report;
  const parent =
    path.subEntryId === undefined ? undefined : entryAt(report, path.moduleId, path.entryId ?? 0);
  const fields = elementFields(element, parent);
  return updateRate(report, path, (rate) => renovateRate(rate, fields));
}
