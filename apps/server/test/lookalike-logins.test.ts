/**
 * Logins, group names and profile names that read as another's: a fullwidth copy, a copy with a
 * zero-width space and a copy with a Cyrillic letter are refused (400 or 409) and nothing is stored;
 * logins are stored NFKC-normalised and lower case, and an account signs in with any case of it.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillLookalikeKeys } from '../src/db/lookalikeKeys.ts';
import { groups, profiles, users } from '../src/db/schema.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { bearer, login, startTestServer, type TestServer } from './harness.ts';
import { adminHeaders, createGroup, type Headers } from './reportFixtures.ts';

let server: TestServer;
let superAdmin: Headers;
let groupAdmin: Headers;
let groupId: number;

beforeAll(async () => {
  server = await startTestServer();
  superAdmin = await adminHeaders(server.app);
  groupId = await createGroup(server.app, superAdmin, 'Agence Bars', false);
  const created = await createUser(superAdmin, 'barsadmin', true);
  expect(created.statusCode).toBe(201);
  groupAdmin = bearer((await login(server.app, { username: 'barsadmin', password: 'barsadmin-pw-1' })).token);
});
afterAll(() => server.close());

const createUser = (headers: Headers, loginName: string, admin = false) =>
  server.app.inject({
    method: 'POST',
    url: '/api/user',
    headers,
    payload: { login: loginName, email: 'someone@agence.fr', groupId, password: `${loginName}-pw-1`, admin },
  });
const userCount = async () => (await server.database.db.select({ id: users.id }).from(users)).length;

describe('look-alike logins', () => {
  it.each([
    ['fullwidth', 'ｂａｒｓａｄｍｉｎ', 409],
    ['a zero-width space', 'barsadmin\u200b', 400],
    ['a Cyrillic а', 'bаrsadmin', 409],
    ['a right-to-left override', 'bars\u202eadmin', 400],
    ['a no-break space', 'bars\u00a0admin', 400],
    ['upper case', 'BarsAdmin', 409],
  ])('a copy with %s (%j) answers %i and stores nothing', async (_, copy, status) => {
    const before = await userCount();
    const answer = await createUser(groupAdmin, copy);
    expect(answer.statusCode, answer.body).toBe(status);
    const { message, detail } = answer.json<{ message: string; detail?: { login?: string } }>();
    expect(detail?.login ?? message).toMatch(
      status === 409
        ? /^(Cet identifiant ressemble à un identifiant existant|Cet identifiant est déjà utilisé)$/
        : /caractère invisible|espace/,
    );
    expect(await userCount()).toBe(before);
  });

  it("says 'ressemble' for a look-alike and 'déjà utilisé' for the same login", async () => {
    expect((await createUser(groupAdmin, 'bаrsadmin')).json<{ message: string }>().message).toBe(
      'Cet identifiant ressemble à un identifiant existant',
    );
    expect((await createUser(groupAdmin, 'BARSADMIN')).json<{ message: string }>().message).toBe(
      'Cet identifiant est déjà utilisé',
    );
  });

  it('stores the normalised login; the account signs in with any case or width of it', async () => {
    const created = await createUser(groupAdmin, 'Marie.Dupont');
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<{ login: string }>().login).toBe('marie.dupont');
    for (const typed of ['marie.dupont', 'Marie.Dupont', ' MARIE.DUPONT ', 'ｍａｒｉｅ.ｄｕｐｏｎｔ']) {
      await expect(
        login(server.app, { username: typed, password: 'Marie.Dupont-pw-1' }),
      ).resolves.toBeTruthy();
    }
  });

  it('keeps accents distinct: hélène.durand and helene.durand are two accounts', async () => {
    expect((await createUser(groupAdmin, 'Hélène.Durand')).statusCode).toBe(201);
    expect((await createUser(groupAdmin, 'helene.durand')).statusCode).toBe(201);
    // The same accented login typed decomposed (e + U+0301) is the same login.
    expect((await createUser(groupAdmin, 'he\u0301le\u0300ne.durand')).statusCode).toBe(409);
  });

  it('two look-alikes created at once: one is stored, the other answers 409', async () => {
    const answers = await Promise.all([
      createUser(groupAdmin, 'paul.roux'),
      createUser(groupAdmin, 'pаul.roux'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const rows = await server.database.db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.login} in ('paul.roux', 'pаul.roux')`);
    expect(rows).toHaveLength(1);
  });
});

describe('logins stored before the rule', () => {
  it('get their normal form and skeleton at start-up; two that collide are both kept and sign in', async () => {
    const passwordHash = await hashPassword('older-pw-1');
    // As written before the skeleton column: 'pierre' first, then a fullwidth copy of it.
    const older = ['pierre', 'ｐｉｅｒｒｅ', 'Jean.Ancien', 'pi\u200berre'];
    for (const loginName of older)
      await server.database.db
        .insert(users)
        .values({ login: loginName, email: 'o@agence.fr', passwordHash, groupId });
    const client = await server.database.pool.connect();
    await fillLookalikeKeys(client).finally(() => client.release());
    const rows = await server.database.db
      .select({ login: users.login, skeleton: users.loginSkeleton })
      .from(users)
      .where(sql`${users.email} = 'o@agence.fr'`)
      .orderBy(users.id);
    // The first 'pierre' holds the skeleton; its copies keep their login as it was, and no skeleton.
    expect(rows).toEqual([
      { login: 'pierre', skeleton: 'pierre' },
      { login: 'ｐｉｅｒｒｅ', skeleton: null },
      { login: 'jean.ancien', skeleton: 'jean.ancien' },
      { login: 'pi\u200berre', skeleton: null },
    ]);
    for (const typed of [...older, 'JEAN.ANCIEN'])
      expect((await login(server.app, { username: typed, password: 'older-pw-1' })).token).toBeTruthy();
    // What each typed reaches its own account.
    const me = async (typed: string) =>
      (
        await server.app.inject({
          method: 'GET',
          url: '/api/me',
          headers: bearer((await login(server.app, { username: typed, password: 'older-pw-1' })).token),
        })
      ).json<{ login: string }>().login;
    expect(await me('ｐｉｅｒｒｅ')).toBe('ｐｉｅｒｒｅ');
    expect(await me('PIERRE')).toBe('pierre');
    // A new look-alike of either is refused.
    expect((await createUser(groupAdmin, 'pіerre')).statusCode).toBe(409);
  });
});

describe('look-alike group and profile names', () => {
  it('refuses a sibling group whose name reads as another, and invisible characters', async () => {
    const create = (name: string) =>
      server.app.inject({ method: 'POST', url: '/api/user-group', headers: groupAdmin, payload: { name } });
    expect((await create('Équipe Nord')).statusCode).toBe(201);
    const before = (await server.database.db.select().from(groups)).length;
    for (const [copy, status] of [
      ['Équipe Nоrd', 409],
      ['ÉQUIPE NORD', 409],
      ['Équipe\u200b Nord', 400],
    ] as const) {
      const answer = await create(copy);
      expect(answer.statusCode, answer.body).toBe(status);
    }
    expect((await server.database.db.select().from(groups)).length).toBe(before);
  });

  it('a sub-group that reads as a sibling of its new parent is kept when its group is deleted', async () => {
    const post = async (name: string, parentId?: number) =>
      (
        await server.app.inject({
          method: 'POST',
          url: '/api/user-group',
          headers: superAdmin,
          payload: { name, ...(parentId && { parentId }) },
        })
      ).json<{ id: number }>().id;
    const middle = await post('Secteur Est', groupId);
    const child = await post('Équipe Nord', middle);
    const deleted = await server.app.inject({
      method: 'DELETE',
      url: `/api/user-group/${middle}`,
      headers: superAdmin,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [row] = await server.database.db.select().from(groups).where(eq(groups.id, child));
    expect(row).toMatchObject({ parentId: groupId, name: 'Équipe Nord', nameSkeleton: null });
    // Its options still change (the full payload keeps its name and parent).
    const changed = await server.app.inject({
      method: 'PUT',
      url: `/api/user-group/${child}`,
      headers: superAdmin,
      payload: { name: 'Équipe Nord', parentId: groupId, hideLegend: true },
    });
    expect(changed.statusCode, changed.body).toBe(200);
  });

  it("refuses a profile whose name reads as another of the account's", async () => {
    const create = (name: string) =>
      server.app.inject({ method: 'POST', url: '/api/profile', headers: groupAdmin, payload: { name } });
    expect((await create('Bureau de Lyon')).statusCode).toBe(201);
    for (const [copy, status] of [
      ['Bureau de Lуon', 409],
      ['Bureau\u2066 de Lyon', 400],
    ] as const) {
      const answer = await create(copy);
      expect(answer.statusCode, answer.body).toBe(status);
    }
    const [admin] = await server.database.db.select().from(users).where(eq(users.login, 'barsadmin'));
    const rows = await server.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, admin?.id ?? 0));
    expect(rows.map((row) => row.name)).toEqual(['Bureau de Lyon']);
  });
});
