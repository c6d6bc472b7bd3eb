/**
 * What the server trusts in an upload (docs/ARCHITECTURE.md "Trust"), on real PostgreSQL:
 * - an Idempotency-Key answers its first result only for the same content (an honest retry, whatever
 *   its key order); another content under that key is refused (422 idempotency-key-reused) and
 *   changes nothing, even when both arrive at once; reports saved before the content was recorded
 *   replay as before;
 * - the fingerprint computed on the device at signing is recomputed from the upload (domain
 *   fingerprintText) and a mismatch is refused (422 fingerprint-mismatch) with nothing stored;
 * - the information the info form would refuse (domain validateReportInfo) is refused (400, each
 *   field's message) with nothing stored.
 */
import { createHash } from 'node:crypto';
import {
  fingerprintText,
  uploadFingerprintInput,
  uploadPlan,
  type LocalReport,
  type Module,
  type RemoteReport,
} from '@constat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, bearer, startTestServer, type TestServer } from './harness.ts';
import { makePng, sha256 } from './images.ts';
import {
  adminHeaders,
  createAccount,
  createGroup,
  photoSet,
  saveReport,
  uploadReport,
  type Account,
} from './reportFixtures.ts';

let server: TestServer;
let agent: Account;
beforeAll(async () => {
  server = await startTestServer();
  const admin = await adminHeaders(server.app);
  agent = await createAccount(server.app, admin, 'agent', await createGroup(server.app, admin, 'Est', false));
});
afterAll(() => server.close());

const count = async (): Promise<number> =>
  Number((await server.database.pool.query('select count(*)::int as n from reports')).rows[0].n);

async function putAll(images: readonly Buffer[], headers = agent.headers): Promise<void> {
  for (const bytes of images) {
    const put = await server.app.inject({
      method: 'PUT',
      url: `/api/photos/${sha256(bytes)}`,
      headers: { ...headers, 'content-type': bytes[0] === 0x89 ? 'image/png' : 'image/jpeg' },
      payload: bytes,
    });
    expect(put.statusCode, put.body).toBeLessThan(300);
  }
}

/** The same JSON with every object's keys in reverse order: what another serialiser might send. */
function reversedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversedKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([k, v]) => [k, reversedKeys(v)]),
  );
}

function rerated(report: LocalReport, condition: string): LocalReport {
  const [room, ...rooms] = report.edl as [Module, ...Module[]];
  const [element, ...elements] = room.entry as [Module['entry'][number], ...Module['entry']];
  return {
    ...report,
    edl: [{ ...room, entry: [{ ...element, rate: { ...element.rate, condition } }, ...elements] }, ...rooms],
  };
}

