/**
 * A report signed on the device (storage/closeReport.ts) and saved (features/saving/uploadReport.ts),
 * with the real storage layer (fake-indexeddb) and `fetch` answering as the server would:
 * - the fingerprint stored at signing is the one the server recomputes from the upload the app
 *   sends (domain fingerprintText), also with a photo row the report no longer shows and a photo
 *   whose image the device lost;
 * - each of the server's two refusals keeps the local copy: idempotency-key-reused leaves it ready
 *   and the next save goes under a new key; fingerprint-mismatch opens it again to be signed again.
 */
import 'fake-indexeddb/auto';
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createReport,
  emptyReportInfo,
  fingerprintText,
  LocalReportSchema,
  uploadFingerprintInput,
  type LocalReport,
} from '@constat/domain';
import { installMemoryStorage } from './setup.ts';
import { ApiError } from '../src/api/errors.ts';
import { writeSecurity } from '../src/api/tokens.ts';
import { uploadReport } from '../src/features/saving/uploadReport.ts';
import { signAndClose } from '../src/storage/closeReport.ts';
import { openDeviceDatabase, type ConstatDatabase } from '../src/storage/db.ts';
import { readReport, storeNewReport } from '../src/storage/localReports.ts';

const OWNER = { userId: 7, profileId: 3 };

let db: ConstatDatabase;
beforeEach(() => {
  installMemoryStorage();
  writeSecurity({ login: 'agent', jwtToken: 'jwt-1', refreshToken: 'refresh-1' });
  db = openDeviceDatabase(`refusals-${Math.random()}`);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await db.delete();
});

const bytes = (seed: number, size = 64) => new Uint8Array(size).map((_, i) => (i * seed) % 251).buffer;

/** An open report showing photos ref:0, ref:1 and ref:lost (no image), with a spare photo row. */
async function openReport(): Promise<number> {
  const info = emptyReportInfo();
  const base = createReport({
    edlIO: 'Entrant',
    template: 'default',
    info: { ...info, renter: { ...info.renter, name: 'Élodie Hélène' } },
    now: 1_700_000_000_000,
  });
  const [room, ...rooms] = base.edl;
  const [entry, ...entries] = room?.entry ?? [];
  if (!room || !entry) throw new Error('a report without rooms');
  const photo = ['ref:0', 'ref:1', 'ref:lost'].map((ref) => ({ _ref: ref, _context: '1.1' }));
  const report: LocalReport = {
    ...base,
    comment: 'Rayure au sol',
    edl: [{ ...room, entry: [{ ...entry, rate: { ...entry.rate, photo } }, ...entries] }, ...rooms],
  };
  const { localId } = await storeNewReport(db, OWNER, report);
  for (const [i, ref] of ['ref:0', 'ref:1', 'ref:spare'].entries())
    await db.photos.add({
      ref,
      localEdlId: localId,
      context: null,
      data: bytes(i + 3),
      type: 'image/jpeg',
      createdAt: 0,
    });
  return localId;
}

interface Sent {
  key: string | null;
  body: LocalReport;
}

/** Images are all on the server; each POST /api/edl gets the next of `answers`. */
function server(answers: Response[]): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    if (url === '/api/photos/missing')
      return Promise.resolve(
        new Response(JSON.stringify({ missing: [] }), { headers: { 'Content-Type': 'application/json' } }),
      );
    if (url !== '/api/edl') return Promise.resolve(new Response(null, { status: 404 }));
    sent.push({
      key: new Headers(init.headers).get('idempotency-key'),
      body: JSON.parse(String(init.body)) as LocalReport,
    });
    return Promise.resolve(answers.shift() ?? new Response(null, { status: 500 }));
  });
  return sent;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const refusal = (code: string) => json(422, { code, message: 'refusé' });

async function sign(localId: number): Promise<LocalReport> {
  const png = bytes(11, 32);
  return signAndClose(db, OWNER, localId, [
    { signer: { key: 'renter', label: 'Locataire' }, png },
    { signer: { key: 'owner', label: 'Propriétaire ou mandataire' }, png: bytes(13, 32) },
  ]);
}

describe('a report signed on the device and saved', () => {
  it('carries the fingerprint the server recomputes from the upload', async () => {
    const localId = await openReport();
    const signed = await sign(localId);
    const sent = server([json(201, { id: 41, date: 1 })]);
    await uploadReport(db, OWNER, localId, () => undefined);

    const [upload] = sent;
    // What the server does: the domain schema reads the body, then the domain recomputes.
    const parsed = LocalReportSchema.parse(upload?.body);
    const text = fingerprintText(uploadFingerprintInput(parsed));
    expect(createHash('sha256').update(text, 'utf8').digest('hex')).toBe(signed.fingerprint);
    // The lost photo is not part of what was signed, nor of what is sent.
    expect(JSON.stringify(signed)).not.toContain('ref:lost');
  });
});

describe('the two refusals of a save keep the local copy', () => {
  it('idempotency-key-reused: unchanged and ready; the next save goes under a new key', async () => {
    const localId = await openReport();
    await sign(localId);
    const before = await readReport(db, OWNER, localId);
    const sent = server([refusal('idempotency-key-reused'), json(201, { id: 42, date: 2 })]);

    const error: unknown = await uploadReport(db, OWNER, localId, () => undefined).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('idempotency-key-reused');
    expect(await readReport(db, OWNER, localId)).toEqual(before);

    await uploadReport(db, OWNER, localId, () => undefined);
    const [first, second] = sent;
    expect(second?.key).toBe(`${first?.key}:1`);
    expect(second?.body).toEqual(first?.body);
    expect(await readReport(db, OWNER, localId)).toMatchObject({ id: 42, open: false });
  });

  it('fingerprint-mismatch: kept with its photos and signatures, open again, unsealed', async () => {
    const localId = await openReport();
    const signed = await sign(localId);
    server([refusal('fingerprint-mismatch')]);

    const error: unknown = await uploadReport(db, OWNER, localId, () => undefined).catch((e: unknown) => e);
    expect((error as ApiError).code).toBe('fingerprint-mismatch');
    const { fingerprint: _sealed, ...content } = signed;
    expect(await readReport(db, OWNER, localId)).toEqual({ ...content, open: true });
    expect(await db.photos.where('localEdlId').equals(localId).count()).toBe(3);
    expect(await db.signatures.where('localEdlId').equals(localId).count()).toBe(2);
  });
});
