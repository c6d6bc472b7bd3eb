/**
 * Totals of a costing (accounts-costing §9): HT = sum of costs, TVA = sum of each line's tax,
 * TTC = HT + TVA (each line's cost × (1 + rate/10 000)). Only enabled lines count; a line without a
 * cost counts as 0. Tax is rounded per line (vatAmount), so the three totals always add up exactly.
 */
import type { CostingLine } from './lines.ts';
import { vatAmount } from './vat.ts';

export interface CostingTotals {
  /** Excluding tax, cents. */
  ht: number;
  /** Tax, cents. */
  tva: number;
  /** Including tax, cents. */
  ttc: number;
}

export function costingTotals(
  lines: readonly Pick<CostingLine, 'enabled' | 'cost' | 'taxRate'>[],
): CostingTotals {
  let ht = 0;
  let tva = 0;
  for (const line of lines) {
    if (!line.enabled || line.cost === null) continue;
    ht += line.cost;
    tva += vatAmount(line.cost, line.taxRate);
  }
  return { ht, tva, ttc: ht + tva };
}
