/**
 * The editor's dialogs: a one-line prompt (rename, custom value, new sub-entry), a confirmation
 * (delete, renovation) and a refusal (the domain's message when an edit is not allowed). useIonAlert
 * ignores a present() while its previous alert is still closing: each kind has its own hook (a
 * refusal often follows a prompt at once), and each presents in turn (useQueuedPresent).
 */
import { useCallback } from 'react';
import { TEXT_LIMITS } from '@constat/domain';
import { useIonAlert } from '../../ui/overlays.ts';
import { useTranslation } from 'react-i18next';
import { EDITOR_NS } from './i18n/index.ts';
import { useQueuedPresent } from './overlays.ts';

interface PromptOptions {
  header: string;
  message?: string;
  value?: string;
  confirm: string;
}

interface ConfirmOptions {
  header: string;
  message: string;
  confirm: string;
  destructive?: boolean;
}

export interface EditorDialogs {
  /** Resolves with the typed text, or null when cancelled. */
  prompt: (options: PromptOptions) => Promise<string | null>;
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  refuse: (message: string) => void;
}

type AlertOptions = Exclude<Parameters<ReturnType<typeof useIonAlert>[0]>[0], string>;

function useQueuedAlert(): (options: AlertOptions) => void {
  const [present] = useIonAlert();
  return useQueuedPresent<AlertOptions>(present);
}

export function useEditorDialogs(): EditorDialogs {
  const { t } = useTranslation(EDITOR_NS);
  const presentPrompt = useQueuedAlert();
  const presentConfirm = useQueuedAlert();
  const presentRefusal = useQueuedAlert();

  const prompt = useCallback(
    ({ header, message, value, confirm }: PromptOptions) =>
      new Promise<string | null>((resolve) => {
        presentPrompt({
          header,
          message,
          cssClass: 'editor-prompt',
          // Every prompt asks for a name (room, element, choice value): the domain's name limit.
          inputs: [
            {
              name: 'value',
              value: value ?? '',
              attributes: { 'aria-label': message ?? header, maxlength: TEXT_LIMITS.name },
            },
          ],
          buttons: [
            { text: t('cancel'), role: 'cancel' },
            {
              text: confirm,
              role: 'confirm',
              handler: (data: { value?: string }) => resolve(data.value ?? ''),
            },
          ],
          onDidDismiss: (event) => {
            if (event.detail.role !== 'confirm') resolve(null);
          },
        });
      }),
    [presentPrompt, t],
  );

  const confirm = useCallback(
    ({ header, message, confirm: label, destructive }: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        presentConfirm({
          header,
          message,
          cssClass: 'editor-confirm',
          buttons: [
            { text: t('cancel'), role: 'cancel' },
            { text: label, role: destructive ? 'destructive' : 'confirm', handler: () => resolve(true) },
          ],
          onDidDismiss: (event) => {
            if (event.detail.role === 'cancel' || event.detail.role === 'backdrop') resolve(false);
          },
        });
      }),
    [presentConfirm, t],
  );

  const refuse = useCallback(
    (message: string) => {
      presentRefusal({
        header: t('refusedTitle'),
        message,
        cssClass: 'editor-refusal',
        buttons: [t('ok')],
      });
    },
    [presentRefusal, t],
  );

  return { prompt, confirm, refuse };
}
