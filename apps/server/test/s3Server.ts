/**
 * A real S3 server for the tests (s3rver: the S3 REST API over HTTP, objects in a temporary folder,
 * requests signed and checked with its fixed keys), path-style on the loopback address, one bucket.
 *
 * TEST_STORAGE=s3 runs the server tests that use the configured blob store against it (harness.ts,
 * testStorageEnv): e.g. `TEST_STORAGE=s3 npx vitest run --project server test/photos.test.ts`.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export const TEST_BUCKET = 'constat-test';

export interface S3TestServer {
  /** STORAGE_URL for the server under test. */
  storageUrl: string;
  port: number;
  /** Stops answering (the folder is kept): the store is then unreachable. */
  stop(): Promise<void>;
  /** Answers again on the same port. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export async function startS3Server(): Promise<S3TestServer> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'constat-s3-'));
  const make = (port: number) =>
    new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: TEST_BUCKET, configs: [] }],
    });
  let server: S3rver | null = make(0);
  const { port } = await server.run();
  const storageUrl = `s3://S3RVER:S3RVER@${TEST_BUCKET}?endpoint=http://127.0.0.1:${port}&region=us-east-1`;
  return {
    storageUrl,
    port,
    async stop() {
      await server?.close();
      server = null;
    },
    async restart() {
      server = make(port);
      await server.run();
    },
    async close() {
      await server?.close();
      server = null;
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

/**
 * The blob store the tests use: with TEST_STORAGE=s3, an S3 server of their own and its STORAGE_URL;
 * otherwise no variable (DATA_DIR's files).
 */
export async function testStorageEnv(): Promise<{ env: Record<string, string>; close(): Promise<void> }> {
  if (process.env.TEST_STORAGE !== 's3') return { env: {}, close: async () => undefined };
  const s3 = await startS3Server();
  return { env: { STORAGE_URL: s3.storageUrl }, close: () => s3.close() };
}
