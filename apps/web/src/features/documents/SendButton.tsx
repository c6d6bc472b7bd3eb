/**
 * 'Envoyer aux locataires' (inspection-core §4; docs/ARCHITECTURE.md "Beyond the specification"): the tap
 * first shows to whom the report will go and when it last went out (the server's record), and sends only once
 * confirmed; then sending, then sent with a check for 5 s. It also shows where the last message to each
 * address stands, and sends again to one whose message failed. Never two sendings at once: the button is off from
 * the tap until the result, and the confirmation is off while an earlier sending is still under way.
 * Needs the network: disabled offline.
 */
import { useEffect, useState } from 'react';
import { IonButton, IonIcon, IonSpinner } from '../../ui/ionic.ts';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../app/errors/errorBus.ts';
import { useOnline } from '../../app/network/useOnline.ts';
import { readSendingState, sendToTenants, type SendingState } from './documentsApi.ts';
import { checkmarkOutline } from './icons.ts';
import { DOCUMENTS_NS } from './i18n/index.ts';
import { SendConfirmation } from './SendConfirmation.tsx';

const SENT_CHECK_MS = 5000;

type SendStep = 'idle' | 'loading' | 'confirming' | 'sending' | 'sent';

export function SendButton({ reportId }: { reportId: number }) {
  const { t } = useTranslation(DOCUMENTS_NS);
  const online = useOnline();
  const [step, setStep] = useState<SendStep>('idle');
  const [sending, setSending] = useState<SendingState | null>(null);

  useEffect(() => {
    if (step !== 'sent') return undefined;
    const timer = setTimeout(() => setStep('idle'), SENT_CHECK_MS);
    return () => clearTimeout(timer);
  }, [step]);

  const failed = (error: unknown) => {
    setStep('idle');
    reportError({ title: t('errors.sendTitle'), message: t('errors.send'), cause: error });
  };

  const ask = async () => {
    setStep('loading');
    try {
      setSending(await readSendingState(reportId));
      setStep('confirming');
    } catch (error) {
      failed(error);
    }
  };

  const send = async (to?: string) => {
    setStep('sending');
    try {
      await sendToTenants(reportId, to);
      setStep('sent');
    } catch (error) {
      failed(error);
    }
  };

  return (
    <>
      <IonButton
        className="send-button"
        data-state={step}
        disabled={!online || step !== 'idle'}
        aria-expanded={step === 'confirming'}
        onClick={() => void ask()}
      >
        {step === 'sending' || step === 'loading' ? <IonSpinner name="crescent" aria-hidden="true" /> : null}
        {step === 'sent' ? <IonIcon icon={checkmarkOutline} slot="start" aria-hidden="true" /> : null}
        {t(`send.${step}`)}
      </IonButton>
      {step === 'confirming' && sending !== null ? (
        <SendConfirmation
          state={sending}
          online={online}
          onConfirm={() => void send()}
          onResend={(address) => void send(address)}
          onCancel={() => setStep('idle')}
        />
      ) : null}
    </>
  );
}
