/**
 * Photo uploads (PUT / HEAD /api/photos/{sha256}): stored once under DATA_DIR/blobs/ab/cd/<sha256>,
 * byte for byte; refused with a clear 4xx when the hash, the image or the size is wrong, leaving
 * nothing behind; a photo the server has is answered at once, without its body being read.
 */
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { makeBombPng, makeJpeg, makePng, sha256 } from './images.ts';
import { adminHeaders, putPhoto, type Headers } from './reportFixtures.ts';

let server: TestServer;
let headers: Headers;
let blobsDir: string;
beforeAll(async () => {
  server = await startTestServer();
  headers = await adminHeaders(server.app);
  blobsDir = path.join(server.dataDir, 'blobs');
});
afterAll(() => server.close());

const head = (hash: string, h = headers) =>
  server.app.inject({ method: 'HEAD', url: `/api/photos/${hash}`, headers: h });
const stored = (hash: string) => path.join(blobsDir, hash.slice(0, 2), hash.slice(2, 4), hash);
const temporaries = async () => fs.readdir(path.join(blobsDir, 'tmp'));

describe('PUT /api/photos/{sha256}', () => {
  it('stores a JPEG under its hash, byte for byte, and says what it is', async () => {
    const jpeg = makeJpeg(120, 90, 1, 50_000);
    const hash = sha256(jpeg);
    expect((await head(hash)).statusCode).toBe(404);
    const response = await putPhoto(server.app, headers, jpeg);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      sha256: hash,
      size: jpeg.length,
      mime: 'image/jpeg',
      width: 120,
      height: 90,
    });
    expect((await fs.readFile(stored(hash))).equals(jpeg)).toBe(true);
    expect((await head(hash)).statusCode).toBe(200);
    expect(await temporaries()).toEqual([]);
  });

  it('stores a PNG, also sent as application/octet-stream', async () => {
    const png = makePng(40, 30, 2);
    const response = await server.app.inject({
      method: 'PUT',
      url: `/api/photos/${sha256(png)}`,
      headers: { ...headers, 'content-type': 'application/octet-stream' },
      payload: png,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ mime: 'image/png', width: 40, height: 30 });
  });

  it('answers 200 for a photo it already has, and keeps one copy', async () => {
    const jpeg = makeJpeg(16, 16, 3);
    expect((await putPhoto(server.app, headers, jpeg)).statusCode).toBe(201);
    const again = await putPhoto(server.app, headers, jpeg);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ sha256: sha256(jpeg), size: jpeg.length });
    const folder = path.dirname(stored(sha256(jpeg)));
    expect((await fs.readdir(folder)).filter((name) => name === sha256(jpeg))).toHaveLength(1);
  });

  it('refuses bytes whose hash is not the one addressed, and keeps nothing', async () => {
    const jpeg = makeJpeg(16, 16, 4);
    const other = sha256(Buffer.from('something else'));
    const response = await putPhoto(server.app, headers, jpeg, other);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'bad-request',
      message: "L'empreinte SHA-256 de la photo reçue ne correspond pas à son adresse",
      detail: { expected: other, received: sha256(jpeg) },
    });
    expect((await head(other)).statusCode).toBe(404);
    await expect(fs.access(stored(other))).rejects.toThrow();
    expect(await temporaries()).toEqual([]);
  });

  it('refuses what is not a JPEG or PNG, and a truncated JPEG', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n');
    const notImage = await putPhoto(server.app, headers, pdf);
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().message).toBe("Le fichier envoyé n'est pas une image JPEG ou PNG");
    const jpeg = makeJpeg(64, 64, 5, 20_000);
    const cut = jpeg.subarray(0, jpeg.length - 100);
    const truncated = await putPhoto(server.app, headers, cut);
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().message).toBe('Image JPEG incomplète ou corrompue');
    const empty = await putPhoto(server.app, headers, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    for (const bytes of [pdf, cut]) expect((await head(sha256(bytes))).statusCode).toBe(404);
    expect(await temporaries()).toEqual([]);
  });

  it('refuses a decompression bomb (a 20000 x 20000 PNG of a few kB) and keeps nothing', async () => {
    const bomb = makeBombPng(20_000, 20_000);
    const response = await putPhoto(server.app, headers, bomb);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'bad-request',
      message: 'Image trop grande (20000 x 20000 px) : 40 mégapixels au plus',
    });
    expect((await head(sha256(bomb))).statusCode).toBe(404);
    expect(await temporaries()).toEqual([]);
  });

  it('refuses a photo over 15 MB (413), declared or streamed', async () => {
    const big = makeJpeg(64, 64, 6, 15 * 1024 * 1024 + 10);
    const response = await putPhoto(server.app, headers, big);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toContain('Photo trop volumineuse');
    expect(await temporaries()).toEqual([]);
  });

  it('refuses JSON and other content types (415), bad hashes in the path (404), strangers (401)', async () => {
    const jpeg = makeJpeg(8, 8, 7);
    const json = await server.app.inject({
      method: 'PUT',
      url: `/api/photos/${sha256(jpeg)}`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"a":1}',
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toContain('image/jpeg');
    const upper = await putPhoto(server.app, headers, jpeg, sha256(jpeg).toUpperCase());
    expect(upper.statusCode).toBe(404);
    const anonymous = await server.app.inject({
      method: 'PUT',
      url: `/api/photos/${sha256(jpeg)}`,
      headers: { 'content-type': 'image/jpeg' },
      payload: jpeg,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await head(sha256(jpeg), {})).statusCode).toBe(401);
  });
});

