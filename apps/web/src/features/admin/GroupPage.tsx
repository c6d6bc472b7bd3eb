/**
 * A group, or a new one (accounts-costing §2, §3, §5, §6): its fields (GroupForm), links to its users
 * and its calibration, and deletion, which says first what becomes of its users, sub-groups and
 * reports. An existing group's changes are sent at once (PUT with the full payload); a new group
 * is created by "Créer le groupe" after the name check. Admins only.
 */
import { IonButton, IonItem, IonLabel, IonList } from '../../ui/ionic.ts';
import { IonBackButton } from '../../ui/ionicDeferred.ts';
import { isSuperAdmin, validateNewGroup, type FieldErrors, type Group } from '@constat/domain';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { LargeTitlePage } from '../../app/layout/LargeTitlePage.tsx';
import { Redirect } from '../../app/layout/Redirect.tsx';
import { useGo } from '../../app/layout/useGo.ts';
import { useOnline } from '../../app/network/useOnline.ts';
import { PATHS } from '../../app/routes.ts';
import { useSession } from '../../app/session/SessionContext.ts';
import { reportError } from '../../app/errors/errorBus.ts';
import { AdminNotes } from './AdminNotes.tsx';
import {
  createGroup,
  fetchGroup,
  fetchGroupTree,
  groupPayload,
  updateGroup,
  type GroupPayload,
} from './adminApi.ts';
import { GroupForm } from './GroupForm.tsx';
import { ADMIN_NS } from './i18n/index.ts';
import { useAdminDeletes } from './useAdminDeletes.ts';
import { useParentOptions } from './useParentOptions.ts';
import { useRemote } from './useRemote.ts';
import { DeleteAction } from './DeleteAction.tsx';
import './admin.css';

const GROUPS = '/mon-compte/groupes-utilisateurs';

export default function GroupPage() {
  const { t } = useTranslation(ADMIN_NS);
  const { id } = useParams();
  const groupId = id === undefined || id === 'new' ? null : Number(id);
  const { user: me } = useSession();
  const online = useOnline();
  const go = useGo();
  const superAdmin = me !== null && isSuperAdmin(me);
  const load = useMemo(
    () =>
      me?.admin
        ? () =>
            Promise.all([groupId === null ? Promise.resolve(null) : fetchGroup(groupId), fetchGroupTree()])
        : null,
    [me?.admin, groupId],
  );
  const remote = useRemote(['groupPage', groupId], load, online);
  const [edited, setEdited] = useState<Group | null>(null);
  const [draft, setDraft] = useState<GroupPayload>({ name: '', parentId: null });
  // A field's change comes on its blur, in the very tap on 'Créer le groupe' that follows the typing,
  // before the screen renders it: creation reads the draft as last changed, not this render's.
  const latestDraft = useRef(draft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { removeGroup } = useAdminDeletes(useCallback(() => go(GROUPS, 'root'), [go]));
  // A new group's parent: the super admin's choice; a group admin's own group (the server's rule).
  const newParent = groupId !== null ? null : superAdmin ? draft.parentId : me?.groupId;
  const parentOptions = useParentOptions(newParent);
  if (me !== null && !me.admin) return <Redirect to={PATHS.account} />;

  const [loaded, nodes] = remote.data ?? [null, []];
  const group = edited !== null && edited.id === loaded?.id ? edited : loaded;
  const change = (changes: Partial<GroupPayload>, message: string) => {
    if (groupId === null) {
      latestDraft.current = { ...latestDraft.current, ...changes };
      return setDraft(latestDraft.current);
    }
    if (group === null) return;
    if (changes.name !== undefined && Object.keys(validateNewGroup(changes)).length > 0) {
      return reportError({ title: t('invalidTitle'), message: t('invalidForm') });
    }
    updateGroup(group.id, groupPayload(group, changes)).then(setEdited, (error: unknown) =>
      reportError({ message, cause: error }),
    );
  };
  const create = () => {
    const draft = latestDraft.current;
    const found = validateNewGroup(draft);
    setErrors(found);
    if (Object.keys(found).length > 0)
      return reportError({ title: t('invalidTitle'), message: t('invalidForm') });
    // A group admin's new group goes under their own group (the server's rule).
    const body = superAdmin ? draft : { ...draft, parentId: undefined };
    createGroup(body).then(
      (created) => go(`${GROUPS}/${created.id}`, 'root'),
      (error: unknown) => reportError({ message: t('errors.create'), cause: error }),
    );
  };

  const isNew = groupId === null;
  return (
    <LargeTitlePage
      route={isNew ? 'newUserGroup' : 'userGroup'}
      title={
        isNew
          ? t('titles.newUserGroup', { ns: 'translation' })
          : (group?.name ?? t('titles.userGroup', { ns: 'translation' }))
      }
      className="admin-page"
      start={<IonBackButton text={t('app.back', { ns: 'translation' })} defaultHref={GROUPS} />}
    >
      <AdminNotes online={online} loading={remote.data === null} notFound={remote.notFound} />
      {remote.data !== null && (isNew || group !== null) ? (
        <GroupForm
          value={group ? groupPayload(group, {}) : draft}
          inherited={group?.inheritedOptions ?? parentOptions}
          nodes={nodes}
          superAdmin={superAdmin}
          selfId={group?.id}
          online={online}
          nameError={errors['name']}
          onChange={change}
        />
      ) : null}
      {isNew ? (
        <div className="admin-actions">
          <IonButton
            expand="block"
            className="admin-create"
            disabled={!online || remote.data === null}
            onClick={create}
          >
            {t('group.create')}
          </IonButton>
        </div>
      ) : null}
      {group !== null ? (
        <>
          <IonList inset>
            <IonItem
              button
              detail
              disabled={!online}
              className="admin-group-users-link"
              onClick={() => go(`/mon-compte/utilisateurs/groupe/${group.id}`)}
            >
              <IonLabel>{t('group.users')}</IonLabel>
            </IonItem>
            <IonItem
              button
              detail
              disabled={!online}
              className="admin-group-calibration"
              onClick={() => go(`${GROUPS}/${group.id}/calibrage`)}
            >
              <IonLabel>{t('group.calibration')}</IonLabel>
            </IonItem>
          </IonList>
          {group.id !== me?.groupId ? (
            <DeleteAction
              hint={group.parent ? t('deleteSubGroup', { parent: group.parent.name }) : t('deleteTopGroup')}
              label={t('group.deleteGroup')}
              className="admin-delete-group"
              online={online}
              onDelete={() => removeGroup({ id: group.id, parentName: group.parent?.name ?? null })}
            />
          ) : null}
        </>
      ) : null}
    </LargeTitlePage>
  );
}
