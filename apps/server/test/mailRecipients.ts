/** A report with its e-mail addresses replaced: `addresses` go to its first tenants, none elsewhere. */
import { RENTER_KEYS, type LocalReport } from '@constat/domain';

export function withRecipients(report: LocalReport, addresses: string[]): LocalReport {
  const copy: LocalReport = { ...report, extraEmail: '', extraEmail2: '', extraEmail3: '' };
  const keys = RENTER_KEYS.slice(0, Math.max(1, addresses.length));
  copy.nbRenters = keys.length;
  keys.forEach((key, i) => {
    const renter = report[key] ?? report.renter;
    copy[key] = { ...renter, email: addresses[i] ?? '' };
  });
  return copy;
}
