/**
 * Account management on PostgreSQL: own account fields, logos, passwords, the platform key, the
 * legal text cascade, the profiles of a group, and what deleting a user or a group does to their
 * reports, users and sub-groups. Everything outside an admin's subtree answers 404.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../src/db/schema.ts';
import { bearer, login, startTestServer, type TestServer } from './harness.ts';
import { makeJpeg, makePng } from './images.ts';
import {
  adminHeaders,
  createAccount,
  saveWithPhotos,
  uploadReport,
  type Account,
  type Headers,
} from './reportFixtures.ts';

let server: TestServer;
let superAdmin: Headers;
beforeAll(async () => {
  // This file logs in more accounts than a minute's per-address limit allows (tested on its own).
  server = await startTestServer({
    loginLimits: {
      perIpPerMinute: 1000,
      perAddress: { failures: 20, windowMinutes: 1 },
      perAccount: { failures: 20, windowMinutes: 1 },
    },
  });
  superAdmin = await adminHeaders(server.app);
});
afterAll(() => server.close());

type Method = 'POST' | 'PUT' | 'PATCH' | 'GET' | 'DELETE';
const call = (method: Method, url: string, headers: Headers, payload?: object) =>
  server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const newGroup = async (name: string, parentId?: number, headers = superAdmin) =>
  (await call('POST', '/api/user-group', headers, { name, ...(parentId ? { parentId } : {}) })).json<{
    id: number;
  }>().id;
const ownerOf = async (reportId: number) => {
  const [row] = await server.database.db.select().from(reports).where(eq(reports.id, reportId));
  return row;
};
let localId = 1_700_000_000_000;
const saveOne = (account: Account) =>
  saveWithPhotos(
    server.app,
    account.headers,
    uploadReport(account.profileId, [], { localId: ++localId }),
    [],
  );

describe('PATCH /me', () => {
  it('changes company, address, e-mail, colour and legal texts; a lone line break saves as empty', async () => {
    const answer = await call('PATCH', '/api/me', superAdmin, {
      companyName: 'Agence Centrale',
      companyAddress: '1 rue de la Paix, 75002 Paris',
      email: 'direction@agence.fr',
      customColor: '#1E90FF',
      customLegalText: '\n',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      companyName: 'Agence Centrale',
      companyAddress: '1 rue de la Paix, 75002 Paris',
      email: 'direction@agence.fr',
      customColor: '1e90ff',
      currentCustomColorOrigin: 'user',
      customLegalText: null,
    });
    const reset = await call('PATCH', '/api/me', superAdmin, { customColor: '' });
    expect(reset.json()).toMatchObject({ customColor: null, currentCustomColor: '99c46a' });
  });

  it('refuses a bad e-mail, a bad colour and unknown fields, changing nothing', async () => {
    for (const body of [{ email: 'pas-un-mail' }, { customColor: 'zzz' }, { admin: true }, { groupId: 1 }]) {
      expect((await call('PATCH', '/api/me', superAdmin, body)).statusCode).toBe(400);
    }
    expect((await call('GET', '/api/me', superAdmin)).json().email).toBe('direction@agence.fr');
  });

  it('stores a 150x150 JPEG or PNG logo and refuses anything else', async () => {
    const png = `data:image/png;base64,${makePng(150, 150).toString('base64')}`;
    const ok = await call('PATCH', '/api/me', superAdmin, { logo: png });
    expect(ok.statusCode).toBe(200);
    expect((await call('GET', '/api/me', superAdmin)).json().logo).toBe(png);
    const refused = [
      `data:image/jpeg;base64,${makeJpeg(400, 300).toString('base64')}`,
      `data:image/jpeg;base64,${makePng(100, 100).toString('base64')}`,
      `data:image/png;base64,${Buffer.from('<svg/>').toString('base64')}`,
      `data:image/png;base64,${makePng(100, 100).subarray(0, 200).toString('base64')}`,
      'https://ailleurs.example/logo.png',
    ];
    for (const logo of refused) {
      const answer = await call('PATCH', '/api/me', superAdmin, { logo });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(
        "Le nouveau logo n'a pas pu être chargé correctement, veuillez nous contacter",
      );
    }
    expect((await call('PATCH', '/api/me', superAdmin, { logo: null })).json().logo).toBeNull();
  });

  it('lets only a super admin publish the global message, which every user then reads', async () => {
    const group = await newGroup('Me');
    const user = await createAccount(server.app, superAdmin, 'simple.me', group);
    const chief = await createAccount(server.app, superAdmin, 'chief.me', group, { admin: true });
    const other = await createAccount(server.app, superAdmin, 'super.me', null, { admin: true });
    const seen = async (headers: Headers) =>
      (await call('GET', '/api/me', headers)).json<{ globalAdminMessage: string | null }>()
        .globalAdminMessage;
    expect(await seen(user.headers)).toBeNull();
    for (const headers of [user.headers, chief.headers]) {
      const refused = await call('PATCH', '/api/me', headers, { globalAdminMessage: 'Hello' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Seul un super administrateur peut publier un message');
    }
    expect(await seen(user.headers)).toBeNull();
    const published = await call('PATCH', '/api/me', superAdmin, {
      globalAdminMessage: ' <b>Maintenance</b> ',
    });
    expect(published.statusCode).toBe(200);
    expect(published.json().globalAdminMessage).toBe('<b>Maintenance</b>');
    for (const headers of [user.headers, chief.headers, other.headers])
      expect(await seen(headers)).toBe('<b>Maintenance</b>');
    // Another super admin's message replaces it: there is one global message, not one per author.
    await call('PATCH', '/api/me', other.headers, { globalAdminMessage: 'Nouvelle version' });
    expect(await seen(user.headers)).toBe('Nouvelle version');
    expect(await seen(superAdmin)).toBe('Nouvelle version');
    // The users list carries the same message (one query for it, whatever the list's size).
    const listed = await call('GET', `/api/user?group=${group}`, chief.headers);
    expect(listed.json<{ globalAdminMessage: string | null }[]>().map((u) => u.globalAdminMessage)).toEqual([
      'Nouvelle version',
      'Nouvelle version',
    ]);
    // Empty means none shown.
    await call('PATCH', '/api/me', superAdmin, { globalAdminMessage: '' });
    expect(await seen(user.headers)).toBeNull();
  });
});

describe('legal texts: user -> group -> parent -> default', () => {
  it('GET /api/ui/default-legal-text/{edl|convention} gives what applies without the user’s own', async () => {
    const parent = await newGroup('Légal Parent');
    const child = await newGroup('Légal Enfant', parent);
    const user = await createAccount(server.app, superAdmin, 'legal.user', child);
    const edl = await call('GET', '/api/ui/default-legal-text/edl', user.headers);
    expect(edl.json()).toMatchObject({ origin: 'default' });
    expect(edl.json().data).toContain('état des lieux');
    await call('PUT', `/api/user-group/${parent}`, superAdmin, {
      name: 'Légal Parent',
      customLegalText: 'Texte parent',
    });
    expect((await call('GET', '/api/ui/default-legal-text/edl', user.headers)).json()).toEqual({
      data: 'Texte parent',
      origin: 'parent',
    });
    await call('PUT', `/api/user-group/${child}`, superAdmin, {
      name: 'Légal Enfant',
      customLegalTextConvention: 'Convention du groupe',
    });
    expect((await call('GET', '/api/ui/default-legal-text/convention', user.headers)).json()).toEqual({
      data: 'Convention du groupe',
      origin: 'group',
    });
    expect((await call('GET', '/api/ui/default-legal-text/autre', user.headers)).statusCode).toBe(404);
  });
});

describe('passwords and the platform key', () => {
  let group: number;
  let user: Account;
  let groupAdmin: Account;
  beforeAll(async () => {
    group = await newGroup('Mots de passe');
    user = await createAccount(server.app, superAdmin, 'pw.user', group);
    groupAdmin = await createAccount(server.app, superAdmin, 'pw.admin', group, { admin: true });
  });

  it('a user changes their own password and logs in with it', async () => {
    const answer = await call('PATCH', `/api/user/${user.userId}/password`, user.headers, {
      password: 'nouveau-secret-9',
    });
    expect(answer.statusCode).toBe(204);
    expect(
      (await login(server.app, { username: 'pw.user', password: 'nouveau-secret-9' })).token,
    ).toBeTruthy();
    expect(
      (await call('PATCH', `/api/user/${user.userId}/password`, user.headers, { password: 'court' }))
        .statusCode,
    ).toBe(400);
  });

  it('a group admin changes a member’s; a user cannot change someone else’s (404)', async () => {
    expect(
      (
        await call('PATCH', `/api/user/${user.userId}/password`, groupAdmin.headers, {
          password: 'par-le-chef-1',
        })
      ).statusCode,
    ).toBe(204);
    // The change signed the member out everywhere.
    expect((await call('GET', '/api/me', user.headers)).statusCode).toBe(401);
    const member = bearer(
      (await login(server.app, { username: 'pw.user', password: 'par-le-chef-1' })).token,
    );
    expect(
      (
        await call('PATCH', `/api/user/${groupAdmin.userId}/password`, member, {
          password: 'pirate-pirate',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lockPasswords on a parent group takes the change away from members', async () => {
    await call('PUT', `/api/user-group/${group}`, superAdmin, { name: 'Mots de passe', lockPasswords: true });
    const fresh = bearer((await login(server.app, { username: 'pw.user', password: 'par-le-chef-1' })).token);
    expect(
      (await call('PATCH', `/api/user/${user.userId}/password`, fresh, { password: 'encore-un-autre' }))
        .statusCode,
    ).toBe(403);
  });

  it('the platform key is stored, never shown back, and removed with null', async () => {
    const connect = await call('PATCH', `/api/user/${groupAdmin.userId}/platform-token`, groupAdmin.headers, {
      platformToken: 'cle-secrete-partenaire',
    });
    expect(connect.json()).toEqual({ connected: true });
    const me = await call('GET', '/api/me', groupAdmin.headers);
    expect(me.body).not.toContain('cle-secrete-partenaire');
    expect(me.json().platformToken).toBeTruthy();
    await call('PATCH', `/api/user/${groupAdmin.userId}/platform-token`, groupAdmin.headers, {
      platformToken: null,
    });
    expect((await call('GET', '/api/me', groupAdmin.headers)).json().platformToken).toBeNull();
  });
});

describe('legal texts on documents', () => {
  // The report's own statutory notice is always printed; the product default adds nothing.
  it('a report prints its author’s group text, else the parent’s, else only its statutory notice', async () => {
    const parent = await newGroup('Réseau légal');
    const child = await newGroup('Agence légale', parent);
    const html = async (account: Account) =>
      (await call('GET', `/api/edl/${await saveOne(account)}.html`, account.headers)).body;
    const member = await createAccount(server.app, superAdmin, 'legal.member', child);
    const defaultText = (await call('GET', '/api/ui/default-legal-text/edl', member.headers)).json<{
      data: string;
      origin: string;
    }>();
    expect(defaultText.origin).toBe('default');
    const plain = await html(member);
    expect(plain).toContain('pour tout élément, dans un délai de dix jours');
    expect(plain).not.toContain(defaultText.data.slice(0, 20));

    await server.database.pool.query('UPDATE groups SET custom_legal_text = $1 WHERE id = $2', [
      'Texte du réseau parent',
      parent,
    ]);
    expect((await call('GET', '/api/ui/default-legal-text/edl', member.headers)).json()).toEqual({
      data: 'Texte du réseau parent',
      origin: 'parent',
    });
    expect(await html(member)).toContain('Texte du réseau parent');

    await server.database.pool.query('UPDATE groups SET custom_legal_text = $1 WHERE id = $2', [
      'Texte de l’agence',
      child,
    ]);
    expect(await html(member)).toContain('Texte de l’agence');
    // The agreement text has its own cascade: still the default.
    expect((await call('GET', '/api/ui/default-legal-text/convention', member.headers)).json()).toMatchObject(
      {
        origin: 'default',
      },
    );
  });
});

describe('deleting users and groups never orphans data silently', () => {
  it('a deleted member’s reports go to their group admin’s main profile', async () => {
    const group = await newGroup('Suppression');
    const chief = await createAccount(server.app, superAdmin, 'del.chief', group, { admin: true });
    const member = await createAccount(server.app, superAdmin, 'del.member', group);
    const reportId = await saveOne(member);
    const answer = await call('DELETE', `/api/user/${member.userId}`, chief.headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      reports: 1,
      reportsTo: { id: chief.userId, login: 'del.chief' },
      anonymised: false,
    });
    expect(await ownerOf(reportId)).toMatchObject({
      userId: chief.userId,
      profileId: chief.profileId,
      groupId: group,
    });
    expect((await call('GET', `/api/user/${member.userId}`, superAdmin)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/user/${chief.userId}`, chief.headers)).statusCode).toBe(403);
  });

  it('a deleted member’s report moves even when the receiver uploaded one with the same key', async () => {
    const group = await newGroup('Même appareil');
    const chief = await createAccount(server.app, superAdmin, 'same.chief', group, { admin: true });
    const member = await createAccount(server.app, superAdmin, 'same.member', group);
    // Both uploaded from one tablet a report with the same local id: the same Idempotency-Key.
    const shared = uploadReport(member.profileId, [], { localId: ++localId });
    const memberReport = await saveWithPhotos(server.app, member.headers, shared, []);
    const chiefReport = await saveWithPhotos(
      server.app,
      chief.headers,
      { ...shared, profileId: chief.profileId },
      [],
    );
    const answer = await call('DELETE', `/api/user/${member.userId}`, chief.headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ reports: 1 });
    expect(await ownerOf(memberReport)).toMatchObject({ userId: chief.userId });
    expect(await ownerOf(chiefReport)).toMatchObject({ userId: chief.userId });
  });

  it('a deleted user without group has their reports anonymised under the super admin', async () => {
    const loner = await createAccount(server.app, superAdmin, 'del.loner', null);
    const reportId = await saveOne(loner);
    const answer = await call('DELETE', `/api/user/${loner.userId}`, superAdmin);
    expect(answer.json()).toMatchObject({ reports: 1, anonymised: true });
    expect(await ownerOf(reportId)).toMatchObject({ profileId: null, groupId: null });
  });

  it('a deleted sub-group hands users, reports and sub-groups to its parent', async () => {
    const top = await newGroup('Haut');
    const middle = await newGroup('Milieu', top);
    const bottom = await newGroup('Bas', middle);
    const member = await createAccount(server.app, superAdmin, 'del.middle', middle);
    const reportId = await saveOne(member);
    const answer = await call('DELETE', `/api/user-group/${middle}`, superAdmin);
    expect(answer.json()).toEqual({ movedTo: { id: top, name: 'Haut' }, users: 1, groups: 1, reports: 1 });
    expect((await call('GET', `/api/user/${member.userId}`, superAdmin)).json().groupId).toBe(top);
    expect((await call('GET', `/api/user-group/${bottom}`, superAdmin)).json().parentId).toBe(top);
    expect((await ownerOf(reportId))?.groupId).toBe(top);
  });

  it('a deleted top-level group takes its users and sub-groups along; reports are anonymised', async () => {
    const top = await newGroup('Agence fermée');
    const sub = await newGroup('Antenne fermée', top);
    const member = await createAccount(server.app, superAdmin, 'del.sub', sub);
    const reportId = await saveOne(member);
    const answer = await call('DELETE', `/api/user-group/${top}`, superAdmin);
    expect(answer.json()).toEqual({ movedTo: null, users: 1, groups: 1, reports: 1 });
    expect((await call('GET', `/api/user-group/${sub}`, superAdmin)).statusCode).toBe(404);
    expect((await call('GET', `/api/user/${member.userId}`, superAdmin)).statusCode).toBe(404);
    expect(await ownerOf(reportId)).toMatchObject({ groupId: null, profileId: null });
  });
});

describe('a group admin manages their subtree only', () => {
  let nord: number;
  let nordSub: number;
  let sud: number;
  let chief: Account;
  let sudUser: Account;
  beforeAll(async () => {
    nord = await newGroup('Nord');
    nordSub = await newGroup('Nord Lille', nord);
    sud = await newGroup('Sud');
    chief = await createAccount(server.app, superAdmin, 'tree.chief', nord, { admin: true });
    sudUser = await createAccount(server.app, superAdmin, 'tree.sud', sud);
  });

  it('every admin route on a foreign group or user answers 404', async () => {
    const answers = [
      await call('GET', `/api/user-group/${sud}`, chief.headers),
      await call('PUT', `/api/user-group/${sud}`, chief.headers, { name: 'X' }),
      await call('DELETE', `/api/user-group/${sud}`, chief.headers),
      await call('GET', `/api/user-group/${sud}/profiles`, chief.headers),
      await call('GET', `/api/user?group=${sud}`, chief.headers),
      await call('GET', `/api/user-group?group=${sud}`, chief.headers),
      await call('GET', `/api/user/${sudUser.userId}`, chief.headers),
      await call('PATCH', `/api/user/${sudUser.userId}`, chief.headers, { email: 'x@y.fr' }),
      await call('PATCH', `/api/user/${sudUser.userId}/password`, chief.headers, { password: 'xxxxxxxxxx' }),
      await call('PATCH', `/api/user/${sudUser.userId}/platform-token`, chief.headers, {
        platformToken: 'k',
      }),
      await call('DELETE', `/api/user/${sudUser.userId}`, chief.headers),
      await call('POST', '/api/user', chief.headers, { login: 'intrus', email: 'i@x.fr', groupId: sud }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 404));
  });

  it('sees their subtree only in the group tree; a foreign group as parent or target group is 404', async () => {
    const tree = await call('GET', '/api/user-group/tree', chief.headers);
    expect(tree.statusCode).toBe(200);
    const nodes = tree.json<{ id: number; parentId: number | null; userCount: number }[]>();
    expect(nodes.map((node) => node.id).sort()).toEqual([nord, nordSub].sort());
    expect(nodes.find((node) => node.id === nord)).toMatchObject({ userCount: 1 });
    const all = await call('GET', '/api/user-group/tree', superAdmin);
    expect(all.json<{ id: number }[]>().map((node) => node.id)).toEqual(expect.arrayContaining([nord, sud]));
    const member = await createAccount(server.app, chief.headers, 'tree.moved', nord);
    const answers = [
      await call('POST', '/api/user-group', chief.headers, { name: 'Intrus', parentId: sud }),
      await call('PATCH', `/api/user/${member.userId}`, chief.headers, { groupId: sud }),
      await call('POST', '/api/user', chief.headers, { login: 'x2', email: 'x2@x.fr', groupId: sud }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([404, 404, 404]);
    // Self-service is a super admin's decision, for a new user or an existing one.
    expect(
      (await call('PATCH', `/api/user/${member.userId}`, chief.headers, { canAutoEdl: true })).statusCode,
    ).toBe(403);
    expect(
      (
        await call('POST', '/api/user', chief.headers, {
          login: 'x3',
          email: 'x3@x.fr',
          groupId: nord,
          canAutoEdl: true,
        })
      ).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/user-group/tree', member.headers)).statusCode).toBe(403);
  });

  it('lists the profiles of a sub-group; cannot delete their own group', async () => {
    const member = await createAccount(server.app, chief.headers, 'tree.lille', nordSub);
    const profiles = await call('GET', `/api/user-group/${nordSub}/profiles`, chief.headers);
    expect(profiles.json()).toEqual([
      expect.objectContaining({
        id: member.profileId,
        name: 'tree.lille',
        userId: member.userId,
        login: 'tree.lille',
      }),
    ]);
    expect((await call('DELETE', `/api/user-group/${nord}`, chief.headers)).statusCode).toBe(403);
  });

  it('a non-admin cannot create users nor change their own admin flag, group or options', async () => {
    const plain = await createAccount(server.app, superAdmin, 'tree.plain', nord);
    expect(
      (await call('POST', '/api/user', plain.headers, { login: 'x1', email: 'x1@x.fr', groupId: nord }))
        .statusCode,
    ).toBe(403);
    for (const body of [{ admin: true }, { groupId: nordSub }, { uniqueProfile: true }]) {
      expect((await call('PATCH', `/api/user/${plain.userId}`, plain.headers, body)).statusCode).toBe(403);
      expect((await call('PATCH', '/api/me', plain.headers, body)).statusCode).toBe(400);
    }
    expect((await call('GET', `/api/user-group/${nord}/profiles`, plain.headers)).statusCode).toBe(403);
  });
});
