/**
 * Signature (route /edl/:localId/signature, inspection-core §2, §4, §8): one pad per signer; every
 * signer must sign ('Signature manquante : "{label}"' on the button for 5 s); validating stores the
 * images and closes the report (open false, date now, fingerprint), then goes back to the list,
 * where it is ready to save. A closed report cannot be signed again.
 */
import { createRef, useMemo, useRef, useState, type RefObject } from 'react';
import { IonButton, IonSpinner } from '../../ui/ionic.ts';
import { IonBackButton } from '../../ui/ionicDeferred.ts';
import { useIonAlert } from '../../ui/overlays.ts';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { canCloseReport, ERROR_BUTTON_RESET_MS, firstMissingSigner, reportSigners } from '@constat/domain';
import { LargeTitlePage } from '../../app/layout/LargeTitlePage.tsx';
import { useGo } from '../../app/layout/useGo.ts';
import { PATHS } from '../../app/routes.ts';
import { signAndClose } from '../../storage/closeReport.ts';
import { deviceDatabase } from '../../storage/db.ts';
import { useLocalReport } from '../../storage/useLocalReport.ts';
import { useReportOwner } from '../../storage/useReportOwner.ts';
import { CAPTURE_NS } from '../capture/i18n/index.ts';
import { SignaturePadField, type SignaturePadHandle } from './SignaturePadField.tsx';
import './signature.css';
import { Redirect } from '../../app/layout/Redirect.tsx';

type ButtonState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'error'; label: string };

export default function SignaturePage() {
  const { t } = useTranslation(CAPTURE_NS);
  const { localId = '' } = useParams();
  const { state, flush } = useLocalReport(Number(localId));
  const owner = useReportOwner();
  const go = useGo();
  const [presentAlert] = useIonAlert();
  const [button, setButton] = useState<ButtonState>({ kind: 'idle' });
  const resetTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const report = state.status === 'ready' ? state.report : null;
  const signers = useMemo(() => (report ? reportSigners(report, 'agent') : []), [report]);
  const pads = useMemo(
    () => new Map<string, RefObject<SignaturePadHandle | null>>(signers.map((s) => [s.key, createRef()])),
    [signers],
  );

  if (state.status === 'missing') return <Redirect to={PATHS.edlsLocal} />;
  if (report && !report.open) return <Redirect to={PATHS.edlsLocal} />;
  // A mandatory item of the décret is missing: the recap lists it (docs/ARCHITECTURE.md "Beyond the
  // specification"), no pad opens.
  if (report && !canCloseReport(report)) return <Redirect to={`/edl/${localId}/recapitulatif`} />;

  const showError = (label: string) => {
    setButton({ kind: 'error', label });
    if (resetTimer.current !== null) clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => setButton({ kind: 'idle' }), ERROR_BUTTON_RESET_MS);
  };

  async function validate() {
    if (!owner || !report) return;
    const signed = new Set(
      signers.filter((s) => pads.get(s.key)?.current?.isEmpty() === false).map((s) => s.key),
    );
    const missing = firstMissingSigner(signers, signed);
    if (missing) {
      showError(t('signature.missing', { label: missing.label }));
      return;
    }
    setButton({ kind: 'saving' });
    try {
      await flush();
      const images = await Promise.all(
        signers.map(async (signer) => ({
          signer,
          png: await (pads.get(signer.key)?.current as SignaturePadHandle).toPng(),
        })),
      );
      await signAndClose(deviceDatabase(), owner, report.localId, images);
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

  const label =
    button.kind === 'saving'
      ? t('signature.saving')
      : button.kind === 'error'
        ? button.label
        : t('signature.validate');
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
      <div className="signature-pads">
        {signers.map((signer) => (
          <SignaturePadField
            key={signer.key}
            signer={signer}
            ref={pads.get(signer.key)}
            onChange={() => button.kind === 'error' && setButton({ kind: 'idle' })}
          />
        ))}
      </div>
      <div className="signature-submit">
        <IonButton
          expand="block"
          className="signature-validate"
          color={button.kind === 'error' ? 'danger' : 'primary'}
          disabled={button.kind !== 'idle' || !report}
          onClick={() => void validate()}
        >
          {button.kind === 'saving' ? <IonSpinner name="crescent" aria-hidden="true" /> : null}
          {label}
        </IonButton>
      </div>
    </LargeTitlePage>
  );
}
