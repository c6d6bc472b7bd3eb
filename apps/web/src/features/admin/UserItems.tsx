/** The users of an admin list: login, e-mail, a distinct icon for admins, swipe to delete. */
import type { User } from '@constat/domain';
import { useTranslation } from 'react-i18next';
import { useGo } from '../../app/layout/useGo.ts';
import { IonIcon, IonItem, IonItemSliding, IonLabel } from '../../ui/ionic.ts';
import { personOutline, shieldCheckmark } from './icons.ts';
import { ADMIN_NS } from './i18n/index.ts';
import { SwipeDelete } from './SwipeDelete.tsx';

interface UserItemsProps {
  users: readonly User[];
  online: boolean;
  /** The admin's own account: opened, never deleted from the list. */
  selfId: number | undefined;
  onDelete: (user: User) => void;
}

export function UserItems({ users, online, selfId, onDelete }: UserItemsProps) {
  const { t } = useTranslation(ADMIN_NS);
  const go = useGo();
  return users.map((user) => (
    <IonItemSliding
      key={user.id}
      className="admin-user"
      data-login={user.login}
      disabled={!online || user.id === selfId}
    >
      <IonItem button detail disabled={!online} onClick={() => go(`/mon-compte/utilisateurs/${user.id}`)}>
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
      <SwipeDelete onDelete={() => onDelete(user)} />
    </IonItemSliding>
  ));
}
