/**
 * Where the last message to each address of a report stands (the server's outbox): waiting, sending,
 * to be tried again, sent, or failed with the mail server's reason and a button to send it again.
 */
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../ui/ionic.ts';
import type { SendingState } from './documentsApi.ts';
import { DOCUMENTS_NS } from './i18n/index.ts';

interface SendMessagesProps {
  messages: SendingState['messages'];
  /** Off offline, or while a sending of the report is under way. */
  canResend: boolean;
  onResend: (address: string) => void;
}

export function SendMessages({ messages, canResend, onResend }: SendMessagesProps) {
  const { t } = useTranslation(DOCUMENTS_NS);
  if (messages.length === 0) return null;
  return (
    <>
      <p>{t('send.messages')}</p>
      <ul className="send-messages">
        {messages.map((message) => (
          <li key={message.recipient} data-state={message.state}>
            <span className="send-message-address">{message.recipient}</span>
            {' : '}
            <span className="send-message-state">{t(`send.state.${message.state}`)}</span>
            {message.state === 'failed' || message.state === 'retrying' ? (
              message.error ? (
                <span className="send-message-error"> ({message.error})</span>
              ) : null
            ) : null}
            {message.state === 'failed' ? (
              <IonButton
                size="small"
                fill="outline"
                className="send-resend"
                disabled={!canResend}
                onClick={() => onResend(message.recipient)}
              >
                {t('send.resend')}
              </IonButton>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
