/**
 * The rest of 'Mon compte' (accounts-costing §2 "Other"): usage statistics, a connectivity check,
 * the partner platform connection, the device storage (MB and share of the quota), the version and
 * the assistance popup. The storage, the version and the assistance work offline.
 */
import { useEffect, useState } from 'react';
import { IonIcon, IonItem, IonLabel, IonList, IonListHeader, IonNote } from '../../ui/ionic.ts';
import { useTranslation } from 'react-i18next';
import { APP_VERSION, formatStorageUsage, type StorageUsage, toLocale, type User } from '@constat/domain';
import { useGo } from '../../app/layout/useGo.ts';
import { PATHS } from '../../app/routes.ts';
import { readStorageUsage } from '../../storage/persistence.ts';
import { useStoragePersistence } from '../../storage/useStoragePersistence.ts';
import { STATS_NS } from '../stats/i18n/index.ts';
import { checkConnectivity } from './accountApi.ts';
import { SUPPORT } from './assistance.ts';
import {
  barChartOutline,
  helpCircleOutline,
  informationCircleOutline,
  serverOutline,
  wifiOutline,
} from './icons.ts';
import { ACCOUNT_NS } from './i18n/index.ts';
import { PlatformItem } from './PlatformItem.tsx';
import { useAccountDialogs } from './useAccountDialogs.ts';

type Connectivity = 'idle' | 'checking' | 'ok' | 'ko';

interface OtherSectionProps {
  user: User;
  online: boolean;
  onSaved: () => Promise<unknown>;
}

export function OtherSection({ user, online, onSaved }: OtherSectionProps) {
  const { t, i18n } = useTranslation(ACCOUNT_NS);
  const go = useGo();
  const { tell } = useAccountDialogs();
  const [storage, setStorage] = useState<StorageUsage | null>(null);
  const persistence = useStoragePersistence();
  const [connectivity, setConnectivity] = useState<Connectivity>('idle');
  useEffect(() => {
    void readStorageUsage().then(setStorage);
  }, []);
  const language = toLocale(i18n.language);

  function check() {
    setConnectivity('checking');
    void checkConnectivity().then((ok) => setConnectivity(ok ? 'ok' : 'ko'));
  }

  const connectivityNote = {
    idle: '',
    checking: t('other.connectivityChecking'),
    ok: t('other.connectivityOk'),
    ko: t('other.connectivityKo'),
  }[connectivity];

  return (
    <IonList inset className="account-other">
      <IonListHeader>{t('other.section')}</IonListHeader>
      <IonItem
        button
        detail
        disabled={!online}
        onClick={() => go(`${PATHS.account}/statistiques/user`)}
        className="user-statistics"
      >
        <IonIcon slot="start" icon={barChartOutline} aria-hidden="true" />
        <IonLabel>{t('userTitle', { ns: STATS_NS })}</IonLabel>
      </IonItem>
      <IonItem button detail={false} onClick={check} className="connectivity-check">
        <IonIcon slot="start" icon={wifiOutline} aria-hidden="true" />
        <IonLabel>{t('other.connectivity')}</IonLabel>
        <IonNote slot="end" className={`connectivity-${connectivity}`} aria-live="polite">
          {connectivityNote}
        </IonNote>
      </IonItem>
      <PlatformItem user={user} online={online} onSaved={onSaved} />
      {storage !== null ? (
        <IonItem className="device-storage">
          <IonIcon slot="start" icon={serverOutline} aria-hidden="true" />
          <IonLabel className="ion-text-wrap">
            {t('account.deviceStorage', { ns: 'translation' })}
            {persistence === 'persistent' || persistence === 'evictable' ? (
              <p className={`storage-${persistence}`}>
                {t(persistence === 'persistent' ? 'other.storagePersistent' : 'other.storageEvictable')}
              </p>
            ) : null}
          </IonLabel>
          <IonNote slot="end">{formatStorageUsage(storage, language)}</IonNote>
        </IonItem>
      ) : null}
      <IonItem className="app-version">
        <IonIcon slot="start" icon={informationCircleOutline} aria-hidden="true" />
        <IonLabel>{t('account.version', { ns: 'translation' })}</IonLabel>
        <IonNote slot="end">{APP_VERSION}</IonNote>
      </IonItem>
      <IonItem
        button
        detail={false}
        onClick={() => tell(t('other.assistance'), t('other.assistanceMessage', SUPPORT))}
        className="assistance"
      >
        <IonIcon slot="start" icon={helpCircleOutline} aria-hidden="true" />
        <IonLabel>{t('other.assistance')}</IonLabel>
      </IonItem>
    </IonList>
  );
}
