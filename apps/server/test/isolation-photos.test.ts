/**
 * The isolation suite for images (docs/ARCHITECTURE.md "Trust"): content-addressed storage is not
 * content-addressed access. Each account holds an upload grant for the contents it sent (or proved it
 * has, by sending the bytes); HEAD answers 200 only for a content the caller may use (a grant, or an
 * image of a report within its scope); a report may name only such contents, any other answering
 * 422 missing-photos exactly like a photo the server lacks; an image is read only through a report
 * that links it. Self-service tenants upload under their own account and save for their agent.
 */
import { MAX_IMAGES_ASKED, type AutoEdlRecord, type LocalReport } from '@constat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, startTestServer, type TestServer } from './harness.ts';
import { makeJpeg, sha256 } from './images.ts';
import {
  adminHeaders,
  createAccount,
  createGroup,
  photoSet,
  putPhoto,
  saveReport,
  saveWithPhotos,
  sealed,
  uploadReport,
  type Account,
  type Headers,
} from './reportFixtures.ts';

let server: TestServer;
let admin: Headers;
let a1: Account, a2: Account, b1: Account;
/** Linked to a1's report (group A shares); `orphanA` sent by a1, in no report; `signatureA`: a1's. */
const [photoA, orphanA, signatureA] = photoSet(3, 501) as [Buffer, Buffer, Buffer];
let reportA: number;
let localId = 1_660_000_000_000;

const head = (bytes: Buffer, headers: Headers) =>
  server.app.inject({ method: 'HEAD', url: `/api/photos/${sha256(bytes)}`, headers });
const signed = (report: LocalReport, signature: Buffer): LocalReport =>
  sealed({
    ...report,
    signatures: { renter: { label: 'Locataire', _ref: 'sig:renter', sha256: sha256(signature) } },
  });
const reportWith = (account: Account, photos: Buffer[], signature?: Buffer) => {
  const report = uploadReport(account.profileId, photos, { localId: localId++ });
  return signature ? signed(report, signature) : report;
};

async function expectMissing(account: Account, report: LocalReport, missing: Buffer[]) {
  const refused = await saveReport(server.app, account.headers, report);
  expect(refused.statusCode, refused.body).toBe(422);
  expect(refused.json()).toMatchObject({ code: 'missing-photos', detail: { missing: missing.map(sha256) } });
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminHeaders(server.app);
  const groupA = await createGroup(server.app, admin, 'Agence A', true);
  const groupB = await createGroup(server.app, admin, 'Agence B', false);
  a1 = await createAccount(server.app, admin, 'a1', groupA);
  a2 = await createAccount(server.app, admin, 'a2', groupA);
  b1 = await createAccount(server.app, admin, 'b1', groupB);
  reportA = await saveWithPhotos(server.app, a1.headers, reportWith(a1, [photoA], signatureA), [
    photoA,
    signatureA,
  ]);
  expect((await putPhoto(server.app, a1.headers, orphanA)).statusCode).toBe(201);
});
afterAll(() => server.close());

describe('HEAD /api/photos/{sha256} answers per caller', () => {
  it('200 to the uploader, and to a colleague for an image of a report the colleague sees', async () => {
    for (const bytes of [photoA, orphanA, signatureA])
      expect((await head(bytes, a1.headers)).statusCode).toBe(200);
    expect((await head(photoA, a2.headers)).statusCode).toBe(200);
    expect((await head(signatureA, a2.headers)).statusCode).toBe(200);
    // Sent by a1 but in no report: not a colleague's to use without sending it.
    expect((await head(orphanA, a2.headers)).statusCode).toBe(404);
  });

  it('404 to another group, exactly as for a photo the server lacks', async () => {
    const absent = await head(makeJpeg(8, 8, 999_001), b1.headers);
    for (const bytes of [photoA, orphanA, signatureA]) {
      const answer = await head(bytes, b1.headers);
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['content-length']).toBe(absent.headers['content-length']);
    }
  });
});

