/**
 * The tenant's local report (inspection-core §2 "Self-service tenant flow", accounts-costing §2): the
 * agent's saved report, duplicated as any duplication is (§4), becomes the tenant's own move-in
 * (Entrant) inspection: the tenant checks each element of a dwelling the agent has described, often
 * from another flat of the same building, so the floor and flat number come from the invitation
 * (preData) and the previous people on the report (tenants, garant, extra e-mails) are cleared: the
 * tenant types their own on the info step. The report speaks the tenant's language.
 */
import { clearExitRenters, duplicateReport } from '../report/duplicate.ts';
import type { Locale, LocalReport } from '../report/model.ts';

export interface SelfServicePreData {
  etage: string;
  numAppart: string;
}

export function selfServiceReport(
  source: LocalReport,
  options: { now: number; preData: SelfServicePreData; locale: Locale },
): LocalReport {
  const report = clearExitRenters(duplicateReport(source, { now: options.now, edlIO: 'Entrant' }));
  return {
    ...report,
    locale: options.locale,
    bien: { ...report.bien, etage: options.preData.etage, numAppart: options.preData.numAppart },
  };
}
