/**
 * Local copies of blobs kept in an object store, for the readers that need a file of this machine:
 * the PDF render workers open each photo by path as they embed it (jobs/renderWorker.ts). A blob is
 * immutable and named by its SHA-256, so a copy is never stale: it is checked against its name once,
 * when fetched, and used until no render has asked for it for `keepMs` (each use renews it), which
 * the caller sets above the longest a render may take, so that no copy goes while a render reads it.
 * A report regenerated after a costing change finds its photos here.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export class BlobCache {
  readonly temporaryDir: string;
  private readonly root: string;
  private readonly keepMs: number;
  private readonly fetching = new Map<string, Promise<string | null>>();
  private readonly sweeper: NodeJS.Timeout;

  private constructor(root: string, keepMs: number) {
    this.root = root;
    this.keepMs = keepMs;
    this.temporaryDir = path.join(root, 'tmp');
    this.sweeper = setInterval(() => void this.sweep().catch(() => undefined), Math.max(1000, keepMs / 4));
    this.sweeper.unref();
  }

  /**
   * `alone`: no other process uses `root` (DATA_DIR is locked by this one): temporary files left
   * there by a crash all go; otherwise only those untouched for `keepMs`.
   */
  static async open(root: string, keepMs: number, { alone }: { alone: boolean }): Promise<BlobCache> {
    const cache = new BlobCache(root, keepMs);
    await fs.mkdir(cache.temporaryDir, { recursive: true });
    await removeOlder(cache.temporaryDir, alone ? 0 : keepMs);
    return cache;
  }

  temporaryPath(label: string): string {
    return path.join(this.temporaryDir, `${label}.${randomBytes(6).toString('hex')}.part`);
  }

  /** The copy of `key`, fetched with `fetch` (null: no such blob) the first time. */
  async file(key: string, fetch: () => Promise<Readable | null>): Promise<string | null> {
    const file = path.join(this.root, key.slice(0, 2), key);
    const now = new Date();
    try {
      await fs.utimes(file, now, now);
      return file;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    // Two renders of reports sharing a photo fetch it once.
    let pending = this.fetching.get(key);
    if (!pending) {
      pending = this.download(key, file, fetch).finally(() => this.fetching.delete(key));
      this.fetching.set(key, pending);
    }
    return pending;
  }

  private async download(
    key: string,
    file: string,
    fetch: () => Promise<Readable | null>,
  ): Promise<string | null> {
    const source = await fetch();
    if (!source) return null;
    const temporary = this.temporaryPath(key);
    const hash = createHash('sha256');
    const handle = await fs.open(temporary, 'wx', 0o640);
    try {
      for await (const chunk of source as AsyncIterable<Buffer>) {
        hash.update(chunk);
        await handle.write(chunk);
      }
      await handle.close();
      const digest = hash.digest('hex');
      if (digest !== key) throw new Error(`blob ${key} in the object store hashes to ${digest}`);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.rename(temporary, file);
      return file;
    } catch (error) {
      source.destroy();
      await handle.close().catch(() => undefined);
      await fs.rm(temporary, { force: true });
      throw error;
    }
  }

  /** Removes the copies unused for keepMs. */
  async sweep(): Promise<void> {
    for (const folder of await fs.readdir(this.root)) {
      if (folder !== 'tmp') await removeOlder(path.join(this.root, folder), this.keepMs);
    }
  }

  close(): void {
    clearInterval(this.sweeper);
  }
}

async function removeOlder(folder: string, olderThanMs: number): Promise<void> {
  const now = Date.now();
  for (const name of await fs.readdir(folder).catch(() => [])) {
    const file = path.join(folder, name);
    const stat = await fs.stat(file).catch(() => null);
    if (stat?.isFile() && now - stat.mtimeMs >= olderThanMs) await fs.rm(file, { force: true });
  }
}
