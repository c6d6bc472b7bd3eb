/**
 * The two blob stores keep the same promises (blobStore.ts): the files under DATA_DIR and an
 * S3-compatible object store, here a real S3 server (s3rver) over HTTP, path-style, with the SDK's
 * own client: what is put is read back byte for byte, a source that fails stores nothing, local
 * copies for the render workers are checked against their name. And STORAGE_URL's parsing.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileBlobStore, type BlobStore } from '../src/blobs/blobStore.ts';
import { S3BlobStore } from '../src/blobs/s3BlobStore.ts';
import { parseStorageUrl } from '../src/blobs/storageUrl.ts';
import { readConfig } from '../src/config.ts';
import { startS3Server, TEST_BUCKET, type S3TestServer } from './s3Server.ts';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** `bytes` in chunks of at most 64 KiB, as a request body arrives; `fail` throws after the last. */
async function* chunks(bytes: Buffer, fail?: Error): AsyncGenerator<Buffer> {
  for (let start = 0; start < bytes.length; start += 65_536) yield bytes.subarray(start, start + 65_536);
  if (fail) throw fail;
}

const read = async (stream: Readable) => Buffer.concat(await stream.toArray());

let s3: S3TestServer;
let dir: string;
const stores: Record<'files' | 's3', BlobStore> = {} as Record<'files' | 's3', BlobStore>;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'constat-blobs-'));
  s3 = await startS3Server();
  stores.files = await FileBlobStore.open(path.join(dir, 'files'));
  stores.s3 = await S3BlobStore.open(parseStorageUrl(s3.storageUrl), {
    localDir: path.join(dir, 'copies'),
    keepLocalMs: 60_000,
    alone: true,
  });
});
afterAll(async () => {
  for (const store of Object.values(stores)) store.close();
  await s3.close();
  await fs.rm(dir, { recursive: true, force: true });
});

describe.each(['files', 's3'] as const)('the %s blob store', (name) => {
  const store = () => stores[name];

  it('stores a blob under its hash and reads it back byte for byte', async () => {
    const bytes = randomBytes(300_000);
    const key = sha256(bytes);
    expect(await store().exists(key)).toBe(false);
    expect(await store().open(key)).toBeNull();
    await store().put(key, chunks(bytes));
    expect(await store().exists(key)).toBe(true);
    const blob = await store().open(key);
    expect(blob?.size).toBe(bytes.length);
    expect((await read(blob?.stream as Readable)).equals(bytes)).toBe(true);
  });

  it('streams a blob larger than several upload parts (12 MiB) and reads it back', async () => {
    const bytes = randomBytes(12 * 1024 * 1024);
    const key = sha256(bytes);
    await store().put(key, chunks(bytes));
    const blob = await store().open(key);
    expect(blob?.size).toBe(bytes.length);
    expect(sha256(await read(blob?.stream as Readable))).toBe(key);
  });

  it.each([
    ['small', 40_000],
    ['multipart', 7 * 1024 * 1024],
  ])(
    'stores nothing when the source fails after its last byte (%s), and throws its error',
    async (_, size) => {
      const bytes = randomBytes(size);
      const key = sha256(bytes);
      const refusal = new Error('empreinte différente');
      await expect(store().put(key, chunks(bytes, refusal))).rejects.toBe(refusal);
      expect(await store().exists(key)).toBe(false);
      expect(await store().localPath(key)).toBeNull();
    },
  );

  it('gives the render workers a file of this machine with the blob, null when there is none', async () => {
    const bytes = randomBytes(50_000);
    const key = sha256(bytes);
    expect(await store().localPath(key)).toBeNull();
    await store().put(key, chunks(bytes));
    const file = (await store().localPath(key)) as string;
    expect((await fs.readFile(file)).equals(bytes)).toBe(true);
    expect(await store().localPath(key)).toBe(file);
  });

  it('adopts a file written by a worker (a PDF), once, and removes it', async () => {
    const bytes = randomBytes(80_000);
    const key = sha256(bytes);
    for (let i = 0; i < 2; i++) {
      const file = store().temporaryPath('pdf');
      await fs.writeFile(file, bytes);
      await store().adopt(key, file);
      await expect(fs.access(file)).rejects.toThrow();
    }
    expect((await read((await store().open(key))?.stream as Readable)).equals(bytes)).toBe(true);
  });

  it('deletes a blob', async () => {
    const bytes = randomBytes(1000);
    const key = sha256(bytes);
    await store().put(key, chunks(bytes));
    await store().delete(key);
    expect(await store().exists(key)).toBe(false);
  });

  it('refuses a key that is not a SHA-256', async () => {
    await expect(store().exists('../../etc/passwd')).rejects.toThrow(/invalid blob key/);
  });

  it('says it is reachable', async () => {
    await expect(store().check()).resolves.toBeUndefined();
  });
});

