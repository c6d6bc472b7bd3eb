import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import {
  adminHeaders,
  createAccount,
  createGroup,
  saveWithPhotos,
  uploadReport,
  withDegradedWall,
  type Account,
  type Headers,
} from './reportFixtures.ts';

let server: TestServer;
let admin: Headers;
let agent: Account;
let stranger: Account;
let exitId: number;
let entryId: number;

type Method = 'POST' | 'PATCH' | 'GET' | 'DELETE' | 'PUT' | 'HEAD';
const call = (method: Method, url: string, headers: Headers, payload?: object) =>
  server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const paint = (unitCost: number) => ({
  reference: 'Murs',
  name: null,
  custom: false,
  type: 'coating',
  nature: 'Peinture',
  action: 'repair',
  unitCost,
  taxRate: 2000,
});

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminHeaders(server.app);
  const group = await createGroup(server.app, admin, 'Agence Chiffrage', false);
  agent = await createAccount(server.app, admin, 'agent.chiffrage', group);
  stranger = await createAccount(server.app, admin, 'agent.ailleurs', null);
  expect((await call('POST', `/api/calibration/group/${group}`, admin, paint(2000))).statusCode).toBe(201);
  expect(
    (await call('POST', `/api/calibration/user/${agent.userId}`, agent.headers, paint(2500))).statusCode,
  ).toBe(201);
  const entry = withDegradedWall(uploadReport(agent.profileId, [], { localId: 1_600_000_000_000 }), false);
  entryId = await saveWithPhotos(server.app, agent.headers, entry, []);
  const exit = withDegradedWall(
    uploadReport(agent.profileId, [], {
      localId: 1_700_000_000_000,
      edlIO: 'Sortant',
      duplicateFromEdlID: entryId,
    }),
    true,
  );
  exitId = await saveWithPhotos(server.app, agent.headers, exit, []);
});
afterAll(() => server.close());

describe('costing of a move-out', () => {
  it("prices the degraded wall with the user's calibration and the wear hint", async () => {
    const costing = await call('GET', `/api/edl/${exitId}/costing`, agent.headers);
    expect(costing.statusCode).toBe(200);
    const [line] = costing.json().lines;
    expect(line).toMatchObject({
      measure: 1250,
      unitCost: 2500,
      nature: 'Peinture',
      action: 'repair',
      taxRate: 2000,
    });
    expect(line.name).toMatch(/ > Murs$/);
    expect(line.beforeDescription).toMatch(/^Bon état/);
    expect(line.cost).toBe(Math.round((1250 * 2500 * (100 - line.wear)) / 10000));
    // Reading again does not build the lines twice, and the answer, JSON from PostgreSQL
    // (costingJson), is the first read's to the byte.
    const again = await call('GET', `/api/edl/${exitId}/costing`, agent.headers);
    expect(again.json().lines).toHaveLength(1);
    expect(again.body).toBe(costing.body);
    expect(again.headers['content-type']).toBe(costing.headers['content-type']);
  });

  it('edits follow the rules: wear 0 gives 312,50 €, a measure reprices, clean sets wear 0, a typed cost resets wear', async () => {
    const [line] = (await call('GET', `/api/edl/${exitId}/costing`, agent.headers)).json().lines;
    const url = `/api/edl/costing/${line.id}`;
    let patched = await call('PATCH', url, agent.headers, { wear: 0 });
    expect(patched.json()).toMatchObject({
      line: { cost: 31250 },
      totals: { ht: 31250, tva: 6250, ttc: 37500 },
    });
    patched = await call('PATCH', url, agent.headers, { wear: 20 });
    expect(patched.json().line).toMatchObject({ wear: 20, cost: 25000 });
    patched = await call('PATCH', url, agent.headers, { measure: 1000 });
    expect(patched.json().line.cost).toBe(20000);
    patched = await call('PATCH', url, agent.headers, { cost: 15000 });
    expect(patched.json().line).toMatchObject({ cost: 15000, wear: 0 });
    patched = await call('PATCH', url, agent.headers, { wear: 25, action: 'clean' });
    expect(patched.json().line.wear).toBe(0);
    patched = await call('PATCH', url, agent.headers, { enabled: false });
    expect(patched.json().totals).toEqual({ ht: 0, tva: 0, ttc: 0 });
    expect((await call('PATCH', url, agent.headers, { wear: 7 })).statusCode).toBe(400);
    expect((await call('PATCH', url, agent.headers, { wear: 105 })).statusCode).toBe(400);
  });

  it('an entry report has no costing; foreign reports and lines answer 404', async () => {
    expect((await call('GET', `/api/edl/${entryId}/costing`, agent.headers)).statusCode).toBe(400);
    expect((await call('GET', `/api/edl/${exitId}/costing`, stranger.headers)).statusCode).toBe(404);
    const [line] = (await call('GET', `/api/edl/${exitId}/costing`, agent.headers)).json().lines;
    expect(
      (await call('PATCH', `/api/edl/costing/${line.id}`, stranger.headers, { wear: 5 })).statusCode,
    ).toBe(404);
    expect((await call('POST', `/api/edl/${exitId}/public-link`, stranger.headers)).statusCode).toBe(404);
  });
});

