/**
 * The public costing link (accounts-costing §6): `Limited <edlId>#<publicToken>` opens one report's
 * costing, the calibration config, the report owner's calibration, the exit agreement's PDF and
 * signatures, and nothing else: every other route refuses the credential (401). A link naming
 * another report or user is answered as if it did not exist.
 */
import { decide, type Decision } from './decision.ts';

export interface CostingLink {
  reportId: number;
  /** The report's owner: whose calibration the link's page reads. */
  ownerId: number;
}

export const costingLinkPolicy = {
  costing: (link: CostingLink, report: { id: number }): Decision => decide(report.id === link.reportId),
  userCalibration: (link: CostingLink, user: { id: number }): Decision => decide(user.id === link.ownerId),
};
