/**
 * A blob copied from one store to another through the BlobStore interface (files, or an object
 * store), hashed on the way: bytes that do not hash to their key (a damaged file) are refused and
 * nothing is stored under the key.
 */
import { createHash } from 'node:crypto';
import type { BlobStore } from '../blobs/blobStore.ts';

/** The blob's size, or null when `from` has no blob under `key`. */
export async function copyBlob(from: BlobStore, to: BlobStore, key: string): Promise<number | null> {
  const blob = await from.open(key);
  if (!blob) return null;
  const { stream } = blob;
  async function* checked(): AsyncGenerator<Buffer> {
    const hash = createHash('sha256');
    try {
      for await (const chunk of stream) {
        hash.update(chunk as Buffer);
        yield chunk as Buffer;
      }
    } finally {
      stream.destroy();
    }
    if (hash.digest('hex') !== key) throw new Error(`blob ${key}: its bytes do not hash to its name`);
  }
  await to.put(key, checked());
  return blob.size;
}
