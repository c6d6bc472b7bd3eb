/**
 * The isolation suite for links between reports (docs/ARCHITECTURE.md "Trust"): a move-out's
 * duplicateFromEdlID naming a report outside the saver's scope is stored as no link (an honest
 * device whose source was deleted since still saves), and every place that follows a stored link
 * (costing lines, history, history.csv, the documents' entry report) checks the linked report
 * against the report owner's scope again when it reads it. Another group's report never shows.
 */
import type { LocalReport, Module } from '@constat/domain';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileBlobStore } from '../src/blobs/blobStore.ts';
import { loadDocumentInput } from '../src/modules/documents/input.ts';
import { startTestServer, type TestServer } from './harness.ts';
import {
  adminHeaders,
  createAccount,
  createGroup,
  saveReport,
  saveWithPhotos,
  uploadReport,
  type Account,
  type Headers,
} from './reportFixtures.ts';

const SECRET = 'Trace SECRETE du groupe A';

let server: TestServer;
let admin: Headers;
let a1: Account, a2: Account, b1: Account, lone1: Account, lone2: Account;
let entryA: number;
let localId = 1_650_000_000_000;

/** The first 'Murs': at entry described with `observation`, at exit degraded and marked to quote. */
function withWall(report: LocalReport, exit: boolean, observation = SECRET): LocalReport {
  let done = false;
  const edl = report.edl.map((module): Module => ({
    ...module,
    entry: module.entry.map((entry) => {
      if (done || entry.name !== 'Murs') return entry;
      done = true;
      const rate = exit
        ? {
            condition: 'Dégradé',
            type: 'Peinture',
            toQuote: true,
            preQuote: { action: 'repair' as const, measure: 1000, cost: 5000, calibrationId: null },
          }
        : { condition: 'Bon état', other: observation };
      return { ...entry, rate: { ...entry.rate, ...rate } };
    }),
  }));
  return { ...report, edl };
}

const entryOf = (account: Account, observation?: string) =>
  withWall(
    uploadReport(account.profileId, [], { localId: localId++, renterName: 'Alice Secrète' }),
    false,
    observation,
  );
const exitOf = (account: Account, source: number | null) =>
  withWall(
    uploadReport(account.profileId, [], {
      localId: localId++,
      renterName: 'Bob Sortant',
      edlIO: 'Sortant',
      duplicateFromEdlID: source,
    }),
    true,
  );

async function saveExit(account: Account, source: number | null): Promise<number> {
  const saved = await saveReport(server.app, account.headers, exitOf(account, source));
  expect(saved.statusCode, saved.body).toBe(201);
  return saved.json<{ id: number }>().id;
}

const get = (url: string, headers: Headers) => server.app.inject({ method: 'GET', url, headers });

/** Links the server followed before the fix (legacy rows): written directly. */
const forceLink = (exit: number, source: number) =>
  server.database.pool.query('update reports set duplicate_from_edl_id = $2 where id = $1', [exit, source]);

async function entryReportRendered(id: number): Promise<LocalReport | null> {
  const blobs = await FileBlobStore.open(path.join(server.dataDir, 'blobs'));
  const input = await loadDocumentInput(server.database.pool, blobs, id, 'report', 'fr', false);
  return input?.entryReport ?? null;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminHeaders(server.app);
  const groupA = await createGroup(server.app, admin, 'Agence A', true);
  const groupB = await createGroup(server.app, admin, 'Agence B', false);
  a1 = await createAccount(server.app, admin, 'a1', groupA);
  a2 = await createAccount(server.app, admin, 'a2', groupA);
  b1 = await createAccount(server.app, admin, 'b1', groupB);
  lone1 = await createAccount(server.app, admin, 'lone1', null);
  lone2 = await createAccount(server.app, admin, 'lone2', null);
  entryA = await saveWithPhotos(server.app, a1.headers, entryOf(a1), []);
});
afterAll(() => server.close());

