/**
 * The gallery (inspection-core §2 'Preview opens the gallery'): one photo at a time at full size,
 * arrows (and the keyboard's) or a horizontal swipe to the previous or next one, no wrapping past
 * either end; 'Annoter' opens the photo editor on the photo shown. Only the photo shown is read and
 * held in memory.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { IonContent } from '@ionic/react';
import {
  IonButton,
  IonButtons,
  IonHeader,
  IonIcon,
  IonSpinner,
  IonTitle,
  IonToolbar,
} from '../../../ui/ionic.ts';
import { useTranslation } from 'react-i18next';
import { usePhotoRevision } from '../../../photos/photoRevisions.ts';
import { deviceDatabase } from '../../../storage/db.ts';
import { readPhoto } from '../../../storage/photos.ts';
import { EDITOR_NS } from '../i18n/index.ts';
import { brushOutline, chevronBack, chevronForward, close } from '../icons.ts';
import { EditorModal } from '../EditorModal.tsx';

/** A horizontal move longer than this (px), and mostly horizontal, is a swipe. */
const SWIPE_PX = 50;

interface GalleryPhoto {
  ref: string;
  context: string;
}

interface PhotoGalleryProps {
  photos: readonly GalleryPhoto[];
  /** The photo shown; null when the gallery is closed. */
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
  onAnnotate: (photoRef: string) => void;
}

/**
 * The photo shown, drawn on a canvas from a bitmap closed right after: stepping through a hundred
 * photos leaves no decoded image behind in the browser's image cache (an <img> per photo did: about
 * 2 MB each, until the device ran short of memory).
 */
function GalleryImage({ photoRef, alt }: { photoRef: string; alt: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState(false);
  const revision = usePhotoRevision(photoRef);
  useEffect(() => {
    let cancelled = false;
    readPhoto(deviceDatabase(), photoRef)
      .then(async (photo) => {
        if (!photo || cancelled) return;
        const bitmap = await createImageBitmap(new Blob([photo.data], { type: photo.type }));
        const target = canvas.current;
        if (!cancelled && target) {
          target.width = bitmap.width;
          target.height = bitmap.height;
          target.getContext('2d')?.drawImage(bitmap, 0, 0);
          setDrawn(true);
        }
        bitmap.close();
      })
      // A failing photo load is logged only (inspection-core §8).
      .catch((error: unknown) => console.error('photo load failed', error));
    return () => {
      cancelled = true;
    };
  }, [photoRef, revision]);
  return (
    <>
      <canvas
        ref={canvas}
        className={drawn ? 'gallery-image' : 'gallery-image gallery-image-loading'}
        role="img"
        aria-label={alt}
      />
      {drawn ? null : <IonSpinner className="gallery-loading" aria-hidden="true" />}
    </>
  );
}

export function PhotoGallery({ photos, index, onIndex, onClose, onAnnotate }: PhotoGalleryProps) {
  const { t } = useTranslation(EDITOR_NS);
  const start = useRef<{ x: number; y: number } | null>(null);
  const shown = index === null ? null : Math.min(index, photos.length - 1);
  const photo = shown === null ? undefined : photos[shown];
  const go = (step: -1 | 1) => {
    if (shown === null) return;
    const next = shown + step;
    if (next >= 0 && next < photos.length) onIndex(next);
  };
  const onPointerDown = (event: PointerEvent) => {
    start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const dx = event.clientX - from.x;
    if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - from.y)) go(dx < 0 ? 1 : -1);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    if (event.key === 'ArrowRight') go(1);
  };
  const title = shown === null ? '' : t('photos.gallery.title', { n: shown + 1, count: photos.length });

  return (
    <EditorModal
      isOpen={photo !== undefined}
      onDismissed={onClose}
      className="photo-gallery"
      label={t('photos.gallery.label')}
    >
      <IonHeader>
        <IonToolbar>
          <IonButtons slot="start">
            <IonButton aria-label={t('close')} onClick={onClose}>
              <IonIcon slot="icon-only" icon={close} aria-hidden="true" />
            </IonButton>
          </IonButtons>
          <IonTitle>{title}</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={() => photo && onAnnotate(photo.ref)}>
              <IonIcon slot="start" icon={brushOutline} aria-hidden="true" />
              {t('photos.annotate')}
            </IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="gallery-content" scrollY={false}>
        <div
          className="gallery-stage"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (start.current = null)}
          onKeyDown={onKeyDown}
        >
          {photo ? <GalleryImage key={photo.ref} photoRef={photo.ref} alt={title} /> : null}
          <IonButton
            className="gallery-arrow gallery-previous"
            aria-label={t('photos.gallery.previous')}
            disabled={shown === null || shown === 0}
            onClick={() => go(-1)}
          >
            <IonIcon slot="icon-only" icon={chevronBack} aria-hidden="true" />
          </IonButton>
          <IonButton
            className="gallery-arrow gallery-next"
            aria-label={t('photos.gallery.next')}
            disabled={shown === null || shown === photos.length - 1}
            onClick={() => go(1)}
          >
            <IonIcon slot="icon-only" icon={chevronForward} aria-hidden="true" />
          </IonButton>
        </div>
        <p className="gallery-caption">{photo?.context}</p>
      </IonContent>
    </EditorModal>
  );
}
