/**
 * Group list (accounts-costing §2, §6): the groups an admin sees, as a tree (every group for a super
 * admin; their group and its sub-groups for a group admin), search, swipe to delete (never one's own
 * group), "Nouveau". Admins only.
 */
import { IonBackButton } from '../../ui/ionicDeferred.ts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LargeTitlePage } from '../../app/layout/LargeTitlePage.tsx';
import { Redirect } from '../../app/layout/Redirect.tsx';
import { useGo } from '../../app/layout/useGo.ts';
import { PATHS } from '../../app/routes.ts';
import { useSession } from '../../app/session/SessionContext.ts';
import { IonList } from '../../ui/ionic.ts';
import { AdminListHead } from './AdminListHead.tsx';
import { fetchGroupTree } from './adminApi.ts';
import { filterTree, flattenTree } from './groupTree.ts';
import { GroupTreeList } from './GroupTreeList.tsx';
import { ADMIN_NS } from './i18n/index.ts';
import { useAdminList } from './useAdminList.ts';
import './admin.css';

export default function GroupsPage() {
  const { t } = useTranslation(ADMIN_NS);
  const { user } = useSession();
  const go = useGo();
  const { online, remote, query, deletes, head } = useAdminList(
    ['groupTree'],
    user?.admin ? fetchGroupTree : null,
  );
  const { removeGroup } = deletes;
  const tree = useMemo(() => filterTree(flattenTree(remote.data ?? []), query), [remote.data, query]);
  if (user !== null && !user.admin) return <Redirect to={PATHS.account} />;

  return (
    <LargeTitlePage
      route="userGroups"
      title={t('titles.userGroups', { ns: 'translation' })}
      className="admin-page"
      start={<IonBackButton text={t('app.back', { ns: 'translation' })} defaultHref={PATHS.account} />}
    >
      <AdminListHead {...head} canCreate={true} onCreate={() => go('/mon-compte/groupes-utilisateurs/new')} />
      {remote.data !== null && tree.length > 0 ? (
        <IonList inset className="admin-groups">
          <GroupTreeList
            rows={tree}
            online={online}
            canDelete={(node) => node.id !== user?.groupId}
            onOpen={(node) => go(`/mon-compte/groupes-utilisateurs/${node.id}`)}
            onDelete={(row) => removeGroup({ id: row.node.id, parentName: row.parent?.name ?? null })}
          />
        </IonList>
      ) : null}
      {remote.data !== null && tree.length === 0 ? <p className="admin-message">{t('noGroup')}</p> : null}
    </LargeTitlePage>
  );
}
