/**
 * The partner platform connection (accounts-costing §4 "Platform"; inspection-core §7): connected
 * when the account has a key (the server keeps it and only says that one is set); connecting asks
 * for the key, disconnecting asks for a confirmation. The spec's messages for a key the platform does
 * not know and for other failures.
 */
import { IonIcon, IonItem, IonLabel, IonNote } from '../../ui/ionic.ts';
import { useTranslation } from 'react-i18next';
import type { User } from '@constat/domain';
import { ApiError } from '../../api/errors.ts';
import { reportError } from '../../app/errors/errorBus.ts';
import { setPlatformToken } from './accountApi.ts';
import { linkOutline } from './icons.ts';
import { ACCOUNT_NS } from './i18n/index.ts';
import { useAccountDialogs } from './useAccountDialogs.ts';

/** The server's answer to a refused key (the spec's 407 travels as a 400 with this code). */
const isWrongKey = (error: unknown) =>
  error instanceof ApiError && (error.status === 407 || error.code === 'platform-wrong-key');

export function PlatformItem({
  user,
  online,
  onSaved,
}: {
  user: User;
  online: boolean;
  onSaved: () => Promise<unknown>;
}) {
  const { t } = useTranslation(ACCOUNT_NS);
  const { ask, confirm } = useAccountDialogs();
  const connected = user.platformToken !== null;

  async function connect() {
    const values = await ask({
      header: t('other.platformHeader'),
      cssClass: 'platform-key-alert',
      inputs: [
        {
          name: 'key',
          placeholder: t('other.platformKey'),
          attributes: { autocomplete: 'off', maxlength: 500, 'aria-label': t('other.platformKey') },
        },
      ],
      submit: t('other.platformConnect'),
    });
    const key = values?.key?.trim();
    if (!key) return;
    try {
      await setPlatformToken(user.id, key);
      await onSaved();
    } catch (error) {
      const message = isWrongKey(error) ? t('other.platformWrongKey') : t('other.platformError');
      reportError({ title: t('errorTitle'), message, cause: error });
    }
  }

  async function disconnect() {
    if (!(await confirm(t('other.platformDisconnectConfirm')))) return;
    try {
      await setPlatformToken(user.id, null);
      await onSaved();
    } catch (error) {
      reportError({ title: t('errorTitle'), message: t('other.platformDisconnectError'), cause: error });
    }
  }

  return (
    <IonItem
      button
      detail
      disabled={!online}
      onClick={() => void (connected ? disconnect() : connect())}
      className="account-platform"
    >
      <IonIcon slot="start" icon={linkOutline} aria-hidden="true" />
      <IonLabel>{t('other.platform')}</IonLabel>
      <IonNote slot="end" className="platform-state">
        {connected ? t('other.platformOn') : t('other.platformOff')}
      </IonNote>
    </IonItem>
  );
}
