/**
 * The last good backup's age, for the super admin alone (they run the install): the server backs up
 * on a schedule by itself, so a run that keeps failing would go unseen without this line. Read from
 * `GET /api/ready` each time 'Mon compte' is entered; the wording and the warning threshold are the
 * domain's (backupAge). Nothing is read offline: the line is not shown then.
 */
import { IonIcon, IonItem, IonLabel } from '../../ui/ionic.ts';
import {
  BACKUP_STALE_AFTER_SECONDS,
  backupAge,
  isSuperAdmin,
  type BackupAge,
  type User,
} from '@constat/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useServerQuery } from '../../app/query/useServerQuery.ts';
import { fetchReadiness } from './accountApi.ts';
import { archiveOutline } from './icons.ts';
import { ACCOUNT_NS } from './i18n/index.ts';

const STALE_DAYS = BACKUP_STALE_AFTER_SECONDS / (24 * 3600);

function lines(age: BackupAge, t: TFunction<'account'>): string[] {
  if (age.kind === 'never') {
    const failed = age.failures > 0 ? [t('admin.backupFailedNever', { count: age.failures })] : [];
    return [t('admin.backupNever'), ...failed];
  }
  const when =
    age.unit === 'underAnHour'
      ? t('admin.backupAgeUnderAnHour')
      : t(age.unit === 'hours' ? 'admin.backupAgeHours' : 'admin.backupAgeDays', { count: age.count });
  return [
    ...(age.stale ? [t('admin.backupStale', { days: STALE_DAYS })] : []),
    t('admin.backupLast', { age: when }),
    ...(age.failures > 0 ? [t('admin.backupFailedSince', { count: age.failures })] : []),
  ];
}

export function BackupAgeItem({ user, online }: { user: User; online: boolean }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const superAdmin = isSuperAdmin(user);
  const { data, query } = useServerQuery({
    key: ['readiness'],
    load: fetchReadiness,
    enabled: superAdmin && online,
    // The line itself says that the state could not be read.
    meta: { silent: true },
  });
  if (!superAdmin || !online) return null;
  const age = data === null ? null : backupAge(data.backup.lastSuccessAgeSeconds, data.backup.failuresSince);
  const shown = age !== null ? lines(age, t) : query.isError ? [t('admin.backupUnknown')] : [];
  const warning = age?.warning === true || (age === null && query.isError);
  return (
    <IonItem className={warning ? 'backup-age backup-age-warning' : 'backup-age'}>
      <IonIcon slot="start" icon={archiveOutline} aria-hidden="true" />
      <IonLabel className="ion-text-wrap">
        <h3>{t('admin.backup')}</h3>
        {shown.map((line, index) => (
          <p key={index} className={index === 0 ? 'backup-age-line' : undefined}>
            {line}
          </p>
        ))}
      </IonLabel>
    </IonItem>
  );
}