describe('a link within the scope works', () => {
  it("a colleague's move-out from the group's entry: costing, history and document follow it", async () => {
    const exit = await saveExit(a2, entryA);
    expect((await get(`/api/edl/${exit}`, a2.headers)).json().duplicateFromEdlID).toBe(entryA);
    const costing = await get(`/api/edl/${exit}/costing`, a2.headers);
    expect(costing.json().lines[0].beforeDescription).toContain(SECRET);
    const history = await get(`/api/edl/${exit}/history`, a2.headers);
    expect(history.json().history.map((h: { edl: { id: number } }) => h.edl.id)).toEqual([exit, entryA]);
    expect((await entryReportRendered(exit))?.renter.name).toBe('Alice Secrète');
  });
});

describe("another group's report named as the source (duplicateFromEdlID)", () => {
  let exitB: number;
  beforeAll(async () => {
    exitB = await saveExit(b1, entryA);
  });

  it('is saved as a report without a link (201), like a source that no longer exists', async () => {
    const report = (await get(`/api/edl/${exitB}`, b1.headers)).json();
    expect(report.duplicateFromEdlID).toBeNull();
    const list = (await get('/api/edl', b1.headers)).json();
    expect(list.find((r: { id: number }) => r.id === exitB).duplicateFromEdlID).toBeNull();
  });

  it("costing, history, history.csv and the documents show nothing of group A's report", async () => {
    for (const url of [
      `/api/edl/${exitB}/costing`,
      `/api/edl/${exitB}/history`,
      `/api/edl/${exitB}/history.csv`,
    ]) {
      const answer = await get(url, b1.headers);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).not.toContain('SECRETE');
      expect(answer.body, url).not.toContain('Alice');
    }
    const history = (await get(`/api/edl/${exitB}/history`, b1.headers)).json();
    expect(history.history.map((h: { edl: { id: number } }) => h.edl.id)).toEqual([exitB]);
    expect(await entryReportRendered(exitB)).toBeNull();
  });

  it('a source deleted since the device duplicated it: the move-out still saves, without a link', async () => {
    const gone = await saveWithPhotos(server.app, a1.headers, entryOf(a1), []);
    expect(
      (await server.app.inject({ method: 'DELETE', url: `/api/edl/${gone}`, headers: a1.headers }))
        .statusCode,
    ).toBe(204);
    const exit = await saveExit(a1, gone);
    expect((await get(`/api/edl/${exit}`, a1.headers)).json().duplicateFromEdlID).toBeNull();
  });
});

describe('a stored link is checked again whenever it is followed', () => {
  it("a link to another group's report (stored before the check) is not followed", async () => {
    const exitB = await saveExit(b1, null);
    await forceLink(exitB, entryA);
    for (const url of [
      `/api/edl/${exitB}/costing`,
      `/api/edl/${exitB}/history`,
      `/api/edl/${exitB}/history.csv`,
    ]) {
      const answer = await get(url, b1.headers);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).not.toContain('SECRETE');
    }
    expect(await entryReportRendered(exitB)).toBeNull();
  });

  it('two users without a group do not see each other: their links are not followed either', async () => {
    const entry = await saveWithPhotos(server.app, lone1.headers, entryOf(lone1), []);
    const exit = await saveExit(lone2, entry);
    expect((await get(`/api/edl/${exit}`, lone2.headers)).json().duplicateFromEdlID).toBeNull();
    await forceLink(exit, entry);
    expect((await get(`/api/edl/${exit}/costing`, lone2.headers)).body).not.toContain('SECRETE');
    expect(await entryReportRendered(exit)).toBeNull();
  });

  it('the public costing link of a move-out follows the link only within its owner’s scope', async () => {
    const exitB = await saveExit(b1, null);
    await forceLink(exitB, entryA);
    const link = await server.app.inject({
      method: 'POST',
      url: `/api/edl/${exitB}/public-link`,
      headers: b1.headers,
    });
    const limited = { authorization: `Limited ${exitB}#${link.json().publicToken}` };
    const costing = await get(`/api/edl/${exitB}/costing`, limited);
    expect(costing.statusCode).toBe(200);
    expect(costing.body).not.toContain('SECRETE');
  });
});
