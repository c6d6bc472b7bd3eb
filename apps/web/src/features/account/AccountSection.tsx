/**
 * The account part of 'Mon compte' (accounts-costing §2): login and group (read only), e-mail,
 * company name and postal address (each edited in a prompt, saved with PATCH /api/me), and the
 * password change, shown only when the account may change it (canEditPasswords, which a group's
 * lockPasswords takes away). Every change needs the network.
 */
import { IonIcon, IonItem, IonLabel, IonList, IonListHeader, IonNote } from '../../ui/ionic.ts';
import { useTranslation } from 'react-i18next';
import type { User } from '@constat/domain';
import { reportError } from '../../app/errors/errorBus.ts';
import { patchMe, type MeChanges } from './accountApi.ts';
import { businessOutline, locationOutline, lockClosedOutline, mailOutline } from './icons.ts';
import { ACCOUNT_NS } from './i18n/index.ts';
import { PasswordItem } from './PasswordItem.tsx';
import { useAccountDialogs } from './useAccountDialogs.ts';

type EditableField = 'email' | 'companyName' | 'companyAddress';

interface AccountSectionProps {
  user: User;
  online: boolean;
  onSaved: () => Promise<unknown>;
}

export function AccountSection({ user, online, onSaved }: AccountSectionProps) {
  const { t } = useTranslation(ACCOUNT_NS);
  const tr = (key: 'account.login' | 'account.email' | 'account.group' | 'account.accountSection') =>
    t(key, { ns: 'translation' });
  const { ask } = useAccountDialogs();

  const labels: Record<EditableField, string> = {
    email: tr('account.email'),
    companyName: t('fields.companyName'),
    companyAddress: t('fields.companyAddress'),
  };
  const errors: Record<EditableField, string> = {
    email: t('fields.emailError'),
    companyName: t('fields.companyNameError'),
    companyAddress: t('fields.companyAddressError'),
  };

  async function edit(field: EditableField) {
    const values = await ask({
      header: labels[field],
      cssClass: `account-edit-alert edit-${field}`,
      inputs: [
        {
          name: 'value',
          type: field === 'email' ? 'email' : field === 'companyAddress' ? 'textarea' : 'text',
          value: user[field] ?? '',
          attributes: { maxlength: field === 'companyAddress' ? 500 : 200, 'aria-label': labels[field] },
        },
      ],
      submit: t('fields.save'),
    });
    if (values === null) return;
    const value = (values.value ?? '').trim();
    if (value === (user[field] ?? '')) return;
    const changes: MeChanges = field === 'email' ? { email: value } : { [field]: value || null };
    try {
      await patchMe(changes);
      await onSaved();
    } catch (error) {
      reportError({ title: t('errorTitle'), message: errors[field], cause: error });
    }
  }

  const editable = (field: EditableField, icon: string) => (
    <IonItem button detail disabled={!online} onClick={() => void edit(field)} className={`account-${field}`}>
      <IonIcon slot="start" icon={icon} aria-hidden="true" />
      <IonLabel className="ion-text-wrap">
        <h3>{labels[field]}</h3>
        <p className="account-value">{user[field] || t('fields.notSet')}</p>
      </IonLabel>
    </IonItem>
  );

  return (
    <IonList inset className="account-section">
      <IonListHeader>{tr('account.accountSection')}</IonListHeader>
      <IonItem>
        <IonLabel>{tr('account.login')}</IonLabel>
        <IonNote slot="end">{user.login}</IonNote>
      </IonItem>
      {user.group !== null ? (
        <IonItem>
          <IonLabel>{tr('account.group')}</IonLabel>
          <IonNote slot="end">
            {user.group.parent ? `${user.group.parent.name} > ${user.group.name}` : user.group.name}
          </IonNote>
        </IonItem>
      ) : null}
      {editable('email', mailOutline)}
      {editable('companyName', businessOutline)}
      {editable('companyAddress', locationOutline)}
      {user.canEditPasswords ? (
        <PasswordItem userId={user.id} online={online} icon={lockClosedOutline} />
      ) : null}
    </IonList>
  );
}
