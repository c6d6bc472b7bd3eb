/**
 * The app shell: Ionic in iOS mode, hash routes, the session, the bottom tab bar (hidden on login,
 * profile selection and public pages), the central error dialog and the update prompt. A route
 * change flushes the debounced inputs' pending writes.
 */
import { IonApp, setupIonicReact } from '@ionic/react';
import { IonReactHashRouter } from '@ionic/react-router';
import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { UI_THEME } from '@constat/domain';
import { AppRoutes } from './AppRoutes.tsx';
import { ErrorDialogHost } from './errors/ErrorDialogHost.tsx';
import { RouteTitle } from './layout/RouteTitle.tsx';
import { useGo } from './layout/useGo.ts';
import { matchRoute, PATHS } from './routes.ts';
import { TypedAddress } from './router/TypedAddress.tsx';
import { SessionGuard } from './session/SessionGuard.tsx';
import { SessionProvider } from './session/SessionProvider.tsx';
import { UpdatePrompt } from './update/UpdatePrompt.tsx';
import { flushPendingWrites } from '../ui/pendingWrites.ts';
import { leaveLoginShell } from './loginShell.ts';

// Page and overlay transitions follow the system's "reduce motion" setting (WCAG 2.3.3).
const reduceMotion =
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
setupIonicReact({ mode: UI_THEME, swipeBackEnabled: true, animated: !reduceMotion });

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
      <UpdatePrompt />
    </div>
  );
}

export function App() {
  return (
    <IonApp>
      <IonReactHashRouter>
        <SessionProvider>
          <Shell />
        </SessionProvider>
      </IonReactHashRouter>
    </IonApp>
  );
}
