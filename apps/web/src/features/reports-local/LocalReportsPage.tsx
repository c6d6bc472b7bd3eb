/**
 * 'EDLs en cours' (inspection-core §2): where login lands. For now the empty state; the local
 * reports themselves (Dexie) come with the reports-local issue.
 */
import { IonButton, IonIcon } from '@ionic/react';
import { documentTextOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useNewReportChooser } from '../../app/layout/NewReportChooser.ts';
import { LargeTitlePage } from '../../app/layout/LargeTitlePage.tsx';
import { useSession } from '../../app/session/SessionContext.ts';

export function LocalReportsPage() {
  const { t } = useTranslation();
  const { profile } = useSession();
  const chooseNewReport = useNewReportChooser();
  return (
    <LargeTitlePage route="edlsLocal" title={t('reportsLocal.title')}>
      {profile !== null ? <p className="page-intro profile-chip">{profile.name}</p> : null}
      <section className="empty-state">
        <div className="empty-state-icon" aria-hidden="true">
          <IonIcon icon={documentTextOutline} aria-hidden="true" />
        </div>
        <h2>{t('reportsLocal.emptyTitle')}</h2>
        <p>{t('reportsLocal.empty')}</p>
        <IonButton shape="round" onClick={chooseNewReport}>
          {t('reportsLocal.emptyAction')}
        </IonButton>
      </section>
    </LargeTitlePage>
  );
}
