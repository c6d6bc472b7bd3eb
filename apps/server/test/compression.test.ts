/**
 * Large answers travel compressed (docs/ARCHITECTURE.md "Budgets"): a saved report's JSON (`GET
 * /api/edl/{id}`, hundreds of kB for 25 rooms) goes as brotli to a browser, gzip to a client that takes only
 * gzip, and as it is to one that asks for nothing; the saved list keeps its own cached gzip (never encoded
 * twice); small answers, PDFs and photos are sent as they are.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { sha256 } from './images.ts';
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
let agent: Account;
let reportId: number;
const [photo] = photoSet(1, 771) as [Buffer];

/** The report of `uploadReport` with 25 rooms: its first room copied as extra bedrooms. */
function twentyFiveRooms(profileId: number) {
  const report = uploadReport(profileId, [photo], { localId: 1_771_000_000_000 });
  const [first] = report.edl;
  if (!first) throw new Error('a report without rooms');
  const extra = Array.from({ length: 25 - report.edl.length }, (_, i) => ({
    ...first,
    id: 500 + i,
    name: `Chambre ${i + 5}`,
  }));
  return { ...report, edl: [...report.edl, ...extra] };
}

beforeAll(async () => {
  server = await startTestServer();
  const admin = await adminHeaders(server.app);
  agent = await createAccount(
    server.app,
    admin,
    'compress-agent',
    await createGroup(server.app, admin, 'Agence Zip', false),
  );
  reportId = await saveWithPhotos(server.app, agent.headers, twentyFiveRooms(agent.profileId), [photo]);
});
afterAll(() => server?.close());

const get = (url: string, acceptEncoding?: string) =>
  server.app.inject({
    url,
    headers: { ...agent.headers, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

describe('a saved report of 25 rooms', () => {
  it('goes as brotli to a browser, gzip to a gzip client, as it is otherwise: the same JSON', async () => {
    const plain = await get(`/api/edl/${reportId}`);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(50_000);

    const br = await get(`/api/edl/${reportId}`, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    // Repeated rooms: a tenth of the size at most.
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 10);

    const gzip = await get(`/api/edl/${reportId}`, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
  });
});

describe('what is not encoded again', () => {
  it('the saved list keeps its own cached gzip, decoded once to the same JSON', async () => {
    // A page of several reports: the list gzips pages of some size only.
    for (let i = 1; i <= 6; i++)
      expect(
        (
          await saveReport(
            server.app,
            agent.headers,
            uploadReport(agent.profileId, [], { localId: 1_771_000_000_000 + i }),
          )
        ).statusCode,
      ).toBe(201);
    const plain = await get('/api/edl');
    const gzipped = await get('/api/edl', 'gzip, deflate, br');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('small answers and photos go as they are', async () => {
    const me = await get('/api/me', 'br');
    expect(me.statusCode).toBe(200);
    expect(me.rawPayload.length).toBeLessThan(1024);
    expect(me.headers['content-encoding']).toBeUndefined();
    const image = await get(`/api/edl/${reportId}/photos/${sha256(photo)}`, 'br');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.rawPayload.equals(photo)).toBe(true);
  });
});
