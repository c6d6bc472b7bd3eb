/**
 * A convention that says what was agreed, line by line (docs/ARCHITECTURE.md "Beyond the specification"),
 * through the real server: the move-out's deposit is validated and kept as saved, the costing answers it
 * beside the totals, the wear from the grid is applied to a pre-quoted line without calibration, and the
 * convention PDF prints the wear, the tenant's share, the deposit and the balance to return.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LocalReport, Module } from '@constat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import {
  adminHeaders,
  createAccount,
  createGroup,
  photoSet,
  saveReport,
  saveWithPhotos,
  uploadReport,
  type Account,
} from './reportFixtures.ts';

let server: TestServer;
let a: Account;
let b: Account;
let entryId: number;
const photos = photoSet(1, 41);

beforeAll(async () => {
  server = await startTestServer();
  const admin = await adminHeaders(server.app);
  a = await createAccount(
    server.app,
    admin,
    'lines-a',
    await createGroup(server.app, admin, 'Agence L', false),
  );
  b = await createAccount(
    server.app,
    admin,
    'lines-b',
    await createGroup(server.app, admin, 'Agence M', false),
  );
  // The move-in of 2023-11-14 (its localId is its date).
  entryId = await saveWithPhotos(server.app, a.headers, uploadReport(a.profileId, photos), photos);
});

afterAll(async () => {
  await server.close();
});

/** Four years after the move-in: painted walls lose 45 % on the default grid. */
const EXIT_DATE = Date.UTC(2027, 11, 1, 10);
let nextLocalId = 1_700_000_200_000;

/** The living room's walls degraded and pre-quoted at 1 430,00 € (no calibration: a lump sum). */
function withQuotedWalls(edl: Module[]): Module[] {
  return edl.map((module) =>
    module.name !== 'Salon'
      ? module
      : {
          ...module,
          entry: module.entry.map((entry) =>
            entry.name !== 'Murs'
              ? entry
              : {
                  ...entry,
                  rate: {
                    ...entry.rate,
                    condition: 'Dégradé',
                    type: 'Peinture',
                    toQuote: true,
                    preQuote: { action: 'repair', measure: 1250, cost: 143000, calibrationId: null },
                  },
                },
          ),
        },
  );
}

function moveOut(account: Account, overrides: Partial<LocalReport> = {}): LocalReport {
  const report = uploadReport(account.profileId, photos, {
    localId: nextLocalId++,
    edlIO: 'Sortant',
    duplicateFromEdlID: entryId,
    duplicateFromEdlIO: 'Entrant',
  });
  return { ...report, date: EXIT_DATE, edl: withQuotedWalls(report.edl), ...overrides };
}

const pdfText = async (bytes: Buffer) => {
  const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'constat-lines-')), 'doc.pdf');
  await fs.writeFile(file, bytes);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
};

