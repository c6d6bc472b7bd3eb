/**
 * The summaries 'EDLs en cours' reads (storage/db.ts version 2, fake-indexeddb): after every write
 * path of a report, each stored summary is the domain's summary of its stored report, and no other
 * module writes the reports table; a device holding reports from version 1 gets their summaries on
 * upgrade with its reports untouched; the list still shows a report that has no summary.
 */
import 'fake-indexeddb/auto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Dexie } from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createReport, emptyReportInfo, localReportSummary, type LocalReport } from '@constat/domain';
import { openDeviceDatabase, type ConstatDatabase, type StoredReport } from '../src/storage/db.ts';
import {
  deleteReport,
  listSummaries,
  nextUploadRevision,
  putReportRow,
  readReportRow,
  storeNewReport,
  updateOwnedRow,
  writeReport,
} from '../src/storage/localReports.ts';
import { reopenForSignature, signAndClose } from '../src/storage/closeReport.ts';

const AGENT = { userId: 7, profileId: 3 };
const OTHER = { userId: 8, profileId: 9 };

function newReport(now: number, tenant = 'Élodie Martin'): LocalReport {
  const info = emptyReportInfo();
  return createReport({
    edlIO: 'Entrant',
    template: 'default',
    info: {
      ...info,
      bien: { ...info.bien, addr: '12 rue de la Gare', ville: 'Lyon', mandataire: 'Agence Étoile' },
      renter: { ...info.renter, name: tenant },
    },
    now,
  });
}

/** Every summary is its report's, for every report, and there is no summary without its report. */
async function expectSummariesFollowReports(db: ConstatDatabase): Promise<void> {
  const reports = await db.reports.toArray();
  const summaries = await db.summaries.toArray();
  expect(summaries.map((row) => row.localId).sort()).toEqual(reports.map((row) => row.localId).sort());
  for (const row of reports) {
    expect(await db.summaries.get(row.localId)).toEqual({
      localId: row.localId,
      userId: row.userId,
      profileId: row.profileId,
      summary: localReportSummary(row.report),
    });
  }
}

let db: ConstatDatabase;
let name: string;
beforeEach(() => {
  name = `summaries-${Math.random()}`;
  db = openDeviceDatabase(name);
});
afterEach(async () => {
  db.close();
  await Dexie.delete(name);
});

