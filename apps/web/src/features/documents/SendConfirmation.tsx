/** The addresses a report is about to be e-mailed to, its last sending, and the confirm/cancel pair. */
import { IonButton } from '../../ui/ionic.ts';
import { useTranslation } from 'react-i18next';
import { dateFormat } from '../../ui/dateFormats.ts';
import type { SendingState } from './documentsApi.ts';
import { DOCUMENTS_NS } from './i18n/index.ts';
import { SendMessages } from './SendMessages.tsx';

const LAST_SENT_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' };

interface SendConfirmationProps {
  state: SendingState;
  online: boolean;
  onConfirm: () => void;
  /** Sends again to one address whose message failed. */
  onResend: (address: string) => void;
  onCancel: () => void;
}

export function SendConfirmation({ state, online, onConfirm, onResend, onCancel }: SendConfirmationProps) {
  const { t, i18n } = useTranslation(DOCUMENTS_NS);
  const { recipients, lastSentAt, inFlight, messages } = state;
  const lastSent =
    lastSentAt === null
      ? t('send.neverSent')
      : t('send.lastSent', {
          date: dateFormat(i18n.language, LAST_SENT_FORMAT).format(new Date(lastSentAt)),
        });
  return (
    <section className="send-confirmation" aria-label={t('send.idle')}>
      {recipients.length > 0 ? (
        <>
          <p>{t('send.recipients')}</p>
          <ul className="send-recipients">
            {recipients.map((address) => (
              <li key={address}>{address}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('send.noRecipient')}</p>
      )}
      <p className="send-last">{lastSent}</p>
      <SendMessages messages={messages} canResend={online && !inFlight} onResend={onResend} />
      {inFlight ? (
        <p className="send-in-flight" role="status">
          {t('send.inFlight')}
        </p>
      ) : null}
      <div className="send-confirmation-buttons">
        <IonButton fill="clear" className="send-cancel" onClick={onCancel}>
          {t('send.cancel')}
        </IonButton>
        <IonButton
          className="send-confirm"
          disabled={!online || inFlight || recipients.length === 0}
          onClick={onConfirm}
        >
          {t('send.confirm')}
        </IonButton>
      </div>
    </section>
  );
}
