/**
 * A group that shares reports lets its users see all group profiles (inspection-core §6): an
 * ordinary member lists their own sharing group's profiles, for the saved list's filter. Nothing else opens: not a sub-group's nor a parent's, not a group that does not share,
 * not another tenant's (403, as for any admin action by a non-admin; an admin outside the group 404).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { adminHeaders, createAccount, createGroup, type Account, type Headers } from './reportFixtures.ts';

let server: TestServer;
let superAdmin: Headers;
let shared: number;
let sharedChild: number;
let solo: number;
let other: number;
let anne: Account;
let bruno: Account;
let childMember: Account;
let soloMember: Account;
let otherAdmin: Account;

const profilesOf = (groupId: number, who: Account) =>
  server.app.inject({ method: 'GET', url: `/api/user-group/${groupId}/profiles`, headers: who.headers });

beforeAll(async () => {
  server = await startTestServer();
  superAdmin = await adminHeaders(server.app);
  shared = await createGroup(server.app, superAdmin, 'Agence Partagée', true);
  const child = await server.app.inject({
    method: 'POST',
    url: '/api/user-group',
    headers: superAdmin,
    payload: { name: 'Antenne', parentId: shared },
  });
  sharedChild = child.json<{ id: number }>().id;
  solo = await createGroup(server.app, superAdmin, 'Agence Solo', false);
  other = await createGroup(server.app, superAdmin, 'Autre Agence', true);
  anne = await createAccount(server.app, superAdmin, 'anne.partage', shared);
  bruno = await createAccount(server.app, superAdmin, 'bruno.partage', shared);
  childMember = await createAccount(server.app, superAdmin, 'claire.antenne', sharedChild);
  soloMember = await createAccount(server.app, superAdmin, 'denis.solo', solo);
  otherAdmin = await createAccount(server.app, superAdmin, 'chef.autre', other, { admin: true });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe("a sharing group's profiles", () => {
  it('an ordinary member lists every profile of their own group', async () => {
    const answer = await profilesOf(shared, anne);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<{ id: number; login: string }[]>().map((p) => [p.login, p.id])).toEqual([
      ['anne.partage', anne.profileId],
      ['bruno.partage', bruno.profileId],
    ]);
  });

  it('a sub-group that inherits sharing lists its own members, not its parent’s', async () => {
    const own = await profilesOf(sharedChild, childMember);
    expect(own.statusCode).toBe(200);
    expect(own.json<{ id: number }[]>().map((p) => p.id)).toEqual([childMember.profileId]);
    expect((await profilesOf(shared, childMember)).statusCode).toBe(403);
    expect((await profilesOf(sharedChild, anne)).statusCode).toBe(403);
  });

  it('no other group opens: one that does not share, another tenant’s, and admins keep their scope', async () => {
    expect((await profilesOf(solo, soloMember)).statusCode).toBe(403);
    expect((await profilesOf(other, anne)).statusCode).toBe(403);
    expect((await profilesOf(shared, otherAdmin)).statusCode).toBe(404);
    expect((await profilesOf(other, otherAdmin)).statusCode).toBe(200);
  });
});