describe('an Idempotency-Key reused with another content', () => {
  it('replays the first result for the same content sent again, keys in another order', async () => {
    const photos = photoSet(2, 301);
    await putAll(photos);
    const report = uploadReport(agent.profileId, photos, { localId: 1_800_000_000_001 });
    const first = await saveReport(server.app, agent.headers, report);
    expect(first.statusCode, first.body).toBe(201);
    const retry = await saveReport(server.app, agent.headers, reversedKeys(report) as LocalReport);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    // The device's copy of the server id and sync date (a retry after a reload) is not content.
    const withIds = await saveReport(server.app, agent.headers, { ...report, id: 5, syncDate: 6 });
    expect(withIds.statusCode, withIds.body).toBe(200);
  });

  it('refuses a corrected report under the key of the first (422), which stays as it was', async () => {
    const report = uploadReport(agent.profileId, [], { localId: 1_800_000_000_002 });
    const first = await saveReport(server.app, agent.headers, report);
    expect(first.statusCode).toBe(201);
    const { id } = first.json<{ id: number }>();
    const before = await count();
    for (const corrected of [
      { ...report, comment: 'Commentaire corrigé' },
      rerated(report, 'Mauvais état'),
      { ...report, hasConvention: true },
    ]) {
      const refused = await saveReport(server.app, agent.headers, corrected);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.headers['idempotent-replayed']).toBeUndefined();
      expect(refused.json()).toEqual({
        code: 'idempotency-key-reused',
        message: expect.stringMatching(/déjà servi.*autre contenu/),
      });
    }
    expect(await count()).toBe(before);
    const saved = await server.app.inject({ method: 'GET', url: `/api/edl/${id}`, headers: agent.headers });
    expect(saved.json<RemoteReport>().data.comment).toBe('Commentaire général');
  });

  it('refuses another set of images under the key', async () => {
    const photos = photoSet(2, 302);
    await putAll(photos);
    const report = uploadReport(agent.profileId, [photos[0] as Buffer], { localId: 1_800_000_000_003 });
    expect((await saveReport(server.app, agent.headers, report)).statusCode).toBe(201);
    const other = uploadReport(agent.profileId, [photos[1] as Buffer], { localId: 1_800_000_000_003 });
    const refused = await saveReport(server.app, agent.headers, other);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('idempotency-key-reused');
  });

  it('two uploads with one key at once: one is saved, the same content replays, another is refused', async () => {
    const report = uploadReport(agent.profileId, [], { localId: 1_800_000_000_004 });
    const corrected = { ...report, comment: 'Version corrigée' };
    const before = await count();
    const answers = await Promise.all(
      [report, report, corrected, corrected].map((body) => saveReport(server.app, agent.headers, body)),
    );
    expect(await count()).toBe(before + 1);
    const statuses = answers.map((answer) => answer.statusCode);
    const winner = answers.find((answer) => answer.statusCode === 201);
    expect(winner).toBeDefined();
    const winnerComment = (
      await server.app.inject({
        method: 'GET',
        url: `/api/edl/${winner?.json<{ id: number }>().id}`,
        headers: agent.headers,
      })
    ).json<RemoteReport>().data.comment;
    // The twin of the winner replays it; the two of the other content are refused.
    const expected = winnerComment === 'Version corrigée' ? [0, 1] : [2, 3];
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(expected.map((i) => statuses[i])).toEqual([422, 422]);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
  });

  it('replays as before a report saved before its content was recorded (migration 0013)', async () => {
    const report = uploadReport(agent.profileId, [], { localId: 1_800_000_000_005 });
    const first = await saveReport(server.app, agent.headers, report);
    const { id } = first.json<{ id: number }>();
    await server.database.pool.query('update reports set content_hash = null where id = $1', [id]);
    const replayed = await saveReport(server.app, agent.headers, { ...report, comment: 'autre' });
    expect(replayed.statusCode).toBe(200);
    expect(replayed.json<{ id: number }>().id).toBe(id);
  });
});

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** What the device does at signing: the fingerprint of the report with its images' hashes. */
function signOnDevice(
  report: LocalReport,
  photos: readonly Buffer[],
  signatures: Record<string, Buffer>,
): LocalReport {
  const photoHashes = Object.fromEntries(
    photos.map((bytes, i) => [`ref:${report.localId}:${i}`, sha256(bytes)]),
  );
  const signatureHashes = Object.fromEntries(
    Object.entries(signatures).map(([signer, png]) => [signer, sha256(png)]),
  );
  const text = fingerprintText({ report, photoHashes, signatureHashes });
  return { ...report, fingerprint: sha256Hex(text) };
}

/** A signed report as the device holds it (references without hashes), and its upload payload. */
function signedReport(localId: number, photos: readonly Buffer[], signatures: Record<string, Buffer>) {
  const uploaded = uploadReport(agent.profileId, photos, { localId });
  const onDevice: LocalReport = {
    ...uploaded,
    edl: uploaded.edl.map((room) => ({
      ...room,
      entry: room.entry.map((element) => ({
        ...element,
        rate: element.rate?.photo
          ? { ...element.rate, photo: element.rate.photo.map(({ sha256: _hash, ...ref }) => ref) }
          : element.rate,
      })),
    })),
    signatures: Object.fromEntries(
      Object.keys(signatures).map((signer) => [signer, { label: signer, _ref: `sig:${localId}:${signer}` }]),
    ),
  };
  const signed = signOnDevice(onDevice, photos, signatures);
  const { payload } = uploadPlan(signed, agent.profileId, {
    photos: new Map(photos.map((bytes, i) => [`ref:${localId}:${i}`, sha256(bytes)])),
    signatures: new Map(Object.entries(signatures).map(([signer, png]) => [signer, sha256(png)])),
  });
  return payload;
}

