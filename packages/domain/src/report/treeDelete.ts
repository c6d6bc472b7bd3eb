/**
 * Deleting from the report tree (inspection-core §4, §5). Photos entries cannot be deleted, only
 * emptied, and emptying one hands back the photo references to remove from the photo store.
 * Deleting an entry or sub-entry keeps the photos that were taken for it in their gallery but strips
 * their `_context`, since the element they pointed to is gone. Photos held by the deleted element
 * itself (or a deleted module) are handed back as `removedPhotos` so no stored file is orphaned.
 */
import type { LocalReport } from './model.ts';
import { isPhotosEntry, isProtectedName } from '../catalogue/index.ts';
import { TREE_MESSAGES } from './names.ts';
import { refreshAncestors } from './opened.ts';
import type { ElementPath } from './paths.ts';
import { contextOf, elementAt, updateRate } from './paths.ts';
import { modulePhotoRefs, stripPhotoContexts, withoutPhotos } from './photos.ts';
import type { TreeResult } from './tree.ts';
import { treeOk, treeRefused } from './tree.ts';

/** Deletes the module, entry or sub-entry at `path`. */
export function deleteElement(report: LocalReport, path: ElementPath): TreeResult {
  const element = elementAt(report, path);
  if (!element) return treeRefused(TREE_MESSAGES.notFound);
  if (isPhotosEntry(element.name)) return treeRefused(TREE_MESSAGES.photosNotDeletable);
  if (isProtectedName(element.name)) return treeRefused(TREE_MESSAGES.protectedDelete(element.name));
  const { moduleId, entryId, subEntryId } = path;

  if (entryId === undefined) {
    const module = report.edl.find((m) => m.id === moduleId);
    const removed = module ? modulePhotoRefs(module) : [];
    const edl = report.edl.filter((m) => m.id !== moduleId);
    return treeOk({ ...report, edl: stripPhotoContexts(edl, contextOf(path)) }, undefined, removed);
  }

  let edl = report.edl.map((m) => {
    if (m.id !== moduleId) return m;
    if (subEntryId === undefined) return { ...m, entry: m.entry.filter((e) => e.id !== entryId) };
    return {
      ...m,
      entry: m.entry.map((e) =>
        e.id === entryId ? { ...e, content: e.content?.filter((s) => s.id !== subEntryId) } : e,
      ),
    };
  });
  edl = stripPhotoContexts(edl, contextOf(path));
  const ownPhotos = [
    ...('rate' in element ? (element.rate?.photo ?? []) : []),
    ...('content' in element ? (element.content ?? []).flatMap((s) => s.rate?.photo ?? []) : []),
  ];
  return treeOk(refreshAncestors({ ...report, edl }, path), undefined, ownPhotos);
}

/**
 * Empties the photo list of a Photos entry ('clear photos'): returns the references to delete from
 * the photo store. Works on any element's photo list, so a context gallery can be cleared the same way.
 */
export function clearPhotos(report: LocalReport, path: ElementPath): TreeResult {
  const element = elementAt(report, path);
  if (!element || path.entryId === undefined) return treeRefused(TREE_MESSAGES.notFound);
  const { removed } = withoutPhotos('rate' in element ? element.rate : null);
  const next = updateRate(report, path, (rate) => withoutPhotos(rate).rate);
  return treeOk(next, undefined, removed);
}
