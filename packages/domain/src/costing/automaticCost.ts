/**
 * The automatic cost of a repair (accounts-costing §4, §9): measure/100 × unit cost × (1 − wear/100).
 * The measure is in hundredths of a unit (or of a m²), the unit cost in cents, the wear a percentage.
 *
 * Rounding: the exact product is computed in integers (measure × unitCost × (100 − wear)) and
 * divided by 10 000 once, then rounded to the nearest cent, halves up (Math.round). Rounding once
 * keeps 'is this cost automatic?' a plain equality against the same function.
 */

export interface AutomaticCostInput {
  /** Hundredths of a unit or of a m² (150 = 1,5 m²). */
  measure: number;
  /** Cents per unit or per m², excluding tax. */
  unitCost: number;
  /** 0..100; 0 when the element is not worn (pre-quotes have no wear). */
  wear: number;
}

function assertNonNegative(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be a non-negative number`);
}

/** The cost in cents; throws RangeError on a negative measure or unit cost, or wear outside 0..100. */
export function automaticCost({ measure, unitCost, wear }: AutomaticCostInput): number {
  assertNonNegative('measure', measure);
  assertNonNegative('unitCost', unitCost);
  if (!Number.isFinite(wear) || wear < 0 || wear > 100) throw new RangeError('wear must be within 0..100');
  return Math.round((measure * unitCost * (100 - wear)) / 10000);
}

/**
 * A cost is automatic when it equals the automatic cost of its measure (accounts-costing §4);
 * anything else was typed by hand. Without a measure, a unit cost or a cost, it cannot be automatic.
 */
export function isAutomaticCost(input: {
  cost: number | null | undefined;
  measure: number | null | undefined;
  unitCost: number | null | undefined;
  wear?: number | null | undefined;
}): boolean {
  const { cost, measure, unitCost } = input;
  if (cost == null || measure == null || unitCost == null) return false;
  return automaticCost({ measure, unitCost, wear: input.wear ?? 0 }) === cost;
}
