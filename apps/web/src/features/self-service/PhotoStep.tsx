/**
 * The photo step of an element (inspection-core §2): after 'Valider' in a room with a Photos entry.
 * When the tenant changed what the agent had found (domain photoRequirement, against the rates as
 * received), a new photo is mandatory: 'Nouvelle photo obligatoire' (older photos exist) or 'Photo
 * obligatoire' block the way until one is taken; otherwise 'Continuer sans photo', and 'Continuer'
 * once a photo is there. 'Chargement...' while a photo is being processed. The photos are taken
 * with the editor's own photos area (camera or library, resized on the device).
 */
import { useMemo } from 'react';
import { IonButton } from '../../ui/ionic.ts';
import { useTranslation } from 'react-i18next';
import {
  contextOf,
  photoRequirement,
  photoStepButton,
  shownPhotos,
  type ElementPath,
  type Entry,
  type LocalReport,
  type SubEntry,
} from '@constat/domain';
import { usePendingPhotos } from '../../photos/pendingPhotos.ts';
import type { NameOf } from '../editor/names.ts';
import { PhotosArea } from '../editor/photos/PhotosArea.tsx';
import type { EditorDialogs } from '../editor/useEditorDialogs.ts';
import type { Update } from '../editor/useTreeActions.ts';
import { SELF_SERVICE_NS } from './i18n/index.ts';
import { readBasePhotos, readBaseRate } from './progress.ts';
import { useScrollToTopOnShow } from './useStepScroll.ts';

interface PhotoStepProps {
  report: LocalReport;
  path: ElementPath;
  element: Entry | SubEntry;
  shownName: string;
  userId: number;
  nameOf: NameOf;
  update: Update;
  dialogs: EditorDialogs;
  onBack: () => void;
  onNext: () => void;
}

export function PhotoStep(props: PhotoStepProps) {
  const { report, path, element, shownName, userId, nameOf, update, dialogs, onBack, onNext } = props;
  const { t } = useTranslation(SELF_SERVICE_NS);
  const context = contextOf(path);
  const top = useScrollToTopOnShow<HTMLElement>();
  const pending = usePendingPhotos(`${report.localId}:${context}`);
  const requirement = photoRequirement(readBaseRate(userId, context), element.rate);
  const { edl } = report;
  const counts = useMemo(() => {
    const base = readBasePhotos(userId);
    const refs = shownPhotos({ edl }, path).map((photo) => photo._ref);
    const fresh = refs.filter((ref) => !base.has(ref)).length;
    return { newPhotos: fresh, existingPhotos: refs.length - fresh };
  }, [edl, path, userId]);
  const { button, enabled } = photoStepButton({ requirement, ...counts, loading: pending > 0 });

  return (
    <section
      ref={top}
      className="self-service-step self-service-photo-step"
      aria-labelledby="self-service-photos"
    >
      <h2 id="self-service-photos" className="self-service-element">
        {shownName}
      </h2>
      <p className={requirement === 'mandatory' ? 'self-service-hint mandatory' : 'self-service-hint'}>
        {requirement === 'mandatory' ? t('photo.changed') : t('photo.optional')}
      </p>
      <PhotosArea
        report={report}
        path={path}
        shownName={shownName}
        titled
        nameOf={nameOf}
        update={update}
        dialogs={dialogs}
      />
      <div className="self-service-actions">
        <IonButton fill="outline" onClick={onBack} className="self-service-previous">
          {t('step.previous')}
        </IonButton>
        <IonButton
          className={`self-service-photo-next photo-${button}`}
          color={enabled ? 'primary' : 'medium'}
          disabled={!enabled}
          onClick={onNext}
        >
          {t(`photo.${button}`)}
        </IonButton>
      </div>
    </section>
  );
}