describe('POST /api/photos/missing: one question for a whole save, answered as HEAD answers', () => {
  const missing = (hashes: string[], headers: Headers) =>
    server.app.inject({ method: 'POST', url: '/api/photos/missing', headers, payload: { sha256: hashes } });
  const absent = makeJpeg(8, 8, 999_002);
  const asked = [photoA, orphanA, signatureA, absent].map(sha256);

  it('names the images each caller must send, in the order asked, each once', async () => {
    const uploader = await missing([...asked, sha256(absent)], a1.headers);
    expect(uploader.statusCode, uploader.body).toBe(200);
    expect(uploader.json()).toEqual({ missing: [sha256(absent)] });
    const colleague = await missing(asked, a2.headers);
    expect(colleague.json()).toEqual({ missing: [sha256(orphanA), sha256(absent)] });
    // Another group: everything, exactly as for images the server lacks.
    expect((await missing(asked, b1.headers)).json()).toEqual({ missing: asked });
  });

  it('refuses a malformed list with a clear message, and answers 401 without a session', async () => {
    const bad = await missing(['not-a-hash'], a1.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('empreinte SHA-256 invalide');
    expect((await missing([], a1.headers)).statusCode).toBe(400);
    const tooMany = Array.from({ length: MAX_IMAGES_ASKED + 1 }, () => sha256(absent));
    expect((await missing(tooMany, a1.headers)).statusCode).toBe(400);
    expect((await missing(asked, {})).statusCode).toBe(401);
  });
});

describe("a report naming another group's images", () => {
  it('is refused 422 missing-photos, as if the server lacked them: photos and signatures', async () => {
    await expectMissing(b1, reportWith(b1, [photoA, orphanA]), [photoA, orphanA]);
    await expectMissing(b1, reportWith(b1, [], signatureA), [signatureA]);
    const mine = photoSet(1, 502);
    for (const bytes of mine) expect((await putPhoto(server.app, b1.headers, bytes)).statusCode).toBe(201);
    // Only the foreign one is listed.
    await expectMissing(b1, reportWith(b1, [...mine, photoA]), [photoA]);
  });

  it('a colleague re-links the group’s images without sending them (a duplicated move-out)', async () => {
    const exit = sealed({
      ...reportWith(a2, [photoA], signatureA),
      edlIO: 'Sortant' as const,
      duplicateFromEdlID: reportA,
    });
    const saved = await saveReport(server.app, a2.headers, exit);
    expect(saved.statusCode, saved.body).toBe(201);
    await expectMissing(a2, reportWith(a2, [orphanA]), [orphanA]);
  });
});

describe('PUT /api/photos/{sha256}: a grant is proof of possession', () => {
  it('with a grant: 200 at once, the body not read (a resumed upload stays cheap)', async () => {
    const garbage = Buffer.from('not the photo at all');
    const answer = await putPhoto(server.app, a1.headers, garbage, sha256(photoA));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ sha256: sha256(photoA), size: photoA.length });
  });

  it('without a grant, the bytes must come and hash right; then the caller holds a grant', async () => {
    const wrong = await putPhoto(server.app, b1.headers, Buffer.from('guess'), sha256(orphanA));
    expect(wrong.statusCode).toBe(400);
    expect((await head(orphanA, b1.headers)).statusCode).toBe(404);
    const other = await putPhoto(server.app, b1.headers, photoA, sha256(orphanA));
    expect(other.statusCode).toBe(400);
    expect((await head(orphanA, b1.headers)).statusCode).toBe(404);

    const proven = await putPhoto(server.app, b1.headers, orphanA);
    expect(proven.statusCode).toBe(201);
    expect((await head(orphanA, b1.headers)).statusCode).toBe(200);
    const saved = await saveReport(server.app, b1.headers, reportWith(b1, [orphanA]));
    expect(saved.statusCode, saved.body).toBe(201);
    const id = saved.json<{ id: number }>().id;
    const photo = await server.app.inject({
      method: 'GET',
      url: `/api/edl/${id}/photos/${sha256(orphanA)}`,
      headers: b1.headers,
    });
    expect(photo.rawPayload.equals(orphanA)).toBe(true);
  });
});

