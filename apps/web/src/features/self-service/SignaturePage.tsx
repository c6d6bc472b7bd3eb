/**
 * The tenant's signature (route /auto-edl/signature, inspection-core §2 "Signature", §8): in
 * self-service only the initials pad. A missing signature shows 'Signature manquante : "{label}"' on
 * the button for 5 s; a failure to store it on the device 'Erreur inconnue, veuillez nous
 * contacter'. Validating stores the signature and closes the report on the device (the agents' own
 * signAndClose), then sends it (useTenantUpload); a report already closed (reload, network back)
 * just shows the sending state.
 */
import { useMemo, useState } from 'react';
import { IonButton, IonSpinner } from '../../ui/ionic.ts';
import { useTranslation } from 'react-i18next';
import { reportSigners, selfServiceBack, type LocalReport } from '@constat/domain';
import { signAndClose } from '../../storage/closeReport.ts';
import { deviceDatabase } from '../../storage/db.ts';
import { useLocalReport } from '../../storage/useLocalReport.ts';
import { SignaturePadsForm, useSignaturePads, useValidateButton } from '../signature/SignaturePads.tsx';
import { SELF_SERVICE_NS } from './i18n/index.ts';
import { BackStep, SelfServicePage } from './SelfServicePage.tsx';
import type { TenantFlow } from './useTenantFlow.ts';
import { useTenantUpload } from './useTenantUpload.ts';
import '../signature/signature.css';

interface SendingProps {
  flow: TenantFlow;
  localId: number;
  /** The server refused the fingerprint and the report is open again: back to the pad. */
  onResign: () => void;
}

function Sending({ flow, localId, onResign }: SendingProps) {
  const { t } = useTranslation(SELF_SERVICE_NS);
  const { state, retry } = useTenantUpload(flow, localId, true);
  return (
    <div className="self-service-upload">
      {state.kind === 'sending' ? (
        <p role="status" className="self-service-status">
          <IonSpinner name="crescent" aria-hidden="true" /> {t('upload.sending', { percent: state.percent })}
        </p>
      ) : null}
      {state.kind === 'waiting' ? (
        <p role="status" className="self-service-status upload-waiting">
          {t('upload.waiting')}
        </p>
      ) : null}
      {state.kind === 'failed' && state.resign ? (
        <IonButton expand="block" onClick={onResign} className="self-service-resign">
          {t('upload.resign')}
        </IonButton>
      ) : null}
      {state.kind === 'failed' && !state.resign ? (
        <IonButton expand="block" onClick={retry} className="self-service-retry">
          {t('upload.retry')}
        </IonButton>
      ) : null}
    </div>
  );
}

interface PadsProps {
  flow: TenantFlow;
  report: LocalReport;
  onClosed: () => void;
}

function Pads({ flow, report, onClosed }: PadsProps) {
  const { t } = useTranslation(SELF_SERVICE_NS);
  const { button, setButton, showError, formButton } = useValidateButton();
  const signers = useMemo(() => reportSigners(report, 'selfService'), [report]);
  const { pads, firstMissing, images } = useSignaturePads(signers);

  async function validate() {
    const missing = firstMissing();
    if (missing) return showError(t('signature.missing', { label: missing.label }));
    setButton({ kind: 'saving' });
    try {
      await signAndClose(deviceDatabase(), flow.owner, report.localId, await images());
      onClosed();
    } catch (error) {
      console.error(error);
      showError(t('signature.unknownError'));
    }
  }

  return (
    <>
      <p className="page-intro">{t('signature.intro')}</p>
      <SignaturePadsForm
        signers={signers}
        pads={pads}
        {...formButton({ validate: t('signature.validate'), saving: t('signature.saving') })}
        disabled={button.kind !== 'idle'}
        onValidate={() => void validate()}
      />
    </>
  );
}

function Signature({ flow }: { flow: TenantFlow }) {
  const localId = flow.progress.id ?? NaN;
  const { state } = useLocalReport(localId, flow.owner);
  const [closed, setClosed] = useState(false);
  // The report is read once: after a refused fingerprint (uploadReport opened it again on the
  // device) the pad comes back from here, not from a new reading.
  const [resigning, setResigning] = useState(false);
  if (state.status !== 'ready') return null;
  if (!resigning && (closed || !state.report.open))
    return <Sending flow={flow} localId={localId} onResign={() => setResigning(true)} />;
  const onClosed = () => {
    setResigning(false);
    setClosed(true);
  };
  return <Pads flow={flow} report={state.report} onClosed={onClosed} />;
}

export default function SignaturePage() {
  const { t } = useTranslation(SELF_SERVICE_NS);
  return (
    <SelfServicePage
      route="autoEdlSignature"
      title={t('signature.title')}
      className="signature-page"
      start={<BackStep label={t('signature.back')} change={selfServiceBack} />}
    >
      {(flow) => <Signature flow={flow} />}
    </SelfServicePage>
  );
}
