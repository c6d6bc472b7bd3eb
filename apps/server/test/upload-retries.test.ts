/**
 * The upload is idempotent over a real socket (docs/ARCHITECTURE.md "Principles", 3): the same report sent 20
 * times in a row, 20 times at once, or again after the connection was cut mid-body gives exactly one
 * report, whose every photo reads back byte for byte.
 */
import net from 'node:net';
import type { LocalReport } from '@constat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { sha256 } from './images.ts';
import {
  adminHeaders,
  createAccount,
  createGroup,
  photoSet,
  uploadReport,
  type Account,
} from './reportFixtures.ts';

let server: TestServer;
let agent: Account;
let base: string;
let port: number;
beforeAll(async () => {
  server = await startTestServer();
  const admin = await adminHeaders(server.app);
  agent = await createAccount(server.app, admin, 'agent', await createGroup(server.app, admin, 'Sud', true));
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => server.close());

const keyOf = (report: LocalReport) => `device-7f3a:${report.localId}`;

/** What a device does for one report: each photo (HEAD, then PUT if missing), then the report. */
async function upload(
  report: LocalReport,
  photos: readonly Buffer[],
): Promise<{ status: number; id: number }> {
  for (const bytes of photos) {
    const url = `${base}/api/photos/${sha256(bytes)}`;
    const known = await fetch(url, { method: 'HEAD', headers: agent.headers });
    if (known.status === 200) continue;
    const put = await fetch(url, {
      method: 'PUT',
      headers: { ...agent.headers, 'content-type': 'image/jpeg' },
      body: new Uint8Array(bytes),
    });
    if (put.status >= 300) throw new Error(`photo: ${put.status} ${await put.text()}`);
  }
  const response = await fetch(`${base}/api/edl`, {
    method: 'POST',
    headers: { ...agent.headers, 'content-type': 'application/json', 'idempotency-key': keyOf(report) },
    body: JSON.stringify(report),
  });
  const body = (await response.json()) as { id: number };
  return { status: response.status, id: body.id };
}

async function reportsWithKey(report: LocalReport): Promise<number[]> {
  const result = await server.database.pool.query<{ id: number }>(
    'select id from reports where idempotency_key = $1',
    [keyOf(report)],
  );
  return result.rows.map((row) => row.id);
}

/** Exactly one report for the key, every photo linked once and byte-identical. */
async function expectOneReport(report: LocalReport, photos: readonly Buffer[]): Promise<number> {
  const rows = await reportsWithKey(report);
  expect(rows).toHaveLength(1);
  const id = rows[0] as number;
  const links = await server.database.pool.query('select sha256 from report_photos where report_id = $1', [
    id,
  ]);
  expect(links.rows.map((row: { sha256: string }) => row.sha256)).toEqual(photos.map(sha256));
  for (const bytes of photos) {
    const photo = await fetch(`${base}/api/edl/${id}/photos/${sha256(bytes)}`, { headers: agent.headers });
    expect(photo.status).toBe(200);
    expect(Buffer.from(await photo.arrayBuffer()).equals(bytes)).toBe(true);
  }
  return id;
}

/**
 * Opens a raw connection, sends the head and the first `sent` bytes of the body, then cuts, right
 * away or once `until` resolves (the answer is never read).
 */
function cutUpload(report: LocalReport, sent: number, until?: () => Promise<void>): Promise<void> {
  const body = Buffer.from(JSON.stringify(report));
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        `POST /api/edl HTTP/1.1\r\nHost: x\r\nAuthorization: ${agent.headers['authorization']}\r\n` +
          `Content-Type: application/json\r\nIdempotency-Key: ${keyOf(report)}\r\n` +
          `Content-Length: ${body.length}\r\n\r\n`,
      );
      socket.write(body.subarray(0, sent), () => {
        void (until ?? (async () => undefined))().then(() => {
          socket.destroy();
          resolve();
        }, reject);
      });
    });
    socket.on('error', reject);
  });
}

async function putPhotos(photos: readonly Buffer[]): Promise<void> {
  for (const bytes of photos) {
    await fetch(`${base}/api/photos/${sha256(bytes)}`, {
      method: 'PUT',
      headers: { ...agent.headers, 'content-type': 'image/jpeg' },
      body: new Uint8Array(bytes),
    });
  }
}