describe('GET /api/edl/{id}/photos/{sha256} serves only images linked to that report', () => {
  it("a granted image the report does not link answers 404, as does another group's report", async () => {
    for (const [id, bytes, headers] of [
      [reportA, orphanA, a1.headers],
      [reportA, photoA, b1.headers],
      [reportA, signatureA, b1.headers],
    ] as const) {
      const answer = await server.app.inject({
        method: 'GET',
        url: `/api/edl/${id}/photos/${sha256(bytes)}`,
        headers,
      });
      expect(answer.statusCode).toBe(404);
    }
  });
});

describe('self-service tenants', () => {
  let tenant: Headers;
  beforeAll(async () => {
    const patched = await server.app.inject({
      method: 'PATCH',
      url: `/api/user/${a1.userId}`,
      headers: admin,
      payload: { canAutoEdl: true },
    });
    expect(patched.statusCode).toBe(200);
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/auto-edl',
      headers: a1.headers,
      payload: {
        duplicateFromId: reportA,
        email: 'locataire@exemple.fr',
        preData: { etage: '1', numAppart: '12' },
        profileId: a1.profileId,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json<AutoEdlRecord>();
    tenant = bearer((await login(server.app, { username: record.login, password: record.password })).token);
  });

  it("use the base report's photos, but not its signatures nor anyone's other images", async () => {
    expect((await head(photoA, tenant)).statusCode).toBe(200);
    expect((await head(signatureA, tenant)).statusCode).toBe(404);
    expect((await head(orphanA, tenant)).statusCode).toBe(404);
  });

  it('upload their own photos (granted to them) and save for the agent; the agent reads them', async () => {
    const own = photoSet(1, 503);
    for (const bytes of own) expect((await putPhoto(server.app, tenant, bytes)).statusCode).toBe(201);
    const withForeign = uploadReport(1, [photoA, ...own, orphanA], { localId: localId++ });
    const refused = await saveReport(server.app, tenant, signed(withForeign, signatureA), 'tenant:1');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail.missing.sort()).toEqual([sha256(orphanA), sha256(signatureA)].sort());
    const report = uploadReport(1, [photoA, ...own], { localId: localId++ });
    const saved = await saveReport(server.app, tenant, report, 'tenant:2');
    expect(saved.statusCode, saved.body).toBe(201);
    const id = saved.json<{ id: number }>().id;
    for (const bytes of [photoA, ...own]) {
      const photo = await server.app.inject({
        method: 'GET',
        url: `/api/edl/${id}/photos/${sha256(bytes)}`,
        headers: a1.headers,
      });
      expect(photo.statusCode).toBe(200);
    }
  });
});

describe('migration 0012', () => {
  it('grants the photos already stored to the owners of the reports that link them', async () => {
    const pool = server.database.pool;
    const { rows: before } = await pool.query(
      'select user_id, sha256 from photo_grants order by user_id, sha256',
    );
    await pool.query('delete from photo_grants');
    const { readFile } = await import('node:fs/promises');
    const migration = await readFile(new URL('../drizzle/0012_photo_grants.sql', import.meta.url), 'utf8');
    const grant = migration.split('--> statement-breakpoint').find((part) => /insert into/i.test(part));
    expect(grant).toBeDefined();
    await pool.query(grant ?? '');
    const { rows } = await pool.query<{ user_id: number; sha256: string }>(
      'select user_id, sha256 from photo_grants order by user_id, sha256',
    );
    expect(rows).toContainEqual({ user_id: a1.userId, sha256: sha256(photoA) });
    expect(rows).toContainEqual({ user_id: a2.userId, sha256: sha256(signatureA) });
    expect(rows).not.toContainEqual({ user_id: a1.userId, sha256: sha256(orphanA) });
    expect(rows.length).toBeLessThanOrEqual(before.length);
  });
});
