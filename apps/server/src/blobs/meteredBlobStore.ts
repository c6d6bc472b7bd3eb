/** A blob store that counts the bytes written to and read from another (GET /api/metrics). */
import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { BlobStore } from './blobStore.ts';

export interface BlobCounts {
  blobWritten(bytes: number): void;
  blobRead(bytes: number): void;
}

export class MeteredBlobStore implements BlobStore {
  private readonly store: BlobStore;
  private readonly counts: BlobCounts;

  constructor(store: BlobStore, counts: BlobCounts) {
    this.store = store;
    this.counts = counts;
  }

  async put(key: string, source: AsyncIterable<Buffer>): Promise<void> {
    let bytes = 0;
    async function* counted(): AsyncGenerator<Buffer> {
      for await (const chunk of source) {
        bytes += chunk.length;
        yield chunk;
      }
    }
    await this.store.put(key, counted());
    this.counts.blobWritten(bytes);
  }

  async open(key: string): Promise<{ stream: Readable; size: number } | null> {
    const blob = await this.store.open(key);
    // Counted once read to its end ('end' leaves the stream paused, unlike a 'data' listener).
    blob?.stream.once('end', () => this.counts.blobRead(blob.size));
    return blob;
  }

  async adopt(key: string, file: string): Promise<void> {
    const { size } = await fs.stat(file);
    await this.store.adopt(key, file);
    this.counts.blobWritten(size);
  }

  exists(key: string): Promise<boolean> {
    return this.store.exists(key);
  }

  delete(key: string): Promise<void> {
    return this.store.delete(key);
  }

  localPath(key: string): Promise<string | null> {
    return this.store.localPath(key);
  }

  temporaryPath(label: string): string {
    return this.store.temporaryPath(label);
  }

  check(): Promise<void> {
    return this.store.check();
  }

  close(): void {
    this.store.close();
  }
}
