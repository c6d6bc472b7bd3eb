/**
 * The isolation suite for self-service privacy (docs/ARCHITECTURE.md "Trust"): the tenant invited to a
 * self-inspection reads its invitation's base report minimised (domain tenantBaseReport): the
 * dwelling, its rooms and photos, but nothing personal of the people on it, and none of their
 * signature images. The agent still reads the whole report; the tenant reads its own result whole.
 */
import type { AutoEdlRecord, LocalReport, RemoteReport } from '@constat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, startTestServer, type TestServer } from './harness.ts';
import { sha256 } from './images.ts';
import {
  adminHeaders,
  createAccount,
  createGroup,
  photoSet,
  saveReport,
  saveWithPhotos,
  sealed,
  uploadReport,
  type Account,
  type Headers,
} from './reportFixtures.ts';

const PERSONAL = [
  'Jeanne Précédente',
  'jeanne.precedente@exemple.fr',
  '0611223344',
  '5 rue du Départ',
  'Marc Colocataire',
  'Paul Garant',
  'notaire@exemple.fr',
  'Note interne',
];

let server: TestServer;
let agent: Account;
let tenant: Headers;
let baseId: number;
const [photo, signature] = photoSet(2, 601) as [Buffer, Buffer];

function previousTenants(report: LocalReport): LocalReport {
  const person = {
    name: 'Jeanne Précédente',
    email: 'jeanne.precedente@exemple.fr',
    tel: '0611223344',
    represented: false,
    sortantAddr: '5 rue du Départ',
    sortantCodePostal: '75011',
    sortantVille: 'Paris',
  };
  return sealed({
    ...report,
    edlIO: 'Sortant',
    renter: person,
    renter2: { ...person, name: 'Marc Colocataire' },
    nbRenters: 2,
    garant: { name: 'Paul Garant' },
    extraEmail: 'notaire@exemple.fr',
    nbExtraEmails: 1,
    signatures: { 'Jeanne Précédente': { label: 'Locataire', _ref: 'sig:1', sha256: sha256(signature) } },
  });
}

const get = (url: string, headers: Headers) => server.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  server = await startTestServer();
  const admin = await adminHeaders(server.app);
  const group = await createGroup(server.app, admin, 'Agence Auto', false);
  agent = await createAccount(server.app, admin, 'agent-auto', group);
  await server.app.inject({
    method: 'PATCH',
    url: `/api/user/${agent.userId}`,
    headers: admin,
    payload: { canAutoEdl: true },
  });
  const base = previousTenants(uploadReport(agent.profileId, [photo], { localId: 1_680_000_000_000 }));
  baseId = await saveWithPhotos(server.app, agent.headers, base, [photo, signature]);
  await server.app.inject({
    method: 'PATCH',
    url: `/api/edl/${baseId}/comment`,
    headers: agent.headers,
    payload: { comment: 'Note interne : préavis tendu' },
  });
  const created = await server.app.inject({
    method: 'POST',
    url: '/api/auto-edl',
    headers: agent.headers,
    payload: {
      duplicateFromId: baseId,
      email: 'nouveau@exemple.fr',
      preData: { etage: '3', numAppart: 'A12' },
      profileId: agent.profileId,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const record = created.json<AutoEdlRecord>();
  tenant = bearer((await login(server.app, { username: record.login, password: record.password })).token);
});
afterAll(() => server.close());

describe("the tenant reading its invitation's base report", () => {
  it('gets the dwelling, its rooms and photos, and nothing personal of the people on it', async () => {
    const answer = await get(`/api/edl/${baseId}`, tenant);
    expect(answer.statusCode).toBe(200);
    for (const secret of [...PERSONAL, sha256(signature), 'sig:1'])
      expect(answer.body, secret).not.toContain(secret);
    const report = answer.json<RemoteReport>();
    expect(report.data.signatures).toBeUndefined();
    expect(report.data.bien.addr).toBe('12 rue des Lilas');
    expect(report.data.edl.length).toBeGreaterThan(3);
    expect(answer.body).toContain(`/api/edl/${baseId}/photos/${sha256(photo)}`);
    expect((await get(`/api/edl/${baseId}/photos/${sha256(photo)}`, tenant)).statusCode).toBe(200);
  });

  it('is refused the signature images of the base report (404, as an image it does not link)', async () => {
    const answer = await get(`/api/edl/${baseId}/photos/${sha256(signature)}`, tenant);
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain('Jeanne');
  });

  it('the agent still reads the whole report and its signature image', async () => {
    const answer = await get(`/api/edl/${baseId}`, agent.headers);
    for (const secret of PERSONAL) expect(answer.body, secret).toContain(secret);
    expect((await get(`/api/edl/${baseId}/photos/${sha256(signature)}`, agent.headers)).statusCode).toBe(200);
  });

  it('the tenant reads its own result whole once uploaded', async () => {
    // The tenant's own report, unsigned here: without the base's signatures nor its fingerprint.
    const { fingerprint: _base, ...own } = previousTenants(
      uploadReport(1, [photo], { localId: 1_690_000_000_000 }),
    );
    const mine = {
      ...own,
      renter: { name: 'Nina Nouvelle', email: 'nina@exemple.fr', represented: false },
      signatures: {},
    };
    const saved = await saveReport(server.app, tenant, { ...mine, nbRenters: 1, renter2: null }, 'tenant:1');
    expect(saved.statusCode, saved.body).toBe(201);
    const result = await get(`/api/edl/${saved.json<{ id: number }>().id}`, tenant);
    expect(result.statusCode).toBe(200);
    expect(result.body).toContain('nina@exemple.fr');
  });
});
