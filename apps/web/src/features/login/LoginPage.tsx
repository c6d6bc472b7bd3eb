/**
 * The login screen as a route of the app (after a logout, a lost session, a typed address): the
 * screen's content (LoginScreen.tsx) in an Ionic page, for the router outlet's transitions.
 */
import { IonContent, IonPage } from '@ionic/react';
import { LoginScreen } from './LoginScreen.tsx';

export default function LoginPage() {
  return (
    <IonPage className="login-page" data-route="login">
      {/* The layout is the page's one `main` (see app/layout/LargeTitlePage.tsx), not the IonContent. */}
      <IonContent fullscreen scrollY role="none">
        <LoginScreen />
      </IonContent>
    </IonPage>
  );
}
