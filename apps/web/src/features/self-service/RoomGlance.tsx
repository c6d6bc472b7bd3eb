/**
 * The room at a glance (docs/ARCHITECTURE.md "Beyond the specification"): 'Tout est conforme dans cette
 * pièce', which validates the rest of the room as it is (domain rooms.ts) when the tenant changed none of it
 * (otherwise it says why it cannot), and each element of the room with its current state.
 */
import { IonButton } from '../../ui/ionic.ts';
import { useTranslation } from 'react-i18next';
import {
  elementAt,
  pathOfStep,
  recapFields,
  roomSteps,
  type Entry,
  type LocalReport,
  type SelfServiceCursor,
  type SubEntry,
} from '@constat/domain';
import type { NameOf } from '../editor/names.ts';
import { SELF_SERVICE_NS } from './i18n/index.ts';

/** The fields a glance shows: the assessment, not the counts, colours or serial numbers. */
const GLANCE_FIELDS = new Set(['condition', 'state', 'cleaning']);

interface AllConformProps {
  unchanged: boolean;
  onAllConform: () => void;
}

/** 'Tout est conforme dans cette pièce', at the top of the step: one tap per unchanged room. */
export function AllConformButton({ unchanged, onAllConform }: AllConformProps) {
  const { t } = useTranslation(SELF_SERVICE_NS);
  return (
    <div className="self-service-all-conform-area">
      <IonButton
        expand="block"
        fill="outline"
        className="self-service-all-conform"
        disabled={!unchanged}
        onClick={onAllConform}
      >
        {t('room.allConform')}
      </IonButton>
      {!unchanged ? <p className="self-service-glance-note">{t('room.changedNote')}</p> : null}
    </div>
  );
}

interface RoomGlanceProps {
  report: LocalReport;
  cursor: SelfServiceCursor;
  nameOf: NameOf;
}

/** Each element of the room with its current state, the one on screen marked. */
export function RoomGlance({ report, cursor, nameOf }: RoomGlanceProps) {
  const { t } = useTranslation(SELF_SERVICE_NS);
  const steps = roomSteps(report.edl, cursor);
  return (
    <section className="self-service-glance" aria-labelledby="self-service-glance-title">
      <h3 id="self-service-glance-title">{t('room.glance')}</h3>
      <ul>
        {steps.map((step) => {
          const path = pathOfStep(step);
          const element = elementAt(report, path) as Entry | SubEntry | undefined;
          const entry = elementAt(report, { moduleId: step.module, entryId: step.entry }) as
            Entry | undefined;
          if (!element || !entry) return null;
          const name = [entry, ...(step.subEntry !== null ? [element] : [])]
            .map((e) => nameOf(e.name))
            .join(' › ');
          const state = recapFields(element.rate)
            .filter(({ field }) => GLANCE_FIELDS.has(field))
            .map(({ value }) => nameOf(value))
            .join(' · ');
          const here = step.entry === cursor.entry && step.subEntry === cursor.subEntry;
          return (
            <li key={`${step.entry}.${step.subEntry ?? ''}`} aria-current={here ? 'step' : undefined}>
              <span className="self-service-glance-name">{name}</span>
              <span className="self-service-glance-state">{state || t('room.notRated')}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
