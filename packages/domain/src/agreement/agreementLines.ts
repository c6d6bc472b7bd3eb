/**
 * An exit agreement's amounts (convention de sortie, accounts-costing §2, §9): one line per element
 * to repair with its cost excluding tax and its VAT rate. At signing they are the pre-quotes the
 * agent typed on the device (VAT 20 %); once the report is saved they are its costing lines, which
 * the agent (or the tenant, by the public link) edits. Names read 'Entry' or 'Entry > Part' under
 * their module, whichever of the two gave them.
 */
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

/**
 * The agreement's lines from the costing's: a costing line named 'Module > Entry' reads 'Entry'
 * under its module (as a pre-quote does), a sub-entry's 'Entry > Part' stays.
 */
export function costingAgreementLines(lines: readonly AgreementLine[]): AgreementLine[] {
  return lines.map((line) => {
    const prefix = line.module === null ? null : `${line.module} > `;
    const name = prefix !== null && line.name.startsWith(prefix) ? line.name.slice(prefix.length) : line.name;
    return { name, module: line.module, enabled: line.enabled, cost: line.cost, taxRate: line.taxRate };
  });
}
