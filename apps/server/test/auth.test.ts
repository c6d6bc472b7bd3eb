import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverSettings } from '../src/db/schema.ts';
import { ADMIN, bearer, login, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const refreshWith = (refresh: string) =>
  server.app.inject({ method: 'POST', url: '/api/login/refresh', payload: { refresh } });

describe('POST /api/login', () => {
  it('gives a token pair for the bootstrap super admin, and GET /api/me answers with the user', async () => {
    const { token, refresh } = await login(server.app);
    expect(token.split('.')).toHaveLength(3);
    expect(refresh.length).toBeGreaterThan(30);
    const me = await server.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      login: 'admin',
      admin: true,
      groupId: null,
      group: null,
      profiles: [],
    });
    const head = await server.app.inject({ method: 'HEAD', url: '/api/me', headers: bearer(token) });
    expect(head.statusCode).toBe(200);
  });

  it("answers 401 'Les identifiants ne sont pas valides' on a wrong password or unknown login", async () => {
    for (const payload of [
      { username: 'admin', password: 'wrong-password' },
      { username: 'nobody', password: 'whatever' },
    ]) {
      const response = await server.app.inject({ method: 'POST', url: '/api/login', payload });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: 'invalid-credentials',
        message: 'Les identifiants ne sont pas valides',
      });
    }
  });

  it("asks for both fields: 'Veuillez renseigner vos identifiants'", async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'admin', password: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Veuillez renseigner vos identifiants');
  });

  it('rejects unknown body fields with 400 and a message naming the field', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { ...ADMIN, remember: true },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('bad-request');
    expect(body.message).toContain('remember');
  });

  it('is case-insensitive on the login', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { ...ADMIN, username: 'ADMIN' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('refresh tokens', () => {
  it('rotate: the new pair works, the used refresh token cannot be used again', async () => {
    const first = await login(server.app);
    const rotated = await refreshWith(first.refresh);
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json();
    expect(second.refresh).not.toBe(first.refresh);
    const me = await server.app.inject({ method: 'GET', url: '/api/me', headers: bearer(second.token) });
    expect(me.statusCode).toBe(200);
    const third = await refreshWith(second.refresh);
    expect(third.statusCode).toBe(200);
  });

  it('reusing a rotated token revokes its whole family: the newest token stops working too', async () => {
    const first = await login(server.app);
    const second = (await refreshWith(first.refresh)).json();
    const reuse = await refreshWith(first.refresh);
    expect(reuse.statusCode).toBe(401);
    const newest = await refreshWith(second.refresh);
    expect(newest.statusCode).toBe(401);
    // Another login (another family) is unaffected.
    const other = await login(server.app);
    expect((await refreshWith(other.refresh)).statusCode).toBe(200);
  });

  it('an unknown refresh token is 401', async () => {
    expect((await refreshWith('not-a-real-token')).statusCode).toBe(401);
  });
});

describe('access tokens', () => {
  async function signingKey(): Promise<Uint8Array> {
    const [row] = await server.database.db
      .select()
      .from(serverSettings)
      .where(eq(serverSettings.key, 'jwt-signing-key'));
    if (!row) throw new Error('no key');
    return Buffer.from(row.value, 'base64url');
  }
  const me = (authorization: string) =>
    server.app.inject({ method: 'GET', url: '/api/me', headers: { authorization } });

  it('an expired JWT is 401', async () => {
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('constat')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(await signingKey());
    expect((await me(`Bearer ${expired}`)).statusCode).toBe(401);
  });

  it("a forged JWT with alg 'none' is 401", async () => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: '1', iss: 'constat', exp: 4102444800 })}.`;
    expect((await me(`Bearer ${unsigned}`)).statusCode).toBe(401);
  });

  it('a JWT signed with another key is 401', async () => {
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('constat')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('a-key-that-is-not-the-server-key-0123456789'));
    expect((await me(`Bearer ${forged}`)).statusCode).toBe(401);
  });

  it('no token, or a Limited/ApiKey scheme, is 401 on /api/me for now', async () => {
    const none = await server.app.inject({ method: 'GET', url: '/api/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe('Vous devez être connecté pour poursuivre');
    expect((await me('Limited 12#abc')).statusCode).toBe(401);
    expect((await me('ApiKey xyz')).statusCode).toBe(401);
  });
});
