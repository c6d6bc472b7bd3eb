/** One user in an admin list: login, e-mail, a distinct icon for admins, swipe to delete. */
import type { User } from '@constat/domain';
import { useTranslation } from 'react-i18next';
import { IonIcon, IonItem, IonItemOption, IonItemOptions, IonItemSliding, IonLabel } from '../../ui/ionic.ts';
import { closeSliding } from './closeSliding.ts';
import { personOutline, shieldCheckmark, trashOutline } from './icons.ts';
import { ADMIN_NS } from './i18n/index.ts';

interface UserItemProps {
  user: User;
  online: boolean;
  /** Own account: opened, never deleted from the list. */
  deletable: boolean;
  onOpen: (user: User) => void;
  onDelete: (user: User) => void;
}

export function UserItem({ user, online, deletable, onOpen, onDelete }: UserItemProps) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <IonItemSliding className="admin-user" data-login={user.login} disabled={!online || !deletable}>
      <IonItem button detail disabled={!online} onClick={() => onOpen(user)}>
        <IonIcon
          slot="start"
          icon={user.admin ? shieldCheckmark : personOutline}
          color={user.admin ? 'primary' : 'medium'}
          className={user.admin ? 'admin-icon' : 'user-icon'}
          aria-label={user.admin ? t('adminBadge') : undefined}
          aria-hidden={user.admin ? undefined : 'true'}
          role={user.admin ? 'img' : undefined}
        />
        <IonLabel>
          <h2>{user.login}</h2>
          <p>{user.email}</p>
        </IonLabel>
      </IonItem>
      <IonItemOptions
        side="end"
        onIonSwipe={(event) => {
          closeSliding(event);
          onDelete(user);
        }}
      >
        <IonItemOption
          color="danger"
          expandable
          onClick={(event) => {
            closeSliding(event);
            onDelete(user);
          }}
        >
          <IonIcon slot="icon-only" icon={trashOutline} aria-label={t('delete')} />
        </IonItemOption>
      </IonItemOptions>
    </IonItemSliding>
  );
}
