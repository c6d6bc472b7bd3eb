/**
 * Signature (route /edl/:localId/signature, inspection-core §2, §4, §8): one pad per signer; every
 * signer must sign ('Signature manquante : "{label}"' on the button for 5 s); validating stores the
 * images and closes the report (open false, date now, fingerprint), then goes back to the list,
 * where it is ready to save. A closed report cannot be signed again.
 */
import { useMemo } from 'react';
import { IonBackButton } from '../../ui/ionicDeferred.ts';
import { useIonAlert } from '../../ui/overlays.ts';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { canCloseReport, reportSigners } from '@constat/domain';
import { LargeTitlePage } from '../../app/layout/LargeTitlePage.tsx';
import { useGo } from '../../app/layout/useGo.ts';
import { PATHS } from '../../app/routes.ts';
import { signAndClose } from '../../storage/closeReport.ts';
import { deviceDatabase } from '../../storage/db.ts';
import { useLocalReport } from '../../storage/useLocalReport.ts';
import { useReportOwner } from '../../storage/useReportOwner.ts';
import { CAPTURE_NS } from '../capture/i18n/index.ts';
import { SignaturePadsForm, useSignaturePads, useValidateButton } from './SignaturePads.tsx';
import './signature.css';
import { Redirect } from '../../app/layout/Redirect.tsx';

export default function SignaturePage() {
  const { t } = useTranslation(CAPTURE_NS);
  const { localId = '' } = useParams();
  const { state, flush } = useLocalReport(Number(localId));
  const owner = useReportOwner();
  const go = useGo();
  const [presentAlert] = useIonAlert();
  const { button, setButton, showError, formButton } = useValidateButton();
  const report = state.status === 'ready' ? state.report : null;
  const signers = useMemo(() => (report ? reportSigners(report, 'agent') : []), [report]);
  const { pads, firstMissing, images } = useSignaturePads(signers);

  if (state.status === 'missing') return <Redirect to={PATHS.edlsLocal} />;
  if (report && !report.open) return <Redirect to={PATHS.edlsLocal} />;
  // A mandatory item of the décret is missing: the recap lists it (docs/ARCHITECTURE.md "Beyond the
  // specification"), no pad opens.
  if (report && !canCloseReport(report)) return <Redirect to={`/edl/${localId}/recapitulatif`} />;

  async function validate() {
    if (!owner || !report) return;
    const missing = firstMissing();
    if (missing) {
      showError(t('signature.missing', { label: missing.label }));
      return;
    }
    setButton({ kind: 'saving' });
    try {
      await flush();
      await signAndClose(deviceDatabase(), owner, report.localId, await images());
      go(PATHS.edlsLocal, 'root');
    } catch (error) {
      console.error(error);
      showError(t('signature.unknownError'));
      void presentAlert({
        header: t('signature.saveErrorTitle'),
        message: t('signature.saveError'),
        cssClass: 'error-dialog',
        buttons: [t('app.ok', { ns: 'translation' })],
      });
    }
  }

  return (
    <LargeTitlePage
      route="edlSignature"
      title={t('signature.title')}
      className="signature-page"
      start={
        <IonBackButton
          text={t('app.back', { ns: 'translation' })}
          defaultHref={`/edl/${localId}/recapitulatif`}
        />
      }
    >
      <p className="page-intro">{t('signature.intro')}</p>
      <SignaturePadsForm
        signers={signers}
        pads={pads}
        {...formButton({ validate: t('signature.validate'), saving: t('signature.saving') })}
        disabled={button.kind !== 'idle' || !report}
        onValidate={() => void validate()}
      />
    </LargeTitlePage>
  );
}
