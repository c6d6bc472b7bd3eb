/**
 * Edit a report's information (route /modifier-edl/:localId). Every change is written to the device
 * as it is typed (after the field's debounce); 'Valider et retourner à l'EDL' checks the required
 * fields and goes back to the editor. The room tree is not rebuilt: rooms are the editor's business.
 */
import { IonBackButton } from '../../ui/ionicDeferred.ts';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { setManualConvention, type LocalReport, type ReportInfo } from '@constat/domain';
import { LargeTitlePage } from '../../app/layout/LargeTitlePage.tsx';
import { useGo } from '../../app/layout/useGo.ts';
import { PATHS } from '../../app/routes.ts';
import { useLocalReport } from '../../storage/useLocalReport.ts';
import { flushPendingWrites } from '../../ui/pendingWrites.ts';
import { CAPTURE_NS } from '../capture/i18n/index.ts';
import { InfoForm } from './InfoForm.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { useInfoCheck } from './useSubmitState.ts';
import './infoForm.css';
import { Redirect } from '../../app/layout/Redirect.tsx';

export default function EditInfoPage() {
  const { t } = useTranslation(CAPTURE_NS);
  const { localId = '' } = useParams();
  const { state, update, flush, latest } = useLocalReport(Number(localId));
  const go = useGo();
  const edlIO = state.status === 'ready' ? state.report.edlIO : 'Entrant';
  const { submitState, errorsOf, accepts } = useInfoCheck(edlIO);
  if (state.status === 'missing') return <Redirect to={PATHS.edlsLocal} />;
  // A signed report is locked (its fingerprint covers the information too).
  if (state.status === 'ready' && !state.report.open)
    return <Redirect to={`/edl/${localId}/recapitulatif`} />;
  const report = state.status === 'ready' ? state.report : null;
  const editorPath = `/edl/${localId}`;

  // The form's rules take and return a ReportInfo; the report's other fields ride along in the spread.
  const onChange = (change: (info: ReportInfo) => ReportInfo) =>
    update((current) => change(current) as LocalReport);

  async function submit() {
    // The fields write what they hold first; the check reads the report after those writes.
    flushPendingWrites();
    const typed = latest();
    if (!typed) return;
    if (!accepts(typed)) return;
    await flush();
    go(editorPath, 'back');
  }

  return (
    <LargeTitlePage
      route="editEdlInfo"
      title={t('form.titleEdit')}
      className="info-form-page"
      start={<IonBackButton text={t('app.back', { ns: 'translation' })} defaultHref={editorPath} />}
    >
      {report ? (
        <>
          <InfoForm
            info={report}
            edlIO={report.edlIO}
            errors={errorsOf(report)}
            onChange={onChange}
            moveOut={{
              conventionSortieManuelle: report.conventionSortieManuelle === true,
              fromEntry: report.duplicateFromEdlIO === 'Entrant',
              onConventionChange: (checked) => update((current) => setManualConvention(current, checked)),
            }}
          />
          <SubmitButton mode="edit" state={submitState} onSubmit={() => void submit()} />
        </>
      ) : null}
    </LargeTitlePage>
  );
}
