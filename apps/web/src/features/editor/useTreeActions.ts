/**
 * Tree edits of the editor (inspection-core §2 "List swipe", add bar, drag sorting): each runs a
 * domain function on the current report; a refusal shows the domain's message and changes nothing.
 * Photos an edit dropped are deleted from the device, and photos taken for a deleted entry or
 * sub-entry lose their context there too, as they do in the report (inspection-core §4).
 */
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  contextOf,
  deleteElement,
  duplicateElement,
  markUnopened,
  moveEntry,
  moveModule,
  moveSubEntry,
  renameElement,
  type ElementPath,
  type LocalReport,
  type TreeResult,
} from '@constat/domain';
import { reportError } from '../../app/errors/errorBus.ts';
import { deviceDatabase } from '../../storage/db.ts';
import { deletePhotos, stripStoredPhotoContexts } from '../../storage/localReports.ts';
import { EDITOR_NS } from './i18n/index.ts';
import type { EditorDialogs } from './useEditorDialogs.ts';

export type Update = (change: (report: LocalReport) => LocalReport) => void;

export interface RowActions {
  open: (path: ElementPath) => void;
  flagUnopened: (path: ElementPath) => void;
  rename: (path: ElementPath, name: string) => void;
  duplicate: (path: ElementPath) => void;
  remove: (path: ElementPath, shownName: string) => void;
  move: (parent: ElementPath | null, from: number, to: number) => void;
}

/** Runs a tree edit and deals with what it hands back; returns the result (undefined before load). */
export function useApplyTree(update: Update, dialogs: EditorDialogs) {
  const { refuse } = dialogs;
  return useCallback(
    (edit: (report: LocalReport) => TreeResult): TreeResult | undefined => {
      let result: TreeResult | undefined;
      update((report) => {
        result = edit(report);
        return result.ok ? result.report : report;
      });
      const done = result as TreeResult | undefined;
      if (done && !done.ok) refuse(done.message);
      if (done?.ok && done.removedPhotos.length > 0) {
        // Photo delete errors are logged only (inspection-core §8): the report no longer uses them.
        deletePhotos(
          deviceDatabase(),
          done.removedPhotos.map((photo) => photo._ref),
        ).catch((error: unknown) => console.error('photo delete failed', error));
      }
      return done;
    },
    [update, refuse],
  );
}

export function useTreeActions(
  localId: number,
  update: Update,
  dialogs: EditorDialogs,
  open: (path: ElementPath) => void,
): RowActions {
  const { t } = useTranslation(EDITOR_NS);
  const applyTree = useApplyTree(update, dialogs);
  const { prompt, confirm } = dialogs;

  const rename = useCallback(
    (path: ElementPath, name: string) => {
      void prompt({
        header: t('rename.title'),
        message: t('rename.message', { name }),
        value: name,
        confirm: t('rename.confirm'),
      }).then((typed) => {
        if (typed !== null) applyTree((report) => renameElement(report, path, typed));
      });
    },
    [applyTree, prompt, t],
  );

  const remove = useCallback(
    (path: ElementPath, shownName: string) => {
      void confirm({
        header: t('remove.title', { name: shownName }),
        message: t('remove.message'),
        confirm: t('remove.confirm'),
        destructive: true,
      }).then((yes) => {
        if (!yes) return;
        const result = applyTree((report) => deleteElement(report, path));
        if (result?.ok && path.entryId !== undefined) {
          stripStoredPhotoContexts(deviceDatabase(), localId, contextOf(path)).catch(reportError);
        }
      });
    },
    [applyTree, confirm, localId, t],
  );

  const duplicate = useCallback(
    (path: ElementPath) => void applyTree((report) => duplicateElement(report, path)),
    [applyTree],
  );

  const flagUnopened = useCallback(
    (path: ElementPath) => update((report) => markUnopened(report, path)),
    [update],
  );

  const move = useCallback(
    (parent: ElementPath | null, from: number, to: number) => {
      applyTree((report) => {
        if (!parent) return moveModule(report, from, to);
        if (parent.entryId === undefined) return moveEntry(report, parent.moduleId, from, to);
        return moveSubEntry(report, parent.moduleId, parent.entryId, from, to);
      });
    },
    [applyTree],
  );

  return useMemo(
    () => ({ open, flagUnopened, rename, duplicate, remove, move }),
    [open, flagUnopened, rename, duplicate, remove, move],
  );
}
