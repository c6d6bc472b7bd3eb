/**
 * Who sees and deletes saved reports (inspection-core §5, §6; scope.ts): a group sharing reports
 * shows them to all its users, who delete only their own unless admin; without sharing a user sees
 * only their own; a group admin sees their group's; the super admin sees all. Another group's report
 * answers 404 on every route, exactly as a report that does not exist.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { sha256 } from './images.ts';
import {
  adminHeaders,
  createAccount,
  createGroup,
  photoSet,
  saveReport,
  saveWithPhotos,
  uploadReport,
  type Account,
  type Headers,
} from './reportFixtures.ts';

let server: TestServer;
let admin: Headers;
let groupA: number;
/** Group A shares its reports; group B does not. */
let a1: Account, a2: Account, aAdmin: Account, b1: Account, b2: Account;
let reportA1: number;
let photoA1: string;
let localId = 1;

beforeAll(async () => {
  server = await startTestServer();
  const app = server.app;
  admin = await adminHeaders(app);
  groupA = await createGroup(app, admin, 'Agence A', true);
  const groupB = await createGroup(app, admin, 'Agence B', false);
  a1 = await createAccount(app, admin, 'a1', groupA);
  a2 = await createAccount(app, admin, 'a2', groupA);
  aAdmin = await createAccount(app, admin, 'a-admin', groupA, { admin: true });
  b1 = await createAccount(app, admin, 'b1', groupB);
  b2 = await createAccount(app, admin, 'b2', groupB);
  const photos = photoSet(2, 7);
  reportA1 = await saveWithPhotos(
    app,
    a1.headers,
    uploadReport(a1.profileId, photos, { localId: localId++ }),
    photos,
  );
  photoA1 = sha256(photos[0] as Buffer);
});
afterAll(() => server.close());

const save = async (account: Account) =>
  (
    await saveReport(server.app, account.headers, uploadReport(account.profileId, [], { localId: localId++ }))
  ).json().id as number;
const ids = async (headers: Headers) =>
  (await server.app.inject({ method: 'GET', url: '/api/edl?l=100', headers }))
    .json()
    .map((r: { id: number }) => r.id);
const remove = (id: number, headers: Headers) =>
  server.app.inject({ method: 'DELETE', url: `/api/edl/${id}`, headers });

