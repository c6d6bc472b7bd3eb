/**
 * Saving one local report (features/saving/uploadReport.ts) with several images in flight: the first
 * image that fails stops the others (their requests are cancelled), is thrown as is, no progress is
 * reported after it (a late answer would turn the queue's 'waiting' back into 'saving', where the
 * report would stay stuck) and the device keeps the report as it was; the progress counts the bytes of
 * the images sent and ends at the total; one request asks which images the server lacks. The device database is fake-indexeddb; `fetch` is a
 * scripted server that answers after a delay and honours the request's abort signal, as a browser
 * does.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createReport, emptyReportInfo, type LocalReport } from '@constat/domain';
import { installMemoryStorage } from './setup.ts';
import { ApiError, NetworkError } from '../src/api/errors.ts';
import { writeSecurity } from '../src/api/tokens.ts';
import { IMAGES_AT_ONCE } from '../src/features/saving/eachAtMost.ts';
import { uploadReport, type UploadProgress } from '../src/features/saving/uploadReport.ts';
import { openDeviceDatabase, type ConstatDatabase } from '../src/storage/db.ts';
import { readReport, storeNewReport } from '../src/storage/localReports.ts';

const OWNER = { userId: 7, profileId: 3 };
const PHOTOS = 5;

/** A signed report with PHOTOS photos of different sizes (sha256 stored) and one signature. */
async function seedSigned(db: ConstatDatabase): Promise<{ localId: number; sizes: Map<string, number> }> {
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
  const photo = Array.from({ length: PHOTOS }, (_, i) => ({ _ref: `ref:${i}` }));
  const report: LocalReport = {
    ...base,
    open: false,
    signatures: { renter: { label: 'Locataire', _ref: 'sig:renter' } },
    edl: [{ ...room, entry: [{ ...entry, rate: { ...entry.rate, photo } }, ...entries] }, ...rooms],
  };
  const stored = await storeNewReport(db, OWNER, report);
  const sizes = new Map<string, number>();
  for (let i = 0; i < PHOTOS; i++) {
    const sha256 = `${i}`.repeat(64);
    sizes.set(sha256, 1000 * (i + 1));
    await db.photos.add({
      ref: `ref:${i}`,
      localEdlId: stored.localId,
      context: null,
      data: new ArrayBuffer(1000 * (i + 1)),
      type: 'image/jpeg',
      sha256,
      createdAt: 0,
    });
  }
  sizes.set('f'.repeat(64), 300);
  await db.signatures.add({
    ref: 'sig:renter',
    localEdlId: stored.localId,
    signer: 'renter',
    data: new ArrayBuffer(300),
    type: 'image/png',
    sha256: 'f'.repeat(64),
    createdAt: 0,
  });
  return { localId: stored.localId, sizes };
}

interface Call {
  method: string;
  url: string;
  aborted: boolean;
  /** The JSON sent (the report), null for images. */
  json: string | null;
}

type Answer = () => Response | Error;

/** Each call is answered by `answer(method, url)` after `delay(method, url)` ms, unless aborted. */
function scriptedServer(
  answer: (method: string, url: string, body: string | null) => Answer,
  delay: (method: string, url: string) => number,
) {
  const calls: Call[] = [];
  const open = { now: 0, peak: 0 };
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    open.now++;
    open.peak = Math.max(open.peak, open.now);
    const method = init.method ?? 'GET';
    const call = { method, url, aborted: false, json: typeof init.body === 'string' ? init.body : null };
    calls.push(call);
    const reply = answer(method, url, call.json);
    return new Promise<Response>((resolve, reject) => {
      const timer = setTimeout(
        () => {
          open.now--;
          const result = reply();
          if (result instanceof Error) reject(result);
          else resolve(result);
        },
        delay(method, url),
      );
      init.signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        open.now--;
        call.aborted = true;
        reject(new DOMException('The operation was aborted.', 'AbortError'));
      });
    });
  });
  return Object.assign(calls, { open });
}

const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const settle = () => new Promise((resolve) => setTimeout(resolve, 120));
const MISSING = '/api/photos/missing';
/** The server lacks every image asked for but `has`. */
const lacking =
  (has: string[] = []) =>
  (init: { body: string | null }) =>
    json(200, {
      missing: (JSON.parse(init.body ?? '{}') as { sha256: string[] }).sha256.filter((h) => !has.includes(h)),
    });

let db: ConstatDatabase;
beforeEach(() => {
  installMemoryStorage();
  writeSecurity({ login: 'agent', jwtToken: 'jwt-1', refreshToken: 'refresh-1' });
  db = openDeviceDatabase(`upload-${Math.random()}`);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await db.delete();
});