async function conventionPdf(account: Account, id: number): Promise<string> {
  const generate = await server.app.inject({
    method: 'POST',
    url: `/api/edl/${id}/convention-pdf/generate`,
    headers: account.headers,
  });
  expect(generate.statusCode).toBe(202);
  // The render is a queued job: the PDF is there once it is done (what the SSE stream announces).
  for (let attempt = 0; attempt < 200; attempt++) {
    const pdf = await server.app.inject({ url: `/api/edl/${id}/convention.pdf`, headers: account.headers });
    if (pdf.statusCode === 200) return pdfText(pdf.rawPayload);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the convention PDF was not rendered');
}

interface Costing {
  lines: { id: number; wear: number; suggestedWear: number | null; cost: number | null }[];
  totals: { ht: number; tva: number; ttc: number };
  deposit: number | null;
}

const reportCount = async () =>
  Number((await server.database.pool.query<{ n: string }>('select count(*) as n from reports')).rows[0]?.n);

describe("the move-out's deposit", () => {
  it('is kept as saved and answered in cents with the costing, whose totals apply the grid wear', async () => {
    const id = await saveWithPhotos(server.app, a.headers, moveOut(a, { depotGarantie: '1 200' }), photos);
    const read = await server.app.inject({ url: `/api/edl/${id}`, headers: a.headers });
    expect(read.json<{ data: LocalReport }>().data.depotGarantie).toBe('1 200');
    const costing = await server.app.inject({ url: `/api/edl/${id}/costing`, headers: a.headers });
    const body = costing.json<Costing>();
    expect(body.deposit).toBe(120000);
    // 1 430,00 € before wear, 45 % off: 786,50 € HT, 157,30 € VAT, 943,80 € charged.
    expect(body.lines).toEqual([expect.objectContaining({ wear: 45, suggestedWear: 45, cost: 143000 })]);
    expect(body.totals).toEqual({ ht: 78650, tva: 15730, ttc: 94380 });
  });

  it('not given: the costing says null and the convention says it is not given, with no balance', async () => {
    const id = await saveWithPhotos(server.app, a.headers, moveOut(a), photos);
    const costing = await server.app.inject({ url: `/api/edl/${id}/costing`, headers: a.headers });
    expect(costing.json<Costing>().deposit).toBeNull();
    const text = await conventionPdf(a, id);
    expect(text).toContain('Dépôt de garantie Non renseigné');
    expect(text).toContain('Solde non calculé');
    expect(text).not.toContain('Solde à restituer');
  });

  it('not an amount: refused with a clear message, nothing saved', async () => {
    const before = await reportCount();
    const refused = await saveReport(server.app, a.headers, moveOut(a, { depotGarantie: 'douze cents' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Le dépôt de garantie doit être un montant en euros');
    expect(await reportCount()).toBe(before);
  });

  it('on a move-in: refused, nothing saved', async () => {
    const before = await reportCount();
    const entry = { ...uploadReport(a.profileId, photos, { localId: nextLocalId++ }), depotGarantie: '850' };
    const refused = await saveReport(server.app, a.headers, entry);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain("Le dépôt de garantie ne se renseigne que sur l'EDL de sortie");
    expect(await reportCount()).toBe(before);
  });

  it("another agency's costing with its deposit answers 404", async () => {
    const id = await saveWithPhotos(server.app, a.headers, moveOut(a, { depotGarantie: '900' }), photos);
    const costing = await server.app.inject({ url: `/api/edl/${id}/costing`, headers: b.headers });
    expect(costing.statusCode).toBe(404);
  });
});

describe('the convention PDF line by line', () => {
  it('prints the wear set on the costing screen, the share, the deposit and the balance to return', async () => {
    const id = await saveWithPhotos(server.app, a.headers, moveOut(a, { depotGarantie: '1 200,00' }), photos);
    const costing = (
      await server.app.inject({ url: `/api/edl/${id}/costing`, headers: a.headers })
    ).json<Costing>();
    const [line] = costing.lines;
    const patched = await server.app.inject({
      method: 'PATCH',
      url: `/api/edl/costing/${line?.id ?? 0}`,
      headers: a.headers,
      payload: { wear: 40 },
    });
    expect(patched.json<{ totals: Costing['totals'] }>().totals).toEqual({
      ht: 85800,
      tva: 17160,
      ttc: 102960,
    });
    const text = await conventionPdf(a, id);
    expect(text).toContain('Salon › Murs');
    expect(text).toContain('Réparer');
    expect(text).toContain('Forfait');
    expect(text).toContain('1 430,00 €');
    expect(text).toContain('40 %');
    expect(text).toContain('858,00 €');
    expect(text).toContain('1 029,60 €');
    expect(text).toContain('Dépôt de garantie 1 200,00 €');
    expect(text).toContain('Total à la charge du locataire (TTC) 1 029,60 €');
    expect(text).toContain('Solde à restituer au locataire 170,40 €');
  });
});
