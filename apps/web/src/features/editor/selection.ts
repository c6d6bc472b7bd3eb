/**
 * What the editor shows: the selected module, entry and sub-entry. The selection is kept per report
 * in sessionStorage, so a reload (or a trip to the info form) comes back to the same element, and it
 * is checked against the tree on every render: a deleted element drops out of it.
 */
import type { ElementPath, Entry, Module, SubEntry } from '@constat/domain';

export interface Selected {
  path: ElementPath | null;
  module?: Module;
  entry?: Entry;
  subEntry?: SubEntry;
}

/** The part of `path` that still exists in the tree, with the elements it points to. */
export function resolveSelection(edl: readonly Module[], path: ElementPath | null): Selected {
  const module = path ? edl.find((m) => m.id === path.moduleId) : undefined;
  if (!path || !module) return { path: null };
  const entry = module.entry.find((e) => e.id === path.entryId);
  if (!entry) return { path: { moduleId: module.id }, module };
  const subEntry = entry.content?.find((s) => s.id === path.subEntryId);
  if (!subEntry) return { path: { moduleId: module.id, entryId: entry.id }, module, entry };
  return {
    path: { moduleId: module.id, entryId: entry.id, subEntryId: subEntry.id },
    module,
    entry,
    subEntry,
  };
}

/** One level up: sub-entry -> entry -> module -> nothing. */
export function parentPath(path: ElementPath | null): ElementPath | null {
  if (!path) return null;
  if (path.subEntryId !== undefined) return { moduleId: path.moduleId, entryId: path.entryId };
  if (path.entryId !== undefined) return { moduleId: path.moduleId };
  return null;
}

const key = (localId: number) => `editor-selection:${localId}`;

export function readStoredSelection(localId: number): ElementPath | null {
  try {
    const raw = sessionStorage.getItem(key(localId));
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (typeof value !== 'object' || value === null) return null;
    const { moduleId, entryId, subEntryId } = value as Record<string, unknown>;
    if (typeof moduleId !== 'number') return null;
    return {
      moduleId,
      entryId: typeof entryId === 'number' ? entryId : undefined,
      subEntryId: typeof subEntryId === 'number' ? subEntryId : undefined,
    };
  } catch {
    return null;
  }
}

export function storeSelection(localId: number, path: ElementPath | null): void {
  if (path) sessionStorage.setItem(key(localId), JSON.stringify(path));
  else sessionStorage.removeItem(key(localId));
}

export function samePath(a: ElementPath | null, b: ElementPath | null): boolean {
  return a?.moduleId === b?.moduleId && a?.entryId === b?.entryId && a?.subEntryId === b?.subEntryId;
}
