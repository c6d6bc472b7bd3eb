/**
 * Photos on the device: one row per photo (bytes, thumbnail, where it was taken), one transaction
 * per photo, so a refused write loses only the photo being added and nothing already stored.
 */
import type { ConstatDatabase, StoredPhoto } from './db.ts';
import { guardedWrite } from './storageErrors.ts';

export interface NewPhoto {
  data: ArrayBuffer;
  type: string;
  width: number;
  height: number;
  thumbnail: ArrayBuffer;
}

function newPhotoRef(localEdlId: number): string {
  return `ref:${localEdlId}:${crypto.randomUUID()}`;
}

export async function storePhoto(
  db: ConstatDatabase,
  localEdlId: number,
  context: string | null,
  photo: NewPhoto,
): Promise<string> {
  const ref = newPhotoRef(localEdlId);
  await guardedWrite(() => db.photos.add({ ref, localEdlId, context, ...photo, createdAt: Date.now() }));
  return ref;
}

export async function replacePhotoData(db: ConstatDatabase, ref: string, photo: NewPhoto): Promise<void> {
  await guardedWrite(() =>
    db.transaction('rw', db.photos, async () => {
      const row = await db.photos.where('ref').equals(ref).first();
      // New bytes: the hash stored at signing no longer describes them (Dexie deletes an undefined key).
      if (row?.id !== undefined) await db.photos.update(row.id, { ...photo, sha256: undefined });
    }),
  );
}

export function readPhoto(db: ConstatDatabase, ref: string): Promise<StoredPhoto | undefined> {
  return db.photos.where('ref').equals(ref).first();
}
