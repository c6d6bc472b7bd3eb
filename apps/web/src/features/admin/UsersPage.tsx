/**
 * Users (accounts-costing §2 "User list", §6): for a super admin, the users without group and the
 * groups (as a tree), a search over both, swipe to delete, "Nouveau". A group admin's users are those
 * of their group: they go to its list; anyone else goes back to the account.
 */
import { IonBackButton } from '../../ui/ionicDeferred.ts';
import { isSuperAdmin, type GroupNode, type User } from '@constat/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LargeTitlePage } from '../../app/layout/LargeTitlePage.tsx';
import { Redirect } from '../../app/layout/Redirect.tsx';
import { useGo } from '../../app/layout/useGo.ts';
import { PATHS } from '../../app/routes.ts';
import { useSession } from '../../app/session/SessionContext.ts';
import { IonItem, IonList, IonListHeader, IonNote } from '../../ui/ionic.ts';
import { AdminListHead } from './AdminListHead.tsx';
import { fetchGroupTree, fetchUsersWithoutGroup } from './adminApi.ts';
import { filterTree, flattenTree, matches } from './groupTree.ts';
import { GroupTreeList } from './GroupTreeList.tsx';
import { ADMIN_NS } from './i18n/index.ts';
import { useAdminList } from './useAdminList.ts';
import { UserItems } from './UserItems.tsx';
import './admin.css';

const loadAll = () => Promise.all([fetchUsersWithoutGroup(), fetchGroupTree()]);

export default function UsersPage() {
  const { t } = useTranslation(ADMIN_NS);
  const { user } = useSession();
  const go = useGo();
  const superAdmin = user !== null && isSuperAdmin(user);
  const { online, remote, query, deletes, head } = useAdminList(['users'], superAdmin ? loadAll : null);
  const { removeUser, removeGroup } = deletes;
  const [users, nodes] = remote.data ?? [[], []];
  const tree = useMemo(() => filterTree(flattenTree(nodes), query), [nodes, query]);
  if (user !== null && !user.admin) return <Redirect to={PATHS.account} />;
  if (user !== null && user.groupId !== null)
    return <Redirect to={`/mon-compte/utilisateurs/groupe/${user.groupId}`} />;

  const shown = users.filter((u: User) => matches(query, u.login, u.email));
  return (
    <LargeTitlePage
      route="users"
      title={t('titles.users', { ns: 'translation' })}
      className="admin-page"
      start={<IonBackButton text={t('app.back', { ns: 'translation' })} defaultHref={PATHS.account} />}
    >
      <AdminListHead {...head} canCreate={true} onCreate={() => go('/mon-compte/utilisateurs/new')} />
      {remote.data !== null ? (
        <>
          <IonList inset className="admin-users-without-group">
            <IonListHeader>{t('usersWithoutGroup')}</IonListHeader>
            <UserItems users={shown} online={online} selfId={user?.id} onDelete={removeUser} />
            {shown.length === 0 ? (
              <IonItem lines="none">
                <IonNote>{t('noUserWithoutGroup')}</IonNote>
              </IonItem>
            ) : null}
          </IonList>
          <IonList inset className="admin-groups">
            <IonListHeader>{t('groups')}</IonListHeader>
            <GroupTreeList
              rows={tree}
              online={online}
              canDelete={() => true}
              onOpen={(node: GroupNode) => go(`/mon-compte/utilisateurs/groupe/${node.id}`)}
              onDelete={(row) => removeGroup({ id: row.node.id, parentName: row.parent?.name ?? null })}
            />
            {tree.length === 0 ? (
              <IonItem lines="none">
                <IonNote>{t('noGroup')}</IonNote>
              </IonItem>
            ) : null}
          </IonList>
        </>
      ) : null}
    </LargeTitlePage>
  );
}
