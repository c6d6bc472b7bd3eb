/**
 * One element of the inspection (inspection-core §2 "Step-by-step edit"): where it is (room ›
 * element › part), the editor's own rate inputs in self-service mode (no pricing, no renovation),
 * then 'Précédent' and 'Valider'. When the room has a Photos entry, 'Valider' opens the photo step
 * first (domain hasPhotoStep); otherwise it moves on. Visiting marks the element opened (§4). Below,
 * the room at a glance and 'Tout est conforme dans cette pièce' (RoomGlance).
 */
import { useEffect, useMemo, useState } from 'react';
import { IonButton } from '../../ui/ionic.ts';
import { useTranslation } from 'react-i18next';
import {
  elementAt,
  entryAt,
  hasPhotoStep,
  markVisited,
  moduleAt,
  restOfRoomUnchanged,
  type ElementPath,
  type Entry,
  type LocalReport,
  type SelfServiceCursor,
  type SubEntry,
} from '@constat/domain';
import { useNameOf } from '../editor/names.ts';
import { RatePanel } from '../editor/rate/RatePanel.tsx';
import { useEditorDialogs } from '../editor/useEditorDialogs.ts';
import type { Update } from '../editor/useTreeActions.ts';
import { SELF_SERVICE_NS } from './i18n/index.ts';
import { PhotoStep } from './PhotoStep.tsx';
import { readBaseRate } from './progress.ts';
import { AllConformButton, RoomGlance } from './RoomGlance.tsx';
import type { TenantFlow } from './useTenantFlow.ts';
import { useScrollToTopOnShow } from './useStepScroll.ts';
import '../editor/editor.css';

interface ElementStepProps {
  cursor: SelfServiceCursor;
  first: boolean;
  report: LocalReport;
  update: Update;
  flow: TenantFlow;
  onNext: () => void;
  onPrevious: () => void;
  /** 'Tout est conforme dans cette pièce': the rest of the room as it is, then the next room. */
  onAllConform: () => void;
}

/** An element's rate in `report`, or null. */
const rateIn = (report: LocalReport) => (path: ElementPath) =>
  (elementAt(report, path) as Entry | SubEntry | undefined)?.rate ?? null;

export function ElementStep({
  cursor,
  first,
  report,
  update,
  flow,
  onNext,
  onPrevious,
  onAllConform,
}: ElementStepProps) {
  const { t } = useTranslation(SELF_SERVICE_NS);
  const nameOf = useNameOf(report.locale);
  const dialogs = useEditorDialogs();
  const [photos, setPhotos] = useState(false);
  const top = useScrollToTopOnShow<HTMLElement>();
  const path = useMemo<ElementPath>(
    () => ({
      moduleId: cursor.module,
      entryId: cursor.entry,
      ...(cursor.subEntry !== null ? { subEntryId: cursor.subEntry } : {}),
    }),
    [cursor],
  );
  useEffect(() => update((r) => markVisited(r, path)), [update, path]);

  const module = moduleAt(report, cursor.module);
  const entry = entryAt(report, cursor.module, cursor.entry);
  const element = elementAt(report, path) as Entry | SubEntry | undefined;
  if (!module || !entry || !element) return null;
  const unchanged = restOfRoomUnchanged(report.edl, cursor, rateIn(report), (context) =>
    readBaseRate(flow.userId, context),
  );
  const parent: Entry | undefined = cursor.subEntry !== null ? entry : undefined;
  const names = [module.name, entry.name, ...(parent ? [element.name] : [])].map(nameOf);

  if (photos)
    return (
      <PhotoStep
        report={report}
        path={path}
        element={element}
        shownName={names.slice(1).join(' › ')}
        userId={flow.userId}
        nameOf={nameOf}
        update={update}
        dialogs={dialogs}
        onBack={() => setPhotos(false)}
        onNext={onNext}
      />
    );

  return (
    <section ref={top} className="self-service-step" aria-labelledby="self-service-element">
      <p className="self-service-room">{names[0]}</p>
      <h2 id="self-service-element" className="self-service-element">
        {names.slice(1).join(' › ')}
      </h2>
      <p className="self-service-hint">{t('step.hint')}</p>
      <AllConformButton unchanged={unchanged} onAllConform={onAllConform} />
      <div className="self-service-rate">
        <RatePanel
          key={`${cursor.module}.${cursor.entry}.${cursor.subEntry ?? ''}`}
          report={report}
          path={path}
          element={element}
          parent={parent}
          adding={false}
          nameOf={nameOf}
          update={update}
          dialogs={dialogs}
          selfService
        />
      </div>
      <div className="self-service-actions">
        <IonButton fill="outline" disabled={first} onClick={onPrevious} className="self-service-previous">
          {t('step.previous')}
        </IonButton>
        <IonButton
          className="self-service-validate"
          onClick={() => (hasPhotoStep(module) ? setPhotos(true) : onNext())}
        >
          {t('step.validate')}
        </IonButton>
      </div>
      <RoomGlance report={report} cursor={cursor} nameOf={nameOf} />
    </section>
  );
}
