/** A stored photo's thumbnail (object URL made when shown, released after). */
import { usePhotoUrl } from '../../photos/usePhotoUrl.ts';

export function PhotoThumb({ photoRef, alt }: { photoRef: string; alt: string }) {
  const url = usePhotoUrl(photoRef, 'thumbnail');
  return url ? (
    <img className="recap-photo" src={url} alt={alt} loading="lazy" />
  ) : (
    <span className="recap-photo recap-photo-loading" role="img" aria-label={alt} />
  );
}
