/**
 * The server with STORAGE_URL: photos uploaded, the PDF rendered from them and served, all
 * kept as objects in an S3 server (s3rver, a real one over HTTP), nothing under DATA_DIR/blobs. The
 * render workers read local copies of the photos, fetched from the bucket.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import {
  adminHeaders,
  createAccount,
  photoSet,
  saveWithPhotos,
  uploadReport,
  type Account,
} from './reportFixtures.ts';
import { startS3Server, TEST_BUCKET, type S3TestServer } from './s3Server.ts';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

let s3: S3TestServer;
let server: TestServer;
let agent: Account;
const photos = photoSet(3, 4100, 40_000);
let reportId: number;

async function bucketObjects(): Promise<Map<string, number>> {
  const client = new S3Client({
    endpoint: `http://127.0.0.1:${s3.port}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const listed = await client.send(new ListObjectsV2Command({ Bucket: TEST_BUCKET }));
  client.destroy();
  return new Map((listed.Contents ?? []).map((object) => [object.Key ?? '', object.Size ?? 0]));
}

async function renderedPdf(): Promise<{ sha256: string; bytes: Buffer }> {
  const generate = await server.app.inject({
    method: 'POST',
    url: `/api/edl/${reportId}/pdf/generate`,
    headers: agent.headers,
  });
  expect(generate.statusCode).toBe(202);
  for (const end = Date.now() + 60_000; Date.now() < end; await new Promise((r) => setTimeout(r, 50))) {
    const { rows } = await server.database.pool.query<{ status: string; sha256: string; error: string }>(
      `select status, sha256, error from report_documents where report_id = $1 and kind = 'edl'`,
      [reportId],
    );
    if (rows[0]?.status === 'failed') throw new Error(`render failed: ${rows[0].error}`);
    if (rows[0]?.status !== 'done') continue;
    const pdf = await server.app.inject({ url: `/api/edl/${reportId}.pdf`, headers: agent.headers });
    expect(pdf.statusCode).toBe(200);
    return { sha256: rows[0].sha256, bytes: pdf.rawPayload };
  }
  throw new Error('the PDF was not rendered within 60 s');
}

beforeAll(async () => {
  s3 = await startS3Server();
  server = await startTestServer({ env: { STORAGE_URL: s3.storageUrl } });
  agent = await createAccount(server.app, await adminHeaders(server.app), 'agent-s3', null);
  reportId = await saveWithPhotos(server.app, agent.headers, uploadReport(agent.profileId, photos), photos);
});
afterAll(async () => {
  await server?.close();
  await s3?.close();
});

describe('STORAGE_URL: blobs in an S3-compatible object store', () => {
  it('keeps each uploaded photo as one object named by its hash, none in DATA_DIR', async () => {
    const objects = await bucketObjects();
    for (const bytes of photos) expect(objects.get(sha256(bytes))).toBe(bytes.length);
    await expect(fs.access(path.join(server.dataDir, 'blobs'))).rejects.toThrow();
  });

  it('serves the photos of a saved report byte for byte from the bucket', async () => {
    for (const bytes of photos) {
      const photo = await server.app.inject({
        url: `/api/edl/${reportId}/photos/${sha256(bytes)}`,
        headers: agent.headers,
      });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-length']).toBe(String(bytes.length));
      expect(photo.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('renders the PDF from local copies of the photos, stores it in the bucket and serves it', async () => {
    const first = await renderedPdf();
    expect(first.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(sha256(first.bytes)).toBe(first.sha256);
    expect((await bucketObjects()).get(first.sha256)).toBe(first.bytes.length);
    const copies = path.join(server.dataDir, 'blob-copies');
    for (const bytes of photos) {
      const copy = path.join(copies, sha256(bytes).slice(0, 2), sha256(bytes));
      expect((await fs.readFile(copy)).equals(bytes)).toBe(true);
    }
    // Copies gone (a restart on another machine): fetched again for the next render.
    await fs.rm(copies, { recursive: true });
    await fs.mkdir(path.join(copies, 'tmp'), { recursive: true });
    const again = await renderedPdf();
    expect(again.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await fs.readdir(copies)).toEqual(
      expect.arrayContaining(photos.map((b) => sha256(b).slice(0, 2))),
    );
  });
});
