/** One profile row: initials, name, lock mark, 'Profil principal' badge; actions while managing. */
import { IonBadge, IonButton, IonIcon, IonItem, IonLabel } from '../../ui/ionic.ts';
import { lockClosed, star, starOutline, trashOutline } from '../../ui/icons.ts';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@constat/domain';

interface Props {
  profile: Profile;
  managing: boolean;
  onChoose: (profile: Profile) => void;
  onMakeDefault: (profile: Profile) => void;
  onDelete: (profile: Profile) => void;
}

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]?.[0], words[1]?.[0]] : [name.trim()[0], name.trim()[1]];
  return letters.filter(Boolean).join('').toUpperCase();
}

export function ProfileItem({ profile, managing, onChoose, onMakeDefault, onDelete }: Props) {
  const { t } = useTranslation();
  return (
    <IonItem
      button={!managing}
      detail={!managing}
      onClick={managing ? undefined : () => onChoose(profile)}
      className="profile-item"
      data-profile={profile.name}
    >
      <div className="profile-avatar" slot="start" aria-hidden="true">
        {initials(profile.name)}
      </div>
      <IonLabel>
        <h2 className="profile-name">
          {profile.name}
          {profile.passcode !== null ? (
            <IonIcon className="profile-lock" icon={lockClosed} aria-label={t('profiles.locked')} />
          ) : null}
        </h2>
        {profile.default ? (
          <IonBadge className="profile-default-badge">{t('profiles.defaultBadge')}</IonBadge>
        ) : null}
      </IonLabel>
      {managing ? (
        <div slot="end" className="profile-actions">
          <IonButton
            fill="clear"
            disabled={profile.default}
            aria-label={t('profiles.makeDefault')}
            onClick={() => onMakeDefault(profile)}
          >
            <IonIcon slot="icon-only" icon={profile.default ? star : starOutline} aria-hidden="true" />
          </IonButton>
          <IonButton
            fill="clear"
            color="danger"
            aria-label={t('profiles.delete')}
            onClick={() => onDelete(profile)}
          >
            <IonIcon slot="icon-only" icon={trashOutline} aria-hidden="true" />
          </IonButton>
        </div>
      ) : null}
    </IonItem>
  );
}
