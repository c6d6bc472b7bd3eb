/**
 * What a self-service tenant reads of the agent's saved report its inspection starts from
 * (docs/ARCHITECTURE.md "Trust"; CNIL data minimisation): the dwelling, its rooms with their observations and
 * photos, the general comment, and the owner and agency the new report is made for; nothing personal of the
 * people on that report (often the previous tenants of this flat or of another one of the building): no
 * tenant's name, e-mail, phone or forwarding address, no co-tenants, garant or extra e-mails, no
 * signatures (labels, images), entry date, partner platform case or fingerprint; nor the agent's own
 * note on the saved list or profile name. The tenant's draft (selfServiceReport) clears these
 * anyway: the tenant types their own on the info step.
 */
import type { RemoteReport } from '../report/saved.ts';

export function tenantBaseReport(report: RemoteReport): RemoteReport {
  const {
    renter2: _renter2,
    renter3: _renter3,
    renter4: _renter4,
    renter5: _renter5,
    garant: _garant,
    extraEmail: _extraEmail,
    extraEmail2: _extraEmail2,
    extraEmail3: _extraEmail3,
    signatures: _signatures,
    entryDate: _entryDate,
    depotGarantie: _deposit,
    platformCaseId: _platformCaseId,
    fingerprint: _fingerprint,
    ...dwelling
  } = report.data;
  return {
    ...report,
    renter: null,
    comment: null,
    name: null,
    data: {
      ...dwelling,
      renter: { name: null, email: null, tel: null, represented: false },
      nbRenters: 1,
      nbExtraEmails: 0,
    },
  };
}
