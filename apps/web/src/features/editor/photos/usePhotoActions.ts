/**
 * What the photos area does to the report and the device: add photos taken at an element (stored one
 * by one, then referenced with their context), move one in the list, clear the list after a
 * confirmation (removed from the report, then deleted from the device by useApplyTree).
 * A failed add shows the central error dialog, in French words for a full device (inspection-core
 * §8: add errors are rethrown once the loading count is reset; here is where they land).
 */
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addPhotos,
  clearShownPhotos,
  contextOf,
  movePhoto,
  photoContextFor,
  type ElementPath,
  type LocalReport,
} from '@constat/domain';
import { reportError } from '../../../app/errors/errorBus.ts';
import { takePhotos } from '../../../photos/takePhotos.ts';
import { deviceDatabase } from '../../../storage/db.ts';
import { deletePhotos } from '../../../storage/localReports.ts';
import { DeviceStorageError, storageErrorReport } from '../../../storage/storageErrors.ts';
import { EDITOR_NS } from '../i18n/index.ts';
import type { EditorDialogs } from '../useEditorDialogs.ts';
import { useApplyTree, type Update } from '../useTreeActions.ts';

export interface PhotoActions {
  /** The key of this place's 'new photo loading' count. */
  pendingKey: string;
  add: (files: File[]) => void;
  move: (from: number, to: number) => void;
  clear: (shownName: string) => void;
}

export function usePhotoActions(
  report: LocalReport,
  path: ElementPath,
  update: Update,
  dialogs: EditorDialogs,
): PhotoActions {
  const { t } = useTranslation(EDITOR_NS);
  const applyTree = useApplyTree(update, dialogs);
  const key = contextOf(path);
  const pendingKey = `${report.localId}:${key}`;
  // The context depends on the tree (the room's gallery), read when the photos are taken.
  const context = photoContextFor(report, path);
  const { localId } = report;

  const add = useCallback(
    (files: File[]) => {
      takePhotos(files, {
        db: deviceDatabase(),
        localEdlId: localId,
        context,
        pendingKey,
        onStored: (photo) => {
          const { ref } = photo;
          let referenced = false;
          update((r) => {
            const next = addPhotos(r, path, [photo]);
            referenced = next !== r;
            return next;
          });
          // The element went while the photo was processed: nothing refers to it, it goes too
          // (a delete error is logged only, inspection-core §8).
          if (!referenced) {
            deletePhotos(deviceDatabase(), [ref]).catch((error: unknown) =>
              console.error('photo delete failed', error),
            );
          }
        },
      }).catch((error: unknown) =>
        reportError(error instanceof DeviceStorageError ? storageErrorReport(error) : error),
      );
    },
    // `path` is the place `key` names.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [localId, context, pendingKey, update, key],
  );

  const move = useCallback(
    (from: number, to: number) => update((r) => movePhoto(r, path, from, to)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [update, key],
  );

  const clear = useCallback(
    (shownName: string) => {
      void dialogs
        .confirm({
          header: t('photos.clearTitle'),
          message: t('photos.clearMessage', { name: shownName }),
          confirm: t('photos.clearConfirm'),
          destructive: true,
        })
        .then((yes) => {
          if (yes) applyTree((r) => clearShownPhotos(r, path));
        });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [applyTree, dialogs, t, key],
  );

  return useMemo(() => ({ pendingKey, add, move, clear }), [pendingKey, add, move, clear]);
}
