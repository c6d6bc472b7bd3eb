/**
 * One photo of a list: its thumbnail (never the full image, see usePhotoUrl), title, the element it
 * was taken in and when; tapping it opens the gallery, the brush opens the photo editor, the handle
 * drags it. Memoised on plain values, so adding a photo does not re-render the others.
 */
import { memo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoredPhoto } from '../../../photos/usePhotoUrl.ts';
import { EDITOR_NS } from '../i18n/index.ts';
import '../ionic/elements.ts';
import { useNearViewport } from './useNearViewport.ts';
import { dateFormat } from '../../../ui/dateFormats.ts';

export interface PhotoRowProps {
  photoRef: string;
  /** When it was taken (the report's own record); photos from before it was kept show when stored. */
  takenAt: number | undefined;
  /** 0-based position in the list. */
  index: number;
  context: string;
  onPreview: (index: number) => void;
  onAnnotate: (photoRef: string) => void;
}

/**
 * ionicons' brush-outline drawn inline: a row of a 200-photo list is lighter with a plain button and
 * an SVG than with ion-button and ion-icon (their shadow trees and listeners, per row).
 */
function BrushIcon() {
  return (
    <svg viewBox="0 0 512 512" aria-hidden="true" focusable="false">
      <path
        d="M452.37 59.63a40.49 40.49 0 0 0-57.26 0L184 294.74c23.08 4.7 46.12 27.29 49.26 49.26l219.11-227.11a40.49 40.49 0 0 0 0-57.26M138 336c-29.88 0-54 24.5-54 54.86 0 23.95-20.88 36.57-36 36.57C64.56 449.74 92.82 464 120 464c39.78 0 72-32.73 72-73.14 0-30.36-24.12-54.86-54-54.86"
        fill="none"
        stroke="currentColor"
        strokeWidth="32"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function PhotoRowView({ photoRef, takenAt, index, context, onPreview, onAnnotate }: PhotoRowProps) {
  const { t, i18n } = useTranslation(EDITOR_NS);
  const row = useRef<HTMLDivElement>(null);
  const near = useNearViewport(row);
  const photo = useStoredPhoto(near ? photoRef : null, 'thumbnail');
  const n = index + 1;
  const date = photo
    ? dateFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(takenAt ?? photo.createdAt)
    : null;
  return (
    <div ref={row} className="photo-row" role="listitem" data-ref={photoRef}>
      <button type="button" className="photo-open" onClick={() => onPreview(index)}>
        <span className="photo-thumb">
          {/* Until the thumbnail is read, the grey square holds its place (a spinner per row of a
              200-photo list cost ~30 DOM nodes each). */}
          {photo ? <img src={photo.url} alt="" decoding="async" /> : null}
        </span>
        <span className="photo-text">
          <span className="photo-title">{t('photos.item', { n })}</span>
          <span className="photo-context">{context}</span>
          {date ? <span className="photo-subtitle">{t('photos.taken', { date })}</span> : null}
        </span>
      </button>
      <button
        type="button"
        className="photo-annotate"
        aria-label={t('photos.annotateItem', { n })}
        onClick={() => onAnnotate(photoRef)}
      >
        <BrushIcon />
      </button>
      <ion-reorder aria-label={t('photos.drag', { n })} />
    </div>
  );
}

export const PhotoRow = memo(PhotoRowView);
