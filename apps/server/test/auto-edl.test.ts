/**
 * Self-service invitations on real PostgreSQL (inspection-core §4, §6, §7; accounts-costing §2, §6):
 * the agent's create, list, search and delete with their permissions; the tenant's limited account,
 * confined to its own invitation (every other operation of the served OpenAPI document answers 404);
 * its one upload filed under the agent's profile, retried idempotently and refused afterwards;
 * deleting the agent's account takes the tenants' accounts along. (The e-mail over real SMTP:
 * auto-edl-mail.test.ts.)
 */
import type { AutoEdlRecord, MyAutoEdl, RemoteReport, RemoteReportSummary } from '@constat/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations, type OpenApiDocument } from './fuzz/generate.ts';
import { bearer, login, startTestServer, type TestServer } from './harness.ts';
import { until } from './smtpPeer.ts';
import { sha256 } from './images.ts';
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
  type Headers,
} from './reportFixtures.ts';

let server: TestServer;
let app: FastifyInstance;
let admin: Headers;
let agent: Account;
let plain: Account;
let foreign: Account;
let baseId: number;
let foreignReportId: number;
const basePhotos = photoSet(1, 41);

async function allowAutoEdl(account: Account): Promise<void> {
  const patched = await app.inject({
    method: 'PATCH',
    url: `/api/user/${account.userId}`,
    headers: admin,
    payload: { canAutoEdl: true },
  });
  expect(patched.statusCode).toBe(200);
}

const create = (headers: Headers, payload: object) =>
  app.inject({ method: 'POST', url: '/api/auto-edl', headers, payload });

function invitation(overrides: object = {}) {
  return {
    duplicateFromId: baseId,
    email: 'locataire@exemple.fr',
    preData: { etage: '3e gauche', numAppart: 'A12' },
    profileId: agent.profileId,
    ...overrides,
  };
}

async function invite(overrides: object = {}): Promise<AutoEdlRecord> {
  const created = await create(agent.headers, invitation(overrides));
  expect(created.statusCode, created.body).toBe(201);
  return created.json<AutoEdlRecord>();
}

const tenantHeaders = async (record: AutoEdlRecord) =>
  bearer((await login(app, { username: record.login, password: record.password })).token);

beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_URL: 'https://constat.example' } });
  app = server.app;
  admin = await adminHeaders(app);
  const agency = await createGroup(app, admin, 'Agence Auto', false);
  const other = await createGroup(app, admin, 'Agence Autre', false);
  agent = await createAccount(app, admin, 'agent-auto', agency);
  plain = await createAccount(app, admin, 'agent-simple', agency);
  foreign = await createAccount(app, admin, 'agent-autre', other);
  await allowAutoEdl(agent);
  await allowAutoEdl(foreign);
  baseId = await saveWithPhotos(
    app,
    agent.headers,
    uploadReport(agent.profileId, basePhotos, { renterName: 'Jeanne Base' }),
    basePhotos,
  );
  foreignReportId = await saveWithPhotos(app, foreign.headers, uploadReport(foreign.profileId, []), []);
}, 60_000);
afterAll(() => server.close());