describe('visibility', () => {
  it('a sharing group shows every report of the group to its users, its admin and the super admin', async () => {
    const reportA2 = await save(a2);
    for (const who of [a1, a2, aAdmin]) expect(await ids(who.headers)).toEqual([reportA2, reportA1]);
    expect(await ids(admin)).toEqual(expect.arrayContaining([reportA1, reportA2]));
    const seenByA2 = await server.app.inject({
      method: 'GET',
      url: `/api/edl/${reportA1}`,
      headers: a2.headers,
    });
    expect(seenByA2.statusCode).toBe(200);
    expect(seenByA2.json().name).toBe('a1');
  });

  it('without sharing, users see only their own reports', async () => {
    const reportB1 = await save(b1);
    const reportB2 = await save(b2);
    expect(await ids(b1.headers)).toEqual([reportB1]);
    expect(await ids(b2.headers)).toEqual([reportB2]);
  });

  it("another group's report answers 404 on every route, as one that does not exist", async () => {
    const routes = (id: number) =>
      [
        { method: 'GET', url: `/api/edl/${id}` },
        { method: 'GET', url: `/api/edl/${id}/photos/${photoA1}` },
        { method: 'HEAD', url: `/api/edl/${id}/photos/${photoA1}` },
        { method: 'GET', url: `/api/edl/${id}/history` },
        { method: 'DELETE', url: `/api/edl/${id}` },
        { method: 'PATCH', url: `/api/edl/${id}/comment`, payload: { comment: 'x' } },
        { method: 'PATCH', url: `/api/edl/${id}/show-costs`, payload: { showCosts: false } },
        { method: 'PATCH', url: `/api/edl/${id}/locale`, payload: { locale: 'en' } },
      ] as const;
    for (const stranger of [b1, b2]) {
      for (const [target, missing] of [
        [reportA1, false],
        [999_999, true],
      ] as const) {
        for (const route of routes(target)) {
          const response = await server.app.inject({ ...route, headers: stranger.headers });
          expect(response.statusCode, `${route.method} ${route.url}`).toBe(404);
          if (route.method !== 'HEAD') expect(response.json().code).toBe('not-found');
          if (!missing) expect(response.body).not.toContain('a1');
        }
      }
      expect(await ids(stranger.headers)).not.toContain(reportA1);
      const filtered = await server.app.inject({
        method: 'GET',
        url: `/api/edl?p=${a1.profileId}`,
        headers: stranger.headers,
      });
      expect(filtered.json()).toEqual([]);
    }
    // Untouched by the attempts.
    const report = (
      await server.app.inject({ method: 'GET', url: `/api/edl/${reportA1}`, headers: a1.headers })
    ).json();
    expect(report).toMatchObject({ comment: null, showCosts: true, locale: 'fr' });
  });

  it("a group admin does not see another group's reports", async () => {
    const reportB = await save(b1);
    expect(await ids(aAdmin.headers)).not.toContain(reportB);
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/edl/${reportB}`,
      headers: aAdmin.headers,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('sub-groups', () => {
  it("a sub-group inherits its parent's sharing among its own users; the parent's admin sees both, searched and filtered", async () => {
    const app = server.app;
    const created = await app.inject({
      method: 'POST',
      url: '/api/user-group',
      headers: admin,
      payload: { name: 'Agence A Sud', shareEdls: false, parentId: groupA },
    });
    expect(created.statusCode).toBe(201);
    const sub = created.json<{ id: number }>().id;
    const s1 = await createAccount(app, admin, 's1', sub);
    const s2 = await createAccount(app, admin, 's2', sub);
    const [reportS1, reportS2] = [await save(s1), await save(s2)];
    const inA = await ids(a1.headers);
    // Users of the sub-group share among themselves (inherited), not with the parent, nor it with them.
    for (const who of [s1, s2]) expect(await ids(who.headers)).toEqual([reportS2, reportS1]);
    expect(inA).not.toContain(reportS1);
    // The parent's admin sees the parent's reports and the sub-group's, newest first.
    const all = await ids(aAdmin.headers);
    expect(all).toEqual([reportS2, reportS1, ...inA]);
    const page = async (query: string) => {
      const response = await app.inject({ method: 'GET', url: `/api/edl${query}`, headers: aAdmin.headers });
      return {
        ids: response.json<{ id: number }[]>().map((r) => r.id),
        count: Number(response.headers['pagination-count']),
      };
    };
    expect(await page('?l=100&q=ALICE')).toEqual({ ids: all, count: all.length });
    expect(await page('?l=1&o=1&q=alice')).toEqual({ ids: [reportS1], count: all.length });
    expect(await page(`?l=100&p=${s1.profileId}`)).toEqual({ ids: [reportS1], count: 1 });
    expect(await page(`?l=100&p=${s1.profileId}&q=martin`)).toEqual({ ids: [reportS1], count: 1 });
    expect(await page('?l=100&q=nobody')).toEqual({ ids: [], count: 0 });
  });
});

describe('deletion (inspection-core §5)', () => {
  it("in a sharing group, a user may not delete a colleague's report (403) but may delete their own", async () => {
    const colleagues = await save(a1);
    const refused = await remove(colleagues, a2.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      "Seuls l'auteur de cet EDL et les administrateurs peuvent le supprimer",
    );
    expect(await ids(a2.headers)).toContain(colleagues);
    expect((await remove(colleagues, a1.headers)).statusCode).toBe(204);
    expect(await ids(a1.headers)).not.toContain(colleagues);
  });

  it('the group admin and the super admin delete any report they see', async () => {
    const first = await save(a2);
    const second = await save(b2);
    expect((await remove(first, aAdmin.headers)).statusCode).toBe(204);
    expect((await remove(second, admin)).statusCode).toBe(204);
    expect((await remove(second, admin)).statusCode).toBe(404);
  });

  it('without sharing, a user deletes their own reports; the photos stay for the reports still using them', async () => {
    const photos = photoSet(1, 8);
    const first = await saveWithPhotos(
      server.app,
      b1.headers,
      uploadReport(b1.profileId, photos, { localId: localId++ }),
      photos,
    );
    const second = await saveWithPhotos(
      server.app,
      b1.headers,
      uploadReport(b1.profileId, photos, { localId: localId++ }),
      photos,
    );
    expect((await remove(first, b1.headers)).statusCode).toBe(204);
    const photo = await server.app.inject({
      method: 'GET',
      url: `/api/edl/${second}/photos/${sha256(photos[0] as Buffer)}`,
      headers: b1.headers,
    });
    expect(photo.statusCode).toBe(200);
  });
});

describe('a user moving to another group', () => {
  it('takes their reports along: the old group no longer sees them, the new one does', async () => {
    const mover = await createAccount(server.app, admin, 'mover', groupA);
    const report = await save(mover);
    expect(await ids(a1.headers)).toContain(report);
    const groupC = await createGroup(server.app, admin, 'Agence C', true);
    const colleague = await createAccount(server.app, admin, 'c1', groupC);
    const moved = await server.app.inject({
      method: 'PATCH',
      url: `/api/user/${mover.userId}`,
      headers: admin,
      payload: { groupId: groupC },
    });
    expect(moved.statusCode).toBe(200);
    expect(await ids(a1.headers)).not.toContain(report);
    expect(await ids(colleague.headers)).toContain(report);
    expect(await ids(mover.headers)).toContain(report);
  });
});

describe("a user's scope changing between two lists", () => {
  // The list remembers each user's scope kind to run only its branch (reads.ts lastScopes): a
  // change of kind must show at once, and never leave the old scope's reports on screen.
  const listed = async (headers: Headers, search?: string) => {
    const answer = await server.app.inject({
      method: 'GET',
      url: `/api/edl?l=100${search ? `&q=${encodeURIComponent(search)}` : ''}`,
      headers,
    });
    expect(answer.statusCode).toBe(200);
    return {
      ids: answer.json().map((r: { id: number }) => r.id) as number[],
      total: Number(answer.headers['pagination-count']),
    };
  };
  const setSharing = async (group: number, shareEdls: boolean, name: string) => {
    const answer = await server.app.inject({
      method: 'PUT',
      url: `/api/user-group/${group}`,
      headers: admin,
      payload: { name, shareEdls },
    });
    expect(answer.statusCode).toBe(200);
  };

  it('a group that stops sharing, then shares again, a user made admin: each list shows the new scope', async () => {
    const groupD = await createGroup(server.app, admin, 'Agence D', true);
    const d1 = await createAccount(server.app, admin, 'd1', groupD);
    const d2 = await createAccount(server.app, admin, 'd2', groupD);
    const own = await save(d1);
    const colleague = await save(d2);
    for (const search of [undefined, 'rue']) {
      expect(await listed(d1.headers, search)).toEqual({ ids: [colleague, own], total: 2 });
    }

    await setSharing(groupD, false, 'Agence D');
    for (const search of [undefined, 'rue']) {
      expect(await listed(d1.headers, search)).toEqual({ ids: [own], total: 1 });
    }

    await setSharing(groupD, true, 'Agence D');
    expect(await listed(d1.headers)).toEqual({ ids: [colleague, own], total: 2 });

    await setSharing(groupD, false, 'Agence D');
    const promoted = await server.app.inject({
      method: 'PATCH',
      url: `/api/user/${d1.userId}`,
      headers: admin,
      payload: { admin: true },
    });
    expect(promoted.statusCode).toBe(200);
    expect(await listed(d1.headers)).toEqual({ ids: [colleague, own], total: 2 });
  });
});

describe('the group filter of the list', () => {
  it('filters by a colleague profile in a sharing group', async () => {
    const list = await server.app.inject({
      method: 'GET',
      url: `/api/edl?p=${a1.profileId}`,
      headers: a2.headers,
    });
    expect(list.json().map((r: { profileId: number }) => r.profileId)).toEqual([a1.profileId]);
  });
});
