/**
 * The tenant's remarks on a saved move-in (docs/ARCHITECTURE.md "Beyond the specification"): the agent's link
 * (404 on another group's report, 409 with the French reason on a move-out or after ten days), the tenant's
 * view and sending through `Limited <edlId>#<token>`, nothing stored when refused, the token reaching its
 * report's remarks routes only, revocation, and the PDF printing the remarks.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REMARKS_EXPIRED_MESSAGE, REMARKS_NOT_ENTRANT_MESSAGE, type LocalReport } from '@constat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import {
  adminHeaders,
  createAccount,
  createGroup,
  saveWithPhotos,
  uploadReport,
  type Account,
  type Headers,
} from './reportFixtures.ts';

const DAY = 86_400_000;
let server: TestServer;
let agent: Account;
let stranger: Account;
let entryId: number;
let oldEntryId: number;
let exitId: number;
let entry: LocalReport;

type Method = 'POST' | 'GET' | 'DELETE' | 'PATCH';
const call = (method: Method, url: string, headers: Headers, payload?: object) =>
  server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const limited = (id: number, token: string) => ({ authorization: `Limited ${id}#${token}` });

async function countRemarks(id: number): Promise<number> {
  const { rows } = await server.database.pool.query<{ n: number }>(
    'select count(*)::int as n from report_remarks where report_id = $1',
    [id],
  );
  return rows[0]?.n ?? -1;
}

beforeAll(async () => {
  server = await startTestServer();
  const admin = await adminHeaders(server.app);
  const group = await createGroup(server.app, admin, 'Agence Remarques', false);
  agent = await createAccount(server.app, admin, 'agent.remarques', group);
  stranger = await createAccount(server.app, admin, 'agent.etranger', null);
  const now = Date.now();
  entry = uploadReport(agent.profileId, [], { localId: 1_710_000_000_001, date: now - 2 * DAY });
  entryId = await saveWithPhotos(server.app, agent.headers, entry, []);
  const old = uploadReport(agent.profileId, [], { localId: 1_710_000_000_002, date: now - 12 * DAY });
  oldEntryId = await saveWithPhotos(server.app, agent.headers, old, []);
  const exit = uploadReport(agent.profileId, [], { localId: 1_710_000_000_003, date: now, edlIO: 'Sortant' });
  exitId = await saveWithPhotos(server.app, agent.headers, exit, []);
});
afterAll(() => server.close());

describe("the agent's remarks link", () => {
  it('is none at first, then created once and kept', async () => {
    const none = await call('GET', `/api/edl/${entryId}/remarks-link`, agent.headers);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({ edlId: entryId, token: null, open: true });
    const created = await call('POST', `/api/edl/${entryId}/remarks-link`, agent.headers);
    expect(created.statusCode).toBe(200);
    const again = await call('POST', `/api/edl/${entryId}/remarks-link`, agent.headers);
    expect(again.json().token).toBe(created.json().token);
    expect(created.json().token).toMatch(/^[\w-]{32}$/);
  });

  it("answers 404 on another group's report", async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const foreign = await call(method, `/api/edl/${entryId}/remarks-link`, stranger.headers);
      expect(foreign.statusCode).toBe(404);
    }
    expect((await call('GET', `/api/edl/${entryId}/remarks`, stranger.headers)).statusCode).toBe(404);
  });

  it('refuses a move-out and a move-in past its ten days, in French', async () => {
    const exit = await call('POST', `/api/edl/${exitId}/remarks-link`, agent.headers);
    expect(exit.statusCode).toBe(409);
    expect(exit.json().message).toBe(REMARKS_NOT_ENTRANT_MESSAGE);
    const old = await call('POST', `/api/edl/${oldEntryId}/remarks-link`, agent.headers);
    expect(old.statusCode).toBe(409);
    expect(old.json().message).toBe(REMARKS_EXPIRED_MESSAGE);
    const { rows } = await server.database.pool.query(
      'select 1 from report_remark_links where report_id = any($1)',
      [[exitId, oldEntryId]],
    );
    expect(rows).toHaveLength(0);
  });
});

describe("the tenant's link", () => {
  let token: string;
  beforeAll(async () => {
    token = (await call('POST', `/api/edl/${entryId}/remarks-link`, agent.headers)).json().token;
  });

  it('shows the rooms and their elements, and the last day', async () => {
    const view = await call('GET', `/api/edl/${entryId}/tenant-remarks`, limited(entryId, token));
    expect(view.statusCode).toBe(200);
    const body = view.json();
    expect(body.open).toBe(true);
    expect(body.rooms.length).toBe(entry.edl.length);
    expect(body.rooms[0]).toEqual({
      id: entry.edl[0]?.id,
      name: entry.edl[0]?.name,
      entries: entry.edl[0]?.entry.map((e) => ({ id: e.id, name: e.name })),
    });
    expect(JSON.stringify(body)).not.toContain('Alice Martin');
  });

  it('stores general, room and element remarks, which the agent reads with their place and date', async () => {
    const room = entry.edl[0];
    const element = room?.entry[0];
    const before = Date.now();
    const sent = await call('POST', `/api/edl/${entryId}/tenant-remarks`, limited(entryId, token), {
      remarks: [
        { moduleId: null, entryId: null, text: 'Le radiateur de la chambre ne chauffe pas.' },
        { moduleId: room?.id, entryId: null, text: 'Odeur d’humidité' },
        { moduleId: room?.id, entryId: element?.id, text: '  Rayure non notée sur la porte  ' },
      ],
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().received).toBe(3);
    const read = await call('GET', `/api/edl/${entryId}/remarks`, agent.headers);
    expect(read.statusCode).toBe(200);
    const remarks = read.json().remarks;
    expect(remarks.map((r: { place: string; text: string }) => [r.place, r.text])).toEqual([
      ['', 'Le radiateur de la chambre ne chauffe pas.'],
      [room?.name, 'Odeur d’humidité'],
      [`${room?.name} > ${element?.name}`, 'Rayure non notée sur la porte'],
    ]);
    expect(remarks[0].receivedAt).toBeGreaterThanOrEqual(before - 1000);
  });

  it('refuses empty, too long and unknown-place remarks with nothing stored', async () => {
    const count = await countRemarks(entryId);
    const send = (remarks: object[]) =>
      call('POST', `/api/edl/${entryId}/tenant-remarks`, limited(entryId, token), { remarks });
    expect((await send([])).statusCode).toBe(400);
    expect((await send([{ moduleId: null, entryId: null, text: '  ' }])).statusCode).toBe(400);
    expect((await send([{ moduleId: null, entryId: null, text: 'x'.repeat(2001) }])).statusCode).toBe(400);
    const unknown = await send([
      { moduleId: null, entryId: null, text: 'valide' },
      { moduleId: 999_999, entryId: null, text: 'pièce inconnue' },
    ]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("Cette pièce ou cet élément n'existe pas dans l'état des lieux");
    expect(await countRemarks(entryId)).toBe(count);
  });

  it('reaches nothing else: other reports, the costing, the saved list, the agent routes', async () => {
    const headers = limited(entryId, token);
    expect(
      (await call('GET', `/api/edl/${oldEntryId}/tenant-remarks`, limited(oldEntryId, token))).statusCode,
    ).toBe(401);
    expect((await call('GET', `/api/edl/${oldEntryId}/tenant-remarks`, headers)).statusCode).toBe(404);
    expect((await call('GET', `/api/edl/${entryId}/costing`, headers)).statusCode).toBe(401);
    expect((await call('GET', `/api/edl/${entryId}/remarks`, headers)).statusCode).toBe(401);
    expect((await call('POST', `/api/edl/${entryId}/remarks-link`, headers)).statusCode).toBe(401);
    expect((await call('GET', '/api/edl', headers)).statusCode).toBe(401);
    expect((await call('GET', `/api/edl/${entryId}`, headers)).statusCode).toBe(401);
    expect(
      (await call('GET', `/api/edl/${entryId}/tenant-remarks`, limited(entryId, `${token}x`))).statusCode,
    ).toBe(401);
    // A wrong token is turned away before its body is read: 401, not a 400 on the body's shape.
    const wrong = limited(entryId, 'not-the-token');
    expect((await call('POST', `/api/edl/${entryId}/tenant-remarks`, wrong, {})).statusCode).toBe(401);
    // The agent's bearer is not the tenant's link either.
    expect((await call('GET', `/api/edl/${entryId}/tenant-remarks`, agent.headers)).statusCode).toBe(401);
  });

  it('shows the report with the remarks, dated, in its PDF', async () => {
    const generated = await call('POST', `/api/edl/${entryId}/pdf/generate`, agent.headers);
    expect([200, 202]).toContain(generated.statusCode);
    let pdf = await call('GET', `/api/edl/${entryId}.pdf`, agent.headers);
    for (let i = 0; i < 100 && pdf.statusCode !== 200; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      pdf = await call('GET', `/api/edl/${entryId}.pdf`, agent.headers);
    }
    expect(pdf.statusCode).toBe(200);
    const file = join(mkdtempSync(join(tmpdir(), 'remarks-')), 'edl.pdf');
    writeFileSync(file, pdf.rawPayload);
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain('Compléments du locataire');
    expect(text).toContain('Rayure non notée sur la porte');
    const today = new Date().toLocaleDateString('fr-FR', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Paris',
    });
    expect(text).toMatch(new RegExp(`Reçu le .*${today}.*Général Le radiateur`));
  });

  it('after revocation answers 401 and keeps the remarks for the agent', async () => {
    expect((await call('DELETE', `/api/edl/${entryId}/remarks-link`, agent.headers)).statusCode).toBe(204);
    const gone = await call('GET', `/api/edl/${entryId}/tenant-remarks`, limited(entryId, token));
    expect(gone.statusCode).toBe(401);
    expect(gone.json().message).toContain("Ce lien n'est plus valide");
    expect((await call('GET', `/api/edl/${entryId}/remarks`, agent.headers)).json().remarks).toHaveLength(3);
  });
});

describe('after the ten days', () => {
  it('the tenant is told and nothing is stored', async () => {
    // A link made in time, then the window passes: the report's date is moved back 11 days.
    const token = (await call('POST', `/api/edl/${entryId}/remarks-link`, agent.headers)).json().token;
    await server.database.pool.query("update reports set date = now() - interval '11 days' where id = $1", [
      entryId,
    ]);
    const count = await countRemarks(entryId);
    const view = await call('GET', `/api/edl/${entryId}/tenant-remarks`, limited(entryId, token));
    expect(view.json()).toMatchObject({ open: false });
    const late = await call('POST', `/api/edl/${entryId}/tenant-remarks`, limited(entryId, token), {
      remarks: [{ moduleId: null, entryId: null, text: 'Trop tard ?' }],
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(REMARKS_EXPIRED_MESSAGE);
    expect(await countRemarks(entryId)).toBe(count);
  });
});
