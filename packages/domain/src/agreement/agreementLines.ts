/**
 * An exit agreement's amounts (convention de sortie, accounts-costing §2, §9): one line per element
 * to repair with its cost excluding tax and its VAT rate. At signing they are the pre-quotes the
 * agent typed on the device (VAT 20 %); once the report is saved they are its costing lines, which
 * the agent (or the tenant, by the public link) edits. Names read 'Entry' or 'Entry > Part' under
 * their module, whichever of the two gave them.
 */
import { conventionLine } from '../costing/convention.ts';
import type { CostingLine } from '../costing/lines.ts';
import type { LocalReport } from '../report/model.ts';

export type AgreementLine = Pick<CostingLine, 'name' | 'module' | 'enabled' | 'cost' | 'taxRate'>;

/** The VAT of a pre-quote: the device asks for none, the standard rate applies. */
const PRE_QUOTE_TAX_RATE = 2000;

/** The amounts the parties sign on the device: the elements marked to quote with a pre-quoted cost. */
export function preQuotedLines(report: Pick<LocalReport, 'edl'>): AgreementLine[] {
  return report.edl.flatMap((module) =>
    module.entry
      .flatMap((entry) => [
        { name: entry.name, rate: entry.rate },
        ...(entry.content ?? []).map((sub) => ({ name: `${entry.name} > ${sub.name}`, rate: sub.rate })),
      ])
      .filter(({ rate }) => rate?.toQuote && rate.preQuote?.cost != null)
      .map(({ name, rate }) => ({
        name,
        module: module.name,
        enabled: true,
        cost: rate?.preQuote?.cost ?? 0,
        taxRate: PRE_QUOTE_TAX_RATE,
      })),
  );
}

/** A costing line as the agreement reads it: what it charges follows from these fields. */
export type CostedLine = AgreementLine &
  Partial<Pick<CostingLine, 'wear' | 'measure'>> & {
    /** The line's unit price, cents excluding tax; null or absent when it has none. */
    unitCost?: number | null;
  };

/**
 * The agreement's lines from the costing's: each charges its tenant's share (its cost with the wear
 * taken off once, the domain's conventionLine), so a wear changed after signing is a revision like a
 * changed cost. A costing line named 'Module > Entry' reads 'Entry' under its module (as a pre-quote
 * does), a sub-entry's 'Entry > Part' stays.
 */
export function costingAgreementLines(lines: readonly CostedLine[]): AgreementLine[] {
  return lines.map((line) => {
    const prefix = line.module === null ? null : `${line.module} > `;
    const name = prefix !== null && line.name.startsWith(prefix) ? line.name.slice(prefix.length) : line.name;
    const cost = line.cost === null ? null : conventionLine(line).tenantShare;
    return { name, module: line.module, enabled: line.enabled, cost, taxRate: line.taxRate };
  });
}
