/** The 'Mentions légales' popup of the login screen. */
import { lazy, Suspense } from 'react';
import { IonContent } from '@ionic/react';
import { IonModal } from '../../../ui/ionicDeferred.ts';
import { IonButton, IonButtons, IonHeader, IonSpinner, IonTitle, IonToolbar } from '../../../ui/ionic.ts';
import { useTranslation } from 'react-i18next';

const LegalNoticeContent = lazy(() => import('./LegalNoticeContent.tsx'));

interface Props {
  isOpen: boolean;
  onClose: () => void;
}

export function LegalNoticeModal({ isOpen, onClose }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <IonModal isOpen={isOpen} onDidDismiss={onClose} className="legal-modal" aria-label={t('login.legal')}>
      <IonHeader>
        <IonToolbar>
          <IonTitle>{t('login.legal')}</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={onClose} strong>
              {t('app.close')}
            </IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent>
        <Suspense fallback={<IonSpinner className="legal-spinner" />}>
          <LegalNoticeContent language={i18n.language} label={t('login.legal')} />
        </Suspense>
      </IonContent>
    </IonModal>
  );
}
