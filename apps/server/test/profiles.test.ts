import { unscramblePasscode } from '@constat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let headers: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  headers = bearer((await login(server.app)).token);
});
afterAll(() => server.close());

const call = (
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET',
  url: string,
  payload?: object,
  h = headers,
) => server.app.inject({ method, url, headers: h, ...(payload ? { payload } : {}) });
const profilesOfMe = async () => (await call('GET', '/api/me')).json().profiles;

describe('profiles', () => {
  it('creates profiles; the first one is the main one (default)', async () => {
    const first = await call('POST', '/api/profile', { name: 'Agence Centre' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ name: 'Agence Centre', default: true, passcode: null });
    const second = await call('POST', '/api/profile', { name: 'Marie' });
    expect(second.json()).toMatchObject({ name: 'Marie', default: false });
    expect(await profilesOfMe()).toHaveLength(2);
  });

  it('renames, moves the default flag, and deletes (the default passes to the oldest left)', async () => {
    const [first, second] = await profilesOfMe();
    expect((await call('PUT', `/api/profile/${second.id}`, { name: 'Marie D.' })).json().name).toBe(
      'Marie D.',
    );
    expect((await call('PUT', `/api/profile/${second.id}/default`)).json().default).toBe(true);
    let all = await profilesOfMe();
    expect(all.filter((p: { default: boolean }) => p.default).map((p: { id: number }) => p.id)).toEqual([
      second.id,
    ]);
    expect((await call('DELETE', `/api/profile/${second.id}`)).statusCode).toBe(204);
    all = await profilesOfMe();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ id: first.id, default: true });
  });

  it('two profiles of one account cannot share a name (409), renaming to itself is fine', async () => {
    const [first] = await profilesOfMe();
    const duplicate = await call('POST', '/api/profile', { name: ` ${first.name.toUpperCase()} ` });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('Un profil porte déjà ce nom');
    expect((await call('PUT', `/api/profile/${first.id}`, { name: first.name })).statusCode).toBe(200);
    expect(await profilesOfMe()).toHaveLength(1);
  });

  it('an empty name is refused and nothing changes', async () => {
    const before = await profilesOfMe();
    const response = await call('POST', '/api/profile', { name: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Le nom du profil est obligatoire');
    expect(await profilesOfMe()).toEqual(before);
  });

  it('passcode: exactly 4 digits, stored scrambled, removable with null', async () => {
    const [profile] = await profilesOfMe();
    for (const wrong of ['123', '12345', 'abcd', '12 4']) {
      const response = await call('PATCH', `/api/profile/${profile.id}/passcode`, { passcode: wrong });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Le code secret doit faire 4 chiffres');
    }
    const set = await call('PATCH', `/api/profile/${profile.id}/passcode`, { passcode: '4071' });
    expect(set.statusCode).toBe(200);
    const stored = set.json().passcode;
    expect(stored).not.toContain('4071');
    expect(unscramblePasscode(stored)).toBe('4071');
    const removed = await call('PATCH', `/api/profile/${profile.id}/passcode`, { passcode: null });
    expect(removed.json().passcode).toBeNull();
  });

  it("another user's profile answers 404 and is left untouched", async () => {
    const created = await call('POST', '/api/user', {
      login: 'paul',
      email: 'paul@agence.fr',
      password: 'paul-password-1',
    });
    expect(created.statusCode).toBe(201);
    const paul = bearer((await login(server.app, { username: 'paul', password: 'paul-password-1' })).token);
    const [mine] = await profilesOfMe();
    expect((await call('PUT', `/api/profile/${mine.id}`, { name: 'Volé' }, paul)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/profile/${mine.id}`, undefined, paul)).statusCode).toBe(404);
    expect(
      (await call('PATCH', `/api/profile/${mine.id}/passcode`, { passcode: '1111' }, paul)).statusCode,
    ).toBe(404);
    expect((await profilesOfMe())[0]).toEqual(mine);
  });

  it('a user limited to a single profile cannot create a second one', async () => {
    await call('POST', '/api/user', {
      login: 'solo',
      email: 'solo@agence.fr',
      password: 'solo-password-1',
      uniqueProfile: true,
    });
    const solo = bearer((await login(server.app, { username: 'solo', password: 'solo-password-1' })).token);
    expect((await call('POST', '/api/profile', { name: 'Unique' }, solo)).statusCode).toBe(201);
    expect((await call('POST', '/api/profile', { name: 'Deuxième' }, solo)).statusCode).toBe(403);
  });
});

describe('profiles under concurrent taps', () => {
  it('two creations at once on a single-profile account make one profile, and one main profile', async () => {
    await call('POST', '/api/user', {
      login: 'double',
      email: 'double@agence.fr',
      password: 'double-password-1',
      uniqueProfile: true,
    });
    const user = bearer(
      (await login(server.app, { username: 'double', password: 'double-password-1' })).token,
    );
    const results = await Promise.all(
      ['Un', 'Deux', 'Trois'].map((name) => call('POST', '/api/profile', { name }, user)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 403, 403]);
    const mine = (await call('GET', '/api/me', undefined, user)).json().profiles;
    expect(mine).toHaveLength(1);
    expect(mine[0].default).toBe(true);
  });

  it('two creations of the same name at once: one succeeds, the other is told the name is taken', async () => {
    await call('POST', '/api/user', {
      login: 'jumeaux',
      email: 'j@agence.fr',
      password: 'jumeaux-password-1',
    });
    const user = bearer(
      (await login(server.app, { username: 'jumeaux', password: 'jumeaux-password-1' })).token,
    );
    const results = await Promise.all(
      [1, 2].map(() => call('POST', '/api/profile', { name: 'Agence' }, user)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const mine = (await call('GET', '/api/me', undefined, user)).json().profiles;
    expect(mine.filter((p: { default: boolean }) => p.default)).toHaveLength(1);
  });
});
