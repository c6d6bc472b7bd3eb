/**
 * The outlet. Only the login screen is in the main chunk; every other screen is a lazy route chunk,
 * precached by the service worker for offline use, so the first screen's JavaScript stays within its
 * budget however many screens the app grows. Routes of screens not built yet show a placeholder.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { IonRouterOutlet } from '@ionic/react';
import { Navigate, Route } from 'react-router-dom';
import LoginPage from '../features/login/LoginPage.tsx';
import { PATHS, ROUTES } from './routes.ts';

/** The admin screens share one chunk and one import (features/admin/screens.ts). */
const admin = (screen: keyof typeof import('../features/admin/screens.ts')) =>
  lazy(() => import('../features/admin/screens.ts').then((screens) => ({ default: screens[screen] })));

/** The agent's Auto-EDL list and form share one chunk (features/auto-edls/screens.ts). */
const autoEdls = (screen: keyof typeof import('../features/auto-edls/screens.ts')) =>
  lazy(() => import('../features/auto-edls/screens.ts').then((screens) => ({ default: screens[screen] })));

const LAZY_SCREENS: Record<string, LazyExoticComponent<ComponentType>> = {
  [PATHS.profileSelection]: lazy(() => import('../features/profiles/ProfileSelectionPage.tsx')),
  [PATHS.account]: lazy(() => import('../features/account/AccountPage.tsx')),
  [PATHS.edlsRemote]: lazy(() => import('../features/reports-saved/SavedReportsPage.tsx')),
  [PATHS.edlsLocal]: lazy(() => import('../features/reports-local/LocalReportsPage.tsx')),
  '/nouvel-edl/:edlType/:edlTemplate': lazy(() => import('../features/info-form/NewReportPage.tsx')),
  '/dupliquer-edl/:duplicateFromId/:edlType/:source': lazy(
    () => import('../features/info-form/DuplicatePage.tsx'),
  ),
  '/modifier-edl/:localId': lazy(() => import('../features/info-form/EditInfoPage.tsx')),
  '/edl/:localId': lazy(() => import('../features/editor/EditorPage.tsx')),
  '/edl/:localId/recapitulatif': lazy(() => import('../features/recap/RecapPage.tsx')),
  '/edl/:localId/recapitulatif-convention': lazy(() => import('../features/comparison/ComparisonPage.tsx')),
  '/edl/:localId/signature': lazy(() => import('../features/signature/SignaturePage.tsx')),
  '/mon-compte/statistiques/user': lazy(() => import('../features/stats/UserStatsPage.tsx')),
  '/mon-compte/statistiques/admin': lazy(() => import('../features/stats/AdminStatsPage.tsx')),
  '/history/:edlId': lazy(() => import('../features/history/HistoryPage.tsx')),
  '/costing/:edlId': lazy(() => import('../features/costing/CostingPage.tsx')),
  '/p/costing/:edlId/:publicToken': lazy(() => import('../features/costing/CostingPage.tsx')),
  '/p/remarques/:edlId/:token': lazy(() => import('../features/remarks/TenantRemarksPage.tsx')),
  '/verifier/:edlId/:fingerprint': lazy(() => import('../features/verification/VerificationPage.tsx')),
  '/mon-compte/utilisateurs': admin('UsersPage'),
  '/mon-compte/utilisateurs/new': admin('NewUserPage'),
  '/mon-compte/utilisateurs/:id': admin('UserPage'),
  '/mon-compte/utilisateurs/groupe/:id': admin('GroupUsersPage'),
  '/mon-compte/groupes-utilisateurs': admin('GroupsPage'),
  '/mon-compte/groupes-utilisateurs/new': admin('GroupPage'),
  '/mon-compte/groupes-utilisateurs/:id': admin('GroupPage'),
  '/mon-compte/auto-edls': autoEdls('AutoEdlsPage'),
  '/mon-compte/auto-edls/new': autoEdls('NewAutoEdlPage'),
  '/mon-compte/calibrage': lazy(() => import('../features/calibration/CalibrationPage.tsx')),
  '/mon-compte/utilisateurs/:id/calibrage': lazy(() =>
    import('../features/calibration/CalibrationPage.tsx').then((page) => ({
      default: page.UserCalibrationPage,
    })),
  ),
  '/mon-compte/groupes-utilisateurs/:id/calibrage': lazy(() =>
    import('../features/calibration/CalibrationPage.tsx').then((page) => ({
      default: page.GroupCalibrationPage,
    })),
  ),
};

/**
 * The tenant's self-service screens are one chunk behind one lazy component told its step: one
 * dynamic import here instead of six keeps the login screen's JavaScript within its budget. It is
 * imported directly (not through a small entry that imports it in turn), so the flow's chunks start
 * downloading together on the first round trip (docs/ARCHITECTURE.md "Budgets": the flow's JavaScript in 2 s
 * on 4G).
 */
const SelfServiceScreens = lazy(() => import('../features/self-service/Screens.tsx'));
const SELF_SERVICE_STEPS = ['', '/lang', '/info', '/recapitulatif', '/signature', '/done'] as const;

const PlaceholderPage = lazy(() =>
  import('./layout/PlaceholderPage.tsx').then((page) => ({ default: page.PlaceholderPage })),
);

const BUILT = new Set<string>([
  PATHS.login,
  ...Object.keys(LAZY_SCREENS),
  ...SELF_SERVICE_STEPS.map((step) => `/auto-edl${step}`),
]);

/**
 * While a chunk loads (first visit online; precached afterwards) nothing is rendered: the outlet waits
 * for the screen's own IonPage and animates it in. An empty IonPage as the fallback was animated in
 * instead, and the screen's page that replaced it stayed invisible (ion-page-invisible) after an
 * in-app navigation to a lazy route (the new-report chooser, a link to the editor).
 */
function lazyElement(Screen: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={null}>
      <Screen />
    </Suspense>
  );
}

export function AppRoutes() {
  return (
    <IonRouterOutlet className="app-outlet">
      <Route path={PATHS.login} element={<LoginPage />} />
      {Object.entries(LAZY_SCREENS).map(([path, Screen]) => (
        <Route key={path} path={path} element={lazyElement(Screen)} />
      ))}
      {SELF_SERVICE_STEPS.map((step) => (
        <Route
          key={step}
          path={`/auto-edl${step}`}
          element={
            <Suspense fallback={null}>
              <SelfServiceScreens step={step} />
            </Suspense>
          }
        />
      ))}
      {ROUTES.filter((route) => !BUILT.has(route.path)).map((route) => (
        <Route
          key={route.name}
          path={route.path}
          element={
            <Suspense fallback={null}>
              <PlaceholderPage route={route} />
            </Suspense>
          }
        />
      ))}
      <Route path="*" element={<Navigate to={PATHS.edlsLocal} replace />} />
    </IonRouterOutlet>
  );
}