describe('on a real socket', () => {
  let port: number;
  beforeAll(async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });

  /** Sends the head and `sent` bytes of a declared `length`-byte body; resolves with the answer. */
  function partialPut(hash: string, length: number, sent: Buffer): Promise<{ status: number; raw: string }> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
      socket.on('close', () => resolve({ status: Number(received.split(' ')[1]), raw: received }));
      socket.on('error', reject);
      socket.write(
        `PUT /api/photos/${hash} HTTP/1.1\r\nHost: x\r\nAuthorization: ${headers['authorization']}\r\n` +
          `Content-Type: image/jpeg\r\nContent-Length: ${length}\r\n\r\n`,
      );
      socket.write(sent);
    });
  }

  it('answers a photo it has at once and closes, without waiting for the body', async () => {
    const jpeg = makeJpeg(32, 32, 8, 3_000_000);
    expect((await putPhoto(server.app, headers, jpeg)).statusCode).toBe(201);
    const started = Date.now();
    const answer = await partialPut(sha256(jpeg), jpeg.length, jpeg.subarray(0, 1000));
    expect(answer.status).toBe(200);
    expect(answer.raw.toLowerCase()).toContain('connection: close');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('stores a photo of several MiB, streamed in many chunks, byte for byte', async () => {
    // Over the BlobStore's 1 MiB write batch: several batches and a last partial one.
    const jpeg = makeJpeg(64, 48, 10, 3_500_000);
    const hash = sha256(jpeg);
    const response = await fetch(`http://127.0.0.1:${port}/api/photos/${hash}`, {
      method: 'PUT',
      headers: { authorization: headers['authorization'] ?? '', 'content-type': 'image/jpeg' },
      body: new Uint8Array(jpeg),
    });
    expect(response.status).toBe(201);
    expect((await fs.readFile(stored(hash))).equals(jpeg)).toBe(true);
    expect((await head(hash)).statusCode).toBe(200);
    expect(await temporaries()).toEqual([]);
  });

  it('keeps nothing of an upload cut mid-body, and takes the whole photo afterwards', async () => {
    const jpeg = makeJpeg(32, 32, 9, 500_000);
    const hash = sha256(jpeg);
    await new Promise<void>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          `PUT /api/photos/${hash} HTTP/1.1\r\nHost: x\r\nAuthorization: ${headers['authorization']}\r\n` +
            `Content-Type: image/jpeg\r\nContent-Length: ${jpeg.length}\r\n\r\n`,
        );
        socket.write(jpeg.subarray(0, 200_000), () => setTimeout(() => (socket.destroy(), resolve()), 100));
      });
      socket.on('error', reject);
    });
    // The server notices the cut and removes its temporary file.
    for (let i = 0; i < 50 && (await temporaries()).length > 0; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(await temporaries()).toEqual([]);
    expect((await head(hash)).statusCode).toBe(404);
    expect((await putPhoto(server.app, headers, jpeg)).statusCode).toBe(201);
    expect((await fs.readFile(stored(hash))).equals(jpeg)).toBe(true);
  });
});
