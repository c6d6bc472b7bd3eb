/**
 * A group's users (accounts-costing §2 "Group user list"): the title "Liste des utilisateurs du
 * groupe {parent} > {name} ({count})", search, "Nouveau" (a new user in this group), swipe to
 * delete, admins marked, the empty message with its hint, and the sub-groups with their user counts
 * and logos. Admins only (checked on load); a group outside the admin's subtree is not found.
 */
import type { User } from '@constat/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { LargeTitlePage } from '../../app/layout/LargeTitlePage.tsx';
import { Redirect } from '../../app/layout/Redirect.tsx';
import { useGo } from '../../app/layout/useGo.ts';
import { PATHS } from '../../app/routes.ts';
import { useSession } from '../../app/session/SessionContext.ts';
import { IonItem, IonLabel, IonList, IonListHeader, IonNote } from '../../ui/ionic.ts';
import { groupUsersBack } from './access.ts';
import { AdminListHead } from './AdminListHead.tsx';
import { fetchGroup, fetchGroupUsers } from './adminApi.ts';
import { BackTo } from './BackTo.tsx';
import { matches } from './groupTree.ts';
import { GroupLogo } from './GroupTreeList.tsx';
import { ADMIN_NS } from './i18n/index.ts';
import { useAdminList } from './useAdminList.ts';
import { UserItems } from './UserItems.tsx';
import './admin.css';

export default function GroupUsersPage() {
  const { t } = useTranslation(ADMIN_NS);
  const { id } = useParams();
  const groupId = Number(id);
  const { user } = useSession();
  const go = useGo();
  const load = useMemo(
    () => (user?.admin ? () => Promise.all([fetchGroup(groupId), fetchGroupUsers(groupId)]) : null),
    [user?.admin, groupId],
  );
  const { online, remote, query, deletes, head } = useAdminList(['groupUsers', groupId], load);
  const { removeUser } = deletes;
  if (user !== null && !user.admin) return <Redirect to={PATHS.account} />;

  const [group, users] = remote.data ?? [null, [] as User[]];
  const title = group
    ? group.parent
      ? t('groupUsersTitleParent', { parent: group.parent.name, name: group.name, count: users.length })
      : t('groupUsersTitle', { name: group.name, count: users.length })
    : t('titles.userListGroup', { ns: 'translation' });
  const shown = users.filter((u) => matches(query, u.login, u.email));
  return (
    <LargeTitlePage
      route="userListGroup"
      title={title}
      className="admin-page"
      start={<BackTo path={groupUsersBack(group, user)} />}
    >
      <AdminListHead
        {...head}
        canCreate={group !== null}
        onCreate={() => go(`/mon-compte/utilisateurs/new?group=${groupId}`)}
      />
      {group !== null ? (
        <>
          {users.length === 0 ? (
            <>
              <p className="admin-message admin-empty">{t('groupEmpty')}</p>
              <p className="admin-hint">{t('groupEmptyHint')}</p>
            </>
          ) : (
            <IonList inset className="admin-group-users">
              <UserItems users={shown} online={online} selfId={user?.id} onDelete={removeUser} />
            </IonList>
          )}
          {group.children.length > 0 ? (
            <IonList inset className="admin-sub-groups">
              <IonListHeader>{t('subGroups')}</IonListHeader>
              {group.children.map((child) => (
                <IonItem
                  key={child.id}
                  button
                  detail
                  disabled={!online}
                  className="admin-sub-group"
                  onClick={() => go(`/mon-compte/utilisateurs/groupe/${child.id}`)}
                >
                  <GroupLogo logo={child.logo} />
                  <IonLabel>{child.name}</IonLabel>
                  <IonNote slot="end">{t('userCount', { count: child.userCount })}</IonNote>
                </IonItem>
              ))}
            </IonList>
          ) : null}
          <IonList inset>
            <IonItem
              button
              detail
              disabled={!online}
              className="admin-group-settings"
              onClick={() => go(`/mon-compte/groupes-utilisateurs/${group.id}`)}
            >
              <IonLabel>{t('groupSettings')}</IonLabel>
            </IonItem>
          </IonList>
        </>
      ) : null}
    </LargeTitlePage>
  );
}
