/**
 * 'Modifier mon mot de passe': the new password typed twice (accounts-costing §5 mismatch message),
 * sent with PATCH /api/user/{id}/password. A password the server refuses (too short) shows its
 * reason; any other failure the spec's message. The session stays signed in.
 */
import { IonIcon, IonItem, IonLabel } from '../../ui/ionic.ts';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors.ts';
import { reportError } from '../../app/errors/errorBus.ts';
import { changePassword } from './accountApi.ts';
import { ACCOUNT_NS } from './i18n/index.ts';
import { useAccountDialogs } from './useAccountDialogs.ts';

/** The per-field reason of a 400 (`detail.password`), when the server gave one. */
function refusalReason(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const detail = error.detail as { password?: unknown } | null | undefined;
  return typeof detail?.password === 'string' ? detail.password : null;
}

export function PasswordItem({ userId, online, icon }: { userId: number; online: boolean; icon: string }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const { ask, tell } = useAccountDialogs();

  async function change() {
    const input = (name: string, label: string) => ({
      name,
      type: 'password' as const,
      placeholder: label,
      attributes: { autocomplete: 'new-password', maxlength: 200, 'aria-label': label },
    });
    const values = await ask({
      header: t('password.header'),
      cssClass: 'password-alert',
      inputs: [input('first', t('password.first')), input('second', t('password.second'))],
      submit: t('fields.save'),
    });
    if (values === null) return;
    const first = values.first ?? '';
    if (first === '') return;
    if (first !== (values.second ?? '')) return tell(t('errorTitle'), t('password.mismatch'));
    try {
      await changePassword(userId, first);
      tell(t('password.doneTitle'), t('password.done'));
    } catch (error) {
      const reason = refusalReason(error);
      if (reason !== null) tell(t('errorTitle'), reason);
      else reportError({ title: t('errorTitle'), message: t('password.error'), cause: error });
    }
  }

  return (
    <IonItem button detail disabled={!online} onClick={() => void change()} className="account-password">
      <IonIcon slot="start" icon={icon} aria-hidden="true" />
      <IonLabel>{t('password.item')}</IonLabel>
    </IonItem>
  );
}
