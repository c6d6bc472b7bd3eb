/**
 * Editing the report tree: add, move and rename modules (rooms), entries (elements) and sub-entries.
 * Every operation is immutable and returns a `TreeResult`:
 *   - `{ ok: true, report, path?, removedPhotos }`: the new report; `path` is the element created
 *     (for the UI to select it); `removedPhotos` lists the photo references the edit dropped, which
 *     the caller deletes from the photo store (empty for most edits);
 *   - `{ ok: false, message }`: the edit is refused, with the French message to show; the input
 *     report is untouched.
 * Duplicate and delete are in treeCopy.ts and treeDelete.ts.
 */
import type { RoomKey } from '../catalogue/index.ts';
import {
  ROOMS,
  buildEntry,
  buildRoomModule,
  findRoomByName,
  isAddableRoom,
  isProtectedName,
  rateFieldsFor,
} from '../catalogue/index.ts';
import { nextId } from './ids.ts';
import type { Entry, LocalReport, PhotoRef, SubEntry, Template } from './model.ts';
import { TREE_MESSAGES, addedEntryNameProblem, newNameProblem, uniqueSiblingName } from './names.ts';
import { refreshAncestors } from './opened.ts';
import type { ElementPath } from './paths.ts';
import { elementAt, entryAt, moduleAt, updateEntry, updateModule, updateSubEntry } from './paths.ts';
import { DEFAULT_CLEANING, applyInitialSetup, blankElementRate, defaultField, setUpEntry } from './setup.ts';

export type TreeResult =
  | { ok: true; report: LocalReport; path?: ElementPath; removedPhotos: PhotoRef[] }
  | { ok: false; message: string };

export function treeOk(report: LocalReport, path?: ElementPath, removedPhotos: PhotoRef[] = []): TreeResult {
  return path ? { ok: true, report, path, removedPhotos } : { ok: true, report, removedPhotos };
}

export function treeRefused(message: string): TreeResult {
  return { ok: false, message };
}

/**
 * Adds a catalogue room at the end, numbered when the name is taken ('Chambre 2'). It is built in the
 * report's template unless the popover's choice names one ('Salon (simplifié)' in a detailed report).
 */
export function addRoom(
  report: LocalReport,
  key: RoomKey,
  options: { name?: string; template?: Template } = {},
): TreeResult {
  const room = ROOMS.find((r) => r.key === key);
  const label = options.name ?? room?.name ?? key;
  if (!isAddableRoom(key)) return treeRefused(TREE_MESSAGES.roomNotAddable(label));
  const problem = newNameProblem(label);
  if (problem) return treeRefused(problem);
  const id = nextId(report.edl);
  const built = buildRoomModule(key, options.template ?? report.template, id, {
    name: uniqueSiblingName(label, report.edl),
  });
  // A room added mid-inspection starts like the generated ones (cleaning and property condition preset).
  const module = applyInitialSetup([built], report.bien.etat);
  return treeOk({ ...report, edl: [...report.edl, ...module] }, { moduleId: id });
}

/**
 * Adds an entry at the end of a module, from the "add an entry" popover: a catalogue element (looked
 * up in the module's room first) or, for an unknown name, a custom element. Only reserved names and
 * names a user cannot add are refused: a protected catalogue element such as 'Remise des clés' is
 * offered by the popover and can be added (it cannot be renamed, deleted or duplicated afterwards).
 */
export function addEntry(report: LocalReport, moduleId: number, name: string): TreeResult {
  const module = moduleAt(report, moduleId);
  if (!module) return treeRefused(TREE_MESSAGES.notFound);
  const problem = addedEntryNameProblem(name);
  if (problem) return treeRefused(problem);
  const id = nextId(module.entry);
  const built = buildEntry(name.trim(), id, findRoomByName(module.name)?.key);
  const entry: Entry = { ...setUpEntry(built), name: uniqueSiblingName(built.name, module.entry) };
  const path = { moduleId, entryId: id };
  const next = updateModule(report, moduleId, (m) => ({ ...m, entry: [...m.entry, entry] }));
  return treeOk(refreshAncestors(next, path), path);
}

