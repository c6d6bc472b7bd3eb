/**
 * A user, as their admin sees it (accounts-costing §2, §3, §6): login, e-mail, group ("Sans groupe"
 * for a super admin only), the admin flag, self-service (super admin only), the options a group may
 * force, logo, password, platform key, profiles, calibration, and deletion, which says first what
 * becomes of their saved reports. Each change is sent at once. Admins only.
 */
import { IonInput, IonItem, IonLabel, IonList, IonNote } from '../../ui/ionic.ts';
import { isSuperAdmin, type Group, type User } from '@constat/domain';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { LargeTitlePage } from '../../app/layout/LargeTitlePage.tsx';
import { Redirect } from '../../app/layout/Redirect.tsx';
import { useGo } from '../../app/layout/useGo.ts';
import { useOnline } from '../../app/network/useOnline.ts';
import { PATHS } from '../../app/routes.ts';
import { useSession } from '../../app/session/SessionContext.ts';
import { reportError } from '../../app/errors/errorBus.ts';
import { userBack } from './access.ts';
import { AdminNotes } from './AdminNotes.tsx';
import { fetchGroup, fetchGroupTree, fetchUser, updateUser, type UserChanges } from './adminApi.ts';
import { BackTo } from './BackTo.tsx';
import { GroupSelect } from './GroupSelect.tsx';
import { ADMIN_NS } from './i18n/index.ts';
import { LogoField } from './LogoField.tsx';
import { useAdminDeletes } from './useAdminDeletes.ts';
import { type ForcedOption, UserOptionToggles } from './UserOptionToggles.tsx';
import { UserSecurity } from './UserSecurity.tsx';
import { useRemote } from './useRemote.ts';
import { DeleteAction } from './DeleteAction.tsx';
import './admin.css';

async function loadUser(id: number) {
  const [user, nodes] = await Promise.all([fetchUser(id), fetchGroupTree()]);
  // The group's options as they apply (own or from a parent) lock the user's.
  const group: Group | null = user.groupId === null ? null : await fetchGroup(user.groupId).catch(() => null);
  return { user, nodes, group };
}

export default function UserPage() {
  const { t } = useTranslation(ADMIN_NS);
  const { id } = useParams();
  const userId = Number(id);
  const { user: me, reloadUser } = useSession();
  const online = useOnline();
  const go = useGo();
  const load = useMemo(() => (me?.admin ? () => loadUser(userId) : null), [me?.admin, userId]);
  const remote = useRemote(['userPage', userId], load, online);
  const [edited, setEdited] = useState<User | null>(null);
  const { reload } = remote;
  const refresh = useCallback(() => {
    setEdited(null);
    reload();
  }, [reload]);
  const goneTo = userBack(edited ?? remote.data?.user ?? null);
  const { removeUser } = useAdminDeletes(useCallback(() => go(goneTo, 'root'), [go, goneTo]));
  if (me !== null && !me.admin) return <Redirect to={PATHS.account} />;

  const data = remote.data;
  const user = edited !== null && edited.id === data?.user.id ? edited : (data?.user ?? null);
  const superAdmin = me !== null && isSuperAdmin(me);
  const save = (changes: UserChanges, message: string, reloadAll = false) => {
    if (user === null) return;
    updateUser(user.id, changes).then(
      (updated) => {
        setEdited(updated);
        if (reloadAll) refresh();
        if (updated.id === me?.id) void reloadUser();
      },
      (error: unknown) => reportError({ message, cause: error }),
    );
  };
  const forcedBy = (key: ForcedOption) =>
    data?.group && (data.group[key] || data.group.inheritedOptions[key]) ? t('user.lockedByGroup') : null;

  return (
    <LargeTitlePage
      route="user"
      title={user?.login ?? t('titles.user', { ns: 'translation' })}
      className="admin-page"
      start={<BackTo path={goneTo} />}
    >
      <AdminNotes online={online} loading={data === null} notFound={remote.notFound} />
      {user !== null && data !== null ? (
        <>
          <IonList inset className="admin-user-fields">
            <IonItem>
              <IonLabel>{t('user.login')}</IonLabel>
              <IonNote slot="end" className="admin-login">
                {user.login}
              </IonNote>
            </IonItem>
            <IonItem>
              <IonInput
                type="email"
                name="email"
                label={t('user.email')}
                labelPlacement="stacked"
                value={user.email}
                disabled={!online}
                onIonChange={(event) => {
                  const email = String(event.detail.value ?? '').trim();
                  if (email !== user.email) save({ email }, t('errors.email'));
                }}
              />
            </IonItem>
            <GroupSelect
              name="groupId"
              label={t('user.group')}
              nodes={data.nodes}
              value={user.groupId}
              noneLabel={superAdmin ? t('user.noGroupOption') : null}
              disabled={!online || user.id === me?.id}
              onChange={(groupId) => {
                if (groupId !== user.groupId) save({ groupId }, t('errors.save'), true);
              }}
            />
            <LogoField
              logo={user.logo}
              disabled={!online}
              onChange={(logo) => save({ logo }, t('errors.logo'))}
            />
          </IonList>
          <UserOptionToggles
            value={user}
            superAdmin={superAdmin}
            disabled={!online}
            adminDisabled={!online || user.id === me?.id}
            lockedBy={forcedBy}
            onChange={(changes) => save(changes, t('errors.save'))}
          />
          <UserSecurity user={user} online={online} onChanged={refresh} />
          <IonList inset>
            <IonItem
              button
              detail
              disabled={!online}
              className="admin-user-calibration"
              onClick={() => go(`/mon-compte/utilisateurs/${user.id}/calibrage`)}
            >
              <IonLabel>{t('user.calibration')}</IonLabel>
            </IonItem>
          </IonList>
          {user.id !== me?.id ? (
            <DeleteAction
              hint={user.groupId === null ? t('deleteUserWithoutGroup') : t('deleteUserWithGroup')}
              label={t('user.deleteUser')}
              className="admin-delete-user"
              online={online}
              onDelete={() => removeUser(user)}
            />
          ) : null}
        </>
      ) : null}
    </LargeTitlePage>
  );
}
