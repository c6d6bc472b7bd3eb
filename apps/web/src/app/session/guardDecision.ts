/**
 * Where the session sends the user (inspection-core §4, accounts-costing §2 and §4), as a pure
 * decision so it can be tested without a browser:
 * - public routes are left alone;
 * - signed out at start on any other route: the login screen opens LOGIN_SCREEN_DELAY_MS after
 *   start, remembering the route to come back to;
 * - signed out after being signed in (logout, session lost): to login at once, so no half-empty
 *   screen lingers;
 * - signed in on the login screen: back to the route the user came from, or the in-progress list;
 * - signed in without a selected profile: to profile selection;
 * - a self-service tenant (isAutoEdl) works only in the self-service flow (inspection-core §6): signed
 *   in anywhere else, to /auto-edl, which routes by progress; a tenant has no profile to select.
 */
import { LOGIN_SCREEN_DELAY_MS } from '@constat/domain';
import { PATHS } from '../routes.ts';
import type { SessionStatus } from './SessionContext.ts';

export interface GuardInput {
  status: SessionStatus;
  /** The session was signed in earlier in this page's life. */
  wasSignedIn: boolean;
  pathname: string;
  isPublic: boolean;
  hasProfile: boolean;
  returnTo: string | null;
  /** The signed-in user is a self-service tenant. */
  isAutoEdl?: boolean;
}

export type GuardDecision =
  | { kind: 'stay' }
  | { kind: 'login'; delayMs: number; rememberPath: string | null }
  | { kind: 'go'; path: string; clearReturnTo: boolean };

const stay: GuardDecision = { kind: 'stay' };
const AUTO_EDL = '/auto-edl';

export function guardDecision(input: GuardInput): GuardDecision {
  const { status, pathname } = input;
  if (input.isPublic || status === 'starting') return stay;
  if (status === 'signedOut') {
    if (pathname === PATHS.login) return stay;
    if (input.wasSignedIn) return { kind: 'login', delayMs: 0, rememberPath: null };
    return {
      kind: 'login',
      delayMs: LOGIN_SCREEN_DELAY_MS,
      rememberPath: pathname === PATHS.profileSelection ? null : pathname,
    };
  }
  if (input.isAutoEdl) {
    return pathname.startsWith(AUTO_EDL)
      ? stay
      : { kind: 'go', path: AUTO_EDL, clearReturnTo: input.returnTo !== null };
  }
  if (!input.hasProfile) {
    return pathname === PATHS.profileSelection
      ? stay
      : { kind: 'go', path: PATHS.profileSelection, clearReturnTo: false };
  }
  if (pathname === PATHS.login) {
    return { kind: 'go', path: input.returnTo ?? PATHS.edlsLocal, clearReturnTo: true };
  }
  return stay;
}
