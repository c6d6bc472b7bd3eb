/**
 * 'Faire signer la révision': the report's signature pads (features/signature), one per party but
 * the initials, in a sheet over the costing. Every pad must be signed; validating waits for the
 * last edit to be saved, signs the costing as the server holds it (signRevision.ts), and the server
 * regenerates the exit-agreement PDF.
 */
import { useMemo, useState } from 'react';
import { IonContent } from '@ionic/react';
import { IonModal } from '../../ui/ionicDeferred.ts';
import { useTranslation } from 'react-i18next';
import { formatEuros, type Signer } from '@constat/domain';
import { ApiError } from '../../api/errors.ts';
import { SignaturePadsForm, useSignaturePads } from '../signature/SignaturePads.tsx';
import '../signature/signature.css';
import type { AgreementView } from './agreementApi.ts';
import { COSTING_NS } from './i18n/index.ts';
import { signRevision } from './signRevision.ts';
import { SheetHeader } from '../../ui/SheetHeader.tsx';

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
  const { pads, firstMissing, images } = useSignaturePads(signers);

  async function validate() {
    const missing = firstMissing();
    if (missing) {
      setStep({ kind: 'error', message: t('signatureMissing', { label: missing.label }) });
      return;
    }
    setStep({ kind: 'saving' });
    try {
      await settle();
      const signed = await images();
      await signRevision(
        edlId,
        signed.map(({ signer, png }) => ({ key: signer.key, label: signer.label, png })),
      );
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
      <SheetHeader title={t('signRevision')} closeLabel={t('cancel')} onClose={onClose} />
      <IonContent className="ion-padding">
        <p className="page-intro">{t('revisionIntro')}</p>
        <p className="revision-total">{t('revisionTotal', { total: formatEuros(total) })}</p>
        <SignaturePadsForm
          signers={signers}
          pads={pads}
          onDrawn={() => step.kind === 'error' && setStep({ kind: 'idle' })}
          label={step.kind === 'saving' ? t('revisionSaving') : t('revisionValidate')}
          saving={step.kind === 'saving'}
          failed={false}
          disabled={step.kind === 'saving'}
          onValidate={() => void validate()}
          buttonClassName="revision-validate"
          notice={
            step.kind === 'error' ? (
              <p className="revision-error" role="alert">
                {step.message}
              </p>
            ) : null
          }
        />
      </IonContent>
    </IonModal>
  );
}
