/**
 * The profile part of 'Mon compte' (accounts-costing §2): switch to another profile (works offline),
 * rename the current one, and set, change or remove its passcode (network needed).
 */
import { IonIcon, IonItem, IonLabel, IonList, IonListHeader, IonNote } from '../../ui/ionic.ts';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@constat/domain';
import { renameProfile } from '../../api/profiles.ts';
import { reportError } from '../../app/errors/errorBus.ts';
import { useGo } from '../../app/layout/useGo.ts';
import { PATHS } from '../../app/routes.ts';
import { createOutline, keyOutline, lockOpenOutline, peopleOutline } from './icons.ts';
import { ACCOUNT_NS } from './i18n/index.ts';
import { useAccountDialogs } from './useAccountDialogs.ts';
import { usePasscodeEditor } from './usePasscodeEditor.ts';

interface ProfileSectionProps {
  profile: Profile | null;
  online: boolean;
  onSaved: () => Promise<unknown>;
}

export function ProfileSection({ profile, online, onSaved }: ProfileSectionProps) {
  const { t } = useTranslation(ACCOUNT_NS);
  const go = useGo();
  const { ask } = useAccountDialogs();
  const passcode = usePasscodeEditor(onSaved);

  async function rename(current: Profile) {
    const values = await ask({
      header: t('profile.renameHeader'),
      cssClass: 'profile-rename-alert',
      inputs: [
        {
          name: 'name',
          value: current.name,
          attributes: { maxlength: 100, 'aria-label': t('profile.renameHeader') },
        },
      ],
      submit: t('fields.save'),
    });
    const name = values?.name?.trim();
    if (!name || name === current.name) return;
    try {
      await renameProfile(current.id, name);
      await onSaved();
    } catch (error) {
      reportError({ title: t('errorTitle'), message: t('profile.renameError'), cause: error });
    }
  }

  return (
    <IonList inset className="account-profile-section">
      <IonListHeader>{t('account.profileSection', { ns: 'translation' })}</IonListHeader>
      <IonItem button detail onClick={() => go(PATHS.profileSelection, 'root')} className="switch-profile">
        <IonIcon slot="start" icon={peopleOutline} aria-hidden="true" />
        <IonLabel>{t('account.switchProfile', { ns: 'translation' })}</IonLabel>
        <IonNote slot="end">{profile?.name ?? ''}</IonNote>
      </IonItem>
      {profile !== null ? (
        <>
          <IonItem
            button
            detail
            disabled={!online}
            onClick={() => void rename(profile)}
            className="profile-rename"
          >
            <IonIcon slot="start" icon={createOutline} aria-hidden="true" />
            <IonLabel>{t('profile.rename')}</IonLabel>
          </IonItem>
          <IonItem
            button
            detail
            disabled={!online}
            onClick={() => void passcode.set(profile)}
            className="passcode-set"
          >
            <IonIcon slot="start" icon={keyOutline} aria-hidden="true" />
            <IonLabel>
              {profile.passcode === null ? t('profile.passcodeSet') : t('profile.passcodeChange')}
            </IonLabel>
            <IonNote slot="end" className="passcode-state">
              {profile.passcode === null ? t('profile.passcodeOff') : t('profile.passcodeOn')}
            </IonNote>
          </IonItem>
          {profile.passcode !== null ? (
            <IonItem
              button
              detail={false}
              disabled={!online}
              onClick={() => void passcode.remove(profile)}
              className="passcode-remove"
            >
              <IonIcon slot="start" icon={lockOpenOutline} aria-hidden="true" />
              <IonLabel>{t('profile.passcodeRemove')}</IonLabel>
            </IonItem>
          ) : null}
        </>
      ) : null}
    </IonList>
  );
}
