/**
 * 'Mon compte' (accounts-costing §2 "Account page"): a thin page of sections, one file each: the
 * logo, the profile, the account, the management tools, the rest (statistics, connectivity, platform,
 * storage, version, assistance), the administration for admins, and logout. Actions that need the
 * network are disabled offline, under the spec's offline wording. Every change is followed by a
 * fresh GET /api/me, so the whole app (main colour included) sees it at once.
 */
import { IonIcon, IonItem, IonLabel, IonList } from '../../ui/ionic.ts';
import { useTranslation } from 'react-i18next';
import { LargeTitlePage } from '../../app/layout/LargeTitlePage.tsx';
import { useOnline } from '../../app/network/useOnline.ts';
import { useSession } from '../../app/session/SessionContext.ts';
import { AccountSection } from './AccountSection.tsx';
import { AdminSection } from './AdminSection.tsx';
import { logOutOutline } from './icons.ts';
import { ACCOUNT_NS } from './i18n/index.ts';
import { LogoSection } from './LogoSection.tsx';
import { ManagementSection } from './ManagementSection.tsx';
import { OtherSection } from './OtherSection.tsx';
import { ProfileSection } from './ProfileSection.tsx';
import './account.css';

export default function AccountPage() {
  const { t } = useTranslation(ACCOUNT_NS);
  const { user, profile, logout, reloadUser } = useSession();
  const online = useOnline();
  return (
    <LargeTitlePage
      route="account"
      title={t('account.title', { ns: 'translation' })}
      className="account-page"
    >
      {!online ? (
        <p className="account-offline" role="status">
          {t('offline')}
        </p>
      ) : null}
      {user !== null ? <LogoSection user={user} online={online} onSaved={reloadUser} /> : null}
      <ProfileSection profile={profile} online={online} onSaved={reloadUser} />
      {user !== null ? (
        <>
          <AccountSection user={user} online={online} onSaved={reloadUser} />
          <ManagementSection user={user} online={online} onSaved={reloadUser} />
          <OtherSection user={user} online={online} onSaved={reloadUser} />
          <AdminSection user={user} online={online} onSaved={reloadUser} />
        </>
      ) : null}
      <IonList inset>
        <IonItem button detail={false} onClick={logout} className="logout">
          <IonIcon slot="start" icon={logOutOutline} color="danger" aria-hidden="true" />
          <IonLabel color="danger">{t('account.logout', { ns: 'translation' })}</IonLabel>
        </IonItem>
      </IonList>
    </LargeTitlePage>
  );
}