describe('the agent creates, lists and deletes invitations', () => {
  it('creates an invitation, e-mails the tenant the link and credentials, lists and finds it', async () => {
    const before = server.sentMail.length;
    const record = await invite({ email: 'jeanne@exemple.fr' });
    expect(record).toMatchObject({
      email: 'jeanne@exemple.fr',
      autoEdl: null,
      autoEdlDuplicatedFrom: { id: baseId, edlIO: 'Entrant', renter: 'Jeanne Base', housingRef: '21' },
      autoEdlPreData: { etage: '3e gauche', numAppart: 'A12' },
      profileId: agent.profileId,
    });
    expect(record.login).toMatch(/^auto-[a-z2-9]{8}$/);
    expect(record.password.length).toBeGreaterThanOrEqual(12);
    expect(Math.abs(record.date - Date.now())).toBeLessThan(60_000);
    // The outbox sends it after the request's commit.
    await until(() => server.sentMail.length > before);
    const mail = server.sentMail.slice(before);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.to).toBe('jeanne@exemple.fr');
    expect(mail[0]?.text).toContain('https://constat.example/#/auto-edl');
    expect(mail[0]?.text).toContain(record.login);
    expect(mail[0]?.text).toContain(record.password);

    const list = await app.inject({ method: 'GET', url: '/api/auto-edl', headers: agent.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json<AutoEdlRecord[]>()[0]).toEqual(record);
    const found = await app.inject({ method: 'GET', url: '/api/auto-edl?q=JEANNE@', headers: agent.headers });
    expect(found.json<AutoEdlRecord[]>().map((r) => r.id)).toContain(record.id);
    const byBase = await app.inject({
      method: 'GET',
      url: '/api/auto-edl?q=jeanne base',
      headers: agent.headers,
    });
    expect(byBase.json<AutoEdlRecord[]>().map((r) => r.id)).toContain(record.id);
    const none = await app.inject({
      method: 'GET',
      url: '/api/auto-edl?q=personne%25',
      headers: agent.headers,
    });
    expect(none.json()).toEqual([]);
  });

  it('is for canAutoEdl users and super admins only; others are refused', async () => {
    expect((await create(plain.headers, invitation({ profileId: plain.profileId }))).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: '/api/auto-edl', headers: plain.headers })).statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/auto-edl', headers: admin })).statusCode).toBe(200);
  });

  it('checks the e-mail, floor and flat (400), the profile and the report to start from (404)', async () => {
    const bad = await create(
      agent.headers,
      invitation({ email: 'pas-un-email', preData: { etage: ' ', numAppart: '' } }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: 'Veuillez corriger les informations renseignées !',
      detail: { email: expect.any(String), etage: expect.any(String), numAppart: expect.any(String) },
    });
    expect((await create(agent.headers, invitation({ profileId: foreign.profileId }))).statusCode).toBe(404);
    expect((await create(agent.headers, invitation({ duplicateFromId: foreignReportId }))).statusCode).toBe(
      404,
    );
    expect((await create(agent.headers, invitation({ duplicateFromId: 999_999 }))).statusCode).toBe(404);
    expect((await create(agent.headers, invitation({ extra: 1 }))).statusCode).toBe(400);
  });

  it("another agent neither lists nor deletes the agent's invitations", async () => {
    const record = await invite();
    const list = await app.inject({ method: 'GET', url: '/api/auto-edl', headers: foreign.headers });
    expect(list.json<AutoEdlRecord[]>().map((r) => r.id)).not.toContain(record.id);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/auto-edl/${record.id}`,
      headers: foreign.headers,
    });
    expect(deleted.statusCode).toBe(404);
  });
});

describe("the tenant's limited account", () => {
  it('logs in, reads its invitation and its base report with its photos, nothing else', async () => {
    const record = await invite();
    const tenant = await tenantHeaders(record);
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: tenant });
    expect(me.json()).toMatchObject({
      login: record.login,
      isAutoEdl: true,
      canAutoEdl: false,
      profiles: [],
    });
    const mine = await app.inject({ method: 'GET', url: '/api/auto-edl/mine', headers: tenant });
    expect(mine.json<MyAutoEdl>()).toEqual({
      id: record.id,
      baseReportId: baseId,
      profileId: agent.profileId,
      preData: { etage: '3e gauche', numAppart: 'A12' },
      email: record.email,
      date: record.date,
      done: false,
      result: null,
    });
    const base = await app.inject({ method: 'GET', url: `/api/edl/${baseId}`, headers: tenant });
    expect(base.statusCode).toBe(200);
    const photo = await app.inject({
      method: 'GET',
      url: `/api/edl/${baseId}/photos/${sha256(basePhotos[0] as Buffer)}`,
      headers: tenant,
    });
    expect(photo.statusCode).toBe(200);
    for (const url of [
      `/api/edl/${foreignReportId}`,
      `/api/user/${agent.userId}`,
      '/api/edl',
      '/api/auto-edl',
    ]) {
      expect((await app.inject({ method: 'GET', url, headers: tenant })).statusCode, url).toBe(404);
    }
    // An agent has no invitation of their own.
    expect(
      (await app.inject({ method: 'GET', url: '/api/auto-edl/mine', headers: agent.headers })).statusCode,
    ).toBe(404);
  });

  it('gets 404 on every operation of the OpenAPI document but its own', async () => {
    const tenant = await tenantHeaders(await invite());
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDocument>();
    const operations = listOperations(document);
    expect(operations.length).toBeGreaterThan(30);
    const open = new Set([
      'GET /api/me',
      'HEAD /api/me',
      'GET /api/auto-edl/mine',
      'GET /api/edl/{id}',
      'GET /api/edl/{id}/photos/{sha256}',
      'HEAD /api/photos/{sha256}',
      'PUT /api/photos/{sha256}',
      'POST /api/photos/missing',
      'POST /api/edl',
    ]);
    const checked: string[] = [];
    const problems: string[] = [];
    for (const operation of operations) {
      const name = `${operation.method} ${operation.path}`;
      if (open.has(name)) continue;
      const url = operation.path
        .replace(/\{sha256\}/g, sha256(basePhotos[0] as Buffer))
        .replace(/\{id\}/g, String(baseId))
        .replace(/\{[^}]+\}/g, '1');
      const method = operation.method as 'GET';
      // Public operations (login, refresh, health) answer anyone the same way.
      const anonymous = await app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      if (anonymous.statusCode !== 401) continue;
      const answer = await app.inject({
        method,
        url,
        headers: tenant,
        payload: method === 'GET' ? undefined : {},
      });
      checked.push(name);
      if (answer.statusCode !== 404) problems.push(`${name}: ${answer.statusCode}`);
    }
    expect(problems).toEqual([]);
    expect(checked.length).toBeGreaterThan(25);
  });

  it('uploads once under the agent and profile; a retry answers the first result; then 409', async () => {
    const record = await invite({ email: 'upload@exemple.fr' });
    const tenant = await tenantHeaders(record);
    const photos = photoSet(2, 77);
    for (const bytes of photos) expect((await putPhoto(app, tenant, bytes)).statusCode).toBe(201);
    const report = uploadReport(999_999, photos, {
      localId: 1_750_000_000_000,
      renterName: 'Paul Locataire',
    });
    const first = await saveReport(app, tenant, report, 'tenant-device:1');
    expect(first.statusCode, first.body).toBe(201);
    const { id } = first.json<{ id: number }>();
    const retry = await saveReport(app, tenant, report, 'tenant-device:1');
    expect(retry.statusCode).toBe(200);
    expect(retry.json<{ id: number }>().id).toBe(id);
    const again = await saveReport(app, tenant, { ...report, comment: 'changé' }, 'tenant-device:2');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'auto-edl-done' });

    const listed = await app.inject({
      method: 'GET',
      url: `/api/edl?p=${agent.profileId}&q=paul locataire`,
      headers: agent.headers,
    });
    const summary = listed.json<RemoteReportSummary[]>().find((row) => row.id === id);
    expect(summary).toMatchObject({
      fromAutoEdl: true,
      profileId: agent.profileId,
      duplicateFromEdlID: baseId,
    });
    const records = (
      await app.inject({ method: 'GET', url: '/api/auto-edl?q=upload@', headers: agent.headers })
    ).json<AutoEdlRecord[]>();
    expect(records[0]?.autoEdl).toMatchObject({ id, renter: 'Paul Locataire' });
    const mine = await app.inject({ method: 'GET', url: '/api/auto-edl/mine', headers: tenant });
    expect(mine.json<MyAutoEdl>()).toMatchObject({ done: true, result: { id, renter: 'Paul Locataire' } });
    // The tenant reads its result, and cannot change it through any edit route.
    const result = await app.inject({ method: 'GET', url: `/api/edl/${id}`, headers: tenant });
    expect(result.json<RemoteReport>().data.comment).toBe('Commentaire général');
    for (const [method, url, payload] of [
      ['PATCH', `/api/edl/${id}/comment`, { comment: 'x' }],
      ['DELETE', `/api/edl/${id}`, undefined],
    ] as const) {
      expect((await app.inject({ method, url, headers: tenant, payload })).statusCode).toBe(404);
    }
  });

  it('two different uploads at once: one is saved, the other refused', async () => {
    const tenant = await tenantHeaders(await invite());
    const report = uploadReport(1, [], { localId: 1_760_000_000_000 });
    const answers = await Promise.all(
      ['a', 'b', 'c'].map((device) => saveReport(app, tenant, report, `${device}:1`)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('deleting the invitation disables the account; an uploaded result stays with the agent', async () => {
    const record = await invite();
    const tenant = await tenantHeaders(record);
    const saved = await saveReport(app, tenant, uploadReport(1, [], { localId: 1_770_000_000_000 }), 'd:1');
    expect(saved.statusCode).toBe(201);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/auto-edl/${record.id}`,
      headers: agent.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: '/api/me', headers: tenant })).statusCode).toBe(401);
    const relog = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: record.login, password: record.password },
    });
    expect(relog.statusCode).toBe(401);
    const kept = await app.inject({
      method: 'GET',
      url: `/api/edl/${saved.json<{ id: number }>().id}`,
      headers: agent.headers,
    });
    expect(kept.statusCode).toBe(200);
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/auto-edl/${record.id}`,
      headers: agent.headers,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe("deleting the agent's account", () => {
  it("disables their tenants' accounts; other agents' tenants keep theirs", async () => {
    const agency = await createGroup(app, admin, 'Agence Partante', false);
    const leaving = await createAccount(app, admin, 'agent-partant', agency);
    await allowAutoEdl(leaving);
    const leavingBase = await saveWithPhotos(
      app,
      leaving.headers,
      uploadReport(leaving.profileId, [], { localId: 1_780_000_000_001 }),
      [],
    );
    const created = await create(leaving.headers, {
      ...invitation(),
      duplicateFromId: leavingBase,
      profileId: leaving.profileId,
    });
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json<AutoEdlRecord>();
    const tenant = await tenantHeaders(record);
    const staying = await invite();
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/user/${leaving.userId}`,
      headers: admin,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const relog = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: record.login, password: record.password },
    });
    expect(relog.statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/me', headers: tenant })).statusCode).toBe(401);
    const { rows } = await server.database.pool.query('select 1 from users where login = $1', [record.login]);
    expect(rows).toHaveLength(0);
    // Another agent's tenant still signs in.
    expect((await tenantHeaders(staying)).authorization).toMatch(/^Bearer /);
  });

  it("deleting the agent's group takes them and their tenants' accounts", async () => {
    const agency = await createGroup(app, admin, 'Agence Fermée', false);
    const member = await createAccount(app, admin, 'agent-ferme', agency);
    await allowAutoEdl(member);
    const memberBase = await saveWithPhotos(
      app,
      member.headers,
      uploadReport(member.profileId, [], { localId: 1_780_000_000_002 }),
      [],
    );
    const created = await create(member.headers, {
      ...invitation(),
      duplicateFromId: memberBase,
      profileId: member.profileId,
    });
    const record = created.json<AutoEdlRecord>();
    // (Distinct local ids: the anonymised reports all go to the deleting super admin, and one
    // idempotency key per owner is a constraint.)
    const deleted = await app.inject({ method: 'DELETE', url: `/api/user-group/${agency}`, headers: admin });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const relog = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: record.login, password: record.password },
    });
    expect(relog.statusCode).toBe(401);
  });
});
