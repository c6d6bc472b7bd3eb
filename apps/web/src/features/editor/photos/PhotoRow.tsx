/**
 * One photo of a list: its thumbnail (never the full image, see usePhotoUrl), title, the element it
 * was taken in and when; tapping it opens the gallery, the brush opens the photo editor, the handle
 * drags it. Memoised on plain values, so adding a photo does not re-render the others.
 */
import { memo, useRef } from 'react';
import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { useStoredPhoto } from '../../../photos/usePhotoUrl.ts';
import { EDITOR_NS } from '../i18n/index.ts';
import { brushOutline } from '../icons.ts';
import '../ionic/elements.ts';
import { useNearViewport } from './useNearViewport.ts';

export interface PhotoRowProps {
  photoRef: string;
  /** 0-based position in the list. */
  index: number;
  context: string;
  onPreview: (index: number) => void;
  onAnnotate: (photoRef: string) => void;
}

function PhotoRowView({ photoRef, index, context, onPreview, onAnnotate }: PhotoRowProps) {
  const { t, i18n } = useTranslation(EDITOR_NS);
  const row = useRef<HTMLDivElement>(null);
  const near = useNearViewport(row);
  const photo = useStoredPhoto(near ? photoRef : null, 'thumbnail');
  const n = index + 1;
  const date = photo
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(
        photo.createdAt,
      )
    : null;
  return (
    <div ref={row} className="photo-row" role="listitem" data-ref={photoRef}>
      <button type="button" className="photo-open" onClick={() => onPreview(index)}>
        <span className="photo-thumb">
          {photo ? <img src={photo.url} alt="" decoding="async" /> : <IonSpinner aria-hidden="true" />}
        </span>
        <span className="photo-text">
          <span className="photo-title">{t('photos.item', { n })}</span>
          <span className="photo-context">{context}</span>
          {date ? <span className="photo-subtitle">{t('photos.taken', { date })}</span> : null}
        </span>
      </button>
      <IonButton
        fill="clear"
        className="photo-annotate"
        aria-label={t('photos.annotateItem', { n })}
        onClick={() => onAnnotate(photoRef)}
      >
        <IonIcon slot="icon-only" icon={brushOutline} aria-hidden="true" />
      </IonButton>
      <ion-reorder aria-label={t('photos.drag', { n })} />
    </div>
  );
}

export const PhotoRow = memo(PhotoRowView);
