/**
 * Session start and loss (inspection-core §4, accounts-costing §4): only a refusal of the tokens
 * signs out (and forgets the tokens, the stored user and the selected profile, as logout does); a
 * network failure, a 5xx or a 429 keeps them and starts with the stored user. Plus the guard's
 * navigation decisions. `fetch` is a scripted server.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_SCREEN_DELAY_MS, type User } from '@constat/domain';
import { installMemoryStorage } from './setup.ts';
import { request, setSessionLostHandler } from '../src/api/client.ts';
import { NetworkError } from '../src/api/errors.ts';
import { readSecurity, readStoredUser, writeSecurity, writeStoredUser } from '../src/api/tokens.ts';
import { drainErrors } from '../src/app/errors/errorBus.ts';
import { PATHS } from '../src/app/routes.ts';
import { forgetSession } from '../src/app/session/forgetSession.ts';
import { guardDecision, type GuardInput } from '../src/app/session/guardDecision.ts';
import { readSelectedProfileId, writeSelectedProfileId } from '../src/app/session/selectedProfile.ts';
import { startSession } from '../src/app/session/sessionStart.ts';

const AGENT = { id: 7, login: 'agent', uniqueProfile: false, profiles: [{ id: 3 }] } as unknown as User;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function scripted(answers: ((url: string) => Response)[]) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      const answer = answers.shift();
      if (!answer) throw new Error(`unexpected call ${url}`);
      return answer(url);
    }),
  );
  return urls;
}

function online(value: boolean) {
  vi.stubGlobal('navigator', { onLine: value, locks: navigator.locks });
}

const networkDown = () => {
  throw new TypeError('Failed to fetch');
};

describe('session start', () => {
  beforeEach(() => {
    installMemoryStorage();
    drainErrors();
    writeStoredUser(AGENT);
    writeSelectedProfileId(3);
    setSessionLostHandler(forgetSession);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('without a token: signed out, no call', async () => {
    const urls = scripted([]);
    expect(await startSession()).toEqual({ kind: 'signedOut' });
    expect(urls).toEqual([]);
  });

  it('only a refresh token, refresh answered 503/429: keeps the tokens and the stored user', async () => {
    online(true);
    for (const status of [503, 429]) {
      writeSecurity({ login: 'agent', jwtToken: null, refreshToken: 'refresh-1' });
      const urls = scripted([() => json(status, { message: 'busy' })]);
      expect(await startSession()).toEqual({ kind: 'signedIn', user: AGENT });
      expect(urls).toEqual(['/api/login/refresh']);
      expect(readSecurity().refreshToken).toBe('refresh-1');
      expect(readSelectedProfileId()).toBe(3);
      // Online, the failure is said: the catalogue's 'Mauvaise connexion' row.
      const reported = drainErrors();
      expect(reported).toHaveLength(1);
      expect(reported[0]).toBeInstanceOf(NetworkError);
    }
  });

  it('offline: GET /me and the refresh unreachable, starts with the stored user, silently', async () => {
    online(false);
    writeSecurity({ login: 'agent', jwtToken: 'jwt-1', refreshToken: 'refresh-1' });
    scripted([networkDown]);
    expect(await startSession()).toEqual({ kind: 'signedIn', user: AGENT });
    writeSecurity({ login: 'agent', jwtToken: 'jwt-1', refreshToken: 'refresh-1' });
    scripted([() => json(401, {}), networkDown]);
    expect(await startSession()).toEqual({ kind: 'signedIn', user: AGENT });
    expect(readSecurity()).toEqual({ login: 'agent', jwtToken: 'jwt-1', refreshToken: 'refresh-1' });
    expect(drainErrors()).toEqual([]);
  });

  it('a refused refresh forgets the tokens, the stored user and the selected profile', async () => {
    for (const status of [400, 401]) {
      writeStoredUser(AGENT);
      writeSelectedProfileId(3);
      writeSecurity({ login: 'agent', jwtToken: null, refreshToken: 'refresh-1' });
      scripted([() => json(status, { code: 'invalid-refresh' })]);
      expect(await startSession()).toEqual({ kind: 'signedOut' });
      expect(readSecurity()).toEqual({ login: 'agent', jwtToken: null, refreshToken: null });
      expect(readStoredUser()).toBeNull();
      expect(readSelectedProfileId()).toBeNull();
    }
  });

  it('a session lost during a call forgets the stored user and the selected profile too', async () => {
    let lost = 0;
    setSessionLostHandler(() => {
      forgetSession();
      lost += 1;
    });
    writeSecurity({ login: 'agent', jwtToken: 'jwt-1', refreshToken: 'refresh-1' });
    scripted([() => json(401, {}), () => json(401, {})]);
    await expect(request('/profile')).rejects.toMatchObject({ status: 401 });
    expect(lost).toBe(1);
    expect(readSecurity()).toEqual({ login: 'agent', jwtToken: null, refreshToken: null });
    expect(readStoredUser()).toBeNull();
    expect(readSelectedProfileId()).toBeNull();
  });
});

describe('session guard decisions', () => {
  const base: GuardInput = {
    status: 'signedOut',
    wasSignedIn: false,
    pathname: PATHS.edlsRemote,
    isPublic: false,
    hasProfile: false,
    returnTo: null,
  };

  it('signed out at start: login after about 1 s, remembering the route', () => {
    expect(guardDecision(base)).toEqual({
      kind: 'login',
      delayMs: LOGIN_SCREEN_DELAY_MS,
      rememberPath: PATHS.edlsRemote,
    });
    expect(guardDecision({ ...base, status: 'starting' })).toEqual({ kind: 'stay' });
    expect(guardDecision({ ...base, isPublic: true })).toEqual({ kind: 'stay' });
    expect(guardDecision({ ...base, pathname: PATHS.login })).toEqual({ kind: 'stay' });
  });

  it('signed out after being signed in (logout, session lost): login at once', () => {
    for (const pathname of [PATHS.account, PATHS.profileSelection, PATHS.edlsLocal]) {
      expect(guardDecision({ ...base, wasSignedIn: true, pathname })).toEqual({
        kind: 'login',
        delayMs: 0,
        rememberPath: null,
      });
    }
  });

  it('signed in: profile selection first, then back where the user came from', () => {
    const signedIn = { ...base, status: 'signedIn' as const, wasSignedIn: true };
    expect(guardDecision({ ...signedIn, pathname: PATHS.login })).toEqual({
      kind: 'go',
      path: PATHS.profileSelection,
      clearReturnTo: false,
    });
    expect(guardDecision({ ...signedIn, pathname: PATHS.profileSelection })).toEqual({ kind: 'stay' });
    expect(
      guardDecision({ ...signedIn, hasProfile: true, pathname: PATHS.login, returnTo: PATHS.account }),
    ).toEqual({ kind: 'go', path: PATHS.account, clearReturnTo: true });
    expect(guardDecision({ ...signedIn, hasProfile: true, pathname: PATHS.login })).toEqual({
      kind: 'go',
      path: PATHS.edlsLocal,
      clearReturnTo: true,
    });
  });

  it('a self-service tenant goes to the self-service flow, never to profile selection', () => {
    const tenant = { ...base, status: 'signedIn' as const, wasSignedIn: true, isAutoEdl: true };
    for (const pathname of [PATHS.login, PATHS.profileSelection, PATHS.edlsLocal, '/edl/12']) {
      expect(guardDecision({ ...tenant, pathname })).toEqual({
        kind: 'go',
        path: '/auto-edl',
        clearReturnTo: false,
      });
    }
    expect(guardDecision({ ...tenant, pathname: '/', returnTo: PATHS.account })).toEqual({
      kind: 'go',
      path: '/auto-edl',
      clearReturnTo: true,
    });
    for (const pathname of ['/auto-edl', '/auto-edl/signature'])
      expect(guardDecision({ ...tenant, pathname })).toEqual({ kind: 'stay' });
    expect(
      guardDecision({ ...tenant, status: 'signedOut', wasSignedIn: true, pathname: '/auto-edl' }),
    ).toMatchObject({
      kind: 'login',
    });
  });
});
