/**
 * 'Mon compte' (accounts-costing §2 "Account page"), first slice: the current profile with a way
 * to switch it, the account's identity, the device storage, the version, and logout. The editable sections (company,
 * passcode, logo, colour, legal texts, statistics, admin) arrive with the account issue.
 */
import { IonIcon, IonItem, IonLabel, IonList, IonListHeader, IonNote } from '@ionic/react';
import { APP_VERSION, formatStorageUsage, type StorageUsage } from '@constat/domain';
import { useEffect, useState } from 'react';
import { logOutOutline, peopleOutline } from 'ionicons/icons';
import { barChartOutline } from './icons.ts';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../app/routes.ts';
import { LargeTitlePage } from '../../app/layout/LargeTitlePage.tsx';
import { useGo } from '../../app/layout/useGo.ts';
import { useSession } from '../../app/session/SessionContext.ts';
import { readStorageUsage } from '../../storage/persistence.ts';
import { STATS_NS } from '../stats/i18n/index.ts';
import { useOnline } from '../../app/network/useOnline.ts';

export default function AccountPage() {
  const { t, i18n } = useTranslation();
  const { user, profile, logout } = useSession();
  const [storage, setStorage] = useState<StorageUsage | null>(null);
  useEffect(() => {
    void readStorageUsage().then(setStorage);
  }, []);
  const language = i18n.language === 'en' || i18n.language === 'es' ? i18n.language : 'fr';
  const go = useGo();
  const online = useOnline();
  return (
    <LargeTitlePage route="account" title={t('account.title')}>
      <IonList inset>
        <IonListHeader>{t('account.profileSection')}</IonListHeader>
        <IonItem button detail onClick={() => go(PATHS.profileSelection, 'root')} className="switch-profile">
          <IonIcon slot="start" icon={peopleOutline} aria-hidden="true" />
          <IonLabel>{t('account.switchProfile')}</IonLabel>
          <IonNote slot="end">{profile?.name ?? ''}</IonNote>
        </IonItem>
      </IonList>
      {user !== null ? (
        <IonList inset>
          <IonListHeader>{t('account.accountSection')}</IonListHeader>
          <IonItem>
            <IonLabel>{t('account.login')}</IonLabel>
            <IonNote slot="end">{user.login}</IonNote>
          </IonItem>
          <IonItem>
            <IonLabel>{t('account.email')}</IonLabel>
            <IonNote slot="end">{user.email}</IonNote>
          </IonItem>
          {user.group !== null ? (
            <IonItem>
              <IonLabel>{t('account.group')}</IonLabel>
              <IonNote slot="end">{user.group.name}</IonNote>
            </IonItem>
          ) : null}
        </IonList>
      ) : null}
      <IonList inset>
        <IonItem
          button
          detail
          disabled={!online}
          onClick={() => go('/mon-compte/statistiques/user')}
          className="user-statistics"
        >
          <IonIcon slot="start" icon={barChartOutline} aria-hidden="true" />
          <IonLabel>{t('userTitle', { ns: STATS_NS })}</IonLabel>
        </IonItem>
        {user?.admin ? (
          <IonItem
            button
            detail
            disabled={!online}
            onClick={() => go('/mon-compte/statistiques/admin')}
            className="admin-statistics"
          >
            <IonIcon slot="start" icon={barChartOutline} aria-hidden="true" />
            <IonLabel>{t('adminTitle', { ns: STATS_NS })}</IonLabel>
          </IonItem>
        ) : null}
        {storage !== null ? (
          <IonItem className="device-storage">
            <IonLabel>{t('account.deviceStorage')}</IonLabel>
            <IonNote slot="end">{formatStorageUsage(storage, language)}</IonNote>
          </IonItem>
        ) : null}
        <IonItem>
          <IonLabel>{t('account.version')}</IonLabel>
          <IonNote slot="end">{APP_VERSION}</IonNote>
        </IonItem>
      </IonList>
      <IonList inset>
        <IonItem button detail={false} onClick={logout} className="logout">
          <IonIcon slot="start" icon={logOutOutline} color="danger" aria-hidden="true" />
          <IonLabel color="danger">{t('account.logout')}</IonLabel>
        </IonItem>
      </IonList>
    </LargeTitlePage>
  );
}
