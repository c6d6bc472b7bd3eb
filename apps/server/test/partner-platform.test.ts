/**
 * The partner platform (inspection-core §7): a small HTTP server started here plays the partner's
 * `/soft/dossiers`. The key stays on our server: it is checked when connecting, sent to the partner
 * with the 'ApiKey' scheme, never shown back; a refused key lists nothing (204); a partner that does
 * not answer in time gives a French message.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { adminHeaders, createAccount, type Account, type Headers } from './reportFixtures.ts';

const GOOD_KEY = 'cle-partenaire-valide';
const SLOW_KEY = 'cle-partenaire-lente';

const CASES = {
  '41': {
    id: 41,
    type: 'edl-in',
    status: 'requested',
    reference: 'DOS-041',
    addressStreet: '3 rue des Lilas',
    addressZipCode: 69003,
    addressCity: 'Lyon',
    agency: { company: 'Agence du Parc' },
    agent: { fullname: 'Julie Roux' },
    renter2Name: 'Paul Entrant',
  },
  '42': { id: 42, type: 'diagnostic', status: 'scheduled', reference: 'DOS-042' },
  '43': { id: 43, type: 'nouveau-type-inconnu', status: 'requested' },
};

let partner: http.Server;
let partnerUrl: string;
const seenAuthorizations: string[] = [];
let server: TestServer;
let superAdmin: Headers;
let agent: Account;

beforeAll(async () => {
  partner = http.createServer((request, response) => {
    const authorization = request.headers.authorization ?? '';
    seenAuthorizations.push(authorization);
    if (request.url !== '/partenaire/soft/dossiers') return void response.writeHead(404).end();
    if (authorization === `ApiKey ${SLOW_KEY}`) return void setTimeout(() => response.end('{}'), 3_000);
    if (authorization !== `ApiKey ${GOOD_KEY}`) return void response.writeHead(401).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(CASES));
  });
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  partnerUrl = `http://127.0.0.1:${(partner.address() as AddressInfo).port}/partenaire`;
  server = await startTestServer({ env: { PLATFORM_URL: partnerUrl, PLATFORM_WAIT_MS: '500' } });
  superAdmin = await adminHeaders(server.app);
  agent = await createAccount(server.app, superAdmin, 'agent.plateforme', null);
});
afterAll(async () => {
  await server.close();
  partner.closeAllConnections();
  await new Promise((resolve) => partner.close(resolve));
});

const connect = (platformToken: string | null) =>
  server.app.inject({
    method: 'PATCH',
    url: `/api/user/${agent.userId}/platform-token`,
    headers: agent.headers,
    payload: { platformToken },
  });
const cases = () =>
  server.app.inject({ method: 'GET', url: '/api/platform/dossiers', headers: agent.headers });

describe('partner platform', () => {
  it('lists nothing (204) while the account is not connected', async () => {
    expect((await cases()).statusCode).toBe(204);
  });

  it('refuses a key the partner does not know, with the spec message', async () => {
    const answer = await connect('cle-inconnue');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      code: 'platform-wrong-key',
      message: 'Cette clé ne correspond pas à une clé de la plateforme',
    });
    const me = await server.app.inject({ method: 'GET', url: '/api/me', headers: agent.headers });
    expect(me.json().platformToken).toBeNull();
  });

  it('keeps a good key, never shows it back, and lists the cases in a shape it knows', async () => {
    expect((await connect(GOOD_KEY)).json()).toEqual({ connected: true });
    const me = await server.app.inject({ method: 'GET', url: '/api/me', headers: agent.headers });
    expect(me.body).not.toContain(GOOD_KEY);
    expect(me.json().platformToken).not.toBeNull();
    const answer = await cases();
    expect(answer.statusCode).toBe(200);
    expect(answer.body).not.toContain(GOOD_KEY);
    // The unknown case type is left out; filtering by report type is the info form's job.
    expect(answer.json()).toEqual([
      expect.objectContaining({
        id: 41,
        reference: 'DOS-041',
        agency: { company: 'Agence du Parc' },
        renter2Name: 'Paul Entrant',
      }),
      expect.objectContaining({ id: 42, type: 'diagnostic' }),
    ]);
    expect(seenAuthorizations.at(-1)).toBe(`ApiKey ${GOOD_KEY}`);
  });

  it('a key the partner stops accepting (401) gives an empty 204 result', async () => {
    await server.database.pool.query('UPDATE users SET platform_token = $1 WHERE id = $2', [
      'cle-revoquee',
      agent.userId,
    ]);
    const answer = await cases();
    expect(answer.statusCode).toBe(204);
    expect(answer.body).toBe('');
  });

  it('a partner that does not answer in time gives a clear French message', async () => {
    await server.database.pool.query('UPDATE users SET platform_token = $1 WHERE id = $2', [
      SLOW_KEY,
      agent.userId,
    ]);
    const started = Date.now();
    const answer = await cases();
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(answer.statusCode).toBe(504);
    expect(answer.json()).toMatchObject({
      code: 'platform-timeout',
      message: "La plateforme partenaire n'a pas répondu à temps, veuillez réessayer dans quelques instants",
    });
  });

  it('disconnects with null', async () => {
    expect((await connect(null)).json()).toEqual({ connected: false });
    expect((await cases()).statusCode).toBe(204);
  });
});
