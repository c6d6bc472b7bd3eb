/**
 * The blob store in an S3-compatible object store (STORAGE_URL, storageUrl.ts), shared by every
 * server process: objects named `<prefix><sha256>`, written once, never changed.
 *
 * Writes stream: the upload's bytes go to S3 as they arrive, in multipart parts of PART_BYTES
 * (lib-storage), while photoUpload.ts hashes and checks them. An object appears only when the upload
 * completes, after the source has ended without error: a photo whose hash or image check fails at
 * its last byte is never stored (a single-part upload is not sent; a multipart one is never
 * completed, and aborted). The source's own error is the one thrown.
 *
 * Reads stream through this server (GetObject piped to the reply) rather than redirect to presigned
 * URLs: every photo and PDF is behind an access decision per request (photo grants, 404 for another
 * tenant), the web app's Content Security Policy allows only its own origin, the offline app caches
 * same-origin answers, and the bucket need not be reachable from the agents' devices at all. The
 * cost is the bytes passing through the server, which streams them without holding them.
 *
 * The PDF render workers read photos by path: they get local copies (blobCache.ts), fetched once and
 * checked against their hash.
 */
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { BlobCache } from './blobCache.ts';
import { assertBlobKey, type BlobStore } from './blobStore.ts';
import { describeLocation, type S3Location } from './storageUrl.ts';

/**
 * S3's smallest part: a photo (a few hundred kB, 15 MB at most) is one PutObject, held in memory
 * until its last byte is checked; larger blobs go in parts of this size, one at a time per upload.
 */
const PART_BYTES = 5 * 1024 * 1024;

const notFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey');

export interface S3BlobStoreOptions {
  /** This machine's folder for the render workers' copies and temporary files. */
  localDir: string;
  /** How long an unused local copy is kept (above the longest a render may take). */
  keepLocalMs: number;
  /** No other process uses localDir. */
  alone: boolean;
}

export class S3BlobStore implements BlobStore {
  private readonly s3: S3Client;
  private readonly location: S3Location;
  private readonly cache: BlobCache;

  private constructor(s3: S3Client, location: S3Location, cache: BlobCache) {
    this.s3 = s3;
    this.location = location;
    this.cache = cache;
  }

  /** Opens the store and checks that the bucket answers (a clear error at start rather than later). */
  static async open(location: S3Location, options: S3BlobStoreOptions): Promise<S3BlobStore> {
    const s3 = new S3Client({
      region: location.region,
      endpoint: location.endpoint,
      forcePathStyle: location.pathStyle,
      credentials: location.credentials,
      // The SDK's default adds CRC32 checksums to every request, which several S3-compatible stores
      // (older MinIO and Ceph releases among them) refuse; checksums only where S3 requires them.
      // The content is checked by its SHA-256 on the way in and into the local copies.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    const store = new S3BlobStore(
      s3,
      location,
      await BlobCache.open(options.localDir, options.keepLocalMs, options),
    );
    try {
      await store.check();
    } catch (error) {
      store.close();
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      throw new Error(`object storage ${describeLocation(location)} unreachable: ${reason}`, {
        cause: error,
      });
    }
    return store;
  }

  private objectKey(key: string): string {
    assertBlobKey(key);
    return `${this.location.prefix}${key}`;
  }

  async check(): Promise<void> {
    await this.s3.send(new HeadBucketCommand({ Bucket: this.location.bucket }));
  }

  async put(key: string, source: AsyncIterable<Buffer>): Promise<void> {
    let sourceError: unknown = null;
    async function* watched(): AsyncGenerator<Buffer> {
      try {
        yield* source;
      } catch (error) {
        sourceError = error;
        throw error;
      }
    }
    await this.upload(key, Readable.from(watched(), { objectMode: false }), () => sourceError);
  }

  /** `cause()`: the source's error, thrown rather than the one of aborting the parts it left. */
  private async upload(key: string, body: Readable, cause: () => unknown): Promise<void> {
    const upload = new Upload({
      client: this.s3,
      params: { Bucket: this.location.bucket, Key: this.objectKey(key), Body: body },
      partSize: PART_BYTES,
      queueSize: 1,
    });
    try {
      await upload.done();
    } catch (error) {
      throw cause() ?? error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.s3.send(new HeadObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) }));
      return true;
    } catch (error) {
      if (notFound(error)) return false;
      throw error;
    }
  }

  async open(key: string): Promise<{ stream: Readable; size: number } | null> {
    try {
      const object = await this.s3.send(
        new GetObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) }),
      );
      // In Node the body is the HTTP response itself, a Readable.
      return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.s3.send(new DeleteObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) }));
  }

  localPath(key: string): Promise<string | null> {
    assertBlobKey(key);
    return this.cache.file(key, async () => (await this.open(key))?.stream ?? null);
  }

  temporaryPath(label: string): string {
    return this.cache.temporaryPath(label);
  }

  async adopt(key: string, file: string): Promise<void> {
    try {
      if (await this.exists(key)) return;
      let readError: unknown = null;
      const body = createReadStream(file).on('error', (error) => (readError = error));
      await this.upload(key, body, () => readError);
    } finally {
      await fs.rm(file, { force: true });
    }
  }

  close(): void {
    this.cache.close();
    this.s3.destroy();
  }
}
