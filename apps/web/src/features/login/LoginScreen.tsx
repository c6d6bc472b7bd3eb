/**
 * The login screen's content (accounts-costing §2 "Login"): wordmark, the form, 'Mentions légales'.
 * Plain elements drawn as Ionic's (theme/login.css), the same as index.html's static copy of this
 * screen, which it replaces. Framed by LoginPage (a route of the app) or by
 * app/LoginStart.tsx (the login the app opens on, without Ionic or the router).
 */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_VERSION } from '@constat/domain';
import { useSession } from '../../app/session/SessionContext.ts';
import { LoginForm } from './LoginForm.tsx';

// The popup (ion-modal and its toolbar) loads when first asked for: most visits never open it. It
// sets Ionic up first, which the login the app opens on has not done (app/LoginStart.tsx).
const LegalNoticeModal = lazy(() =>
  import('../../app/ionicSetup.ts')
    .then(() => import('./legal/LegalNoticeModal.tsx'))
    .then((modal) => ({ default: modal.LegalNoticeModal })),
);

export function LoginScreen() {
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
    <>
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
    </>
  );
}
