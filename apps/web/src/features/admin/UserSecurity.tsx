/**
 * A user's password (set by an admin, with the confirmation rule of accounts-costing §5) and their
 * partner platform key (connected when one is stored; the key itself never comes back).
 */
import { IonButton, IonInput, IonItem, IonLabel, IonList, IonListHeader, IonNote } from '../../ui/ionic.ts';
import { useIonAlert } from '../../ui/overlays.ts';
import { checkPasswordConfirmation, type User } from '@constat/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../app/errors/errorBus.ts';
import { changePassword, setPlatformToken } from './adminApi.ts';
import { ADMIN_NS } from './i18n/index.ts';

export function UserSecurity({
  user,
  online,
  onChanged,
}: {
  user: User;
  online: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const [presentConfirm] = useIonAlert();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [passwordNote, setPasswordNote] = useState<string | null>(null);
  const [key, setKey] = useState('');

  const submitPassword = () => {
    const mismatch = checkPasswordConfirmation(password, confirmation);
    if (mismatch) {
      setPasswordNote(mismatch);
      return;
    }
    changePassword(user.id, password).then(
      () => {
        setPassword('');
        setConfirmation('');
        setPasswordNote(t('user.passwordChanged'));
      },
      (error: unknown) => reportError({ message: t('errors.password'), cause: error }),
    );
  };
  const connect = () =>
    setPlatformToken(user.id, key.trim()).then(
      () => {
        setKey('');
        onChanged();
      },
      (error: unknown) => reportError({ message: t('errors.platformConnect'), cause: error }),
    );
  const disconnect = () =>
    void presentConfirm({
      header: t('app.attention', { ns: 'translation' }),
      message: t('user.platformDisconnectConfirm'),
      cssClass: 'confirm-platform-disconnect',
      buttons: [
        { text: t('app.cancel', { ns: 'translation' }), role: 'cancel' },
        {
          text: t('app.confirm', { ns: 'translation' }),
          handler: () => {
            setPlatformToken(user.id, null).then(onChanged, (error: unknown) =>
              reportError({ message: t('errors.platformDisconnect'), cause: error }),
            );
          },
        },
      ],
    });

  return (
    <>
      <IonList inset className="admin-password">
        <IonListHeader>{t('user.password')}</IonListHeader>
        <IonItem>
          <IonInput
            type="password"
            name="new-password"
            autocomplete="new-password"
            label={t('user.newPassword')}
            labelPlacement="stacked"
            value={password}
            disabled={!online}
            onIonInput={(event) => setPassword(String(event.detail.value ?? ''))}
          />
        </IonItem>
        <IonItem>
          <IonInput
            type="password"
            name="confirm-password"
            autocomplete="new-password"
            label={t('user.confirmPassword')}
            labelPlacement="stacked"
            value={confirmation}
            disabled={!online}
            onIonInput={(event) => setConfirmation(String(event.detail.value ?? ''))}
          />
        </IonItem>
        <IonItem lines="none">
          <IonButton
            slot="end"
            className="admin-change-password"
            disabled={!online || password === ''}
            onClick={submitPassword}
          >
            {t('user.changePassword')}
          </IonButton>
        </IonItem>
      </IonList>
      <p className="admin-message admin-password-note" role="status">
        {passwordNote ?? ''}
      </p>
      <IonList inset className="admin-platform">
        <IonListHeader>{t('user.platform')}</IonListHeader>
        {user.platformToken !== null ? (
          <IonItem lines="none">
            <IonLabel>{t('user.platformConnected')}</IonLabel>
            <IonButton slot="end" color="danger" fill="clear" disabled={!online} onClick={disconnect}>
              {t('user.platformDisconnect')}
            </IonButton>
          </IonItem>
        ) : (
          <IonItem lines="none">
            <IonInput
              name="platform-key"
              label={t('user.platformKey')}
              labelPlacement="stacked"
              value={key}
              disabled={!online}
              onIonInput={(event) => setKey(String(event.detail.value ?? ''))}
            />
            <IonButton slot="end" disabled={!online || key.trim() === ''} onClick={() => void connect()}>
              {t('user.platformConnect')}
            </IonButton>
          </IonItem>
        )}
      </IonList>
      <IonList inset className="admin-profiles">
        <IonListHeader>{t('user.profiles')}</IonListHeader>
        {user.profiles.length === 0 ? (
          <IonItem lines="none">
            <IonNote>{t('user.noProfile')}</IonNote>
          </IonItem>
        ) : (
          user.profiles.map((profile) => (
            <IonItem key={profile.id}>
              <IonLabel>{profile.name}</IonLabel>
            </IonItem>
          ))
        )}
      </IonList>
    </>
  );
}
