/**
 * An object URL for a stored photo (its thumbnail in lists, the full image in the gallery), made
 * when shown and released when no longer shown, so that hundreds of photos do not pile up in memory.
 */
import { useEffect, useState } from 'react';
import { deviceDatabase } from '../storage/db.ts';
import { readPhoto } from '../storage/photos.ts';

export function usePhotoUrl(ref: string | null, variant: 'thumbnail' | 'full' = 'thumbnail'): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (ref === null) return;
    let objectUrl: string | null = null;
    let cancelled = false;
    readPhoto(deviceDatabase(), ref).then(
      (photo) => {
        if (cancelled || !photo) return;
        const bytes = variant === 'thumbnail' && photo.thumbnail ? photo.thumbnail : photo.data;
        objectUrl = URL.createObjectURL(new Blob([bytes], { type: photo.type }));
        setUrl(objectUrl);
      },
      (error: unknown) => console.error('photo load failed', error),
    );
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [ref, variant]);
  return url;
}
