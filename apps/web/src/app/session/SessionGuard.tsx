/** Applies the session's navigation rules (see guardDecision.ts) as the status and route change. */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useGo } from '../layout/useGo.ts';
import { PATHS, matchRoute } from '../routes.ts';
import { useSession } from './SessionContext.ts';
import { guardDecision } from './guardDecision.ts';

export function SessionGuard() {
  const { status, endedInUse, user, profile, returnTo, setReturnTo } = useSession();
  const isAutoEdl = user?.isAutoEdl === true;
  const { pathname } = useLocation();
  const go = useGo();
  const isPublic = matchRoute(pathname)?.route.public === true;
  const wasSignedIn = useRef(false);

  useEffect(() => {
    if (status === 'signedIn') wasSignedIn.current = true;
    const decision = guardDecision({
      status,
      // A logout tapped while the start was still fetching the user is a logout all the same.
      wasSignedIn: wasSignedIn.current || endedInUse,
      pathname,
      isPublic,
      hasProfile: profile !== null,
      returnTo,
      isAutoEdl,
    });
    if (decision.kind === 'go') {
      if (decision.clearReturnTo) setReturnTo(null);
      go(decision.path, 'root');
    } else if (decision.kind === 'login') {
      const toLogin = () => {
        if (decision.rememberPath !== null) setReturnTo(decision.rememberPath);
        go(PATHS.login, 'root');
      };
      if (decision.delayMs === 0) toLogin();
      else {
        const timer = window.setTimeout(toLogin, decision.delayMs);
        return () => window.clearTimeout(timer);
      }
    }
    return undefined;
  }, [status, endedInUse, isAutoEdl, profile, pathname, isPublic, returnTo, setReturnTo, go]);

  return null;
}
