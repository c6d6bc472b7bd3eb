/**
 * A changed element's photos on the exit comparison, the entry's beside the exit's, as the exit
 * PDF's changes section shows them (comparedElementPhotos: the exit side leaves out the entry photos
 * it carried over). Entry photos are the saved report's, read from the server with the session;
 * exit photos are on the device. The first few of each side, then how many more.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhotoRef } from '@constat/domain';
import { API_BASE, request } from '../../api/client.ts';
import { usePhotoUrl } from '../../photos/usePhotoUrl.ts';
import { CAPTURE_NS } from '../capture/i18n/index.ts';

const PHOTOS_PER_SIDE = 2;

/** An object URL of a saved report's photo, fetched with the session when shown, released after. */
function useSavedPhotoUrl(url: string | undefined): string | null {
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => {
    if (!url) return;
    let objectUrl: string | null = null;
    let live = true;
    const path = url.startsWith(API_BASE) ? url.slice(API_BASE.length) : url;
    request(path)
      .then((response) => response.blob())
      .then(
        (blob) => {
          if (!live) return;
          objectUrl = URL.createObjectURL(blob);
          setShown(objectUrl);
        },
        (error: unknown) => console.error("photo de l'EDL d'entrée non chargée", error),
      );
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setShown(null);
    };
  }, [url]);
  return shown;
}

function Thumb({ src, alt }: { src: string | null; alt: string }) {
  return src ? (
    <img className="comparison-photo" src={src} alt={alt} loading="lazy" />
  ) : (
    <span className="comparison-photo comparison-photo-loading" role="img" aria-label={alt} />
  );
}

const SavedThumb = ({ photo, alt }: { photo: PhotoRef; alt: string }) => (
  <Thumb src={useSavedPhotoUrl(photo.url)} alt={alt} />
);

const DeviceThumb = ({ photo, alt }: { photo: PhotoRef; alt: string }) => (
  <Thumb src={usePhotoUrl(photo._ref)} alt={alt} />
);

function Side({
  photos,
  side,
  name,
}: {
  photos: readonly PhotoRef[];
  side: 'entrant' | 'sortant';
  name: string;
}) {
  const { t } = useTranslation(CAPTURE_NS);
  const label = t(`comparison.${side}`);
  const shown = photos.slice(0, PHOTOS_PER_SIDE);
  const more = photos.length - shown.length;
  return (
    <div className={`comparison-photo-side side-${side}`}>
      <p className="comparison-side-label">{label}</p>
      {photos.length === 0 ? <p className="comparison-empty">{t('comparison.noPhoto')}</p> : null}
      <div className="comparison-photo-row">
        {shown.map((photo, index) => {
          const alt = t('comparison.photoAlt', { n: index + 1, name, side: label });
          // The entry's photos are saved ones; the exit's are on this device.
          return side === 'entrant' ? (
            <SavedThumb key={photo._ref} photo={photo} alt={alt} />
          ) : (
            <DeviceThumb key={photo._ref} photo={photo} alt={alt} />
          );
        })}
        {more > 0 ? (
          <span className="comparison-more-photos">{t('comparison.morePhotos', { count: more })}</span>
        ) : null}
      </div>
    </div>
  );
}

export interface SidePhotos {
  entrant: PhotoRef[];
  sortant: PhotoRef[];
}

/** Nothing when neither side has a photo of the element. */
export function ElementPhotos({ photos, name }: { photos: SidePhotos; name: string }) {
  const { t } = useTranslation(CAPTURE_NS);
  if (photos.entrant.length + photos.sortant.length === 0) return null;
  return (
    <div className="comparison-photos" role="group" aria-label={`${t('comparison.photos')} · ${name}`}>
      <Side photos={photos.entrant} side="entrant" name={name} />
      <Side photos={photos.sortant} side="sortant" name={name} />
    </div>
  );
}
