/**
 * Device storage (IndexedDB through Dexie, here on fake-indexeddb): reports are scoped to their
 * account and profile, deletion takes photos and signatures along, and the report writer never
 * loses a version: a refused write keeps it for the next attempt and the stored state stays whole; a
 * screen's read waits for what other screens are still writing.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createReport, emptyReportInfo, type LocalReport } from '@constat/domain';
import { openDeviceDatabase, type ConstatDatabase } from '../src/storage/db.ts';
import {
  deleteReport,
  listSummaries,
  readReport,
  storeNewReport,
  writeReport,
} from '../src/storage/localReports.ts';
import { readWithEveryEdit, ReportWriter, trackWriter, writesSettled } from '../src/storage/reportWriter.ts';
import { DeviceStorageError, guardedWrite, isQuotaExceeded } from '../src/storage/storageErrors.ts';

const AGENT = { userId: 7, profileId: 3 };
const OTHER_PROFILE = { userId: 7, profileId: 4 };
const OTHER_ACCOUNT = { userId: 8, profileId: 9 };

function newReport(now = 1_700_000_000_000): LocalReport {
  const info = emptyReportInfo();
  return createReport({
    edlIO: 'Entrant',
    template: 'default',
    info: { ...info, renter: { ...info.renter, name: 'Élodie' } },
    now,
  });
}

let db: ConstatDatabase;
beforeEach(() => {
  db = openDeviceDatabase(`test-${Math.random()}`);
});
afterEach(async () => {
  await db.delete();
});

describe('local reports', () => {
  it('belong to the account and profile that made them', async () => {
    const stored = await storeNewReport(db, AGENT, newReport());
    expect(await readReport(db, AGENT, stored.localId)).toEqual(stored);
    expect(await readReport(db, OTHER_PROFILE, stored.localId)).toBeNull();
    expect(await readReport(db, OTHER_ACCOUNT, stored.localId)).toBeNull();
    expect(await listSummaries(db, OTHER_ACCOUNT)).toEqual([]);
    expect(await writeReport(db, OTHER_ACCOUNT, { ...stored, comment: 'intrus' })).toBe(false);
    expect(await deleteReport(db, OTHER_ACCOUNT, stored.localId)).toBe(false);
    expect((await readReport(db, AGENT, stored.localId))?.comment).toBeUndefined();
  });

  it('get a free localId when two are created in the same millisecond, newest first in the list', async () => {
    const a = await storeNewReport(db, AGENT, newReport(1000));
    const b = await storeNewReport(db, OTHER_ACCOUNT, newReport(1000));
    const c = await storeNewReport(db, AGENT, newReport(5000));
    expect(a.localId).toBe(1000);
    expect(b.localId).toBe(1001);
    expect((await listSummaries(db, AGENT)).map((summary) => summary.localId)).toEqual([5000, 1000]);
    expect(c.profileId).toBe(AGENT.profileId);
  });

  it('are deleted with their photos and signatures, and nothing of another report', async () => {
    const a = await storeNewReport(db, AGENT, newReport(1000));
    const b = await storeNewReport(db, AGENT, newReport(2000));
    const bytes = new Uint8Array([0xff, 0xd8, 0xff]).buffer;
    await db.photos.bulkAdd([
      {
        ref: 'ref:1000:1',
        localEdlId: a.localId,
        context: '3.1',
        data: bytes,
        type: 'image/jpeg',
        createdAt: 1,
      },
      {
        ref: 'ref:2000:1',
        localEdlId: b.localId,
        context: null,
        data: bytes,
        type: 'image/jpeg',
        createdAt: 1,
      },
    ]);
    await db.signatures.add({
      ref: 'sig:1000:renter',
      localEdlId: a.localId,
      signer: 'renter',
      data: bytes,
      type: 'image/png',
      createdAt: 1,
    });
    expect(await deleteReport(db, AGENT, a.localId)).toBe(true);
    expect(await db.photos.toArray()).toHaveLength(1);
    expect(await db.signatures.count()).toBe(0);
    expect(await readReport(db, AGENT, b.localId)).not.toBeNull();
  });
});

describe('ReportWriter', () => {
  it('writes the newest version, skipping the ones it contains', async () => {
    const written: string[] = [];
    let release: () => void = () => undefined;
    const firstWrite = new Promise<void>((resolve) => (release = resolve));
    const writer = new ReportWriter(
      async (report) => {
        written.push(report.comment ?? '');
        if (written.length === 1) await firstWrite;
      },
      () => undefined,
    );
    const base = newReport();
    void writer.save({ ...base, comment: 'a' });
    void writer.save({ ...base, comment: 'ab' });
    void writer.save({ ...base, comment: 'abc' });
    release();
    await writer.flush();
    expect(written).toEqual(['a', 'abc']);
    expect(writer.hasUnsavedChanges).toBe(false);
  });

  it('keeps a refused version and stores it on the next flush; the stored state is the previous one meanwhile', async () => {
    const stored = await storeNewReport(db, AGENT, newReport());
    let refuse = true;
    const errors: unknown[] = [];
    const writer = new ReportWriter(
      async (report) => {
        if (refuse) {
          await guardedWrite(() =>
            Promise.reject(Object.assign(new Error('quota'), { name: 'QuotaExceededError' })),
          );
        }
        await writeReport(db, AGENT, report);
      },
      (error) => errors.push(error),
    );
    await writer.save({ ...stored, comment: 'observations du salon' });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(DeviceStorageError);
    expect((errors[0] as DeviceStorageError).quotaExceeded).toBe(true);
    expect(writer.hasUnsavedChanges).toBe(true);
    expect((await readReport(db, AGENT, stored.localId))?.comment).toBeUndefined();
    refuse = false;
    await writer.flush();
    expect((await readReport(db, AGENT, stored.localId))?.comment).toBe('observations du salon');
    expect(writer.hasUnsavedChanges).toBe(false);
  });
});

describe('writesSettled', () => {
  it("lets a screen's read see the version another screen queued behind its write under way", async () => {
    const stored = await storeNewReport(db, AGENT, newReport());
    // The editor's writer: a count typed while the previous change is being written.
    const editor = new ReportWriter(
      (report) => writeReport(db, AGENT, report),
      () => undefined,
    );
    const untrack = trackWriter(editor);
    void editor.save({ ...stored, comment: 'Vigik : 1' });
    void editor.save({ ...stored, comment: 'Vigik : 0' });
    // The recap entered meanwhile reads once the writes are settled.
    await writesSettled();
    expect((await readReport(db, AGENT, stored.localId))?.comment).toBe('Vigik : 0');
    untrack();
  });

  it("does not try another screen's refused version again (its screen does, and says so)", async () => {
    let attempts = 0;
    const refused = new ReportWriter(
      () => {
        attempts += 1;
        return Promise.reject(new Error('refused'));
      },
      () => undefined,
    );
    const untrackRefused = trackWriter(refused);
    await refused.save(newReport());
    await writesSettled();
    expect(attempts).toBe(1);
    expect(refused.hasUnsavedChanges).toBe(true);
    untrackRefused();
  });
});

describe('isQuotaExceeded', () => {
  it('recognises the quota error, also wrapped by Dexie', () => {
    expect(isQuotaExceeded({ name: 'QuotaExceededError' })).toBe(true);
    expect(isQuotaExceeded({ name: 'AbortError', inner: { name: 'QuotaExceededError' } })).toBe(true);
    expect(isQuotaExceeded({ name: 'AbortError' })).toBe(false);
    expect(isQuotaExceeded(null)).toBe(false);
  });
});

describe('readWithEveryEdit', () => {
  it('reads again when the screen was edited while its read ran: a second tenant added meanwhile is kept', async () => {
    const stored = await storeNewReport(db, AGENT, newReport());
    const writer = new ReportWriter(
      (report) => writeReport(db, AGENT, report),
      () => undefined,
    );
    // The screen in memory, as useLocalReport keeps it: each edit applied and queued for writing.
    let current = stored;
    let edits = 0;
    const edit = (comment: string) => {
      current = { ...current, comment };
      edits += 1;
      void writer.save(current);
    };
    let reads = 0;
    const read = async () => {
      const report = await readReport(db, AGENT, stored.localId);
      reads += 1;
      // A tap lands while the first read is under way: its write starts after the read.
      if (reads === 1) edit('Hugo Moreau ajouté');
      return report;
    };
    const report = await readWithEveryEdit(
      () => edits,
      () => writer.flush(),
      read,
    );
    expect(reads).toBe(2);
    expect(report?.comment).toBe('Hugo Moreau ajouté');
  });

  it('reads once when nothing is edited meanwhile', async () => {
    const stored = await storeNewReport(db, AGENT, newReport());
    let reads = 0;
    const report = await readWithEveryEdit(
      () => 0,
      () => Promise.resolve(),
      () => {
        reads += 1;
        return readReport(db, AGENT, stored.localId);
      },
    );
    expect(reads).toBe(1);
    expect(report?.localId).toBe(stored.localId);
  });
});
