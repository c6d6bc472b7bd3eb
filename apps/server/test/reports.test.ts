/**
 * Saved reports on real PostgreSQL: the upload (photos first, then the report with an
 * Idempotency-Key), what is refused and why, the report read back with photo URLs, the photos
 * themselves, the saved list's search and pagination headers, the edits and the history chain.
 */
import { MAX_REPORT_PHOTOS, normalizeSearchText, type PhotoRef } from '@constat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { makeJpeg, sha256 } from './images.ts';
import {
  adminHeaders,
  createAccount,
  createGroup,
  photoSet,
  putPhoto,
  saveReport,
  saveWithPhotos,
  uploadReport,
  type Account,
} from './reportFixtures.ts';

let server: TestServer;
let agent: Account;
beforeAll(async () => {
  server = await startTestServer();
  const admin = await adminHeaders(server.app);
  agent = await createAccount(
    server.app,
    admin,
    'agent',
    await createGroup(server.app, admin, 'Nord', false),
  );
});
afterAll(() => server.close());

const get = (url: string, headers = agent.headers) => server.app.inject({ method: 'GET', url, headers });
const patch = (url: string, payload: object, headers = agent.headers) =>
  server.app.inject({ method: 'PATCH', url, headers, payload });

describe('saving a report', () => {
  it('stores the report and links its photos; reads back with photo URLs and no inline data', async () => {
    const photos = photoSet(3, 1);
    const report = uploadReport(agent.profileId, photos, { localId: 1_700_000_000_001 });
    const id = await saveWithPhotos(server.app, agent.headers, report, photos);
    const response = await get(`/api/edl/${id}`);
    expect(response.statusCode).toBe(200);
    const saved = response.json();
    expect(saved).toMatchObject({
      id,
      renter: 'Alice Martin',
      edlIO: 'Entrant',
      housingSize: 'T2',
      housingRef: '21',
      agent: 'Agence du Centre',
      owner: 'M. Durand',
      address: '12 rue des Lilas 69003 Lyon',
      profileId: agent.profileId,
      name: 'agent',
      comment: null,
      showCosts: true,
      locale: 'fr',
      duplicateFromEdlID: null,
      hasConvention: false,
      lastUpdatedDate: null,
    });
    expect(saved.data).toMatchObject({ id, localId: report.localId, syncDate: saved.syncDate, open: false });
    expect(saved.data.comment).toBe('Commentaire général');
    const refs = saved.data.edl[0].entry[0].rate.photo;
    expect(refs).toEqual(
      photos.map((bytes, i) => ({
        _ref: `ref:${report.localId}:${i}`,
        _context: expect.any(String),
        sha256: sha256(bytes),
        url: `/api/edl/${id}/photos/${sha256(bytes)}`,
      })),
    );
    expect(JSON.stringify(saved)).not.toContain('_data');
  });

  it('serves each photo byte for byte, immutable, and only through a report that links it', async () => {
    const photos = photoSet(2, 2);
    const id = await saveWithPhotos(
      server.app,
      agent.headers,
      uploadReport(agent.profileId, photos, { localId: 2 }),
      photos,
    );
    const url = `/api/edl/${id}/photos/${sha256(photos[0] as Buffer)}`;
    const photo = await get(url);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(photo.rawPayload.equals(photos[0] as Buffer)).toBe(true);
    const etag = String(photo.headers['etag']);
    const again = await server.app.inject({
      method: 'GET',
      url,
      headers: { ...agent.headers, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    // Stored on the server, but not a photo of this report.
    const other = makeJpeg(8, 8, 99);
    await putPhoto(server.app, agent.headers, other);
    const unlinked = await get(`/api/edl/${id}/photos/${sha256(other)}`);
    expect(unlinked.statusCode).toBe(404);
    expect(unlinked.headers['cache-control']).toBe('no-store');
  });

  it('refuses a report whose photos the server does not have, listing their hashes, and saves nothing', async () => {
    const photos = photoSet(3, 3);
    await putPhoto(server.app, agent.headers, photos[0] as Buffer);
    const before = Number((await get('/api/edl')).headers['pagination-count']);
    const response = await saveReport(
      server.app,
      agent.headers,
      uploadReport(agent.profileId, photos, { localId: 3 }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'missing-photos',
      message: "2 photo(s) absente(s) du serveur : envoyez-les avant l'EDL",
      detail: { missing: [sha256(photos[1] as Buffer), sha256(photos[2] as Buffer)] },
    });
    expect(Number((await get('/api/edl')).headers['pagination-count'])).toBe(before);
  });

  it('refuses inline photo data and references without a hash', async () => {
    const report = uploadReport(agent.profileId, photoSet(1, 4), { localId: 4 });
    const [module] = report.edl;
    const entry = module?.entry[0];
    const photo = entry?.rate?.photo?.[0];
    if (!module || !entry || !photo) throw new Error('fixture without photo');
    const withData = { ...photo, _data: 'data:image/jpeg;base64,/9j/4AAQ' };
    const { sha256: _hash, ...withoutHash } = photo;
    const tamper = (refs: PhotoRef[]) => ({
      ...report,
      edl: [
        { ...module, entry: [{ ...entry, rate: { ...entry.rate, photo: refs } }, ...module.entry.slice(1)] },
      ],
    });
    const response = await saveReport(server.app, agent.headers, tamper([withData, withoutHash]));
    expect(response.statusCode).toBe(400);
    expect(response.json().detail.problems).toEqual([
      expect.stringContaining('données incluses (_data) refusées'),
      `photo ${photo._ref} : empreinte sha256 manquante`,
    ]);
  });

  it("refuses another user's profile (404), a missing profile, key or unknown field (400)", async () => {
    const admin = await adminHeaders(server.app);
    const other = await createAccount(server.app, admin, 'autre', null, { admin: false });
    const foreign = await saveReport(
      server.app,
      agent.headers,
      uploadReport(other.profileId, [], { localId: 5 }),
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Profil introuvable');
    const { profileId: _p, ...noProfile } = uploadReport(agent.profileId, [], { localId: 5 });
    expect((await saveReport(server.app, agent.headers, noProfile as never)).statusCode).toBe(400);
    const noKey = await server.app.inject({
      method: 'POST',
      url: '/api/edl',
      headers: agent.headers,
      payload: uploadReport(agent.profileId, [], { localId: 5 }),
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().message).toContain('idempotency-key');
    const unknown = await saveReport(server.app, agent.headers, {
      ...uploadReport(agent.profileId, [], { localId: 5 }),
      extra: 1,
    } as never);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('Champ inconnu : extra');
  });

  it('the most photo references a report may name (MAX_REPORT_PHOTOS) save with all their links', async () => {
    const [photo] = photoSet(1, 5);
    await putPhoto(server.app, agent.headers, photo as Buffer);
    const photos = Array.from({ length: MAX_REPORT_PHOTOS }, () => photo as Buffer);
    const report = uploadReport(agent.profileId, photos, { localId: 7 });
    const saved = await saveReport(server.app, agent.headers, report);
    expect(saved.statusCode).toBe(201);
    const links = await server.database.pool.query(
      'select count(*)::int as n from report_photos where report_id = $1',
      [saved.json().id],
    );
    expect(links.rows[0].n).toBe(MAX_REPORT_PHOTOS);
    const more = uploadReport(agent.profileId, [...photos, photo as Buffer], { localId: 70 });
    expect((await saveReport(server.app, agent.headers, more)).statusCode).toBe(400);
  });

  it('a report outlives its profile: deleting the profile leaves it with none, still listed', async () => {
    const profile = await server.app.inject({
      method: 'POST',
      url: '/api/profile',
      headers: agent.headers,
      payload: { name: 'Temporaire' },
    });
    const profileId = profile.json().id as number;
    const id = (
      await saveReport(server.app, agent.headers, uploadReport(profileId, [], { localId: 8 }))
    ).json().id;
    const removed = await server.app.inject({
      method: 'DELETE',
      url: `/api/profile/${profileId}`,
      headers: agent.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect((await get(`/api/edl/${id}`)).json()).toMatchObject({ id, profileId: null, name: null });
    expect((await get('/api/edl?l=100')).json().map((r: { id: number }) => r.id)).toContain(id);
  });

  it('a report without photos saves too; the document keeps lone surrogates as replacement characters', async () => {
    const report = uploadReport(agent.profileId, [], { localId: 6, comment: 'fin \ud800' });
    const saved = await saveReport(server.app, agent.headers, report);
    expect(saved.statusCode).toBe(201);
    expect((await get(`/api/edl/${saved.json().id}`)).json().data.comment).toBe('fin \ufffd');
  });
});

describe('the saved list', () => {
  let agentB: Account;
  const names = ['Hélène Dupré', 'Héloïse Martin', 'Œdipe Roi', 'Jean Dupont', 'Ana García'];
  beforeAll(async () => {
    const admin = await adminHeaders(server.app);
    agentB = await createAccount(
      server.app,
      admin,
      'liste',
      await createGroup(server.app, admin, 'Liste', false),
    );
    for (let i = 0; i < 45; i++) {
      const report = uploadReport(agentB.profileId, [], {
        localId: 10_000 + i,
        renterName: names[i % names.length],
        place: { ville: i % 2 ? 'Saint-Étienne' : 'Lyon', numAppart: `A${i}` },
      });
      expect((await saveReport(server.app, agentB.headers, report)).statusCode).toBe(201);
    }
  });
  const list = (query: string) => get(`/api/edl${query}`, agentB.headers);

  it('pages newest first with the pagination headers, 20 by default', async () => {
    const first = await list('');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toHaveLength(20);
    expect(first.headers).toMatchObject({
      'pagination-count': '45',
      'pagination-limit': '20',
      'pagination-offset': '0',
      'pagination-page': '1',
      'pagination-pages': '3',
    });
    expect(String(first.headers['access-control-expose-headers'])).toContain('pagination-pages');
    const ids = first.json().map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const last = await list('?l=20&o=40');
    expect(last.json()).toHaveLength(5);
    expect(last.headers['pagination-page']).toBe('3');
    const wide = await list('?l=100');
    expect(wide.json()).toHaveLength(45);
    expect(wide.headers['pagination-pages']).toBe('1');
  });

  it('refuses a page size over 100 or a negative offset', async () => {
    expect((await list('?l=101')).statusCode).toBe(400);
    expect((await list('?l=0')).statusCode).toBe(400);
    expect((await list('?o=-1')).statusCode).toBe(400);
  });

  it('searches tenants, address, agent, owner and flat number, without accents or case', async () => {
    const count = async (q: string) =>
      Number((await list(`?q=${encodeURIComponent(q)}`)).headers['pagination-count']);
    expect(await count('HELENE')).toBe(9);
    expect(await count('hélène dupré')).toBe(9);
    expect(await count('hel')).toBe(18);
    expect(await count('oedipe')).toBe(9);
    expect(await count('GARCIA')).toBe(9);
    expect(await count('saint-etienne')).toBe(22);
    expect(await count('a17')).toBe(1);
    expect(await count('agence du centre')).toBe(45);
    expect(await count('durand')).toBe(45);
    expect(await count('t2')).toBe(0);
    // LIKE wildcards are taken literally.
    expect(await count('%')).toBe(0);
    expect(await count('_')).toBe(0);
    expect(await count('   ')).toBe(45);
    const found = (await list('?q=heloise&l=3')).json();
    expect(found.every((r: { renter: string }) => normalizeSearchText(r.renter).includes('heloise'))).toBe(
      true,
    );
  });

  it("searches the super admin's whole list the same way (trigram LIKE, wildcards taken literally)", async () => {
    const admin = await adminHeaders(server.app);
    const count = async (q: string) =>
      Number((await get(`/api/edl?q=${encodeURIComponent(q)}`, admin)).headers['pagination-count']);
    expect(await count('HÉLÈNE dupre')).toBe(9);
    expect(await count('oedipe')).toBe(9);
    expect(await count('%')).toBe(0);
    expect(await count('_')).toBe(0);
    expect(await count('a1_')).toBe(0);
  });

  it('filters by profile', async () => {
    expect((await list(`?p=${agentB.profileId}`)).headers['pagination-count']).toBe('45');
    expect((await list(`?p=${agent.profileId}`)).headers['pagination-count']).toBe('0');
  });
});

describe('edits and history', () => {
  it('sets the comment, show-costs and locale, and the last update date', async () => {
    const id = (
      await saveReport(server.app, agent.headers, uploadReport(agent.profileId, [], { localId: 20 }))
    ).json().id;
    const comment = await patch(`/api/edl/${id}/comment`, { comment: 'Clés rendues en retard' });
    expect(comment.statusCode).toBe(200);
    expect(comment.json()).toMatchObject({ id, comment: 'Clés rendues en retard' });
    expect(comment.json().lastUpdatedDate).toEqual(expect.any(Number));
    expect((await patch(`/api/edl/${id}/show-costs`, { showCosts: false })).json().showCosts).toBe(false);
    expect((await patch(`/api/edl/${id}/locale`, { locale: 'es' })).json().locale).toBe('es');
    expect((await get(`/api/edl/${id}`)).json()).toMatchObject({
      comment: 'Clés rendues en retard',
      showCosts: false,
      locale: 'es',
    });
    expect((await patch(`/api/edl/${id}/locale`, { locale: 'de' })).statusCode).toBe(400);
    expect((await patch(`/api/edl/${id}/comment`, { comment: null })).json().comment).toBeNull();
    expect((await patch(`/api/edl/${id}/show-costs`, { showCosts: 'yes' })).statusCode).toBe(400);
  });

  it('lists a report exactly as the other routes present it (the list is JSON built by PostgreSQL)', async () => {
    const id = (
      await saveReport(server.app, agent.headers, uploadReport(agent.profileId, [], { localId: 21 }))
    ).json().id;
    const edited = await patch(`/api/edl/${id}/comment`, {
      comment: 'Ligne 1\n« guillemets » "x" \\ \u0001',
    });
    expect(edited.statusCode).toBe(200);
    const listed = await get('/api/edl?l=100');
    expect(listed.headers['content-type']).toBe('application/json; charset=utf-8');
    const item = listed.json().find((r: { id: number }) => r.id === id);
    // Same values and the same keys in the same order as presentSummary's.
    expect(JSON.stringify(item)).toBe(edited.body);
  });

  it('the history runs from a report back through the reports it was duplicated from', async () => {
    const save = async (localId: number, edlIO: 'Entrant' | 'Sortant', from: number | null) =>
      (
        await saveReport(
          server.app,
          agent.headers,
          uploadReport(agent.profileId, [], {
            localId,
            edlIO,
            duplicateFromEdlID: from,
            place: { numAppart: `H${localId}` },
          }),
        )
      ).json().id as number;
    const entry = await save(30, 'Entrant', null);
    const exit = await save(31, 'Sortant', entry);
    const next = await save(32, 'Entrant', exit);
    const history = await get(`/api/edl/${next}/history`);
    expect(history.statusCode).toBe(200);
    expect(history.json()).toEqual({
      history: [
        { edl: expect.objectContaining({ id: next, housingRef: 'H32', edlIO: 'Entrant' }), costings: [] },
        { edl: expect.objectContaining({ id: exit, housingRef: 'H31', edlIO: 'Sortant' }), costings: [] },
        { edl: expect.objectContaining({ id: entry, housingRef: 'H30', edlIO: 'Entrant' }), costings: [] },
      ],
      hasCostingsHistory: false,
    });
    expect((await get(`/api/edl/${exit}`)).json().duplicateFromEdlID).toBe(entry);
    // A source since deleted ends the chain.
    expect(
      (await server.app.inject({ method: 'DELETE', url: `/api/edl/${exit}`, headers: agent.headers }))
        .statusCode,
    ).toBe(204);
    expect(
      (await get(`/api/edl/${next}/history`)).json().history.map((h: { edl: { id: number } }) => h.edl.id),
    ).toEqual([next]);
    expect((await get(`/api/edl/${exit}/history`)).statusCode).toBe(404);
  });
});