describe('the fingerprint of a signed report', () => {
  const photos = photoSet(2, 303);
  const signatures = { renter: makePng(40, 20, 1), owner: makePng(40, 20, 2), paraphes: makePng(20, 20, 3) };
  beforeAll(() => putAll([...photos, ...Object.values(signatures)]));

  it('is recomputed by the server and stored when it matches', async () => {
    const payload = signedReport(1_800_000_000_101, photos, signatures);
    const saved = await saveReport(server.app, agent.headers, payload);
    expect(saved.statusCode, saved.body).toBe(201);
    const read = await server.app.inject({
      method: 'GET',
      url: `/api/edl/${saved.json<{ id: number }>().id}`,
      headers: agent.headers,
    });
    expect(read.json<RemoteReport>().data.fingerprint).toBe(payload.fingerprint);
  });

  it('refuses a report re-rated after signing with its old fingerprint (422), storing nothing', async () => {
    const payload = signedReport(1_800_000_000_102, photos, signatures);
    const before = await count();
    const refused = await saveReport(server.app, agent.headers, rerated(payload, 'Hors service'));
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toEqual({
      code: 'fingerprint-mismatch',
      message: expect.stringMatching(/modifié après (sa )?signature/),
    });
    expect(await count()).toBe(before);
    // The same key then takes the honest report: nothing of the refused one was kept.
    expect((await saveReport(server.app, agent.headers, payload)).statusCode).toBe(201);
  });

  it('refuses another photo or signature image, and a forged fingerprint', async () => {
    const payload = signedReport(1_800_000_000_103, photos, signatures);
    const otherPhoto = uploadPlan(payload, agent.profileId, {
      photos: new Map([[`ref:${payload.localId}:0`, sha256(photos[1] as Buffer)]]),
      signatures: new Map(),
    }).payload;
    const otherSignature = uploadPlan(payload, agent.profileId, {
      photos: new Map(),
      signatures: new Map([['renter', sha256(signatures.owner)]]),
    }).payload;
    for (const body of [otherPhoto, otherSignature, { ...payload, fingerprint: 'f'.repeat(64) }]) {
      const refused = await saveReport(server.app, agent.headers, body);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().code).toBe('fingerprint-mismatch');
    }
  });

  it('accepts an unsigned report without a fingerprint (nothing is claimed, the PDF prints none)', async () => {
    const report = uploadReport(agent.profileId, [], { localId: 1_800_000_000_104 });
    expect(report.fingerprint).toBeUndefined();
    expect(report.signatures ?? {}).toEqual({});
    expect((await saveReport(server.app, agent.headers, report)).statusCode).toBe(201);
  });

  it('refuses a signed report without its fingerprint (400), storing nothing', async () => {
    const { fingerprint: _sealed, ...unsealed } = signedReport(1_800_000_000_107, photos, signatures);
    const before = await count();
    const refused = await saveReport(server.app, agent.headers, unsealed);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toMatch(/fingerprint : EDL signé sans empreinte/);
    expect(await count()).toBe(before);
  });

  it("checks a self-service tenant's report as the tenant's device signed it", async () => {
    const admin = await adminHeaders(server.app);
    await server.app.inject({
      method: 'PATCH',
      url: `/api/user/${agent.userId}`,
      headers: admin,
      payload: { canAutoEdl: true },
    });
    const base = await saveReport(
      server.app,
      agent.headers,
      uploadReport(agent.profileId, [], { localId: 1_800_000_000_105 }),
    );
    const invited = await server.app.inject({
      method: 'POST',
      url: '/api/auto-edl',
      headers: agent.headers,
      payload: {
        duplicateFromId: base.json<{ id: number }>().id,
        email: 'locataire@exemple.fr',
        preData: { etage: '1', numAppart: 'B2' },
        profileId: agent.profileId,
      },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const record = invited.json<{ login: string; password: string }>();
    const tenant = bearer(
      (await login(server.app, { username: record.login, password: record.password })).token,
    );
    await putAll([...photos, ...Object.values(signatures)], tenant);
    // The tenant's device files it under its own profile id; the server then files it for the agent.
    const payload = { ...signedReport(1_800_000_000_106, photos, signatures) };
    const forged = await saveReport(server.app, tenant, rerated(payload, 'Dégradé'), 'tenant:1');
    expect(forged.statusCode, forged.body).toBe(422);
    expect(forged.json().code).toBe('fingerprint-mismatch');
    const saved = await saveReport(server.app, tenant, payload, 'tenant:1');
    expect(saved.statusCode, saved.body).toBe(201);
    const retried = await saveReport(server.app, tenant, reversedKeys(payload) as LocalReport, 'tenant:1');
    expect(retried.statusCode).toBe(200);
    // Another content, signed again: sealed with its own fingerprint, refused for the key only.
    const { fingerprint: _sealed, ...unsealed } = { ...payload, comment: 'autre' };
    const resealed = {
      ...unsealed,
      fingerprint: sha256Hex(fingerprintText(uploadFingerprintInput(unsealed))),
    };
    const corrected = await saveReport(server.app, tenant, resealed, 'tenant:1');
    expect(corrected.statusCode).toBe(422);
    expect(corrected.json().code).toBe('idempotency-key-reused');
  });
});

describe('information the info form would refuse', () => {
  it('is refused with each field named (400), nothing stored; the corrected report then saves', async () => {
    const report = uploadReport(agent.profileId, [], { localId: 1_800_000_000_900 });
    const before = await count();
    const incomplete = {
      ...report,
      bien: { ...report.bien, addr: ' ', codePostal: '' },
      nbRenters: 2,
      renter2: { name: '', represented: false },
    };
    const refused = await saveReport(server.app, agent.headers, incomplete);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'bad-request',
      detail: {
        'bien.addr': 'Vous devez renseigner ce champ',
        'bien.codePostal': 'Vous devez renseigner ce champ',
        'renter2.name': 'Vous devez renseigner ce champ',
      },
    });
    expect(refused.json().message).toContain('bien.addr : Vous devez renseigner ce champ');
    expect(await count()).toBe(before);
    // The same key is free: nothing was kept of the refused upload.
    const saved = await saveReport(server.app, agent.headers, report);
    expect(saved.statusCode, saved.body).toBe(201);
    expect(await count()).toBe(before + 1);
  });
});
