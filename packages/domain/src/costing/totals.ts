/**
 * Totals of a costing (accounts-costing §9): HT = sum of the tenant's shares, TVA = sum of each
 * line's tax, TTC = HT + TVA (each line's share × (1 + rate/10 000)). Only enabled lines count; a
 * line without a cost counts as 0. A line's share is its cost with the wear taken off once
 * (convention.ts: an automatic cost already has it). Tax is rounded per line (vatAmount), so the
 * three totals always add up exactly.
 */
import { conventionLine, type ConventionLineInput } from './convention.ts';
import type { CostingLine } from './lines.ts';

export interface CostingTotals {
  /** Excluding tax, cents. */
  ht: number;
  /** Tax, cents. */
  tva: number;
  /** Including tax, cents: the total charged to the tenant. */
  ttc: number;
}

export function costingTotals(
  lines: readonly (ConventionLineInput & Pick<CostingLine, 'enabled'>)[],
): CostingTotals {
  let ht = 0;
  let tva = 0;
  for (const line of lines) {
    if (!line.enabled || line.cost === null) continue;
    const amounts = conventionLine(line);
    ht += amounts.tenantShare;
    tva += amounts.vat;
  }
  return { ht, tva, ttc: ht + tva };
}
