/**
 * The outlet: the screens built so far, a placeholder for every other route of the specs.
 * (Login and profile selection are not split out: Ionic's React wrappers are one module, so their
 * components stay in the main chunk anyway and the split only added requests.)
 */
import { IonRouterOutlet } from '@ionic/react';
import { Navigate, Route } from 'react-router-dom';
import { AccountPage } from '../features/account/AccountPage.tsx';
import LoginPage from '../features/login/LoginPage.tsx';
import ProfileSelectionPage from '../features/profiles/ProfileSelectionPage.tsx';
import { LocalReportsPage } from '../features/reports-local/LocalReportsPage.tsx';
import { PlaceholderPage } from './layout/PlaceholderPage.tsx';
import { PATHS, ROUTES } from './routes.ts';

const BUILT = new Set<string>([PATHS.login, PATHS.profileSelection, PATHS.edlsLocal, PATHS.account]);

export function AppRoutes() {
  return (
    <IonRouterOutlet className="app-outlet">
      <Route path={PATHS.login} element={<LoginPage />} />
      <Route path={PATHS.profileSelection} element={<ProfileSelectionPage />} />
      <Route path={PATHS.edlsLocal} element={<LocalReportsPage />} />
      <Route path={PATHS.account} element={<AccountPage />} />
      {ROUTES.filter((route) => !BUILT.has(route.path)).map((route) => (
        <Route key={route.name} path={route.path} element={<PlaceholderPage route={route} />} />
      ))}
      <Route path="*" element={<Navigate to={PATHS.edlsLocal} replace />} />
    </IonRouterOutlet>
  );
}