describe('report summaries', () => {
  it('are written with their report by every write path', async () => {
    const a = await storeNewReport(db, AGENT, newReport(1000));
    const b = await storeNewReport(db, OTHER, newReport(1000, 'Paul Petit'), newReport(500));
    await expectSummariesFollowReports(db);

    // The editor's write, and a departing page's.
    await writeReport(db, AGENT, { ...a, owner: { proprietaireNom: 'Mme Durand' } });
    await expectSummariesFollowReports(db);
    const row = await readReportRow(db, AGENT, a.localId);
    if (!row) throw new Error('stored report missing');
    await putReportRow(db, row, {
      ...row.report,
      nbRenters: 2,
      renter2: { name: 'Jean Roux', represented: false },
    });
    await expectSummariesFollowReports(db);
    expect((await listSummaries(db, AGENT))[0]?.tenants).toBe('Élodie Martin / Jean Roux');

    // Signing, saving (server id and date), a refused key, a refused fingerprint.
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]).buffer;
    await signAndClose(db, AGENT, a.localId, [{ signer: { key: 'renter', label: 'Locataire' }, png }]);
    await expectSummariesFollowReports(db);
    expect((await db.summaries.get(a.localId))?.summary.open).toBe(false);
    await nextUploadRevision(db, AGENT, a.localId);
    await reopenForSignature(db, AGENT, a.localId);
    await expectSummariesFollowReports(db);
    expect((await db.summaries.get(a.localId))?.summary.open).toBe(true);
    const signed = await readReportRow(db, AGENT, a.localId);
    if (!signed) throw new Error('stored report missing');
    await writeReport(db, AGENT, { ...signed.report, open: false, id: 42, syncDate: 9000 });
    await updateOwnedRow(db, OTHER, b.localId, (stored) => ({
      ...stored,
      report: { ...stored.report, edlIO: 'Sortant' },
    }));
    await expectSummariesFollowReports(db);
    expect((await listSummaries(db, AGENT))[0]).toMatchObject({ id: 42, syncDate: 9000 });

    await deleteReport(db, AGENT, a.localId);
    await expectSummariesFollowReports(db);
    expect(await listSummaries(db, AGENT)).toEqual([]);
    expect((await listSummaries(db, OTHER)).map((summary) => summary.edlIO)).toEqual(['Sortant']);
  });

  it('are not written when the report is not (a write refused as another owner)', async () => {
    const a = await storeNewReport(db, AGENT, newReport(1000));
    expect(await writeReport(db, OTHER, { ...a, renter: { ...a.renter, name: 'Intrus' } })).toBe(false);
    await expectSummariesFollowReports(db);
    expect((await listSummaries(db, AGENT))[0]?.tenants).toBe('Élodie Martin');
  });

  it('are read in place of a report only: one stored without its summary is summarised from itself', async () => {
    const kept = await storeNewReport(db, AGENT, newReport(2000));
    const bare: StoredReport = {
      ...AGENT,
      localId: 3000,
      report: newReport(3000, 'Sans Résumé'),
      updatedAt: 1,
    };
    await db.reports.put(bare);
    await db.summaries.put({ ...AGENT, localId: 4000, summary: localReportSummary(newReport(4000)) });
    expect(await listSummaries(db, AGENT)).toEqual([
      localReportSummary(bare.report),
      localReportSummary(kept),
    ]);
  });
});

describe('upgrade to summaries (database version 2)', () => {
  it('summarises the reports a device holds and keeps every report as it was', async () => {
    await db.delete();
    // The database as version 1 of the app left it.
    const v1 = new Dexie(name);
    v1.version(1).stores({
      reports: 'localId, userId, [userId+profileId]',
      photos: '++id, &ref, localEdlId',
      signatures: '++id, &ref, localEdlId',
    });
    const rows: StoredReport[] = [
      { ...AGENT, localId: 1000, report: newReport(1000), updatedAt: 1, uploadRevision: 1 },
      { ...AGENT, localId: 2000, report: { ...newReport(2000), open: false, id: 7 }, updatedAt: 2 },
      { ...OTHER, localId: 3000, report: newReport(3000, 'Paul Petit'), updatedAt: 3, entry: newReport(10) },
    ];
    // A report too malformed to summarise (no owner part) must not keep the database from opening.
    const malformed = {
      ...OTHER,
      localId: 4000,
      report: { ...newReport(4000), owner: undefined },
      updatedAt: 4,
    };
    await v1.table('reports').bulkAdd([...rows, malformed]);
    v1.close();

    db = openDeviceDatabase(name);
    expect(await db.reports.toArray()).toEqual([...rows, malformed]);
    expect((await listSummaries(db, AGENT)).map((summary) => summary.localId)).toEqual([2000, 1000]);
    expect(await db.summaries.get(4000)).toBeUndefined();
    for (const row of rows)
      expect((await db.summaries.get(row.localId))?.summary).toEqual(localReportSummary(row.report));
  });
});

describe('writes of the reports table', () => {
  it('are all in storage/localReports.ts, which writes the summary with each', () => {
    const root = path.join(import.meta.dirname, '../src');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) =>
      /\.tsx?$/.test(file),
    );
    const writers = files.filter((file) =>
      /\.reports\.(put|add|update|delete|bulk\w+|clear|where|toCollection)\b|objectStore\('reports'\)/.test(
        readFileSync(path.join(root, file), 'utf8'),
      ),
    );
    expect(writers.map((file) => file.replaceAll(path.sep, '/'))).toEqual(['storage/localReports.ts']);
  });
});
