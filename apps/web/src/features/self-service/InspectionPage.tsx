/**
 * The step-by-step inspection (route /auto-edl, inspection-core §2 autoEdl): one element at a time,
 * module, entry, sub-entry in order (Photos entries skipped), then the general comment. The position
 * is the stored progress (domain steps.ts), so a reload comes back to the same element.
 */
import { useEffect } from 'react';
import { IonSpinner } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import {
  nextSelfServiceStep,
  previousSelfServiceStep,
  selfServiceProgress,
  selfServiceSteps,
  type LocalReport,
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

  const { step, total } = selfServiceProgress(report.edl, progress);
  const next = () => setProgress((s) => nextSelfServiceStep(report.edl, s));
  const previous = () => setProgress((s) => previousSelfServiceStep(report.edl, s));
  return (
    <>
      <div className="self-service-progress">
        <span>{t('step.progress', { step, total })}</span>
        <progress max={total} value={step} aria-label={t('step.progress', { step, total })} />
      </div>
      {progress.comment || !progress.current ? (
        <CommentStep report={report} update={update} flush={flush} flow={flow} onPrevious={previous} />
      ) : (
        <ElementStep
          key={`${progress.current.module}.${progress.current.entry}.${progress.current.subEntry ?? ''}`}
          cursor={progress.current}
          first={step === 1}
          report={report}
          update={update}
          flow={flow}
          onNext={next}
          onPrevious={previous}
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
