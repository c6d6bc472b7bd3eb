/**
 * Calibration lookup (inspection-core §4, accounts-costing §4): the most specific calibration for an
 * element, a nature and an action, in this order:
 *   1. element + nature + action   2. element + 'all' + action
 *   3. element + nature + 'all'    4. element + 'all' + 'all'
 *
 * "A calibration without a unit cost is treated as no cost" is read as: a line whose effective unit
 * cost (own, group and parent all empty) is null does not count as a calibration at all. The lookup
 * skips it and goes on to the next, less specific level; when no level has a cost, there is no
 * calibration (undefined) and costs stay manual. A half-filled line thus never yields a 0 € cost.
 */
import type { CostingAction } from '../report/model.ts';
import {
  CALIBRATION_ALL,
  effectiveUnitCost,
  unitCostSource,
  type CalibrationAction,
  type CalibrationElement,
} from './calibration.ts';

export interface CalibrationQuery {
  /** The element: a config reference, or a custom element's name. */
  element: string;
  /** The element's nature (coatings); null or undefined means 'all'. */
  nature?: string | null | undefined;
  /** The action; null or undefined means 'all'. */
  action?: CostingAction | CalibrationAction | null | undefined;
}

function matchesElement(item: CalibrationElement, element: string): boolean {
  if (item.custom)
    return item.name != null && item.name.trim().toLowerCase() === element.trim().toLowerCase();
  return item.reference === element;
}

/** The calibration that prices the query, or undefined when none has a unit cost. */
export function findCalibration<T extends CalibrationElement>(
  items: readonly T[],
  { element, nature, action }: CalibrationQuery,
): T | undefined {
  const wantedNature = nature ?? CALIBRATION_ALL;
  const wantedAction = action ?? CALIBRATION_ALL;
  // A line without an action is still being typed (see isCalibrationComplete): never a match.
  const priced = items.filter(
    (item) => item.action != null && matchesElement(item, element) && effectiveUnitCost(item) !== null,
  );
  const levels: [string, string][] = [
    [wantedNature, wantedAction],
    [CALIBRATION_ALL, wantedAction],
    [wantedNature, CALIBRATION_ALL],
    [CALIBRATION_ALL, CALIBRATION_ALL],
  ];
  for (const [levelNature, levelAction] of levels) {
    const found = priced.find(
      (item) => (item.nature ?? CALIBRATION_ALL) === levelNature && item.action === levelAction,
    );
    if (found) return found;
  }
  return undefined;
}

/**
 * The id stored as a pre-quote's calibrationId: the id of the level whose unit cost applies (the
 * user's override, else the group's, else the parent's), so the server prices from the same row.
 */
export function calibrationIdOf(item: CalibrationElement): number | string | null {
  return unitCostSource(item)?.id ?? null;
}
