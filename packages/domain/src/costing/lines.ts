/**
 * Costing lines of an exit report (accounts-costing §3, §4): one repair per line, priced excluding
 * tax, with a wear share (vétusté) the tenant does not pay. A line's cost is automatic when it equals
 * measure/100 × unit cost × (1 − wear/100); the rules below keep an automatic cost automatic when the
 * measure, the wear or the action changes, and leave a typed cost alone.
 */
import { z } from 'zod';
import { WEAR_MAX, WEAR_MIN, WEAR_STEP } from '../constants.ts';
import {
  AmountSchema,
  MeasureSchema,
  RowIdSchema,
  TaxRateSchema,
  WearSchema,
} from '../report/boundedNumber.ts';
import { CostingActionSchema, type CostingAction } from '../report/model.ts';
import { automaticCost, isAutomaticCost } from './automaticCost.ts';

export const CostingLineSchema = z.object({
  /** The costingId also stored on the element's rate. */
  id: z.union([RowIdSchema, z.string()]),
  /** 'Parent > Entry' form. */
  name: z.string(),
  /** The module (room) the element belongs to. */
  module: z.string().nullable(),
  /** Only enabled lines count in the totals. */
  enabled: z.boolean(),
  action: CostingActionSchema.nullable(),
  task: z.string().nullable(),
  /** Hundredths of a unit or of a m². */
  measure: MeasureSchema.nullable(),
  /** The coating's nature; null for equipment. */
  nature: z.string().nullable(),
  /** 0..100 in steps of 5. */
  wear: WearSchema,
  /** Integer cents, excluding tax. */
  cost: AmountSchema.nullable(),
  /** Hundredths of a percent (2000 = 20 %). */
  taxRate: TaxRateSchema,
  beforeDescription: z.string().nullable(),
  afterDescription: z.string().nullable(),
});
export type CostingLine = z.infer<typeof CostingLineSchema>;

/** Nearest allowed slider value: clamped into 0..100, rounded to a multiple of 5 (halves up). */
export function snapWear(wear: number): number {
  if (!Number.isFinite(wear)) return WEAR_MIN;
  const clamped = Math.min(WEAR_MAX, Math.max(WEAR_MIN, wear));
  return Math.round(clamped / WEAR_STEP) * WEAR_STEP;
}

export function isValidWear(wear: number): boolean {
  return Number.isInteger(wear) && wear >= WEAR_MIN && wear <= WEAR_MAX && wear % WEAR_STEP === 0;
}

/** The reduction factor 1 − wear/100 (accounts-costing §9). */
export function wearFactor(wear: number): number {
  return 1 - wear / 100;
}

export function isAutomaticLineCost(line: CostingLine, unitCost: number | null | undefined): boolean {
  return isAutomaticCost({ cost: line.cost, measure: line.measure, unitCost, wear: line.wear });
}

/** The wear slider is hidden for a cleaning: cleaning is never reduced by wear. */
export function showWearSlider(line: Pick<CostingLine, 'action'>): boolean {
  return line.action !== 'clean';
}

function reprice(line: CostingLine, unitCost: number): CostingLine {
  if (line.measure === null) return line;
  return { ...line, cost: automaticCost({ measure: line.measure, unitCost, wear: line.wear }) };
}

/** A new measure recomputes the cost when a calibration (unit cost) exists, whatever the cost was. */
export function setLineMeasure(
  line: CostingLine,
  measure: number | null,
  unitCost: number | null,
): CostingLine {
  const next = { ...line, measure };
  return unitCost === null ? next : reprice(next, unitCost);
}

/** A new wear (snapped to the slider); an automatic cost follows it, a typed cost does not. */
export function setLineWear(line: CostingLine, wear: number, unitCost: number | null): CostingLine {
  const next = { ...line, wear: snapWear(wear) };
  return unitCost !== null && isAutomaticLineCost(line, unitCost) ? reprice(next, unitCost) : next;
}

/** The unit costs (cents, null when none) of a line's calibration before and after an action change. */
export interface ActionUnitCosts {
  /** The unit cost of the current action: tells whether the cost was automatic. */
  before: number | null;
  /** The unit cost of the new action: prices an automatic cost. */
  after: number | null;
}

/**
 * A new action. Choosing clean sets the wear to 0 (and hides the slider). A cost that was automatic
 * for the old action (checked with `before`) is repriced with the new action's unit cost (`after`),
 * at the new wear; when the new action has no unit cost, or the cost was typed by hand, the cost
 * stays as it is.
 */
export function setLineAction(
  line: CostingLine,
  action: CostingAction | null,
  unitCosts: ActionUnitCosts,
): CostingLine {
  const wasAutomatic = unitCosts.before !== null && isAutomaticLineCost(line, unitCosts.before);
  const next = { ...line, action, wear: action === 'clean' ? 0 : line.wear };
  return wasAutomatic && unitCosts.after !== null ? reprice(next, unitCosts.after) : next;
}

/** A cost typed by hand resets the wear to 0: the typed amount is what the tenant owes. */
export function setLineCost(line: CostingLine, cost: number | null): CostingLine {
  return { ...line, cost, wear: 0 };
}
