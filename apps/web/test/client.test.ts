/**
 * The HTTP client's contract (inspection-core §7): bearer unless Limited/ApiKey, a 401 makes ONE
 * refresh and ONE retry, a failed refresh resets the tokens and reports the session lost. `fetch`
 * is replaced by a scripted server (the network is not ours); the client itself runs for real.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@constat/domain';
import { installMemoryStorage } from './setup.ts';
import { request, setSessionLostHandler } from '../src/api/client.ts';
import { ApiError, NetworkError, NotLoggedInError } from '../src/api/errors.ts';
import { readSecurity, readStoredUser, writeSecurity, writeStoredUser } from '../src/api/tokens.ts';

interface Call {
  url: string;
  authorization: string | null;
  body: unknown;
}

function scriptedFetch(answers: ((call: Call) => Response)[]) {
  const calls: Call[] = [];
  const fetchStub = vi.fn(async (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    const call = {
      url,
      authorization: headers.get('Authorization'),
      body: init.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
    };
    calls.push(call);
    const answer = answers.shift();
    if (!answer) throw new Error(`unexpected call ${url}`);
    return answer(call);
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

const AGENT = { id: 7, login: 'agent', uniqueProfile: false, profiles: [] } as unknown as User;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('HTTP client', () => {
  let sessionLost = 0;
  beforeEach(() => {
    installMemoryStorage();
    writeSecurity({ login: 'agent', jwtToken: 'jwt-1', refreshToken: 'refresh-1' });
    sessionLost = 0;
    setSessionLostHandler(() => {
      sessionLost += 1;
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('attaches the bearer token to same-origin /api calls', async () => {
    const calls = scriptedFetch([() => json(200, { ok: true })]);
    await request('/me');
    expect(calls).toEqual([{ url: '/api/me', authorization: 'Bearer jwt-1', body: undefined }]);
  });

  it('keeps a Limited or ApiKey authorization and adds no bearer', async () => {
    const calls = scriptedFetch([() => json(200, {}), () => json(200, {})]);
    await request('/me', { headers: { Authorization: 'Limited 12#abc' } });
    await request('/soft/dossiers', { headers: { Authorization: 'ApiKey k' } });
    expect(calls.map((call) => call.authorization)).toEqual(['Limited 12#abc', 'ApiKey k']);
  });

  it('on a 401 refreshes once, stores the rotated tokens and retries once', async () => {
    const calls = scriptedFetch([
      () => json(401, { code: 'unauthorized', message: 'expired' }),
      () => json(200, { token: 'jwt-2', refresh: 'refresh-2' }),
      () => json(200, { id: 1 }),
    ]);
    const response = await request('/me');
    expect(response.status).toBe(200);
    expect(calls.map((call) => [call.url, call.authorization])).toEqual([
      ['/api/me', 'Bearer jwt-1'],
      ['/api/login/refresh', null],
      ['/api/me', 'Bearer jwt-2'],
    ]);
    expect(calls[1]?.body).toEqual({ refresh: 'refresh-1' });
    expect(readSecurity()).toEqual({ login: 'agent', jwtToken: 'jwt-2', refreshToken: 'refresh-2' });
  });

  it('does not refresh twice when the retry is refused too', async () => {
    const calls = scriptedFetch([
      () => json(401, {}),
      () => json(200, { token: 'jwt-2', refresh: 'refresh-2' }),
      () => json(401, { code: 'unauthorized', message: 'still no' }),
    ]);
    await expect(request('/me')).rejects.toMatchObject({ status: 401, message: 'still no' });
    expect(calls).toHaveLength(3);
  });

  it('a refused refresh (401 or 400) resets the tokens and the stored user and reports the session lost', async () => {
    for (const status of [401, 400]) {
      writeSecurity({ login: 'agent', jwtToken: 'jwt-1', refreshToken: 'refresh-1' });
      writeStoredUser(AGENT);
      scriptedFetch([() => json(401, {}), () => json(status, { code: 'invalid-refresh', message: 'no' })]);
      const error = await request('/profile', { method: 'POST', body: { name: 'x' } }).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ApiError);
      expect(readSecurity()).toEqual({ login: 'agent', jwtToken: null, refreshToken: null });
      expect(readStoredUser()).toBeNull();
    }
    expect(sessionLost).toBe(2);
  });

  it('a refresh answered 5xx or 429, or lost on the way, keeps the tokens and is a network error', async () => {
    const failures: (() => Response)[] = [
      () => json(503, { message: 'down' }),
      () => json(500, {}),
      () => json(429, { code: 'rate-limited', message: 'slow down' }),
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => json(200, { nothing: true }),
    ];
    writeStoredUser(AGENT);
    for (const failure of failures) {
      const calls = scriptedFetch([() => json(401, {}), failure]);
      await expect(request('/me')).rejects.toBeInstanceOf(NetworkError);
      expect(calls.map((call) => call.url)).toEqual(['/api/me', '/api/login/refresh']);
      expect(readSecurity()).toEqual({ login: 'agent', jwtToken: 'jwt-1', refreshToken: 'refresh-1' });
    }
    expect(readStoredUser()).toEqual(AGENT);
    expect(sessionLost).toBe(0);
  });

  it('concurrent 401s share one refresh', async () => {
    const calls = scriptedFetch([
      () => json(401, {}),
      () => json(401, {}),
      () => json(200, { token: 'jwt-2', refresh: 'refresh-2' }),
      () => json(200, {}),
      () => json(200, {}),
    ]);
    await Promise.all([request('/a'), request('/b')]);
    expect(calls.filter((call) => call.url === '/api/login/refresh')).toHaveLength(1);
  });

  it('turns a failed fetch into a NetworkError and a call without tokens into NotLoggedInError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(request('/me')).rejects.toBeInstanceOf(NetworkError);
    writeSecurity({ login: null, jwtToken: null, refreshToken: null });
    await expect(request('/me')).rejects.toBeInstanceOf(NotLoggedInError);
  });

  it('reads the error body { code, message, detail }', async () => {
    scriptedFetch([
      () => json(400, { code: 'bad-request', message: 'Champ inconnu', detail: { field: 'x' } }),
    ]);
    await expect(request('/profile', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 400,
      code: 'bad-request',
      message: 'Champ inconnu',
      detail: { field: 'x' },
    });
  });

  it('without Web Locks, falls back to the in-tab shared refresh', async () => {
    vi.stubGlobal('navigator', { onLine: true });
    const calls = scriptedFetch([
      () => json(401, {}),
      () => json(401, {}),
      () => json(200, { token: 'jwt-2', refresh: 'refresh-2' }),
      () => json(200, {}),
      () => json(200, {}),
    ]);
    await Promise.all([request('/a'), request('/b')]);
    expect(calls.filter((call) => call.url === '/api/login/refresh')).toHaveLength(1);
    expect(readSecurity().refreshToken).toBe('refresh-2');
  });
});

/**
 * Two tabs: two instances of the client module sharing one localStorage and the process's Web Locks
 * (Node has navigator.locks, as browsers do), so the refresh is serialised across "tabs".
 */
