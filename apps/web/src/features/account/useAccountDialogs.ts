/**
 * The account page's dialogs, as promises: a prompt with inputs, a confirmation ('Attention', 'Je
 * confirme' / 'Annuler', accounts-costing §8), and a message. Two Ionic alert hooks: the message
 * often follows a prompt that is still closing, and one hook ignores a present() until then.
 */
import { useCallback } from 'react';
import { type AlertInput } from '@ionic/react';
import { useIonAlert } from '../../ui/overlays.ts';
import { useTranslation } from 'react-i18next';

export interface PromptOptions {
  header: string;
  message?: string;
  inputs: AlertInput[];
  submit: string;
  cssClass?: string;
}

export function useAccountDialogs() {
  const { t } = useTranslation();
  const [presentPrompt] = useIonAlert();
  const [presentMessage] = useIonAlert();

  /** Resolves with the entered values, or null when cancelled. */
  const ask = useCallback(
    ({ header, message, inputs, submit, cssClass }: PromptOptions) =>
      new Promise<Record<string, string> | null>((resolve) => {
        void presentPrompt({
          header,
          ...(message ? { message } : {}),
          cssClass: ['account-prompt', cssClass ?? ''].join(' ').trim(),
          inputs,
          buttons: [
            { text: t('app.cancel'), role: 'cancel' },
            { text: submit, role: 'submit' },
          ],
          onDidDismiss: (event) => {
            const values = (event.detail.data as { values?: Record<string, string> } | undefined)?.values;
            resolve(event.detail.role === 'submit' ? (values ?? {}) : null);
          },
        });
      }),
    [presentPrompt, t],
  );

  const confirm = useCallback(
    (message: string) =>
      new Promise<boolean>((resolve) => {
        void presentPrompt({
          header: t('app.attention'),
          message,
          cssClass: 'account-confirm',
          buttons: [
            { text: t('app.cancel'), role: 'cancel' },
            { text: t('app.confirm'), role: 'confirm' },
          ],
          onDidDismiss: (event) => resolve(event.detail.role === 'confirm'),
        });
      }),
    [presentPrompt, t],
  );

  const tell = useCallback(
    (header: string, message: string) =>
      void presentMessage({ header, message, cssClass: 'account-message', buttons: [t('app.ok')] }),
    [presentMessage, t],
  );

  return { ask, confirm, tell };
}
