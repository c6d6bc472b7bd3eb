/**
 * How the super admin reads the last good backup's age on 'Mon compte': the age rounded down to the
 * unit that speaks (minutes under an hour would be noise for a daily backup, so "less than an hour";
 * hours under two days, then days), and a warning once the backup is older than two days (a daily
 * schedule has then missed at least one run), when none was ever taken, or when a run failed since.
 */

/** Past this age the last good backup is stale: a daily run has been missed. */
export const BACKUP_STALE_AFTER_SECONDS = 2 * 24 * 3600;

const HOUR = 3600;
const DAY = 24 * HOUR;

export type BackupAgeUnit = 'underAnHour' | 'hours' | 'days';

export type BackupAge =
  | { kind: 'never'; failures: number; warning: true }
  | { kind: 'taken'; unit: BackupAgeUnit; count: number; stale: boolean; failures: number; warning: boolean };

export function backupAge(lastSuccessAgeSeconds: number | null, failuresSince: number): BackupAge {
  const failures = Math.max(0, failuresSince);
  if (lastSuccessAgeSeconds === null) return { kind: 'never', failures, warning: true };
  // A clock set back on the server could give a negative age: it is a backup of just now.
  const age = Math.max(0, lastSuccessAgeSeconds);
  const stale = age > BACKUP_STALE_AFTER_SECONDS;
  const unit: BackupAgeUnit = age < HOUR ? 'underAnHour' : age < 2 * DAY ? 'hours' : 'days';
  const count = unit === 'underAnHour' ? 0 : Math.floor(age / (unit === 'hours' ? HOUR : DAY));
  return { kind: 'taken', unit, count, stale, failures, warning: stale || failures > 0 };
}
