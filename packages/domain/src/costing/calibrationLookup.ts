/**
 * Calibration lookup (inspection-core §4, accounts-costing §4): the most specific calibration for an
 * element, a nature and an action, in this order:
 *   1. element + nature + action   2. element + 'all' + action
 *   3. element + nature + 'all'    4. element + 'all' + 'all'
 *
 * The first level with a matching line wins, whether or not that line has a unit cost: the most
 * specific line is the one the user calibrated for this case, and a more generic line must not price
 * an element whose own line was left without a cost. "A calibration without a unit cost is treated
 * as no cost": when the line found has no effective unit cost (own, group and parent all empty),
 * there is no automatic cost. pricingCalibration gives that reading directly (undefined), which the
 * pre-quote and costing-line helpers take as "no calibration": the typed cost stays and no
 * calibration id is stored. A half-filled line thus never yields a 0 € cost.
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

/**
 * The calibration line of the query: the first level of the spec's order with a matching line, even
 * when that line has no unit cost (see the header); undefined when no level matches.
 */
export function findCalibration<T extends CalibrationElement>(
  items: readonly T[],
  { element, nature, action }: CalibrationQuery,
): T | undefined {
  const wantedNature = nature ?? CALIBRATION_ALL;
  const wantedAction = action ?? CALIBRATION_ALL;
  // A line without an action is still being typed (see isCalibrationComplete): never a match.
  const candidates = items.filter((item) => item.action != null && matchesElement(item, element));
  const levels: [string, string][] = [
    [wantedNature, wantedAction],
    [CALIBRATION_ALL, wantedAction],
    [wantedNature, CALIBRATION_ALL],
    [CALIBRATION_ALL, CALIBRATION_ALL],
  ];
  for (const [levelNature, levelAction] of levels) {
    const found = candidates.find(
      (item) => (item.nature ?? CALIBRATION_ALL) === levelNature && item.action === levelAction,
    );
    if (found) return found;
  }
  return undefined;
}

/**
 * The calibration that prices the query: the line findCalibration picks, when it has a unit cost.
 * Undefined means no automatic cost (no line, or the line found has no unit cost).
 */
export function pricingCalibration<T extends CalibrationElement>(
  items: readonly T[],
  query: CalibrationQuery,
): T | undefined {
  const found = findCalibration(items, query);
  return found && effectiveUnitCost(found) !== null ? found : undefined;
}

/** The unit cost (cents) that prices the query, or null when there is no automatic cost. */
export function calibratedUnitCost(
  items: readonly CalibrationElement[],
  query: CalibrationQuery,
): number | null {
  const found = findCalibration(items, query);
  return found ? effectiveUnitCost(found) : null;
}

/**
 * The id stored as a pre-quote's calibrationId: the id of the level whose unit cost applies (the
 * user's override, else the group's, else the parent's), so the server prices from the same row.
 */
export function calibrationIdOf(item: CalibrationElement): number | string | null {
  return unitCostSource(item)?.id ?? null;
}
