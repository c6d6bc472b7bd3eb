/**
 * The login screen (accounts-costing §2 "Login"): wordmark, the form, 'Mentions légales'. Plain
 * elements drawn as Ionic's (theme/login.css), the same as index.html's static copy of this screen,
 * which it replaces (issue 27).
 */
import { lazy, Suspense, useState } from 'react';
import { IonContent, IonPage } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { APP_VERSION } from '@constat/domain';
import { useSession } from '../../app/session/SessionContext.ts';
import { LoginForm } from './LoginForm.tsx';

// The popup (ion-modal and its toolbar) loads when first asked for: most visits never open it.
const LegalNoticeModal = lazy(() =>
  import('./legal/LegalNoticeModal.tsx').then((modal) => ({ default: modal.LegalNoticeModal })),
);

export default function LoginPage() {
  const { t } = useTranslation();
  const { status } = useSession();
  const [legalOpen, setLegalOpen] = useState(false);
  // Stays mounted once opened, so that closing it plays the modal's dismiss animation.
  const [legalAsked, setLegalAsked] = useState(false);
  const openLegal = () => {
    setLegalAsked(true);
    setLegalOpen(true);
  };

  return (
    <IonPage className="login-page" data-route="login">
      {/* The layout is the page's one `main` (see app/layout/LargeTitlePage.tsx), not the IonContent. */}
      <IonContent fullscreen scrollY role="none">
        <main className="login-layout">
          <div className="login-center">
            <header className="login-brand">
              <img className="login-logo" src="/icons/favicon.svg" alt="" width="84" height="84" />
              <h1 className="login-wordmark">{t('app.name')}</h1>
              <p className="login-tagline">{t('login.tagline')}</p>
            </header>

            {status === 'signedOut' ? (
              <LoginForm onLegalAsked={openLegal} />
            ) : (
              <span className="login-spinner login-starting" aria-hidden="true" />
            )}
          </div>

          <footer className="login-footer">
            <button type="button" className="legal-link" onClick={openLegal}>
              {t('login.legal')}
            </button>
            <p className="login-version">Constat {APP_VERSION}</p>
          </footer>
        </main>
        {legalAsked ? (
          <Suspense fallback={null}>
            <LegalNoticeModal isOpen={legalOpen} onClose={() => setLegalOpen(false)} />
          </Suspense>
        ) : null}
      </IonContent>
    </IonPage>
  );
}
