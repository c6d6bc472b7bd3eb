/**
 * Adding photos from the camera or the library, one at a time: each is decoded, resized and stored
 * in its own transaction, then handed to `onStored` (which puts its reference in the report) before
 * the next one starts. A batch of 20 camera photos never holds more than one decoded image, and a
 * failure loses only the photo being added. The 'new photo loading' count goes down as each is done;
 * on a failure it is reset and the error rethrown (inspection-core §8). Each photo's capture time is
 * read before the resize drops its EXIF block (photoCaptureTime: EXIF, else the file's time, else now).
 */
import { parseExifDateTime, photoCaptureTime, type TakenPhoto } from '@constat/domain';
import type { ConstatDatabase } from '../storage/db.ts';
import { storePhoto } from '../storage/photos.ts';
import { exifTimeOf } from './exifTime.ts';
import { changePending, resetPending } from './pendingPhotos.ts';
import { resizePhotoOffThread } from './resizeOffThread.ts';

export interface TakePhotosOptions {
  db: ConstatDatabase;
  localEdlId: number;
  /** The context stored with each photo (the element, or null for a photo of the room). */
  context: string | null;
  /** The key of the 'new photo loading' count (the place the photos were taken). */
  pendingKey: string;
  onStored: (photo: TakenPhoto) => void;
}

export async function takePhotos(files: readonly Blob[], options: TakePhotosOptions): Promise<void> {
  const { db, localEdlId, context, pendingKey, onStored } = options;
  changePending(pendingKey, files.length);
  try {
    for (const file of files) {
      const exif = await exifTimeOf(file);
      const takenAt = photoCaptureTime({
        exifTime: exif ? parseExifDateTime(exif.dateTime, exif.offset) : null,
        fileTime: file instanceof File ? file.lastModified : null,
        now: Date.now(),
      });
      const photo = await resizePhotoOffThread(file);
      const ref = await storePhoto(db, localEdlId, context, photo);
      onStored({ ref, takenAt });
      changePending(pendingKey, -1);
    }
  } catch (error) {
    resetPending(pendingKey);
    throw error;
  }
}
