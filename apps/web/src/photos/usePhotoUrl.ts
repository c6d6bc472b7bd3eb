/**
 * An object URL for a stored photo (its thumbnail in lists, the full image in the gallery), made
 * when shown and released when no longer shown, so that hundreds of photos do not pile up in memory.
 * An annotated photo is read again (see photoRevisions.ts). A failing read is logged only
 * (inspection-core §8): the row keeps its placeholder.
 */
import { useEffect, useState } from 'react';
import { deviceDatabase } from '../storage/db.ts';
import { readPhoto } from '../storage/photos.ts';
import { usePhotoRevision } from './photoRevisions.ts';

export interface ShownPhoto {
  url: string;
  /** When the photo was taken (stored), ms. */
  createdAt: number;
  width: number | undefined;
  height: number | undefined;
}

export function useStoredPhoto(
  ref: string | null,
  variant: 'thumbnail' | 'full' = 'thumbnail',
): ShownPhoto | null {
  const [shown, setShown] = useState<ShownPhoto | null>(null);
  const revision = usePhotoRevision(ref);
  useEffect(() => {
    if (ref === null) return;
    let objectUrl: string | null = null;
    let cancelled = false;
    readPhoto(deviceDatabase(), ref).then(
      (photo) => {
        if (cancelled || !photo) return;
        const bytes = variant === 'thumbnail' && photo.thumbnail ? photo.thumbnail : photo.data;
        objectUrl = URL.createObjectURL(new Blob([bytes], { type: photo.type }));
        setShown({ url: objectUrl, createdAt: photo.createdAt, width: photo.width, height: photo.height });
      },
      (error: unknown) => console.error('photo load failed', error),
    );
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setShown(null);
    };
  }, [ref, variant, revision]);
  return shown;
}

export function usePhotoUrl(ref: string | null, variant: 'thumbnail' | 'full' = 'thumbnail'): string | null {
  return useStoredPhoto(ref, variant)?.url ?? null;
}
