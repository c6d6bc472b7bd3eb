/**
 * The global message (accounts-costing §3, §6: the super admin's alone), edited from 'Mon compte'.
 * The server keeps one message and puts it in every user's record; the in-progress list shows it
 * as HTML (inspection-core §2). Empty means none shown, so saving an empty text withdraws it.
 */
import { IonIcon, IonItem, IonLabel } from '../../ui/ionic.ts';
import { isSuperAdmin, type User } from '@constat/domain';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../app/errors/errorBus.ts';
import { patchMe } from './accountApi.ts';
import { createOutline } from './icons.ts';
import { ACCOUNT_NS } from './i18n/index.ts';
import { useAccountDialogs } from './useAccountDialogs.ts';

interface GlobalMessageItemProps {
  user: User;
  online: boolean;
  onSaved: () => Promise<unknown>;
}

export function GlobalMessageItem({ user, online, onSaved }: GlobalMessageItemProps) {
  const { t } = useTranslation(ACCOUNT_NS);
  const { ask } = useAccountDialogs();
  if (!isSuperAdmin(user)) return null;
  const current = user.globalAdminMessage ?? '';

  async function edit() {
    const values = await ask({
      header: t('admin.globalMessage'),
      message: t('admin.globalMessageHint'),
      cssClass: 'legal-text-alert global-message-alert',
      inputs: [
        {
          name: 'text',
          type: 'textarea',
          value: current,
          attributes: { rows: 6, 'aria-label': t('admin.globalMessage') },
        },
      ],
      submit: t('fields.save'),
    });
    if (values === null || (values.text ?? '') === current) return;
    try {
      await patchMe({ globalAdminMessage: values.text ?? '' });
      await onSaved();
    } catch (error) {
      reportError({ title: t('errorTitle'), message: t('admin.globalMessageError'), cause: error });
    }
  }

  return (
    <IonItem button detail disabled={!online} onClick={() => void edit()} className="global-message">
      <IonIcon slot="start" icon={createOutline} aria-hidden="true" />
      <IonLabel className="ion-text-wrap">
        <h3>{t('admin.globalMessage')}</h3>
        <p className="global-message-preview">{current.trim() ? current : t('admin.globalMessageNone')}</p>
      </IonLabel>
    </IonItem>
  );
}
