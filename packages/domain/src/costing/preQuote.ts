/**
 * Pre-quote of a rated element (inspection-core §4): an optional cost estimate typed while
 * inspecting. Turning toQuote on starts an empty pre-quote; a calibration, when one is found for the
 * element, prices it automatically from the measure (no wear: a pre-quote prices the repair itself).
 */
import type { CostingAction, PreQuote, Rate } from '../report/model.ts';
import { automaticCost, isAutomaticCost } from './automaticCost.ts';
import { effectiveUnitCost, type CalibrationElement } from './calibration.ts';
import { calibrationIdOf } from './calibrationLookup.ts';

export function emptyPreQuote(): PreQuote {
  return { action: null, measure: null, cost: null, calibrationId: null };
}

/** On: toQuote true and a fresh, empty pre-quote. Off: toQuote false and no pre-quote (null). */
export function setToQuote(rate: Rate, on: boolean): Rate {
  // Object.assign rather than a spread: Rate's catchall index signature (typeCustom* keys) rejects
  // a spread literal with object-valued keys, while the intersection it returns is a Rate.
  return Object.assign({}, rate, { toQuote: on, preQuote: on ? emptyPreQuote() : null });
}

/** Automatic when unit cost × measure / 100 equals the cost (rounded as automaticCost rounds). */
export function isAutomaticPreQuote(preQuote: PreQuote, unitCost: number | null | undefined): boolean {
  return isAutomaticCost({ cost: preQuote.cost, measure: preQuote.measure, unitCost });
}

export type PreQuoteMode = 'automatic' | 'manual';

export function preQuoteMode(preQuote: PreQuote, unitCost: number | null | undefined): PreQuoteMode {
  return isAutomaticPreQuote(preQuote, unitCost) ? 'automatic' : 'manual';
}

/**
 * Prices a pre-quote with the calibration line found for it (findCalibration). A line with a unit
 * cost is stored (its calibrationId) and, once the measure is known, sets the cost. No line, or a
 * line without a unit cost, is no cost: calibrationId is null and the typed cost stays.
 */
function priceWith(preQuote: PreQuote, calibration: CalibrationElement | undefined): PreQuote {
  const unitCost = calibration ? effectiveUnitCost(calibration) : null;
  if (calibration === undefined || unitCost === null) return { ...preQuote, calibrationId: null };
  const calibrationId = calibrationIdOf(calibration);
  if (preQuote.measure === null) return { ...preQuote, calibrationId };
  return {
    ...preQuote,
    calibrationId,
    cost: automaticCost({ measure: preQuote.measure, unitCost, wear: 0 }),
  };
}

/**
 * A new measure (hundredths of a unit or m²). With a calibration that has a unit cost the cost is
 * recomputed; without one (none found, or the line found has no unit cost) the cost is left as typed.
 */
export function setPreQuoteMeasure(
  preQuote: PreQuote,
  measure: number | null,
  calibration: CalibrationElement | undefined,
): PreQuote {
  return priceWith({ ...preQuote, measure }, calibration);
}

/**
 * A new action. The caller looks the calibration up again for this action (findCalibration); when
 * the line found has a unit cost, the cost follows it, as a measure change would. A line without a
 * unit cost is no cost: the typed cost stays and no calibration id is stored.
 */
export function setPreQuoteAction(
  preQuote: PreQuote,
  action: CostingAction | null,
  calibration: CalibrationElement | undefined,
): PreQuote {
  return priceWith({ ...preQuote, action }, calibration);
}

/** A cost typed by hand (cents): kept as is, which makes the pre-quote manual unless it matches. */
export function setPreQuoteCost(preQuote: PreQuote, cost: number | null): PreQuote {
  return { ...preQuote, cost };
}
