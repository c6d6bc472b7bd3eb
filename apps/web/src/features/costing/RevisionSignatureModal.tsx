/**
 * 'Faire signer la révision': the report's signature pads (features/signature), one per party but
 * the initials, in a sheet over the costing. Every pad must be signed; validating waits for the
 * last edit to be saved, signs the costing as the server holds it (signRevision.ts), and the server
 * regenerates the exit-agreement PDF.
 */
import { createRef, useMemo, useState, type RefObject } from 'react';
import { IonContent } from '@ionic/react';
import { IonModal } from '../../ui/ionicDeferred.ts';
import { IonButton, IonButtons, IonHeader, IonSpinner, IonTitle, IonToolbar } from '../../ui/ionic.ts';
import { useTranslation } from 'react-i18next';
import { firstMissingSigner, formatEuros, type Signer } from '@constat/domain';
import { ApiError } from '../../api/errors.ts';
import { SignaturePadField, type SignaturePadHandle } from '../signature/SignaturePadField.tsx';
import '../signature/signature.css';
import type { AgreementView } from './agreementApi.ts';
import { COSTING_NS } from './i18n/index.ts';
import { signRevision } from './signRevision.ts';

type Step = { kind: 'idle' } | { kind: 'saving' } | { kind: 'error'; message: string };

export function RevisionSignatureModal({
  edlId,
  view,
  total,
  isOpen,
  settle,
  onClose,
  onSigned,
}: {
  edlId: number;
  view: AgreementView;
  /** What the parties sign: the revised costing's total including VAT. */
  total: number;
  isOpen: boolean;
  /** Resolves once every edit is saved: the parties sign what the server holds. */
  settle: () => Promise<void>;
  onClose: () => void;
  onSigned: () => void;
}) {
  const { t } = useTranslation(COSTING_NS);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const signers = useMemo(
    () => view.signers.map(({ key, label }) => ({ key, label }) as Signer),
    [view.signers],
  );
  const pads = useMemo(
    () => new Map<string, RefObject<SignaturePadHandle | null>>(signers.map((s) => [s.key, createRef()])),
    [signers],
  );

  async function validate() {
    const signed = new Set(
      signers.filter((s) => pads.get(s.key)?.current?.isEmpty() === false).map((s) => s.key),
    );
    const missing = firstMissingSigner(signers, signed);
    if (missing) {
      setStep({ kind: 'error', message: t('signatureMissing', { label: missing.label }) });
      return;
    }
    setStep({ kind: 'saving' });
    try {
      await settle();
      const images = await Promise.all(
        signers.map(async (signer) => ({
          key: signer.key,
          label: signer.label,
          png: await (pads.get(signer.key)?.current as SignaturePadHandle).toPng(),
        })),
      );
      await signRevision(edlId, images);
      setStep({ kind: 'idle' });
      onSigned();
    } catch (error) {
      console.error(error);
      const detail = error instanceof ApiError || error instanceof Error ? ` (${error.message})` : '';
      setStep({ kind: 'error', message: `${t('revisionError')}${detail}` });
    }
  }

  return (
    <IonModal
      isOpen={isOpen}
      onDidDismiss={onClose}
      className="revision-signature signature-page"
      aria-label={t('signRevision')}
    >
      <IonHeader>
        <IonToolbar>
          <IonTitle>{t('signRevision')}</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={onClose}>{t('cancel')}</IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        <p className="page-intro">{t('revisionIntro')}</p>
        <p className="revision-total">{t('revisionTotal', { total: formatEuros(total) })}</p>
        <div className="signature-pads">
          {signers.map((signer) => (
            <SignaturePadField
              key={signer.key}
              signer={signer}
              ref={pads.get(signer.key)}
              onChange={() => step.kind === 'error' && setStep({ kind: 'idle' })}
            />
          ))}
        </div>
        {step.kind === 'error' ? (
          <p className="revision-error" role="alert">
            {step.message}
          </p>
        ) : null}
        <div className="signature-submit">
          <IonButton
            expand="block"
            className="signature-validate revision-validate"
            disabled={step.kind === 'saving'}
            onClick={() => void validate()}
          >
            {step.kind === 'saving' ? <IonSpinner name="crescent" aria-hidden="true" /> : null}
            {step.kind === 'saving' ? t('revisionSaving') : t('revisionValidate')}
          </IonButton>
        </div>
      </IonContent>
    </IonModal>
  );
}
