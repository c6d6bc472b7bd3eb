/**
 * Pre-quote of a rated element (inspection-core §4): an optional cost estimate typed while
 * inspecting. Turning toQuote on starts an empty pre-quote; a calibration, when one is found for the
 * element, prices it automatically from the measure (no wear: a pre-quote prices the repair itself).
 */
import type { CostingAction, PreQuote, Rate } from '../report/model.ts';
import { automaticCost, isAutomaticCost } from './automaticCost.ts';
import { effectiveUnitCost, type CalibrationElement } from './calibration.ts';
import { calibrationIdOf } from './lookup.ts';

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
 * Stores the calibration found (its id, or null when none) and, when it has a unit cost and the
 * measure is known, prices the pre-quote from it.
 */
function priceWith(preQuote: PreQuote, calibration: CalibrationElement | undefined): PreQuote {
  const unitCost = calibration ? effectiveUnitCost(calibration) : null;
  const calibrationId = calibration ? calibrationIdOf(calibration) : null;
  if (unitCost === null || preQuote.measure === null) return { ...preQuote, calibrationId };
  return {
    ...preQuote,
    calibrationId,
    cost: automaticCost({ measure: preQuote.measure, unitCost, wear: 0 }),
  };
}

/**
 * A new measure (hundredths of a unit or m²). With a calibration the cost is recomputed; without
 * one the cost is left as typed.
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
 * one prices it, the cost follows the new action's unit cost, as a measure change would.
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
