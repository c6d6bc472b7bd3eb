/**
 * Opened flags (inspection-core §4): the editor shows which elements were looked at. Visiting an
 * element marks it opened; a parent (module, entry with sub-entries) is opened only when all its
 * children are; a 'Photos' entry is opened as soon as it is visited (it has nothing to rate); and
 * flagging a child as unopened makes its ancestors unopened too, so the room list never claims a room
 * is done while one of its elements is not.
 */
import { isPhotosEntry } from '../catalogue/index.ts';
import type { Entry, LocalReport, Module } from './model.ts';
import type { ElementPath } from './paths.ts';
import { elementAt, updateEntry, updateModule, updateSubEntry } from './paths.ts';

type Tree = Pick<LocalReport, 'edl'>;

function allOpened(children: readonly { opened: boolean }[]): boolean {
  return children.every((c) => c.opened);
}

/** An entry is a container when it has sub-entries; a Photos entry never is, for opened purposes. */
function entryOpenedOnVisit(entry: Entry): boolean {
  if (isPhotosEntry(entry.name) || !entry.content?.length) return true;
  return allOpened(entry.content);
}

/**
 * Recomputes the opened flag of the entry (when it has sub-entries) and of the module above `path`
 * from their children. A parent with no children keeps its own flag.
 */
export function refreshAncestors<R extends Tree>(report: R, path: ElementPath): R {
  let out = report;
  if (path.entryId !== undefined && path.subEntryId !== undefined) {
    out = updateEntry(out, path.moduleId, path.entryId, (e) =>
      isPhotosEntry(e.name) || !e.content?.length ? e : { ...e, opened: allOpened(e.content) },
    );
  }
  return updateModule(out, path.moduleId, (m) => (m.entry.length ? { ...m, opened: allOpened(m.entry) } : m));
}

/**
 * Visiting an element: a leaf (or a Photos entry) is opened, a parent only if all its children are.
 * A visit that changes no flag returns the report itself, so the caller stores nothing.
 */
export function markVisited<R extends Tree>(report: R, path: ElementPath): R {
  const element = elementAt(report, path);
  if (!element) return report;
  let out: R;
  if (path.entryId === undefined) {
    out = updateModule(report, path.moduleId, (m: Module) => ({
      ...m,
      opened: m.entry.length ? allOpened(m.entry) : true,
    }));
  } else if (path.subEntryId === undefined) {
    out = updateEntry(report, path.moduleId, path.entryId, (e) => ({ ...e, opened: entryOpenedOnVisit(e) }));
  } else {
    out = updateSubEntry(report, path.moduleId, path.entryId, path.subEntryId, (s) => ({
      ...s,
      opened: true,
    }));
  }
  out = path.entryId === undefined ? out : refreshAncestors(out, path);
  return sameOpenedFlags(report, out, path) ? report : out;
}

/** True when the element at `path` and its ancestors have the same opened flags in both trees. */
function sameOpenedFlags(before: Tree, after: Tree, path: ElementPath): boolean {
  const levels: ElementPath[] = [{ moduleId: path.moduleId }];
  if (path.entryId !== undefined) levels.push({ moduleId: path.moduleId, entryId: path.entryId });
  if (path.subEntryId !== undefined) levels.push(path);
  return levels.every((level) => elementAt(before, level)?.opened === elementAt(after, level)?.opened);
}

/** Flags an element as unopened ('flag as unopened' swipe); its ancestors become unopened too. */
export function markUnopened<R extends Tree>(report: R, path: ElementPath): R {
  if (!elementAt(report, path)) return report;
  let out = updateModule(report, path.moduleId, (m) => ({ ...m, opened: false }));
  if (path.entryId !== undefined) {
    out = updateEntry(out, path.moduleId, path.entryId, (e) => ({ ...e, opened: false }));
  }
  if (path.entryId !== undefined && path.subEntryId !== undefined) {
    out = updateSubEntry(out, path.moduleId, path.entryId, path.subEntryId, (s) => ({ ...s, opened: false }));
  }
  return out;
}

/** Sets every opened flag of a tree to false (a duplicated report is a fresh inspection). */
export function clearOpened(edl: readonly Module[]): Module[] {
  return edl.map((m) => ({
    ...m,
    opened: false,
    entry: m.entry.map((e) => ({
      ...e,
      opened: false,
      ...(e.content ? { content: e.content.map((s) => ({ ...s, opened: false })) } : {}),
    })),
  }));
}
