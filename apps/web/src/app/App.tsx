/**
 * The app shell: Ionic in iOS mode, hash routes, the bottom tab bar (hidden on login, profile
 * selection and public pages) and the central error dialog, within the session and the update
 * prompt of app/Start.tsx, which loads this module once the app leaves the login it opened on. A
 * route change flushes the debounced inputs' pending writes.
 */
import './ionicSetup.ts';
import { IonApp } from '@ionic/react';
import { IonReactHashRouter } from '@ionic/react-router';
import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { AppRoutes } from './AppRoutes.tsx';
import { ErrorDialogHost } from './errors/ErrorDialogHost.tsx';
import { RouteTitle } from './layout/RouteTitle.tsx';
import { useGo } from './layout/useGo.ts';
import { matchRoute, PATHS } from './routes.ts';
import { TypedAddress } from './router/TypedAddress.tsx';
import { SessionGuard } from './session/SessionGuard.tsx';
import { flushPendingWrites } from '../ui/pendingWrites.ts';
import { leaveLoginShell } from './loginShell.ts';

// The login screen has no tab bar: its Ionic components and icons load with the first screen that
// shows it (precached, like every lazy chunk), keeping the login screen's JavaScript small.
const MainTabBar = lazy(() => import('./layout/MainTabBar.tsx').then((bar) => ({ default: bar.MainTabBar })));

function Shell() {
  const { pathname } = useLocation();
  const go = useGo();
  const showTabs = matchRoute(pathname)?.route.tabs !== false;
  // A route change writes what fields still hold (a back swipe leaves the focus in a field, and a
  // screen Ionic keeps mounted is not unmounted), before the new screen's effects read anything.
  useLayoutEffect(() => flushPendingWrites(), [pathname]);
  // The static login screen of index.html is the login form's to replace; any other screen removes it.
  useEffect(() => {
    if (pathname !== PATHS.login) leaveLoginShell();
  }, [pathname]);
  return (
    <div className={showTabs ? 'app-shell with-tabs' : 'app-shell'}>
      <AppRoutes />
      {showTabs ? (
        <Suspense fallback={null}>
          <MainTabBar />
        </Suspense>
      ) : null}
      <SessionGuard />
      <TypedAddress />
      <RouteTitle />
      <ErrorDialogHost onGoToLogin={() => go(PATHS.login, 'root')} preload={pathname !== PATHS.login} />
    </div>
  );
}

export function App() {
  return (
    <IonApp>
      <IonReactHashRouter>
        <Shell />
      </IonReactHashRouter>
    </IonApp>
  );
}
