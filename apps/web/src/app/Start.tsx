/**
 * What the app starts with (issue 27): the session and the update prompt (which registers the
 * service worker), then either the login screen alone, without Ionic or the router (LoginStart),
 * or the whole app (App.tsx, a lazy chunk). Most visits without a session open on the login: its
 * JavaScript is then the login's, not every component and route of the app's frame. The app loads
 * once the login has done its part (signed in, or a session found on the device) or the address is
 * another screen's, and stays: a logout goes to its login route.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { LoginStart } from './LoginStart.tsx';
import { SessionProvider } from './session/SessionProvider.tsx';
import { useSession } from './session/SessionContext.ts';
import { UpdatePrompt } from './update/UpdatePrompt.tsx';

/** The login's address, as public/boot.js reads it (the hash router's '/'). */
const onLoginAddress = () => ['', '#', '#/'].includes(window.location.hash);

const loadApp = () => import('./App.tsx');
// Opened on another screen, the app is needed whatever the session: its chunk loads now, while the
// translations do (main.tsx), not after them (one network round trip less on a first visit).
if (!onLoginAddress()) void loadApp();
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
