/**
 * Where the session sends the user (inspection-core §4, accounts-costing §2 and §4):
 * - public routes are left alone;
 * - signed out on any other route: the login screen opens LOGIN_SCREEN_DELAY_MS after start;
 * - signed in on the login screen: to profile selection when no usable profile is selected, else
 *   back to the route the user came from, or to the in-progress list;
 * - signed in without a selected profile: to profile selection.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { LOGIN_SCREEN_DELAY_MS } from '@constat/domain';
import { useGo } from '../layout/useGo.ts';
import { PATHS, matchRoute } from '../routes.ts';
import { useSession } from './SessionContext.ts';

export function SessionGuard() {
  const { status, profile, returnTo, setReturnTo } = useSession();
  const { pathname } = useLocation();
  const go = useGo();
  const isPublic = matchRoute(pathname)?.route.public === true;

  useEffect(() => {
    if (isPublic || status === 'starting') return undefined;
    if (status === 'signedOut') {
      if (pathname === PATHS.login) return undefined;
      const timer = window.setTimeout(() => {
        if (pathname !== PATHS.profileSelection) setReturnTo(pathname);
        go(PATHS.login, 'root');
      }, LOGIN_SCREEN_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
    if (profile === null) {
      if (pathname !== PATHS.profileSelection) go(PATHS.profileSelection, 'root');
    } else if (pathname === PATHS.login) {
      setReturnTo(null);
      go(returnTo ?? PATHS.edlsLocal, 'root');
    }
    return undefined;
  }, [status, profile, pathname, isPublic, returnTo, setReturnTo, go]);

  return null;
}
