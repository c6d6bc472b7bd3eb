/**
 * New report (route /nouvel-edl/:edlType/:edlTemplate): the info form, then 'Créer l'EDL' builds the
 * room tree with the domain's createReport, stores it on the device and opens the editor with the
 * history cleared. Works offline.
 */
import { useRef, useState } from 'react';
import { IonBackButton } from '../../ui/ionicDeferred.ts';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  createReport,
  emptyReportInfo,
  setManualConvention,
  type EdlIO,
  type ReportInfo,
  type Template,
} from '@constat/domain';
import { reportError } from '../../app/errors/errorBus.ts';
import { LargeTitlePage } from '../../app/layout/LargeTitlePage.tsx';
import { useGo } from '../../app/layout/useGo.ts';
import { PATHS } from '../../app/routes.ts';
import { deviceDatabase } from '../../storage/db.ts';
import { flushPendingWrites } from '../../ui/pendingWrites.ts';
import { storeNewReport } from '../../storage/localReports.ts';
import { DeviceStorageError, storageErrorReport } from '../../storage/storageErrors.ts';
import { useReportOwner } from '../../storage/useReportOwner.ts';
import { CAPTURE_NS } from '../capture/i18n/index.ts';
import { InfoForm } from './InfoForm.tsx';
import { clearDraft, readDraft, writeDraft } from './newReportDraft.ts';
import { SubmitButton } from './SubmitButton.tsx';
import { useInfoCheck } from './useSubmitState.ts';
import './infoForm.css';
import { Redirect } from '../../app/layout/Redirect.tsx';

const EDL_TYPES: Record<string, EdlIO> = { entrant: 'Entrant', sortant: 'Sortant' };
const TEMPLATES: Record<string, Template> = { default: 'default', simple: 'simple' };

export default function NewReportPage() {
  const { edlType = '', edlTemplate = '' } = useParams();
  const edlIO = EDL_TYPES[edlType];
  const template = TEMPLATES[edlTemplate];
  if (!edlIO || !template) return <Redirect to={PATHS.edlsLocal} />;
  return (
    <NewReportForm
      key={`${edlType}/${edlTemplate}`}
      edlIO={edlIO}
      template={template}
      draftKind={`${edlType}/${edlTemplate}`}
    />
  );
}

function NewReportForm({
  edlIO,
  template,
  draftKind,
}: {
  edlIO: EdlIO;
  template: Template;
  draftKind: string;
}) {
  const { t } = useTranslation(CAPTURE_NS);
  const owner = useReportOwner();
  const go = useGo();
  const [info, setInfo] = useState<ReportInfo>(
    () => (owner && readDraft(owner, draftKind)) || emptyReportInfo(),
  );
  // What the fields handed on so far, ahead of the render: 'Créer l'EDL' reads it right after
  // flushing the fields, in the same task as a last keystroke.
  const latest = useRef(info);
  const [convention, setConvention] = useState(false);
  const { submitState, setSubmitState, errorsOf, accepts } = useInfoCheck(edlIO);

  // The draft is written with the change, not after a render: a hidden page may never render again.
  const change = (edit: (current: ReportInfo) => ReportInfo) => {
    latest.current = edit(latest.current);
    if (owner) writeDraft(owner, draftKind, latest.current);
    setInfo(latest.current);
  };

  const errors = errorsOf(info);

  async function submit() {
    if (!owner) return;
    flushPendingWrites();
    const typed = latest.current;
    if (!accepts(typed)) return;
    setSubmitState('busy');
    try {
      const report = createReport({ edlIO, template, info: typed });
      const stored = await storeNewReport(
        deviceDatabase(),
        owner,
        edlIO === 'Sortant' ? setManualConvention(report, convention) : report,
      );
      clearDraft(owner, draftKind);
      go(`/edl/${stored.localId}`, 'root');
    } catch (error) {
      setSubmitState('idle');
      reportError(error instanceof DeviceStorageError ? storageErrorReport(error) : error);
    }
  }

  const kind = t('form.kind', {
    io: t(edlIO === 'Entrant' ? 'form.entrant' : 'form.sortant'),
    template: t(template === 'simple' ? 'form.simple' : 'form.detailed'),
  });
  return (
    <LargeTitlePage
      route="newEdl"
      title={t('form.titleNew')}
      className="info-form-page"
      start={<IonBackButton text={t('app.back', { ns: 'translation' })} defaultHref={PATHS.edlsLocal} />}
    >
      <p className="page-intro profile-chip report-kind">{kind}</p>
      <InfoForm
        info={info}
        edlIO={edlIO}
        errors={errors}
        onChange={change}
        moveOut={{ conventionSortieManuelle: convention, onConventionChange: setConvention }}
      />
      <SubmitButton mode="new" state={submitState} onSubmit={() => void submit()} />
    </LargeTitlePage>
  );
}
