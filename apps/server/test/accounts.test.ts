import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let superAdmin: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  superAdmin = bearer((await login(server.app)).token);
});
afterAll(() => server.close());

type Method = 'POST' | 'PUT' | 'PATCH' | 'GET';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('users and groups: two agencies as two tenants', () => {
  let nord: number;
  let nordLille: number;
  let sud: number;
  let nordAdmin: Record<string, string>;

  it('a super admin creates groups, a sub-group and a group admin', async () => {
    const a = await call('POST', '/api/user-group', superAdmin, { name: 'Agence Nord', shareEdls: true });
    expect(a.statusCode).toBe(201);
    nord = a.json().id;
    const b = await call('POST', '/api/user-group', superAdmin, { name: 'Agence Sud' });
    sud = b.json().id;
    const c = await call('POST', '/api/user-group', superAdmin, { name: 'Lille', parentId: nord });
    expect(c.json()).toMatchObject({ parentId: nord, parent: { id: nord, name: 'Agence Nord' } });
    expect(c.json().inheritedOptions.shareEdls).toBe(true);
    nordLille = c.json().id;
    const admin = await call('POST', '/api/user', superAdmin, {
      login: 'chef.nord',
      email: 'chef@nord.fr',
      groupId: nord,
      admin: true,
      password: 'chef-nord-password',
    });
    expect(admin.statusCode).toBe(201);
    expect(admin.json()).toMatchObject({ groupId: nord, admin: true, groupSharesEdls: true });
    nordAdmin = bearer(
      (await login(server.app, { username: 'chef.nord', password: 'chef-nord-password' })).token,
    );
  });

  it('a user created without password gets a random one by e-mail', async () => {
    const created = await call('POST', '/api/user', superAdmin, {
      login: 'sans.mdp',
      email: 'sans@sud.fr',
      groupId: sud,
    });
    expect(created.statusCode).toBe(201);
    const mail = server.sentMail.find((m) => m.to === 'sans@sud.fr');
    const password = /Mot de passe : (\S+)/.exec(mail?.text ?? '')?.[1];
    expect(password).toBeTruthy();
    // The link opens the app's login screen (a hash route), from the server's PUBLIC_URL.
    expect(mail?.text).toMatch(/Adresse : http:\/\/localhost:\d+\/#\/\n/);
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { username: 'sans.mdp', password },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('a group admin sees their group and sub-groups only; another tenant answers 404', async () => {
    const own = await call('GET', '/api/user-group', nordAdmin);
    expect(own.json().map((g: { id: number }) => g.id)).toEqual([nord]);
    expect(own.json()[0].children).toEqual([{ id: nordLille, name: 'Lille', userCount: 0, logo: null }]);
    expect((await call('GET', `/api/user-group/${nordLille}`, nordAdmin)).statusCode).toBe(200);
    expect((await call('GET', `/api/user-group/${sud}`, nordAdmin)).statusCode).toBe(404);
    expect((await call('GET', `/api/user?group=${sud}`, nordAdmin)).statusCode).toBe(404);
    const sudUser = (await call('GET', `/api/user?group=${sud}`, superAdmin)).json()[0];
    expect((await call('GET', `/api/user/${sudUser.id}`, nordAdmin)).statusCode).toBe(404);
    expect(
      (await call('PATCH', `/api/user/${sudUser.id}`, nordAdmin, { email: 'pirate@nord.fr' })).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/user/${sudUser.id}`, superAdmin)).json().email).toBe('sans@sud.fr');
  });

  it('a group admin creates users in their subtree only, never without group', async () => {
    const inLille = await call('POST', '/api/user', nordAdmin, {
      login: 'agent.lille',
      email: 'a@lille.fr',
      groupId: nordLille,
      password: 'agent-lille-pw',
    });
    expect(inLille.statusCode).toBe(201);
    const noGroup = await call('POST', '/api/user', nordAdmin, {
      login: 'libre',
      email: 'l@x.fr',
      password: 'libre-password',
    });
    expect(noGroup.statusCode).toBe(400);
    expect(noGroup.json()).toMatchObject({
      message: 'Veuillez corriger les informations renseignées !',
      detail: { groupId: 'Vous devez choisir une valeur' },
    });
    expect(
      (await call('POST', '/api/user', nordAdmin, { login: 'x', email: 'x@x.fr', groupId: sud })).statusCode,
    ).toBe(404);
    expect(
      (
        await call('POST', '/api/user', nordAdmin, {
          login: 'y',
          email: 'y@x.fr',
          groupId: nord,
          canAutoEdl: true,
        })
      ).statusCode,
    ).toBe(403);
    const users = await call('GET', `/api/user?group=${nordLille}`, nordAdmin);
    expect(users.json().map((u: { login: string }) => u.login)).toEqual(['agent.lille']);
  });

  it('validates new users: login without spaces, a valid e-mail, a unique login', async () => {
    const spaced = await call('POST', '/api/user', superAdmin, { login: 'jean dupont', email: 'j@d.fr' });
    expect(spaced.statusCode).toBe(400);
    expect(spaced.json().detail).toEqual({ login: "L'identifiant ne doit pas contenir d'espace" });
    const badMail = await call('POST', '/api/user', superAdmin, { login: 'jd', email: 'pas-un-email' });
    expect(badMail.statusCode).toBe(400);
    expect(badMail.json().detail).toEqual({ email: 'Vous devez renseigner une adresse e-mail valide' });
    const empty = await call('POST', '/api/user', superAdmin, { login: ' ', email: '' });
    expect(empty.json().detail).toEqual({
      login: 'Vous devez renseigner ce champ',
      email: 'Vous devez renseigner ce champ',
    });
    const badGroup = await call('POST', '/api/user-group', superAdmin, { name: '  ' });
    expect(badGroup.json().detail).toEqual({ name: 'Vous devez renseigner ce champ' });
    const badPatch = await call(
      'PATCH',
      `/api/user/${(await call('GET', '/api/me', superAdmin)).json().id}`,
      superAdmin,
      {
        email: 'nope',
      },
    );
    expect(badPatch.statusCode).toBe(400);
    const duplicate = await call('POST', '/api/user', superAdmin, {
      login: 'Chef.Nord',
      email: 'c@n.fr',
      groupId: nord,
    });
    expect(duplicate.statusCode).toBe(409);
  });

  it('an ordinary user is refused the admin calls', async () => {
    const agent = bearer(
      (await login(server.app, { username: 'agent.lille', password: 'agent-lille-pw' })).token,
    );
    expect((await call('GET', '/api/user', agent)).statusCode).toBe(403);
    expect((await call('POST', '/api/user-group', agent, { name: 'Pirates' })).statusCode).toBe(403);
    const me = (await call('GET', '/api/me', agent)).json();
    expect(me.group).toEqual({ id: nordLille, name: 'Lille', parent: { id: nord, name: 'Agence Nord' } });
    expect(me.groupSharesEdls).toBe(true);
    expect(me.currentCustomColor).toBe('99c46a');
  });

  it('a group admin updates a sub-group but cannot change its parent; a group cannot be its own ancestor', async () => {
    const renamed = await call('PUT', `/api/user-group/${nordLille}`, nordAdmin, {
      name: 'Lille Centre',
      customColor: 'FF8800',
    });
    expect(renamed.json()).toMatchObject({
      name: 'Lille Centre',
      customColor: 'ff8800',
      currentCustomColor: 'ff8800',
      currentCustomColorOrigin: 'group',
    });
    expect(
      (await call('PUT', `/api/user-group/${nordLille}`, nordAdmin, { name: 'Lille', parentId: null }))
        .statusCode,
    ).toBe(403);
    const cycle = await call('PUT', `/api/user-group/${nord}`, superAdmin, {
      name: 'Agence Nord',
      parentId: nordLille,
    });
    expect(cycle.statusCode).toBe(400);
  });
});
