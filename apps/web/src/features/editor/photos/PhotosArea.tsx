/**
 * The photos of an element (the rate panel's photos area and gallery) or of a room (the view of a
 * 'Photos' entry), inspection-core §2 'Photos view': add photos, a 'new photo loading' row per photo
 * being processed, a sortable list (title, the element it was taken in, when, thumbnail), the gallery
 * on a tap, the photo editor from a row or the gallery, and 'clear photos' after a confirmation.
 * Which photos show is the domain's rule (shownPhotos).
 */
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { IonButton, IonIcon, IonSpinner } from '../../../ui/ionic.ts';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  contextElements,
  isPhotosEntry,
  shownPhotos,
  type ElementPath,
  type LocalReport,
  type PhotoRef,
} from '@constat/domain';
import { usePendingPhotos } from '../../../photos/pendingPhotos.ts';
import { EDITOR_NS } from '../i18n/index.ts';
import { trashOutline } from '../icons.ts';
import { ReorderGroup } from '../ionic/Reorder.tsx';
import type { NameOf } from '../names.ts';
import type { EditorDialogs } from '../useEditorDialogs.ts';
import type { Update } from '../useTreeActions.ts';
import { AddPhotoButton } from './AddPhotoButton.tsx';
import { PhotoGallery } from './PhotoGallery.tsx';
import { PhotoRow } from './PhotoRow.tsx';
import { usePhotoActions } from './usePhotoActions.ts';
import './photos.css';

const PhotoEditorModal = lazy(() => import('./PhotoEditorModal.tsx'));

interface PhotosAreaProps {
  report: LocalReport;
  path: ElementPath;
  /** The element's name as shown (in the report's language). */
  shownName: string;
  /** Headed 'Photos' (the rate panel); a Photos entry's column already says it. */
  titled: boolean;
  nameOf: NameOf;
  update: Update;
  dialogs: EditorDialogs;
}

/** The element a photo was taken in, as read in the list: 'Fenêtre › Vitre', the room, or why none. */
function contextLabel(report: LocalReport, photo: PhotoRef, nameOf: NameOf, t: TFunction<'editor'>): string {
  if (photo._context === undefined) return t('photos.roomPhoto');
  const elements = contextElements(report, photo._context);
  if (!elements) return t('photos.contextGone');
  const [module, ...parts] = elements;
  if (parts.length === 1 && isPhotosEntry(parts[0]?.name ?? '')) return nameOf(module.name);
  return parts.map((part) => nameOf(part.name)).join(' › ');
}

export function PhotosArea({ report, path, shownName, titled, nameOf, update, dialogs }: PhotosAreaProps) {
  const { t } = useTranslation(EDITOR_NS);
  const actions = usePhotoActions(report, path, update, dialogs);
  const pending = usePendingPhotos(actions.pendingKey);
  const [galleryIndex, setGalleryIndex] = useState<number | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const { edl } = report;
  const photos = useMemo(
    () =>
      shownPhotos({ edl }, path).map((photo) => ({
        ref: photo._ref,
        takenAt: photo.takenAt,
        context: contextLabel(report, photo, nameOf, t),
      })),
    // `report` only matters through its tree; `path` is fixed for the area's lifetime.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [edl, nameOf, t],
  );
  const closeGallery = useCallback(() => setGalleryIndex(null), []);
  const closeEditor = useCallback(() => setEditing(null), []);
  const listLabel = t('photos.listOf', { name: shownName });

  return (
    <section className="photos-area" aria-label={listLabel}>
      <div className="photos-head">
        <h3 className="photos-heading">
          {titled ? <span className="photos-title">{t('photos.title')}</span> : null}
          <span className="photos-count">{t('photos.count', { count: photos.length })}</span>
        </h3>
        {photos.length > 0 ? (
          <IonButton
            fill="clear"
            size="small"
            className="photos-clear"
            aria-label={t('photos.clear')}
            onClick={() => actions.clear(shownName)}
          >
            <IonIcon slot="start" icon={trashOutline} aria-hidden="true" />
            {t('photos.clearShort')}
          </IonButton>
        ) : null}
      </div>
      <div className="photos-add-row">
        <AddPhotoButton onFiles={actions.add} />
      </div>
      {photos.length > 0 || pending > 0 ? (
        <div className="photo-list" role="list" aria-label={listLabel}>
          <ReorderGroup disabled={photos.length < 2} onMove={actions.move}>
            {photos.map((photo, index) => (
              <PhotoRow
                key={photo.ref}
                photoRef={photo.ref}
                takenAt={photo.takenAt}
                index={index}
                context={photo.context}
                onPreview={setGalleryIndex}
                onAnnotate={setEditing}
              />
            ))}
          </ReorderGroup>
          {Array.from({ length: pending }, (_, i) => (
            <div key={`pending-${i}`} className="photo-row photo-pending" role="listitem">
              <span className="photo-thumb">
                <IonSpinner aria-hidden="true" />
              </span>
              <span className="photo-text">
                <span className="photo-title">{t('photos.loading')}</span>
              </span>
            </div>
          ))}
        </div>
      ) : (
        <p className="photos-empty">{t('photos.empty')}</p>
      )}
      <p className="photos-status" role="status">
        {pending > 0 ? t('photos.loadingCount', { count: pending }) : ''}
      </p>
      <PhotoGallery
        photos={photos}
        index={galleryIndex}
        onIndex={setGalleryIndex}
        onClose={closeGallery}
        onAnnotate={setEditing}
      />
      {editing !== null ? (
        <Suspense fallback={null}>
          <PhotoEditorModal key={editing} photoRef={editing} onClosed={closeEditor} />
        </Suspense>
      ) : null}
    </section>
  );
}
