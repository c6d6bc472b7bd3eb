/**
 * A session lives as long as its refresh-token family: a password change ends the user's other
 * sessions, an admin's reset or the account's deletion ends them all, and an access token of an
 * ended session is refused at once (401 before any body is read), not only when it expires.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, startTestServer, type TestServer } from './harness.ts';
import { makeJpeg, sha256 } from './images.ts';
import { adminHeaders, createAccount, putPhoto, type Headers } from './reportFixtures.ts';

let server: TestServer;
let superAdmin: Headers;
beforeAll(async () => {
  server = await startTestServer();
  superAdmin = await adminHeaders(server.app);
});
afterAll(() => server.close());

const refreshWith = (refresh: string) =>
  server.app.inject({ method: 'POST', url: '/api/login/refresh', payload: { refresh } });
const me = (token: string) => server.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
const changePassword = (userId: number, token: string, password: string) =>
  server.app.inject({
    method: 'PATCH',
    url: `/api/user/${userId}/password`,
    headers: bearer(token),
    payload: { password },
  });

describe('a password change', () => {
  it('by the user ends every other session; the one that made the change goes on', async () => {
    const { userId } = await createAccount(server.app, superAdmin, 'sessions.own', null);
    const credentials = { username: 'sessions.own', password: 'sessions.own-password-1' };
    const phone = await login(server.app, credentials);
    const stolen = await login(server.app, credentials);
    expect((await me(stolen.token)).statusCode).toBe(200);

    expect((await changePassword(userId, phone.token, 'un-nouveau-secret-7')).statusCode).toBe(204);

    const refused = await refreshWith(stolen.refresh);
    expect(refused.statusCode).toBe(401);
    const stale = await me(stolen.token);
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toEqual({ code: 'unauthorized', message: 'Jeton invalide ou expiré' });

    expect((await me(phone.token)).statusCode).toBe(200);
    const renewed = await refreshWith(phone.refresh);
    expect(renewed.statusCode).toBe(200);
    expect((await me(renewed.json<{ token: string }>().token)).statusCode).toBe(200);
    const again = await login(server.app, { ...credentials, password: 'un-nouveau-secret-7' });
    expect((await me(again.token)).statusCode).toBe(200);
  });

  it('by an admin ends every session of the user, access tokens included', async () => {
    const { userId } = await createAccount(server.app, superAdmin, 'sessions.reset', null);
    const session = await login(server.app, {
      username: 'sessions.reset',
      password: 'sessions.reset-password-1',
    });
    const [, adminToken] = (superAdmin.authorization ?? '').split(' ');
    expect((await changePassword(userId, adminToken ?? '', 'choisi-par-admin-3')).statusCode).toBe(204);
    expect((await refreshWith(session.refresh)).statusCode).toBe(401);
    expect((await me(session.token)).statusCode).toBe(401);
    expect((await me(adminToken ?? '')).statusCode).toBe(200);
  });

  it("a refresh token's reuse ends its session's access tokens too", async () => {
    const first = await login(server.app, { username: 'sessions.own', password: 'un-nouveau-secret-7' });
    const second = (await refreshWith(first.refresh)).json<{ token: string; refresh: string }>();
    expect((await refreshWith(first.refresh)).statusCode).toBe(401);
    expect((await me(second.token)).statusCode).toBe(401);
  });
});

describe('a deleted account', () => {
  it('is refused (401) before its photo is read: nothing reaches the blob store', async () => {
    const account = await createAccount(server.app, superAdmin, 'sessions.deleted', null);
    const deleted = await server.app.inject({
      method: 'DELETE',
      url: `/api/user/${account.userId}`,
      headers: superAdmin,
    });
    expect(deleted.statusCode).toBe(200);

    const jpeg = makeJpeg(64, 48, 3501, 20_000);
    const hash = sha256(jpeg);
    const put = await putPhoto(server.app, account.headers, jpeg);
    expect(put.statusCode).toBe(401);
    expect(put.json()).toEqual({ code: 'unauthorized', message: 'Jeton invalide ou expiré' });
    const blob = path.join(server.dataDir, 'blobs', hash.slice(0, 2), hash.slice(2, 4), hash);
    await expect(fs.access(blob)).rejects.toThrow();

    for (const [method, url] of [
      ['GET', '/api/me'],
      ['GET', '/api/edl'],
      ['HEAD', `/api/photos/${hash}`],
    ] as const) {
      const answer = await server.app.inject({ method, url, headers: account.headers });
      expect(answer.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
