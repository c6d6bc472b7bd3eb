/**
 * The photo editor popup, 'Edition du media' (inspection-core §2, §5): draw on the photo with a pen
 * in black, blue, green, red, yellow or white; 'Corriger' undoes the last stroke, 'Recommencer'
 * clears them all; 'Enregistrer' flattens photo and strokes into a JPEG through the photo size rule,
 * with a new thumbnail, under the same reference; 'Annuler' leaves the photo as it was. Saving with
 * nothing drawn closes without saving. Loaded on demand (its own chunk), mounted while it shows.
 */
import { useState } from 'react';
import { IonContent } from '@ionic/react';
import { IonButton, IonButtons, IonHeader, IonIcon, IonTitle, IonToolbar } from '../../../ui/ionic.ts';
import { useTranslation } from 'react-i18next';
import { PHOTO_EDITOR_PEN_COLOURS, type PenColour } from '@constat/domain';
import { reportError } from '../../../app/errors/errorBus.ts';
import { bumpPhotoRevision } from '../../../photos/photoRevisions.ts';
import { encodeEditedPhoto } from '../../../photos/resizePhoto.ts';
import { PEN_COLOURS } from '../../../photos/strokes.ts';
import { deviceDatabase } from '../../../storage/db.ts';
import { replacePhotoData } from '../../../storage/photos.ts';
import { DeviceStorageError, storageErrorReport } from '../../../storage/storageErrors.ts';
import { EDITOR_NS } from '../i18n/index.ts';
import { arrowUndoOutline, refreshOutline } from '../icons.ts';
import { EditorModal } from '../EditorModal.tsx';
import { usePhotoCanvas } from './usePhotoCanvas.ts';

interface PhotoEditorModalProps {
  photoRef: string;
  /** Called once the popup has closed (saved or not). */
  onClosed: () => void;
}

export default function PhotoEditorModal({ photoRef, onClosed }: PhotoEditorModalProps) {
  const { t } = useTranslation(EDITOR_NS);
  const [open, setOpen] = useState(true);
  const [colour, setColour] = useState<PenColour>('red');
  const [saving, setSaving] = useState(false);
  const surface = usePhotoCanvas(photoRef, colour);

  const save = async () => {
    const canvas = surface.canvas;
    if (surface.strokeCount === 0 || !canvas) {
      setOpen(false);
      return;
    }
    setSaving(true);
    try {
      await replacePhotoData(deviceDatabase(), photoRef, await encodeEditedPhoto(canvas));
      bumpPhotoRevision(photoRef);
      setOpen(false);
    } catch (error) {
      // A full device is said (nothing drawn is lost: the popup stays); other save failures are
      // logged only (inspection-core §8).
      if (error instanceof DeviceStorageError) reportError(storageErrorReport(error));
      else console.error('photo save failed', error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <EditorModal
      isOpen={open}
      onDismissed={onClosed}
      className="photo-editor"
      label={t('photos.editor.title')}
    >
      <IonHeader>
        <IonToolbar>
          <IonButtons slot="start">
            <IonButton onClick={() => setOpen(false)}>{t('photos.editor.cancel')}</IonButton>
          </IonButtons>
          <IonTitle>{t('photos.editor.title')}</IonTitle>
        </IonToolbar>
      </IonHeader>
      <IonContent className="photo-editor-content" scrollY={false}>
        <div className="photo-editor-stage">
          <canvas
            ref={surface.canvasRef}
            className="photo-editor-canvas"
            role="img"
            aria-label={t('photos.editor.canvas')}
            {...surface.handlers}
          />
        </div>
      </IonContent>
      <footer className="photo-editor-tools">
        <div className="pen-colours" role="radiogroup" aria-label={t('photos.editor.colours')}>
          {PHOTO_EDITOR_PEN_COLOURS.map((pen) => (
            <button
              key={pen}
              type="button"
              role="radio"
              aria-checked={pen === colour}
              aria-label={t(`photos.editor.${pen}`)}
              className={`pen-colour${pen === colour ? ' pen-selected' : ''}`}
              style={{ background: PEN_COLOURS[pen] }}
              onClick={() => setColour(pen)}
            />
          ))}
        </div>
        <div className="photo-editor-actions">
          <IonButton fill="clear" disabled={surface.strokeCount === 0} onClick={surface.undo}>
            <IonIcon slot="start" icon={arrowUndoOutline} aria-hidden="true" />
            {t('photos.editor.undo')}
          </IonButton>
          <IonButton fill="clear" disabled={surface.strokeCount === 0} onClick={surface.restart}>
            <IonIcon slot="start" icon={refreshOutline} aria-hidden="true" />
            {t('photos.editor.restart')}
          </IonButton>
          <IonButton
            className="photo-save"
            fill="solid"
            disabled={saving || !surface.ready}
            onClick={() => void save()}
          >
            {saving ? t('photos.editor.saving') : t('photos.editor.save')}
          </IonButton>
        </div>
      </footer>
    </EditorModal>
  );
}