/**
 * Adds a custom sub-entry (a name typed by the user) at the end of an entry; its rate fields are its
 * parent's. The name follows the rules of a new name (newNameProblem): a custom sub-entry may not
 * pass for a special element.
 */
export function addSubEntry(
  report: LocalReport,
  moduleId: number,
  entryId: number,
  name: string,
): TreeResult {
  const entry = entryAt(report, moduleId, entryId);
  if (!entry) return treeRefused(TREE_MESSAGES.notFound);
  const problem = newNameProblem(name);
  if (problem) return treeRefused(problem);
  const siblings = entry.content ?? [];
  const fields = rateFieldsFor(name.trim(), entry.name);
  const id = nextId(siblings);
  const sub: SubEntry = {
    id,
    name: uniqueSiblingName(name.trim(), siblings),
    opened: false,
    rate: defaultField(blankElementRate(fields), fields, 'cleaning', DEFAULT_CLEANING),
  };
  const path = { moduleId, entryId, subEntryId: id };
  const next = updateEntry(report, moduleId, entryId, (e) => ({ ...e, content: [...siblings, sub] }));
  return treeOk(refreshAncestors(next, path), path);
}

/** Moves an item of a list from index `from` to index `to` (drag to reorder); indices are clamped. */
export function moveListItem<T>(items: readonly T[], from: number, to: number): T[] {
  const out = [...items];
  if (from < 0 || from >= out.length) return out;
  const [item] = out.splice(from, 1);
  out.splice(Math.max(0, Math.min(to, out.length)), 0, item as T);
  return out;
}

/** Reorders the modules; ids do not change, so photo contexts stay valid. */
export function moveModule(report: LocalReport, from: number, to: number): TreeResult {
  return treeOk({ ...report, edl: moveListItem(report.edl, from, to) });
}

export function moveEntry(report: LocalReport, moduleId: number, from: number, to: number): TreeResult {
  if (!moduleAt(report, moduleId)) return treeRefused(TREE_MESSAGES.notFound);
  return treeOk(updateModule(report, moduleId, (m) => ({ ...m, entry: moveListItem(m.entry, from, to) })));
}

export function moveSubEntry(
  report: LocalReport,
  moduleId: number,
  entryId: number,
  from: number,
  to: number,
): TreeResult {
  if (!entryAt(report, moduleId, entryId)) return treeRefused(TREE_MESSAGES.notFound);
  return treeOk(
    updateEntry(report, moduleId, entryId, (e) => ({
      ...e,
      content: moveListItem(e.content ?? [], from, to),
    })),
  );
}

/**
 * Renames a module, entry or sub-entry. A protected element keeps its name, and no element may take
 * a special name (newNameProblem).
 */
export function renameElement(report: LocalReport, path: ElementPath, name: string): TreeResult {
  const element = elementAt(report, path);
  if (!element) return treeRefused(TREE_MESSAGES.notFound);
  if (isProtectedName(element.name)) return treeRefused(TREE_MESSAGES.protectedRename(element.name));
  const problem = newNameProblem(name);
  if (problem) return treeRefused(problem);
  const renamed = name.trim();
  const { moduleId, entryId, subEntryId } = path;
  if (entryId === undefined) return treeOk(updateModule(report, moduleId, (m) => ({ ...m, name: renamed })));
  if (subEntryId === undefined) {
    return treeOk(updateEntry(report, moduleId, entryId, (e) => ({ ...e, name: renamed })));
  }
  return treeOk(updateSubEntry(report, moduleId, entryId, subEntryId, (s) => ({ ...s, name: renamed })));
}

/** Adds a rate field (a key of Rate) to an entry, from the add bar's rate-field popover. */
export function addRateField(
  report: LocalReport,
  moduleId: number,
  entryId: number,
  field: string,
): TreeResult {
  const entry = entryAt(report, moduleId, entryId);
  if (!entry) return treeRefused(TREE_MESSAGES.notFound);
  const fields = entry.rateInfo ?? rateFieldsFor(entry.name);
  if (fields.includes(field)) return treeOk(report);
  return treeOk(
    updateEntry(report, moduleId, entryId, (e) => ({
      ...e,
      rateInfo: [...fields, field],
      rate: { ...(e.rate ?? {}), [field]: e.rate?.[field] ?? null },
    })),
  );
}
