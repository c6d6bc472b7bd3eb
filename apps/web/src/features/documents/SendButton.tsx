/**
 * 'Envoyer aux locataires' (inspection-core §4): idle, sending, then sent with a check for 5 s.
 * Needs the network: disabled offline.
 */
import { useEffect, useState } from 'react';
import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../app/errors/errorBus.ts';
import { useOnline } from '../../app/network/useOnline.ts';
import { sendToTenants } from './documentsApi.ts';
import { checkmarkOutline } from './icons.ts';
import { DOCUMENTS_NS } from './i18n/index.ts';

export const SENT_CHECK_MS = 5000;

type SendState = 'idle' | 'sending' | 'sent';

export function SendButton({ reportId }: { reportId: number }) {
  const { t } = useTranslation(DOCUMENTS_NS);
  const online = useOnline();
  const [state, setState] = useState<SendState>('idle');

  useEffect(() => {
    if (state !== 'sent') return undefined;
    const timer = setTimeout(() => setState('idle'), SENT_CHECK_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const send = async () => {
    setState('sending');
    try {
      await sendToTenants(reportId);
      setState('sent');
    } catch (error) {
      setState('idle');
      reportError({ title: t('errors.sendTitle'), message: t('errors.send'), cause: error });
    }
  };

  return (
    <IonButton
      className="send-button"
      data-state={state}
      disabled={!online || state === 'sending'}
      onClick={() => void send()}
    >
      {state === 'sending' ? <IonSpinner name="crescent" aria-hidden="true" /> : null}
      {state === 'sent' ? <IonIcon icon={checkmarkOutline} slot="start" aria-hidden="true" /> : null}
      {t(`send.${state}`)}
    </IonButton>
  );
}
