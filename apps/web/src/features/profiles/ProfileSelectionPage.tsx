/** 'Je choisis un profil' (accounts-costing §2 "Profile selection"). */
import { useState } from 'react';
import { IonButton, IonIcon, IonItem, IonLabel, IonList } from '../../ui/ionic.ts';
import { addCircleOutline, checkmark, logOutOutline, settingsOutline } from '../../ui/icons.ts';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { PATHS } from '../../app/routes.ts';
import { useSession } from '../../app/session/SessionContext.ts';
import { LargeTitlePage } from '../../app/layout/LargeTitlePage.tsx';
import { ProfileItem } from './ProfileItem.tsx';
import { useProfileActions } from './useProfileActions.ts';
import { useUniqueProfileAutoSelect } from './useUniqueProfileAutoSelect.ts';

export default function ProfileSelectionPage() {
  const { t } = useTranslation();
  const { user, logout } = useSession();
  const actions = useProfileActions();
  const [managing, setManaging] = useState(false);
  // Ionic keeps a left screen mounted: the rule runs on each visit, while this route is current.
  const visible = useLocation().pathname === PATHS.profileSelection;
  useUniqueProfileAutoSelect(user, visible, actions);

  const profiles = user?.profiles ?? [];
  const canAdd = user !== null && !(user.uniqueProfile && profiles.length > 0);
  // A first profile is the only choice there is: the agent enters it at once (docs/ARCHITECTURE.md "Beyond
  // the specification"). With others beside it, the list shows it and the agent chooses.
  const addProfile = () => {
    const first = profiles.length === 0;
    void actions.create().then((created) => {
      if (created !== null && first) actions.choose(created);
    });
  };

  return (
    <LargeTitlePage
      route="profileSelection"
      className="profile-selection-page"
      title={t('profiles.title')}
      end={
        profiles.length > 0 ? (
          <IonButton
            onClick={() => setManaging((value) => !value)}
            aria-label={t('profiles.manage')}
            aria-pressed={managing}
            className="profiles-gear"
          >
            <IonIcon slot="icon-only" icon={managing ? checkmark : settingsOutline} aria-hidden="true" />
          </IonButton>
        ) : null
      }
    >
      <p className="page-intro">{profiles.length > 0 ? t('profiles.intro') : t('profiles.empty')}</p>

      {profiles.length > 0 ? (
        <IonList inset className="profile-list">
          {profiles.map((profile) => (
            <ProfileItem
              key={profile.id}
              profile={profile}
              managing={managing}
              onChoose={actions.choose}
              onMakeDefault={actions.makeDefault}
              onDelete={actions.remove}
            />
          ))}
        </IonList>
      ) : null}

      {canAdd ? (
        <IonList inset>
          <IonItem button detail={false} onClick={addProfile} className="add-profile">
            <IonIcon slot="start" icon={addCircleOutline} aria-hidden="true" />
            <IonLabel>{t('profiles.add')}</IonLabel>
          </IonItem>
        </IonList>
      ) : null}

      <IonList inset>
        <IonItem button detail={false} onClick={logout} className="logout">
          <IonIcon slot="start" icon={logOutOutline} color="medium" aria-hidden="true" />
          <IonLabel color="medium">{t('profiles.logout')}</IonLabel>
        </IonItem>
      </IonList>
    </LargeTitlePage>
  );
}