describe('uploadReport with several images at once', () => {
  it('sends several images at once', () => {
    expect(IMAGES_AT_ONCE).toBeGreaterThan(1);
  });

  it('stops at the first network failure: the others are cancelled and report no progress after it', async () => {
    const { localId } = await seedSigned(db);
    const first = `/api/photos/${'0'.repeat(64)}`;
    // The first image's PUT meets a dead network at once; the others' answers come later.
    const calls = scriptedServer(
      (_method, url, body) => {
        if (url === MISSING) return lacking()({ body });
        if (url === first) return () => new TypeError('Failed to fetch');
        return json(201, {});
      },
      (_method, url) => (url === first || url === MISSING ? 1 : 40),
    );
    const progress: UploadProgress[] = [];
    const late: UploadProgress[] = [];
    let failed = false;
    const upload = uploadReport(db, OWNER, localId, (step) => (failed ? late : progress).push(step));
    await expect(upload).rejects.toBeInstanceOf(NetworkError);
    failed = true;
    await settle();

    expect(late).toEqual([]);
    expect(progress).toEqual([{ sent: 0, total: progress[0]?.total }]);
    const others = calls.filter((call) => call.url !== first && call.url !== MISSING);
    expect(others).toHaveLength(IMAGES_AT_ONCE - 1);
    expect(others.every((call) => call.aborted)).toBe(true);
    expect(calls.some((call) => call.url === '/api/edl')).toBe(false);
    expect((await readReport(db, OWNER, localId))?.id ?? null).toBeNull();
  });

  it("throws a refused image's ApiError with the server's detail and leaves the report as it was", async () => {
    const { localId } = await seedSigned(db);
    const refused = `/api/photos/${'2'.repeat(64)}`;
    const detail = ["L'empreinte SHA-256 de la photo reçue ne correspond pas à son adresse"];
    const calls = scriptedServer(
      (_method, url, body) => {
        if (url === MISSING) return lacking()({ body });
        if (url === refused) return json(400, { code: 'bad-request', message: 'Photo refusée', detail });
        return json(201, {});
      },
      // The refusal comes before any other image is done.
      (_method, url) => (url === MISSING ? 5 : url === refused ? 10 : 30),
    );
    const before = await readReport(db, OWNER, localId);
    const progress: UploadProgress[] = [];
    const error: unknown = await uploadReport(db, OWNER, localId, (step) => progress.push(step)).catch(
      (thrown: unknown) => thrown,
    );
    const count = progress.length;
    await settle();

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).detail).toEqual(detail);
    expect(progress).toHaveLength(count);
    // No image starts after the failure, and the report itself is not sent.
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(IMAGES_AT_ONCE);
    expect(calls.some((call) => call.url === '/api/edl')).toBe(false);
    expect(await readReport(db, OWNER, localId)).toEqual(before);
  });

  it('asks once which images the server lacks and sends only those, 4 at a time', async () => {
    const { localId, sizes } = await seedSigned(db);
    const has = '1'.repeat(64);
    const calls = scriptedServer(
      (_method, url, body) => {
        if (url === MISSING) return lacking([has])({ body });
        if (url === '/api/edl') return json(201, { id: 42, date: 1_700_000_100_000 });
        return json(201, {});
      },
      () => 5,
    );
    await uploadReport(db, OWNER, localId, () => {});

    const asked = calls.filter((call) => call.url === MISSING);
    expect(asked).toHaveLength(1);
    expect((JSON.parse(asked[0]?.json ?? '{}') as { sha256: string[] }).sha256.sort()).toEqual(
      [...sizes.keys()].sort(),
    );
    expect(calls.some((call) => call.method === 'HEAD')).toBe(false);
    const puts = calls
      .filter((call) => call.method === 'PUT')
      .map((call) => call.url.slice('/api/photos/'.length));
    expect(puts.sort()).toEqual([...sizes.keys()].filter((sha) => sha !== has).sort());
    expect(calls.at(-1)?.url).toBe('/api/edl');
  });

  it('counts the bytes of each image sent, never above the total, and ends at the total', async () => {
    const { localId, sizes } = await seedSigned(db);
    const has = '1'.repeat(64);
    const calls = scriptedServer(
      (_method, url, body) => {
        if (url === MISSING) return lacking([has])({ body });
        if (url === '/api/edl') return json(201, { id: 42, date: 1_700_000_100_000 });
        return json(201, {});
      },
      // Later images answer sooner: they end out of order.
      (_method, url) => (url === '/api/edl' || url === MISSING ? 5 : 50 - Number.parseInt(url.slice(-1), 16)),
    );
    const progress: UploadProgress[] = [];
    const result = await uploadReport(db, OWNER, localId, (step) => progress.push(step));

    expect(result.id).toBe(42);
    expect(calls.open.peak).toBe(IMAGES_AT_ONCE);
    const imageBytes = [...sizes.values()].reduce((sum, size) => sum + size, 0);
    const total = progress[0]?.total ?? 0;
    // The report's JSON counts in bytes, not UTF-16 units (the tenant's name has accents).
    const reportJson = calls.find((call) => call.url === '/api/edl')?.json ?? '';
    expect(total).toBe(imageBytes + new TextEncoder().encode(reportJson).byteLength);
    expect(progress.every((step) => step.total === total && step.sent <= total)).toBe(true);
    const sent = progress.map((step) => step.sent);
    expect(sent).toEqual([...sent].sort((a, b) => a - b));
    // From 0, the photo the server has counts as done at once (not sent), then one step per image
    // sent with its own size, then the total once the report is saved.
    expect(sent[0]).toBe(0);
    expect(sent[1]).toBe(sizes.get(has));
    const steps = sent.slice(2, -1).map((value, i) => value - (sent[i + 1] ?? 0));
    const toSend = [...sizes].filter(([sha]) => sha !== has).map(([, size]) => size);
    expect(steps.sort((a, b) => a - b)).toEqual(toSend.sort((a, b) => a - b));
    expect(sent.at(-1)).toBe(total);
    expect((await readReport(db, OWNER, localId))?.id).toBe(42);
  });
});
