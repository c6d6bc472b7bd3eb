/**
 * Deleting a user or a group (accounts-costing §4, §5, §8): the spec's confirmation plus what the
 * server will do with the data (a user's reports go to a group admin or are anonymised; a
 * sub-group hands everything to its parent; a top-level group takes its users along). Once done,
 * the screen is told what actually happened, in the server's figures.
 */
import { useCallback } from 'react';
import { useIonAlert } from '../../ui/overlays.ts';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../app/errors/errorBus.ts';
import { deleteGroup, deleteUser } from './adminApi.ts';
import { ADMIN_NS } from './i18n/index.ts';

export interface DeletableUser {
  id: number;
  groupId: number | null;
}

export interface DeletableGroup {
  id: number;
  /** The parent's name for a sub-group, null for a top-level group. */
  parentName: string | null;
}

export function useAdminDeletes(onDone: (notice: string) => void) {
  const { t } = useTranslation(ADMIN_NS);
  const [present] = useIonAlert();

  const confirm = useCallback(
    (message: string, cssClass: string, action: () => void) =>
      void present({
        header: t('app.attention', { ns: 'translation' }),
        message,
        cssClass,
        buttons: [
          { text: t('app.cancel', { ns: 'translation' }), role: 'cancel' },
          { text: t('app.confirm', { ns: 'translation' }), role: 'destructive', handler: action },
        ],
      }),
    [present, t],
  );

  const removeUser = useCallback(
    (user: DeletableUser) => {
      const consequence = user.groupId === null ? t('deleteUserWithoutGroup') : t('deleteUserWithGroup');
      confirm(`${t('deleteUserConfirm')} ${consequence}`, 'confirm-delete-user', () => {
        deleteUser(user.id).then(
          (done) =>
            onDone(
              done.anonymised
                ? t('userDeletedAnonymised', { count: done.reports })
                : t('userDeleted', { count: done.reports, login: done.reportsTo.login }),
            ),
          (error: unknown) => reportError({ message: t('errors.deleteUser'), cause: error }),
        );
      });
    },
    [confirm, onDone, t],
  );

  const removeGroup = useCallback(
    (group: DeletableGroup) => {
      const consequence =
        group.parentName === null ? t('deleteTopGroup') : t('deleteSubGroup', { parent: group.parentName });
      confirm(`${t('deleteGroupConfirm')} ${consequence}`, 'confirm-delete-group', () => {
        deleteGroup(group.id).then(
          (done) =>
            onDone(
              done.movedTo
                ? t('groupDeletedMoved', {
                    users: done.users,
                    groups: done.groups,
                    reports: done.reports,
                    parent: done.movedTo.name,
                  })
                : t('groupDeletedAll', { users: done.users, groups: done.groups, reports: done.reports }),
            ),
          (error: unknown) => reportError({ message: t('errors.deleteGroup'), cause: error }),
        );
      });
    },
    [confirm, onDone, t],
  );

  return { removeUser, removeGroup };
}