describe('HTTP client across tabs', () => {
  beforeEach(() => {
    installMemoryStorage();
    writeSecurity({ login: 'agent', jwtToken: 'jwt-1', refreshToken: 'refresh-1' });
  });
  afterEach(() => vi.unstubAllGlobals());

  async function openTab() {
    vi.resetModules();
    return import('../src/api/client.ts');
  }

  it('takes the constat-refresh lock and, once it has it, reuses tokens another tab rotated', async () => {
    expect(navigator.locks).toBeDefined();
    const tabA = await openTab();
    const tabB = await openTab();
    expect(tabA.request).not.toBe(tabB.request);
    let releaseRefresh: () => void = () => undefined;
    const refreshHeld = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const calls: Call[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const authorization = new Headers(init.headers).get('Authorization');
        calls.push({
          url,
          authorization,
          body: init.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
        });
        if (url === '/api/login/refresh') {
          await refreshHeld;
          return json(200, { token: 'jwt-2', refresh: 'refresh-2' });
        }
        return authorization === 'Bearer jwt-2' ? json(200, { ok: url }) : json(401, {});
      }),
    );
    const a = tabA.request('/a');
    // Let tab A reach the server with its refresh, then tab B meets a 401 too and waits on the lock.
    await vi.waitFor(() => expect(calls.some((call) => call.url === '/api/login/refresh')).toBe(true));
    const b = tabB.request('/b');
    try {
      await vi.waitFor(async () => {
        const locks = await navigator.locks.query();
        expect(locks.held?.map((lock) => lock.name)).toEqual(['constat-refresh']);
        expect(locks.pending?.map((lock) => lock.name)).toEqual(['constat-refresh']);
      });
      expect(calls.filter((call) => call.url === '/api/b')).toHaveLength(1);
    } finally {
      releaseRefresh();
    }
    const [answerA, answerB] = await Promise.all([a, b]);
    expect([answerA.status, answerB.status]).toEqual([200, 200]);
    expect(calls.filter((call) => call.url === '/api/login/refresh')).toHaveLength(1);
    expect(calls.filter((call) => call.url === '/api/b').map((call) => call.authorization)).toEqual([
      'Bearer jwt-1',
      'Bearer jwt-2',
    ]);
    expect(readSecurity()).toEqual({ login: 'agent', jwtToken: 'jwt-2', refreshToken: 'refresh-2' });
  });

  it('skips the network refresh when the stored tokens changed since the refused call', async () => {
    const tab = await openTab();
    const calls = scriptedFetch([
      () => {
        // Another tab rotates the pair while this call is on its way.
        writeSecurity({ login: 'agent', jwtToken: 'jwt-2', refreshToken: 'refresh-2' });
        return json(401, {});
      },
      () => json(200, { ok: true }),
    ]);
    expect((await tab.request('/me')).status).toBe(200);
    expect(calls.map((call) => [call.url, call.authorization])).toEqual([
      ['/api/me', 'Bearer jwt-1'],
      ['/api/me', 'Bearer jwt-2'],
    ]);
  });
});