describe('the S3 blob store', () => {
  const client = () =>
    new S3Client({
      endpoint: `http://127.0.0.1:${s3.port}`,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });

  it('keeps each blob as one object named by its hash in the bucket, nothing on the local disk', async () => {
    const bytes = randomBytes(2000);
    const key = sha256(bytes);
    await stores.s3.put(key, chunks(bytes));
    const listed = await client().send(new ListObjectsV2Command({ Bucket: TEST_BUCKET, Prefix: key }));
    expect(listed.Contents?.map((object) => [object.Key, object.Size])).toEqual([[key, 2000]]);
    // A local copy is made only when a render asks for one.
    await expect(fs.access(path.join(dir, 'copies', key.slice(0, 2), key))).rejects.toThrow();
  });

  it('refuses a local copy whose bytes do not hash to its name', async () => {
    const bytes = randomBytes(3000);
    const key = sha256(bytes);
    await client().send(new PutObjectCommand({ Bucket: TEST_BUCKET, Key: key, Body: randomBytes(3000) }));
    await expect(stores.s3.localPath(key)).rejects.toThrow(/hashes to/);
    expect(await fs.readdir(path.join(dir, 'copies', 'tmp'))).toEqual([]);
  });

  it('keys the objects under the prefix STORAGE_URL names', async () => {
    const location = parseStorageUrl(s3.storageUrl.replace('?', '/agence-a/?'));
    const prefixed = await S3BlobStore.open(location, {
      localDir: path.join(dir, 'prefixed'),
      keepLocalMs: 60_000,
      alone: true,
    });
    const bytes = randomBytes(100);
    await prefixed.put(sha256(bytes), chunks(bytes));
    prefixed.close();
    const listed = await client().send(
      new ListObjectsV2Command({ Bucket: TEST_BUCKET, Prefix: 'agence-a/' }),
    );
    expect(listed.Contents?.map((object) => object.Key)).toEqual([`agence-a/${sha256(bytes)}`]);
  });

  it('does not open on a bucket that does not answer, and says which', async () => {
    const location = parseStorageUrl(s3.storageUrl.replace(TEST_BUCKET, 'no-such-bucket'));
    const options = { localDir: path.join(dir, 'none'), keepLocalMs: 60_000, alone: true };
    await expect(S3BlobStore.open(location, options)).rejects.toThrow(
      /object storage s3:\/\/no-such-bucket\/ at http:\/\/127\.0\.0\.1:\d+ \(us-east-1\) unreachable/,
    );
  });

  it('is unreachable while the S3 server is down, and reachable again once it is back', async () => {
    await s3.stop();
    try {
      await expect(stores.s3.check()).rejects.toThrow();
    } finally {
      await s3.restart();
    }
    await expect(stores.s3.check()).resolves.toBeUndefined();
  });
});

describe('STORAGE_URL', () => {
  it('names the bucket, endpoint, region, path style, prefix and keys', () => {
    expect(
      readConfig({
        STORAGE_URL: 's3://AK:S%2Fk@constat-prod/agence/?endpoint=https://s3.gra.io.cloud.ovh.net&region=gra',
      }).storage,
    ).toEqual({
      bucket: 'constat-prod',
      prefix: 'agence/',
      endpoint: 'https://s3.gra.io.cloud.ovh.net',
      region: 'gra',
      pathStyle: true,
      credentials: { accessKeyId: 'AK', secretAccessKey: 'S/k' },
    });
    expect(readConfig({ STORAGE_URL: 's3://constat-prod?region=eu-west-3' }).storage).toMatchObject({
      endpoint: undefined,
      pathStyle: false,
      credentials: undefined,
      prefix: '',
    });
    expect(readConfig({}).storage).toBeUndefined();
  });

  it.each([
    ['http://bucket', /only s3:\/\//],
    ['s3://B_', /invalid bucket name/],
    ['s3://constat?endpoint=ftp://x', /endpoint must be/],
    ['s3://constat?bucket=x', /unknown parameter 'bucket'/],
    ['s3://constat?pathStyle=yes', /pathStyle must be true or false/],
    ['s3://AK@constat', /without a secret key/],
  ])('refuses %s, saying why', (url, why) => {
    expect(() => readConfig({ STORAGE_URL: url })).toThrow(why);
    expect(() => readConfig({ STORAGE_URL: url })).toThrow(/STORAGE_URL/);
  });
});
