/**
 * The step-by-step inspection (route /auto-edl, inspection-core §2 autoEdl): one element at a time,
 * module, entry, sub-entry in order (Photos entries skipped), then the general comment. The position
 * is the stored progress (domain steps.ts), so a reload comes back to the same element. The progress
 * bar counts rooms ('Pièce 3 sur 9'); a room left unchanged is validated at once (domain rooms.ts).
 */
import { useEffect } from 'react';
import { IonSpinner } from '../../ui/ionic.ts';
import { useTranslation } from 'react-i18next';
import {
  nextRoomStep,
  nextSelfServiceStep,
  previousSelfServiceStep,
  selfServiceRoomProgress,
  selfServiceSteps,
  validateRestOfRoom,
  type LocalReport,
  type SelfServiceCursor,
  type SelfServiceState,
} from '@constat/domain';
import { useLocalReport } from '../../storage/useLocalReport.ts';
import { CommentStep } from './CommentStep.tsx';
import { ElementStep } from './ElementStep.tsx';
import { SELF_SERVICE_NS } from './i18n/index.ts';
import { SelfServicePage } from './SelfServicePage.tsx';
import type { TenantFlow } from './useTenantFlow.ts';

/** The stored cursor, when it still names a step of the tree. */
function currentStepIndex(report: LocalReport, progress: SelfServiceState): number {
  const { current } = progress;
  if (!current) return -1;
  return selfServiceSteps(report.edl).findIndex(
    (s) => s.module === current.module && s.entry === current.entry && s.subEntry === current.subEntry,
  );
}

function isFirstStep(report: LocalReport, cursor: SelfServiceCursor): boolean {
  const first = selfServiceSteps(report.edl)[0];
  return (
    first?.module === cursor.module && first.entry === cursor.entry && first.subEntry === cursor.subEntry
  );
}

function Inspection({ flow }: { flow: TenantFlow }) {
  const { t } = useTranslation(SELF_SERVICE_NS);
  const { progress, setProgress } = flow;
  const { state, update, flush } = useLocalReport(progress.id ?? NaN, flow.owner);
  const report = state.status === 'ready' ? state.report : null;
  const lost = report !== null && !progress.comment && currentStepIndex(report, progress) < 0;

  useEffect(() => {
    // No cursor (or one the tree no longer has): start at the first element.
    if (report && lost) {
      const first = selfServiceSteps(report.edl)[0] ?? null;
      setProgress((s) => ({ ...s, current: first, comment: first === null }));
    }
  }, [report, lost, setProgress]);

  useEffect(() => {
    // The report is gone from the device (site data cleared): the info step builds it again.
    if (state.status === 'missing') setProgress((s) => ({ ...s, id: null, current: null, comment: false }));
  }, [state.status, setProgress]);

  if (!report || lost)
    return (
      <p className="self-service-status" role="status">
        <IonSpinner name="crescent" aria-hidden="true" /> {t('loading')}
      </p>
    );

  const { room, rooms } = selfServiceRoomProgress(report.edl, progress);
  const atComment = progress.comment || !progress.current;
  const position = atComment ? t('step.lastStep') : t('step.progress', { room, rooms });
  const next = () => setProgress((s) => nextSelfServiceStep(report.edl, s));
  const previous = () => setProgress((s) => previousSelfServiceStep(report.edl, s));
  const allConform = (cursor: SelfServiceCursor) => {
    update((r) => validateRestOfRoom(r, cursor));
    setProgress((s) => nextRoomStep(report.edl, s));
  };
  return (
    <>
      <div className="self-service-progress">
        <span>{position}</span>
        <progress max={rooms} value={atComment ? rooms : room - 1} aria-label={position} />
      </div>
      {progress.comment || !progress.current ? (
        <CommentStep report={report} update={update} flush={flush} flow={flow} onPrevious={previous} />
      ) : (
        <ElementStep
          key={`${progress.current.module}.${progress.current.entry}.${progress.current.subEntry ?? ''}`}
          cursor={progress.current}
          first={isFirstStep(report, progress.current)}
          report={report}
          update={update}
          flow={flow}
          onNext={next}
          onPrevious={previous}
          onAllConform={() => progress.current && allConform(progress.current)}
        />
      )}
    </>
  );
}

export default function InspectionPage() {
  const { t } = useTranslation(SELF_SERVICE_NS);
  return (
    <SelfServicePage route="autoEdl" title={t('step.title')}>
      {(flow) => <Inspection flow={flow} />}
    </SelfServicePage>
  );
}
