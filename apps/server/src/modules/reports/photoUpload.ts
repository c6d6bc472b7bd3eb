/**
 * Storing one uploaded image: its bytes stream from the request to the BlobStore while being hashed,
 * counted and checked (imageCheck.ts), at most a MiB of them in memory at a time (the BlobStore's
 * write batch), whatever the image's size. The blob is kept only if every check passes at the end:
 * the size limit, a whole JPEG or PNG, and a SHA-256 equal to the one the client addressed it by.
 * Then its row is recorded; the row is what says the server has the photo. The uploader is granted
 * the content (photoAccess.ts); bytes sent for a content the server already has are checked the same
 * way, as proof of possession, but not written again.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { BlobStore } from '../../blobs/blobStore.ts';
import { ImageChecker, ImageCheckError, type ImageInfo } from '../../blobs/imageCheck.ts';
import type { Database } from '../../db/connection.ts';
import { photoBlobs, photoGrants } from '../../db/schema.ts';
import { ApiError, badRequest } from '../../http/errors.ts';

/** Photos are 800 px JPEGs of a few hundred kB; the limit leaves room for a camera original. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;

export type StoredPhoto = ImageInfo & { sha256: string; size: number };

export const photoTooLarge = () =>
  new ApiError(
    413,
    'payload-too-large',
    `Photo trop volumineuse (maximum ${MAX_PHOTO_BYTES / 1024 / 1024} Mo)`,
  );

export async function findPhoto(db: Database, sha256: string): Promise<StoredPhoto | null> {
  const [row] = await db.select().from(photoBlobs).where(eq(photoBlobs.sha256, sha256));
  if (!row) return null;
  const mime = row.mime === 'image/png' ? 'image/png' : 'image/jpeg';
  return { sha256: row.sha256, size: row.size, mime, width: row.width, height: row.height };
}

/** The connection ended before the body did (client gone, network cut). */
function interrupted(error: unknown): boolean {
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  return (
    code === 'ECONNRESET' ||
    code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    (error instanceof Error && error.message === 'aborted')
  );
}

export async function storePhoto(
  db: Database,
  blobs: BlobStore,
  upload: { sha256: string; userId: number; alreadyStored: boolean },
  body: AsyncIterable<Buffer>,
): Promise<StoredPhoto> {
  const { sha256, userId } = upload;
  const hash = createHash('sha256');
  const checker = new ImageChecker();
  let size = 0;
  let info: ImageInfo | null = null;
  async function* checked(): AsyncGenerator<Buffer> {
    try {
      for await (const chunk of body) {
        size += chunk.length;
        if (size > MAX_PHOTO_BYTES) throw photoTooLarge();
        hash.update(chunk);
        checker.push(chunk);
        yield chunk;
      }
      info = checker.finish();
    } catch (error) {
      if (error instanceof ImageCheckError) throw badRequest(error.message);
      if (interrupted(error)) throw badRequest("L'envoi de la photo a été interrompu");
      throw error;
    }
    const digest = hash.digest('hex');
    if (digest !== sha256) {
      throw badRequest("L'empreinte SHA-256 de la photo reçue ne correspond pas à son adresse", {
        expected: sha256,
        received: digest,
      });
    }
  }
  if (upload.alreadyStored) {
    for await (const chunk of checked()) void chunk;
  } else {
    await blobs.put(sha256, checked());
  }
  const image = info as ImageInfo | null;
  if (!image) throw new Error('image check did not finish');
  await db.transaction(async (tx) => {
    await tx
      .insert(photoBlobs)
      .values({ sha256, size, ...image })
      .onConflictDoNothing();
    await tx.insert(photoGrants).values({ userId, sha256 }).onConflictDoNothing();
  });
  return { sha256, size, ...image };
}
