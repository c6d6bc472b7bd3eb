/**
 * Which saved reports have an exit agreement (docs/ARCHITECTURE.md "Beyond the specification"): the server
 * decides with the domain's rule (hasExitConvention) from the document it receives, not from a
 * `hasConvention` flag that devices before the rule never set. A move-out duplicated from a move-in, or with
 * 'Convention de sortie manuelle' on, is stored with one and gets its convention PDF; any other report has
 * none.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LocalReport } from '@constat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import {
  adminHeaders,
  createAccount,
  createGroup,
  photoSet,
  saveWithPhotos,
  uploadReport,
  type Account,
} from './reportFixtures.ts';

let server: TestServer;
let a: Account;
let b: Account;
let entryId: number;
const photos = photoSet(1, 23);

beforeAll(async () => {
  server = await startTestServer();
  const admin = await adminHeaders(server.app);
  a = await createAccount(
    server.app,
    admin,
    'conv-a',
    await createGroup(server.app, admin, 'Agence A', false),
  );
  b = await createAccount(
    server.app,
    admin,
    'conv-b',
    await createGroup(server.app, admin, 'Agence B', false),
  );
  entryId = await saveWithPhotos(server.app, a.headers, uploadReport(a.profileId, photos), photos);
});

afterAll(async () => {
  await server.close();
});

let nextLocalId = 1_700_000_100_000;
/** A move-out as an old device sends it: no `hasConvention` flag, unless `overrides` adds one. */
function moveOut(account: Account, overrides: Partial<LocalReport> = {}): LocalReport {
  const { hasConvention: _flag, ...report } = uploadReport(account.profileId, photos, {
    localId: nextLocalId++,
    edlIO: 'Sortant',
  });
  return { ...report, ...overrides };
}

async function stored(account: Account, report: LocalReport) {
  const id = await saveWithPhotos(server.app, account.headers, report, photos);
  const read = await server.app.inject({ url: `/api/edl/${id}`, headers: account.headers });
  expect(read.statusCode).toBe(200);
  return { id, hasConvention: read.json<{ hasConvention: boolean }>().hasConvention };
}

const pdfText = async (bytes: Buffer) => {
  const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'constat-conv-')), 'doc.pdf');
  await fs.writeFile(file, bytes);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
};

/** Asks for the convention PDF and waits for it; returns its text. */
async function conventionPdf(account: Account, id: number): Promise<string> {
  const generate = await server.app.inject({
    method: 'POST',
    url: `/api/edl/${id}/convention-pdf/generate`,
    headers: account.headers,
  });
  expect(generate.statusCode).toBe(202);
  for (let attempt = 0; attempt < 200; attempt++) {
    const pdf = await server.app.inject({ url: `/api/edl/${id}/convention.pdf`, headers: account.headers });
    if (pdf.statusCode === 200) return pdfText(pdf.rawPayload);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the convention PDF was not rendered');
}

describe('a saved report has an exit agreement by the domain rule', () => {
  it('a move-out duplicated from a saved move-in, uploaded without the flag, has one and its PDF', async () => {
    const report = moveOut(a, { duplicateFromEdlID: entryId, duplicateFromEdlIO: 'Entrant' });
    expect(report).not.toHaveProperty('hasConvention');
    const saved = await stored(a, report);
    expect(saved.hasConvention).toBe(true);
    expect(await conventionPdf(a, saved.id)).toContain('Convention de sortie');
    const costing = await server.app.inject({ url: `/api/edl/${saved.id}/costing`, headers: a.headers });
    expect(costing.statusCode).toBe(200);
  });

  it("a move-out with 'Convention de sortie manuelle' on, duplicated from nothing, has one and its PDF", async () => {
    const saved = await stored(a, moveOut(a, { conventionSortieManuelle: true }));
    expect(saved.hasConvention).toBe(true);
    expect(await conventionPdf(a, saved.id)).toContain('Convention de sortie');
  });

  it('a move-out duplicated from a move-in the device never saved has one (no link on the server)', async () => {
    const saved = await stored(a, moveOut(a, { duplicateFromEdlID: null, duplicateFromEdlIO: 'Entrant' }));
    expect(saved.hasConvention).toBe(true);
  });

  it("a move-out naming another agency's move-in keeps the agreement it was signed with, without the link", async () => {
    const saved = await stored(b, moveOut(b, { duplicateFromEdlID: entryId, duplicateFromEdlIO: 'Entrant' }));
    expect(saved.hasConvention).toBe(true);
    const read = await server.app.inject({ url: `/api/edl/${saved.id}`, headers: b.headers });
    expect(read.json<{ duplicateFromEdlID: number | null }>().duplicateFromEdlID).toBeNull();
  });

  it('a move-out without entry report and without the toggle has none, whatever flag it sends (409)', async () => {
    const saved = await stored(a, moveOut(a, { hasConvention: true }));
    expect(saved.hasConvention).toBe(false);
    const generate = await server.app.inject({
      method: 'POST',
      url: `/api/edl/${saved.id}/convention-pdf/generate`,
      headers: a.headers,
    });
    expect(generate.statusCode).toBe(409);
    expect(generate.json()).toMatchObject({ message: "Cet EDL n'a pas de convention de sortie" });
  });

  it('a move-in never has one, even with the toggle and the flag', async () => {
    const entry = {
      ...uploadReport(a.profileId, photos, { localId: nextLocalId++ }),
      conventionSortieManuelle: true,
      hasConvention: true,
    };
    expect((await stored(a, entry)).hasConvention).toBe(false);
  });
});

describe('migration 0014', () => {
  it('gives their agreement to the move-outs saved with the flag off that the rule gives one', async () => {
    const fromEntry = await saveWithPhotos(
      server.app,
      a.headers,
      moveOut(a, { duplicateFromEdlIO: 'Entrant', duplicateFromEdlID: entryId }),
      photos,
    );
    const manual = await saveWithPhotos(
      server.app,
      a.headers,
      moveOut(a, { conventionSortieManuelle: true }),
      photos,
    );
    const bare = await saveWithPhotos(server.app, a.headers, moveOut(a), photos);
    const ids = [fromEntry, manual, bare, entryId];
    const { pool } = server.database;
    // As saved before the rule: the flag the device sent, which devices never set.
    await pool.query('update reports set has_convention = false where id = any($1)', [ids]);
    const migration = await fs.readFile(
      new URL('../drizzle/0014_exit_convention_backfill.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) await pool.query(statement);
    const { rows } = await pool.query<{ id: number; has_convention: boolean }>(
      'select id, has_convention from reports where id = any($1) order by id',
      [ids],
    );
    expect(Object.fromEntries(rows.map((row) => [row.id, row.has_convention]))).toEqual({
      [fromEntry]: true,
      [manual]: true,
      [bare]: false,
      [entryId]: false,
    });
  });
});
