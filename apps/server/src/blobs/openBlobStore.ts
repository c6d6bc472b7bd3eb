/** The blob store the configuration names: S3-compatible with STORAGE_URL, else DATA_DIR's files. */
import path from 'node:path';
import type { Config } from '../config.ts';
import { FileBlobStore, type BlobStore } from './blobStore.ts';
import { S3BlobStore } from './s3BlobStore.ts';

/** Local copies of object-store blobs outlive the longest render by this much at least. */
const LOCAL_COPY_MIN_KEEP_MS = 60 * 60 * 1000;

/** `alone`: this process holds DATA_DIR's lock (embedded PostgreSQL); no other one writes there. */
export async function openBlobStore(
  config: Pick<Config, 'dataDir' | 'storage' | 'renderLimits'>,
  { alone }: { alone: boolean },
): Promise<BlobStore> {
  if (!config.storage) return FileBlobStore.open(path.join(config.dataDir, 'blobs'), { alone });
  return S3BlobStore.open(config.storage, {
    localDir: path.join(config.dataDir, 'blob-copies'),
    keepLocalMs: Math.max(LOCAL_COPY_MIN_KEEP_MS, 2 * config.renderLimits.timeMs),
    alone,
  });
}
