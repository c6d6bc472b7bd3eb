/**
 * What the app starts with: the session and the update prompt (which registers the
 * service worker), then either the login screen alone, without Ionic or the router (LoginStart),
 * or the whole app (App.tsx, a lazy chunk). A visit without a session on the login's address signs
 * in without React at all (features/login/plainLogin.ts), which loads this once signed in, or to hand
 * over its screen; the login shown here is for the other cases (a session the server refused, a
 * device without storage) and for that hand-over. The app loads once the login has done its part
 * (signed in, or a session found on the device) or the address is another screen's, and stays: a
 * logout goes to its login route.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { LoginStart } from './LoginStart.tsx';
import { onLoginAddress } from './loginShell.ts';
import { SessionProvider } from './session/SessionProvider.tsx';
import { useSession } from './session/SessionContext.ts';
import { handedSession } from './session/signIn.ts';
import { UpdatePrompt } from './update/UpdatePrompt.tsx';

const loadApp = () => import('./App.tsx');
// Opened on another screen, or signed in already by the login without React, the app is needed:
// its chunk loads now, while the translations do (main.tsx), not after them (one round trip less).
if (!onLoginAddress() || handedSession() !== null) void loadApp();
const App = lazy(() => loadApp().then((app) => ({ default: app.App })));

function StartScreen() {
  const { status } = useSession();
  const [onLogin, setOnLogin] = useState(onLoginAddress);
  const [appLoaded, setAppLoaded] = useState(false);
  const wantsApp = appLoaded || !onLogin || status === 'signedIn';

  useEffect(() => {
    const follow = () => setOnLogin(onLoginAddress());
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  useEffect(() => {
    if (wantsApp) setAppLoaded(true);
  }, [wantsApp]);

  if (!wantsApp) return <LoginStart />;
  // While the app's chunk loads, the login stays (its spinner once signed in).
  return (
    <Suspense fallback={onLogin ? <LoginStart /> : null}>
      <App />
    </Suspense>
  );
}

export function Start() {
  return (
    <SessionProvider>
      <StartScreen />
      <UpdatePrompt />
    </SessionProvider>
  );
}
