/**
 * The management part of 'Mon compte' (accounts-costing §2): the user's own costing calibration,
 * the two custom legal texts, the main colour, and the auto-EDL management for accounts allowed to
 * create self-service inspections (domain showsSelfServiceEntry). Everything here needs the network.
 */
import { IonIcon, IonItem, IonLabel, IonList, IonListHeader } from '../../ui/ionic.ts';
import { useTranslation } from 'react-i18next';
import { showsSelfServiceEntry, type User } from '@constat/domain';
import { useGo } from '../../app/layout/useGo.ts';
import { PATHS } from '../../app/routes.ts';
import { calculatorOutline, flashOutline } from './icons.ts';
import { ACCOUNT_NS } from './i18n/index.ts';
import { LegalTextItem } from './LegalTextItem.tsx';
import { MainColorItem } from './MainColorItem.tsx';

interface ManagementSectionProps {
  user: User;
  online: boolean;
  onSaved: () => Promise<unknown>;
}

export function ManagementSection({ user, online, onSaved }: ManagementSectionProps) {
  const { t } = useTranslation(ACCOUNT_NS);
  const go = useGo();
  return (
    <IonList inset className="account-management">
      <IonListHeader>{t('management.section')}</IonListHeader>
      <IonItem
        button
        detail
        disabled={!online}
        onClick={() => go(`${PATHS.account}/calibrage`)}
        className="account-calibration"
      >
        <IonIcon slot="start" icon={calculatorOutline} aria-hidden="true" />
        <IonLabel>{t('management.calibration')}</IonLabel>
      </IonItem>
      <LegalTextItem kind="edl" user={user} online={online} onSaved={onSaved} />
      <LegalTextItem kind="convention" user={user} online={online} onSaved={onSaved} />
      <MainColorItem user={user} online={online} onSaved={onSaved} />
      {showsSelfServiceEntry(user) ? (
        <IonItem
          button
          detail
          disabled={!online}
          onClick={() => go(`${PATHS.account}/auto-edls`)}
          className="account-auto-edls"
        >
          <IonIcon slot="start" icon={flashOutline} aria-hidden="true" />
          <IonLabel>{t('management.autoEdls')}</IonLabel>
        </IonItem>
      ) : null}
    </IonList>
  );
}
