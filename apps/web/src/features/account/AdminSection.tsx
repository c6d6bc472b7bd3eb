/**
 * The administration part of 'Mon compte' (accounts-costing §2, §6), for admins only: a super admin
 * reaches every user, a group admin their own group's users; both reach the group tree (a group
 * admin sees their subtree there) and the admin usage statistics; the super admin also edits the
 * global message and sees the last good backup's age. The screens behind these links check the rights again on load.
 */
import { IonIcon, IonItem, IonLabel, IonList, IonListHeader } from '../../ui/ionic.ts';
import { useTranslation } from 'react-i18next';
import type { User } from '@constat/domain';
import { useGo } from '../../app/layout/useGo.ts';
import { PATHS } from '../../app/routes.ts';
import { STATS_NS } from '../stats/i18n/index.ts';
import { BackupAgeItem } from './BackupAgeItem.tsx';
import { GlobalMessageItem } from './GlobalMessageItem.tsx';
import { barChartOutline, folderOutline, personOutline } from './icons.ts';
import { ACCOUNT_NS } from './i18n/index.ts';

interface AdminSectionProps {
  user: User;
  online: boolean;
  onSaved: () => Promise<unknown>;
}

export function AdminSection({ user, online, onSaved }: AdminSectionProps) {
  const { t } = useTranslation(ACCOUNT_NS);
  const go = useGo();
  if (!user.admin) return null;
  const link = (path: string, label: string, icon: string, className: string) => (
    <IonItem button detail disabled={!online} onClick={() => go(path)} className={className}>
      <IonIcon slot="start" icon={icon} aria-hidden="true" />
      <IonLabel>{label}</IonLabel>
    </IonItem>
  );
  return (
    <IonList inset className="admin-section">
      <IonListHeader>{t('admin.section')}</IonListHeader>
      {user.groupId === null
        ? link(`${PATHS.account}/utilisateurs`, t('admin.users'), personOutline, 'admin-users-link')
        : link(
            `${PATHS.account}/utilisateurs/groupe/${user.groupId}`,
            t('admin.groupUsers'),
            personOutline,
            'admin-users-link',
          )}
      {link(`${PATHS.account}/groupes-utilisateurs`, t('admin.groups'), folderOutline, 'admin-groups-link')}
      {link(
        `${PATHS.account}/statistiques/admin`,
        t('adminTitle', { ns: STATS_NS }),
        barChartOutline,
        'admin-statistics',
      )}
      <GlobalMessageItem user={user} online={online} onSaved={onSaved} />
      <BackupAgeItem user={user} online={online} />
    </IonList>
  );
}
