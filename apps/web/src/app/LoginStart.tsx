/**
 * The login screen the app opens on (app/Start.tsx): its content in a plain full-screen frame drawn
 * as the login page's ion-content (theme/login.css), with the document title the app's route gives.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginScreen } from '../features/login/LoginScreen.tsx';

export function LoginStart() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('app.documentTitle', { title: t('titles.login') });
  }, [t]);
  return (
    <div className="login-page login-start" data-route="login">
      <LoginScreen />
    </div>
  );
}
