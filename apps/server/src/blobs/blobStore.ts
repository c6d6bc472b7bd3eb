/**
 * Where photo and signature images and rendered PDFs are kept: content-addressed blobs, each stored
 * once under its SHA-256 whatever the number of reports linking to it. The rest of the server sees
 * only the `BlobStore` interface: the default keeps files under DATA_DIR/blobs/ab/cd/<sha256>; with
 * STORAGE_URL an object store (s3BlobStore.ts) that several server processes share replaces them.
 *
 * A write is all or nothing: bytes go to a temporary file, which is fsynced then renamed into place
 * only when the source ends without error (the caller's checks throw from the source). A reader never
 * sees half a blob, a crash leaves at most a temporary file, and two writers of the same content race
 * harmlessly (both rename identical bytes onto one name).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface BlobStore {
  /** Stores what `source` yields under `key`; nothing is stored when `source` throws. */
  put(key: string, source: AsyncIterable<Buffer>): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The blob's bytes and size, or null when there is none under `key`. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  delete(key: string): Promise<void>;
  /**
   * The blob as a file of this machine that another thread (a render worker) reads when it needs
   * it, or null when there is none under `key`.
   */
  localPath(key: string): Promise<string | null>;
  /**
   * A new path where a writer may make a file for `adopt` (removed at start if a crash left it);
   * `label` says what it is to whoever looks.
   */
  temporaryPath(label: string): string;
  /** Stores the file at `file` (its contents hash to `key`) under `key`; the file is gone after. */
  adopt(key: string, file: string): Promise<void>;
  /** Throws unless the store can be read and written now (GET /api/ready). */
  check(): Promise<void>;
  close(): void;
}

const KEY = /^[0-9a-f]{64}$/;

export function assertBlobKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`invalid blob key ${key}`);
}
/** Bytes held before they are written: memory per upload stays bounded whatever the blob's size. */
const WRITE_BATCH_BYTES = 1024 * 1024;
/** Temporary files older than this were left by a crash: removed when a shared store opens. */
const STALE_TEMPORARY_MS = 60 * 60 * 1000;

export class FileBlobStore implements BlobStore {
  private readonly root: string;
  private readonly temporaryDir: string;
  /** Folders made (or found) by this process: a put into one of them skips the mkdir call. */
  private readonly folders = new Set<string>();

  private constructor(root: string) {
    this.root = root;
    this.temporaryDir = path.join(root, 'tmp');
  }

  /**
   * `alone`: this process holds DATA_DIR's lock (embedded PostgreSQL), so every temporary file there
   * was left by a server that died mid-upload, and all are removed; otherwise other processes may be
   * writing theirs, and only those untouched for an hour go.
   */
  static async open(root: string, { alone = false }: { alone?: boolean } = {}): Promise<FileBlobStore> {
    const store = new FileBlobStore(root);
    await fs.mkdir(store.temporaryDir, { recursive: true });
    await store.removeTemporaries(alone ? 0 : STALE_TEMPORARY_MS);
    return store;
  }

  /** DATA_DIR/blobs/ab/cd/abcd...: two levels of 256 folders keep each folder small. */
  pathOf(key: string): string {
    assertBlobKey(key);
    return path.join(this.root, key.slice(0, 2), key.slice(2, 4), key);
  }

  temporaryPath(label: string): string {
    return path.join(this.temporaryDir, `${label}.${randomBytes(6).toString('hex')}.part`);
  }

  async put(key: string, source: AsyncIterable<Buffer>): Promise<void> {
    const final = this.pathOf(key);
    const temporary = this.temporaryPath(key);
    const file = await fs.open(temporary, 'wx', 0o640);
    try {
      // The request's chunks (64 KiB at most) are written a batch at a time: each write is a trip
      // to the thread pool: four for a 256 KiB photo written a chunk at a time, one batched.
      let batch: Buffer[] = [];
      let batched = 0;
      const flush = async () => {
        const { bytesWritten } = await file.writev(batch);
        if (bytesWritten !== batched) throw new Error(`short write: ${bytesWritten} of ${batched} bytes`);
        batch = [];
        batched = 0;
      };
      for await (const chunk of source) {
        batch.push(chunk);
        batched += chunk.length;
        if (batched >= WRITE_BATCH_BYTES) await flush();
      }
      if (batched > 0) await flush();
      await file.sync();
    } catch (error) {
      await file.close();
      await fs.rm(temporary, { force: true });
      throw error;
    }
    await file.close();
    try {
      await this.renameInto(temporary, final);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
    await syncDirectory(path.dirname(final));
  }

  /** Renames into the blob's folder, made on first use (again if it was removed meanwhile). */
  private async renameInto(temporary: string, final: string): Promise<void> {
    const folder = path.dirname(final);
    if (this.folders.has(folder)) {
      try {
        return await fs.rename(temporary, final);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        this.folders.delete(folder);
      }
    }
    await fs.mkdir(folder, { recursive: true });
    this.folders.add(folder);
    await fs.rename(temporary, final);
  }

  async exists(key: string): Promise<boolean> {
    return fs.access(this.pathOf(key)).then(
      () => true,
      () => false,
    );
  }

  async open(key: string): Promise<{ stream: Readable; size: number } | null> {
    let file: fs.FileHandle;
    try {
      file = await fs.open(this.pathOf(key), 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    const { size } = await file.stat();
    return { stream: file.createReadStream(), size };
  }

  async localPath(key: string): Promise<string | null> {
    return (await this.exists(key)) ? this.pathOf(key) : null;
  }

  /** The file was written (and synced) by its writer: renamed into place, or dropped if there. */
  async adopt(key: string, file: string): Promise<void> {
    const final = this.pathOf(key);
    try {
      if (await this.exists(key)) return;
      await this.renameInto(file, final);
    } finally {
      await fs.rm(file, { force: true });
    }
    await syncDirectory(path.dirname(final));
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  async check(): Promise<void> {
    await fs.access(this.temporaryDir, fs.constants.W_OK);
  }

  close(): void {}

  private async removeTemporaries(olderThanMs: number): Promise<void> {
    const now = Date.now();
    for (const name of await fs.readdir(this.temporaryDir)) {
      const file = path.join(this.temporaryDir, name);
      const stat = await fs.stat(file).catch(() => null);
      if (stat && now - stat.mtimeMs >= olderThanMs) await fs.rm(file, { force: true });
    }
  }
}

/** The rename itself is durable only once the folder holding the new name is synced. */
async function syncDirectory(directory: string): Promise<void> {
  const handle = await fs.open(directory, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
