/**
 * The HTTP client's contract (inspection-core §7): bearer unless Limited/ApiKey, a 401 makes ONE
 * refresh and ONE retry, a failed refresh resets the tokens and reports the session lost. `fetch`
 * is replaced by a scripted server (the network is not ours); the client itself runs for real.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installMemoryStorage } from './setup.ts';
import { request, setSessionLostHandler } from '../src/api/client.ts';
import { ApiError, NetworkError, NotLoggedInError } from '../src/api/errors.ts';
import { readSecurity, writeSecurity } from '../src/api/tokens.ts';

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

  it('a failed refresh resets the tokens and reports the session lost', async () => {
    scriptedFetch([() => json(401, {}), () => json(401, { code: 'invalid-refresh', message: 'no' })]);
    const error = await request('/profile', { method: 'POST', body: { name: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(readSecurity()).toEqual({ login: 'agent', jwtToken: null, refreshToken: null });
    expect(sessionLost).toBe(1);
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
});