describe('an upload retried', () => {
  it('20 times in a row gives one report: the first answer 201, the others 200 with the same id', async () => {
    const photos = photoSet(4, 1, 60_000);
    const report = uploadReport(agent.profileId, photos, { localId: 1_700_000_000_100 });
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push(await upload(report, photos));
    expect(answers[0]?.status).toBe(201);
    expect(answers.slice(1).every((answer) => answer.status === 200)).toBe(true);
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
    expect(await expectOneReport(report, photos)).toBe(answers[0]?.id);
  });

  it('20 times at once gives one report, and every attempt answers its id', async () => {
    const photos = photoSet(5, 2, 80_000);
    const report = uploadReport(agent.profileId, photos, { localId: 1_700_000_000_200 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => upload(report, photos)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(19);
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
    expect(await expectOneReport(report, photos)).toBe(answers[0]?.id);
    const list = await fetch(`${base}/api/edl?l=100`, { headers: agent.headers });
    expect(((await list.json()) as { id: number }[]).filter((r) => r.id === answers[0]?.id)).toHaveLength(1);
  });

  it('after the connection was cut mid-body saves nothing, then the retry saves it once', async () => {
    const photos = photoSet(3, 3, 40_000);
    const report = uploadReport(agent.profileId, photos, { localId: 1_700_000_000_300 });
    const size = Buffer.byteLength(JSON.stringify(report));
    await putPhotos(photos);
    await cutUpload(report, Math.floor(size / 2));
    await cutUpload(report, size - 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await reportsWithKey(report)).toEqual([]);
    const retried = await upload(report, photos);
    expect(retried.status).toBe(201);
    expect(await expectOneReport(report, photos)).toBe(retried.id);
  });

  it('cut just as the whole body was sent, the retries still give one report', async () => {
    const photos = photoSet(2, 6);
    const report = uploadReport(agent.profileId, photos, { localId: 1_700_000_000_350 });
    await putPhotos(photos);
    const size = Buffer.byteLength(JSON.stringify(report));
    await Promise.all(Array.from({ length: 5 }, () => cutUpload(report, size)));
    const retried = await upload(report, photos);
    expect([200, 201]).toContain(retried.status);
    expect(await expectOneReport(report, photos)).toBe(retried.id);
  });

  it('when the answer was lost (saved, then the connection cut), the retry answers the first result', async () => {
    const photos = photoSet(2, 4);
    const report = uploadReport(agent.profileId, photos, { localId: 1_700_000_000_400 });
    await putPhotos(photos);
    const saved = async () => {
      for (let i = 0; i < 250 && (await reportsWithKey(report)).length === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    await cutUpload(report, Buffer.byteLength(JSON.stringify(report)), saved);
    const [first] = await reportsWithKey(report);
    expect(first).toEqual(expect.any(Number));
    const retried = await upload(report, photos);
    expect(retried).toEqual({ status: 200, id: first });
    await expectOneReport(report, photos);
  });

  it('a photo cut mid-upload is sent whole on the retry, and the report then saves', async () => {
    const photos = photoSet(2, 5, 400_000);
    const report = uploadReport(agent.profileId, photos, { localId: 1_700_000_000_500 });
    const [first] = photos as [Buffer];
    await new Promise<void>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          `PUT /api/photos/${sha256(first)} HTTP/1.1\r\nHost: x\r\nAuthorization: ${agent.headers['authorization']}\r\n` +
            `Content-Type: image/jpeg\r\nContent-Length: ${first.length}\r\n\r\n`,
        );
        socket.write(first.subarray(0, 150_000), () => (socket.destroy(), resolve()));
      });
      socket.on('error', reject);
    });
    const early = await fetch(`${base}/api/edl`, {
      method: 'POST',
      headers: { ...agent.headers, 'content-type': 'application/json', 'idempotency-key': keyOf(report) },
      body: JSON.stringify(report),
    });
    expect(early.status).toBe(422);
    expect(((await early.json()) as { detail: { missing: string[] } }).detail.missing).toEqual(
      photos.map(sha256),
    );
    const retried = await upload(report, photos);
    expect(retried.status).toBe(201);
    await expectOneReport(report, photos);
  });
});
