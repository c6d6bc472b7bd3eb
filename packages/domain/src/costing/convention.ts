/**
 * What an exit agreement (convention de sortie) says was agreed, line by line (docs/ARCHITECTURE.md "Beyond
 * the specification"): quantity × unit price, the wear (vétusté) taken off, the tenant's share, its VAT and
 * its total; then the deposit, the total charged and the balance to return.
 *
 * A line's `cost` is read as the spec defines it (accounts-costing §4): when it is automatic
 * (measure/100 × unit cost × (1 − wear/100)) the wear is already in it, so it IS the tenant's share,
 * and the price before wear is measure × unit cost. Any other cost (pre-quoted in the editor without
 * a calibration, or typed on the costing screen) is a lump sum before wear, and the line's wear is
 * applied to it. Either way the wear is taken off exactly once. Typing a cost sets the wear to 0
 * (spec), so a freshly typed amount is charged as typed.
 */
import { automaticCost, isAutomaticCost } from './automaticCost.ts';
import type { CostingLine } from './lines.ts';
import { vatAmount } from './vat.ts';

/** The fields a convention line is computed from; wear, measure and unitCost default to none. */
export type ConventionLineInput = Pick<CostingLine, 'cost' | 'taxRate'> &
  Partial<Pick<CostingLine, 'wear' | 'measure'>> & {
    /** The line's unit price (cents excluding tax, per unit or per m²); null when it has none. */
    unitCost?: number | null | undefined;
  };

export interface ConventionLineAmounts {
  /** 'unit': quantity × unit price; 'lumpSum': a price for the whole line (forfait). */
  pricing: 'unit' | 'lumpSum';
  /** Hundredths of a unit or of a m²; null when not measured. */
  quantity: number | null;
  /** Cents excluding tax; null for a lump sum. */
  unitPrice: number | null;
  /** The price before wear, cents excluding tax. */
  gross: number;
  /** The wear applied, %. */
  wear: number;
  /** What the wear takes off the price (the landlord's part), cents. */
  wearDeduction: number;
  /** The tenant's share excluding tax, cents. */
  tenantShare: number;
  /** VAT on the tenant's share, cents (rounded per line). */
  vat: number;
  /** The tenant's share including tax, cents. */
  total: number;
}

/** A line of the agreement: its price, the wear taken off, and what the tenant pays. */
export function conventionLine(line: ConventionLineInput): ConventionLineAmounts {
  const wear = line.wear ?? 0;
  const quantity = line.measure ?? null;
  const unitCost = line.unitCost ?? null;
  const cost = line.cost ?? 0;
  const automatic =
    quantity !== null &&
    unitCost !== null &&
    isAutomaticCost({ cost: line.cost, measure: quantity, unitCost, wear });
  const gross = automatic ? automaticCost({ measure: quantity, unitCost, wear: 0 }) : cost;
  const tenantShare = automatic ? cost : Math.round((cost * (100 - wear)) / 100);
  const vat = vatAmount(tenantShare, line.taxRate);
  return {
    pricing: automatic ? 'unit' : 'lumpSum',
    quantity,
    unitPrice: automatic ? unitCost : null,
    gross,
    wear,
    wearDeduction: gross - tenantShare,
    tenantShare,
    vat,
    total: tenantShare + vat,
  };
}

/** How the agreement ends: the deposit, what is charged, and what is returned or still owed. */
export type ConventionBalance =
  /** The deposit was not given on the move-out's info: no balance can be stated. */
  | { kind: 'depositUnknown'; charged: number; deposit: null; amount: null }
  /** The deposit covers the charges: `amount` is returned to the tenant (0 when exactly used up). */
  | { kind: 'toReturn'; charged: number; deposit: number; amount: number }
  /** The charges exceed the deposit: the tenant still owes `amount`. */
  | { kind: 'owedByTenant'; charged: number; deposit: number; amount: number };

/**
 * The closing balance: deposit − total charged (including tax). A negative balance is said as what
 * the tenant still owes, never printed as a negative refund.
 */
export function conventionBalance(charged: number, deposit: number | null): ConventionBalance {
  if (deposit === null) return { kind: 'depositUnknown', charged, deposit: null, amount: null };
  const balance = deposit - charged;
  return balance >= 0
    ? { kind: 'toReturn', charged, deposit, amount: balance }
    : { kind: 'owedByTenant', charged, deposit, amount: -balance };
}
