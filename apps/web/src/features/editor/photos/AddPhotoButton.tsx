/**
 * The add-photo button (inspection-core §2): a file input accepting images, several at once. On a
 * desktop browser or iOS it opens at once (iOS offers camera or library itself); elsewhere an action
 * sheet asks first, and the camera choice opens an input with `capture`. A second tap within
 * FILE_SELECTOR_FLAG_MS of opening the selector is ignored (a slow phone opening it twice).
 */
import { useRef, type ChangeEvent } from 'react';
import { IonButton, IonIcon } from '../../../ui/ionic.ts';
import { useIonActionSheet } from '../../../ui/overlays.ts';
import { useTranslation } from 'react-i18next';
import { FILE_SELECTOR_FLAG_MS } from '@constat/domain';
import { asksPhotoSource, deviceHints } from '../../../photos/platform.ts';
import { EDITOR_NS } from '../i18n/index.ts';
import { cameraOutline, imageOutline } from '../icons.ts';
import { useQueuedPresent } from '../overlays.ts';

interface AddPhotoButtonProps {
  onFiles: (files: File[]) => void;
}

type SheetOptions = Exclude<Parameters<ReturnType<typeof useIonActionSheet>[0]>[0], string>;

export function AddPhotoButton({ onFiles }: AddPhotoButtonProps) {
  const { t } = useTranslation(EDITOR_NS);
  const library = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const openedAt = useRef(0);
  const [presentSheet] = useIonActionSheet();
  const present = useQueuedPresent<SheetOptions>(presentSheet);

  const openInput = (input: HTMLInputElement | null) => {
    openedAt.current = Date.now();
    input?.click();
  };

  const choose = () => {
    if (Date.now() - openedAt.current < FILE_SELECTOR_FLAG_MS) return;
    if (!asksPhotoSource(deviceHints())) {
      openInput(library.current);
      return;
    }
    present({
      header: t('photos.sourceTitle'),
      buttons: [
        { text: t('photos.camera'), icon: cameraOutline, handler: () => openInput(camera.current) },
        { text: t('photos.library'), icon: imageOutline, handler: () => openInput(library.current) },
        { text: t('cancel'), role: 'cancel' },
      ],
    });
  };

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Emptied so that choosing the same file again still fires a change.
    event.target.value = '';
    openedAt.current = 0;
    if (files.length > 0) onFiles(files);
  };

  return (
    <>
      <IonButton fill="solid" size="small" className="photo-add" onClick={choose}>
        <IonIcon slot="start" icon={cameraOutline} aria-hidden="true" />
        {t('photos.add')}
      </IonButton>
      <input
        ref={library}
        className="photo-input"
        type="file"
        accept="image/*"
        multiple
        hidden
        tabIndex={-1}
        aria-label={t('photos.library')}
        onChange={picked}
      />
      <input
        ref={camera}
        className="photo-input"
        type="file"
        accept="image/*"
        capture="environment"
        multiple
        hidden
        tabIndex={-1}
        aria-label={t('photos.camera')}
        onChange={picked}
      />
    </>
  );
}