describe('costing history', () => {
  it('shows the chain with its costing lines, and exports them as CSV with formulas neutralised', async () => {
    const [line] = (await call('GET', `/api/edl/${exitId}/costing`, agent.headers)).json().lines;
    await call('PATCH', `/api/edl/costing/${line.id}`, agent.headers, { task: '=HYPERLINK("x")' });
    const history = await call('GET', `/api/edl/${exitId}/history`, agent.headers);
    expect(history.json().hasCostingsHistory).toBe(true);
    expect(history.json().history.map((entry: { edl: { id: number } }) => entry.edl.id)).toEqual([
      exitId,
      entryId,
    ]);
    expect(history.json().history[0].costings).toHaveLength(1);
    const csv = await call('GET', `/api/edl/${exitId}/history.csv`, agent.headers);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/HistoriqueChiffragesEDLs_.+\.csv/);
    expect(csv.body.startsWith('\uFEFFEDL;Type;')).toBe(true);
    expect(csv.body).toContain(`${exitId};Sortant;`);
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect((await call('GET', `/api/edl/${exitId}/history.csv`, stranger.headers)).statusCode).toBe(404);
  });
});

describe('the public costing link', () => {
  let limited: Headers;

  it("reaches its own report's costing, the config and the owner's calibration", async () => {
    const none = await call('GET', `/api/edl/${exitId}/public-link`, agent.headers);
    expect(none.json()).toEqual({ edlId: exitId, publicToken: null });
    const link = await call('POST', `/api/edl/${exitId}/public-link`, agent.headers);
    expect(link.statusCode).toBe(200);
    const shown = await call('GET', `/api/edl/${exitId}/public-link`, agent.headers);
    expect(shown.json().publicToken).toBe(link.json().publicToken);
    expect((await call('GET', `/api/edl/${exitId}/public-link`, stranger.headers)).statusCode).toBe(404);
    const again = await call('POST', `/api/edl/${exitId}/public-link`, agent.headers);
    expect(again.json().publicToken).toBe(link.json().publicToken);
    limited = { authorization: `Limited ${exitId}#${link.json().publicToken}` };
    const costing = await call('GET', `/api/edl/${exitId}/costing`, limited);
    expect(costing.statusCode).toBe(200);
    const [line] = costing.json().lines;
    expect((await call('PATCH', `/api/edl/costing/${line.id}`, limited, { enabled: true })).statusCode).toBe(
      200,
    );
    expect((await call('GET', '/api/calibration/config', limited)).statusCode).toBe(200);
    expect((await call('GET', `/api/calibration/user/${agent.userId}`, limited)).statusCode).toBe(200);
  });

  it("GET /me with the link answers the report's owner as the public page needs it, nothing personal", async () => {
    const me = await call('GET', '/api/me', limited);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      id: agent.userId,
      companyName: null,
      companyAddress: null,
      logo: null,
      currentCustomColor: expect.any(String),
      hideLegend: false,
    });
    expect((await call('HEAD', '/api/me', limited)).statusCode).toBe(200);
    const wrong = { authorization: `Limited ${exitId}#not-the-token` };
    expect((await call('GET', '/api/me', wrong)).statusCode).toBe(401);
  });

  it('is refused on a move-in report, which has no costing (409 move-out-only)', async () => {
    const refused = await call('POST', `/api/edl/${entryId}/public-link`, agent.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'move-out-only',
      message: 'Le lien public de chiffrage ne concerne que les EDL sortants',
    });
    expect(
      (await call('GET', `/api/edl/${entryId}/public-link`, agent.headers)).json().publicToken,
    ).toBeNull();
  });

  it('answers 401 or 404 on every other route', async () => {
    expect((await call('GET', `/api/edl/${entryId}/costing`, limited)).statusCode).toBe(404);
    expect((await call('GET', `/api/calibration/user/${stranger.userId}`, limited)).statusCode).toBe(404);
    expect((await call('POST', `/api/calibration/user/${agent.userId}`, limited, paint(1))).statusCode).toBe(
      401,
    );
    const wrong = { authorization: `Limited ${exitId}#not-the-token` };
    expect((await call('GET', `/api/edl/${exitId}/costing`, wrong)).statusCode).toBe(401);
    const forged = { authorization: `Limited ${entryId}#${limited.authorization?.split('#')[1]}` };
    expect((await call('GET', `/api/edl/${entryId}/costing`, forged)).statusCode).toBe(401);

    const allowed = new Set([
      'get /api/edl/{id}/costing',
      'patch /api/edl/costing/{id}',
      'get /api/calibration/config',
      'get /api/calibration/user/{id}',
      'post /api/edl/{id}/convention-pdf/generate',
      'get /api/me',
      'head /api/me',
      'get /api/sse/edl/{id}/convention-pdf/has-generated',
    ]);
    const doc = (await call('GET', '/api/docs/json', {})).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    let walked = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const method of Object.keys(operations)) {
        // The HTML views' image addresses are public: their signature, not a token, opens them.
        const open =
          path === '/api/health' ||
          path === '/api/ready' ||
          path.startsWith('/api/login') ||
          path.endsWith('/signed');
        if (allowed.has(`${method} ${path}`) || open) continue;
        const url = path.replace(/\{[^}]+\}/g, (name) =>
          name === '{sha256}' ? 'a'.repeat(64) : String(exitId),
        );
        const response = await call(
          method.toUpperCase() as Method,
          url,
          limited,
          method === 'get' || method === 'head' || method === 'delete' ? undefined : {},
        );
        expect([401, 404], `${method} ${path}`).toContain(response.statusCode);
        walked += 1;
      }
    }
    expect(walked).toBeGreaterThan(20);
  });

  it('a forged token is refused with 401 on a line edit, whether the line exists or not', async () => {
    const [line] = (await call('GET', `/api/edl/${exitId}/costing`, agent.headers)).json().lines;
    const forged = { authorization: `Limited ${exitId}#forged-token` };
    for (const id of [line.id, 999_999]) {
      const patch = await call('PATCH', `/api/edl/costing/${id}`, forged, { enabled: true });
      expect(patch.statusCode, `line ${id}`).toBe(401);
      expect(patch.json().message).toBe(
        "Vous n'avez pas les droits pour consulter cette ressource, vérifiez l'adresse URL utilisée",
      );
    }
  });

  it('a revoked token is refused', async () => {
    const [line] = (await call('GET', `/api/edl/${exitId}/costing`, agent.headers)).json().lines;
    expect((await call('DELETE', `/api/edl/${exitId}/public-link`, agent.headers)).statusCode).toBe(204);
    expect((await call('PATCH', `/api/edl/costing/${line.id}`, limited, { enabled: true })).statusCode).toBe(
      401,
    );
    expect((await call('GET', '/api/me', limited)).statusCode).toBe(401);
    expect(
      (await call('GET', `/api/edl/${exitId}/public-link`, agent.headers)).json().publicToken,
    ).toBeNull();
    expect((await call('GET', `/api/edl/${exitId}/costing`, limited)).statusCode).toBe(401);
    expect((await call('GET', '/api/calibration/config', limited)).statusCode).toBe(401);
  });
});
