/**
 * Duplicating a module, entry or sub-entry (list swipe 'dupliquer'). The copy is inserted right after
 * its source with the next sibling id and a numbered name. It keeps the observed values (that is the
 * point: a second identical window) but not the photos, whose stored files belong to the source, nor
 * the costing ids, which belong to the source's costing lines; it starts unopened.
 */
import { isNonAddableRoomName, isProtectedName } from '../catalogue/index.ts';
import { nextId } from './ids.ts';
import type { Entry, LocalReport, Module, Rate, SubEntry } from './model.ts';
import { TREE_MESSAGES, uniqueSiblingName } from './names.ts';
import { refreshAncestors } from './opened.ts';
import type { ElementPath } from './paths.ts';
import { elementAt, entryAt, updateEntry, updateModule } from './paths.ts';
import type { TreeResult } from './tree.ts';
import { treeOk, treeRefused } from './tree.ts';

function copyRate(rate: Rate | null): Rate | null {
  if (!rate) return rate;
  const { costingId: _costing, ...rest } = rate;
  return rest.photo ? { ...rest, photo: [] } : rest;
}

function copySub(sub: SubEntry): SubEntry {
  return { ...sub, opened: false, rate: copyRate(sub.rate) };
}

function copyEntry(entry: Entry): Entry {
  const out: Entry = { ...entry, opened: false, rate: copyRate(entry.rate) };
  if (entry.content) out.content = entry.content.map(copySub);
  return out;
}

function insertAfter<T extends { id: number }>(items: readonly T[], sourceId: number, item: T): T[] {
  const at = items.findIndex((i) => i.id === sourceId);
  return [...items.slice(0, at + 1), item, ...items.slice(at + 1)];
}

/**
 * Duplicates the element at `path` (see the header); protected elements, and modules of a room that
 * cannot be added by hand (Clés, Energie...), are refused.
 */
export function duplicateElement(report: LocalReport, path: ElementPath): TreeResult {
  const element = elementAt(report, path);
  if (!element) return treeRefused(TREE_MESSAGES.notFound);
  if (isProtectedName(element.name)) return treeRefused(TREE_MESSAGES.protectedDuplicate(element.name));
  const { moduleId, entryId, subEntryId } = path;

  if (entryId === undefined) {
    const source = element as Module;
    if (isNonAddableRoomName(source.name)) return treeRefused(TREE_MESSAGES.protectedDuplicate(source.name));
    const id = nextId(report.edl);
    const copy: Module = {
      ...source,
      id,
      name: uniqueSiblingName(source.name, report.edl),
      opened: false,
      entry: source.entry.map(copyEntry),
    };
    return treeOk({ ...report, edl: insertAfter(report.edl, moduleId, copy) }, { moduleId: id });
  }

  if (subEntryId === undefined) {
    const source = element as Entry;
    let newPath: ElementPath = { moduleId };
    const next = updateModule(report, moduleId, (m) => {
      const id = nextId(m.entry);
      newPath = { moduleId, entryId: id };
      return {
        ...m,
        entry: insertAfter(m.entry, entryId, {
          ...copyEntry(source),
          id,
          name: uniqueSiblingName(source.name, m.entry),
        }),
      };
    });
    return treeOk(refreshAncestors(next, newPath), newPath);
  }

  const source = element as SubEntry;
  const siblings = entryAt(report, moduleId, entryId)?.content ?? [];
  const id = nextId(siblings);
  const newPath = { moduleId, entryId, subEntryId: id };
  const next = updateEntry(report, moduleId, entryId, (e) => ({
    ...e,
    content: insertAfter(siblings, subEntryId, {
      ...copySub(source),
      id,
      name: uniqueSiblingName(source.name, siblings),
    }),
  }));
  return treeOk(refreshAncestors(next, newPath), newPath);
}
