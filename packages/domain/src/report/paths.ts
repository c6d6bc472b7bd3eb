/**
 * Addressing elements of the report tree. An element is found by its ids (moduleId, entryId,
 * subEntryId), the same triple a photo `_context` carries, so the UI, the photo store and the tree
 * operations agree on what "this element" is. Updates here are immutable: they return a new report
 * that shares every untouched branch with the old one.
 */
import type { Entry, LocalReport, Module, Rate, SubEntry } from './model.ts';

/** Where an element lives: a module, an entry of it, or a sub-entry of that entry. */
export interface ElementPath {
  moduleId: number;
  entryId?: number | undefined;
  subEntryId?: number | undefined;
}

/** The photo context string of an element: `moduleId.entryId[.subEntryId]`. */
export function contextOf(path: ElementPath): string {
  return [path.moduleId, path.entryId, path.subEntryId].filter((id) => id !== undefined).join('.');
}

/** Reads a photo context back into a path; null when it is not `m.e` or `m.e.s` of integers. */
export function parseContext(context: string): ElementPath | null {
  const parts = context.split('.');
  if (parts.length < 2 || parts.length > 3 || !parts.every((p) => /^\d+$/.test(p))) return null;
  const [moduleId, entryId, subEntryId] = parts.map(Number);
  return { moduleId: moduleId as number, entryId, subEntryId };
}

export function moduleAt(report: Pick<LocalReport, 'edl'>, moduleId: number): Module | undefined {
  return report.edl.find((m) => m.id === moduleId);
}

export function entryAt(
  report: Pick<LocalReport, 'edl'>,
  moduleId: number,
  entryId: number,
): Entry | undefined {
  return moduleAt(report, moduleId)?.entry.find((e) => e.id === entryId);
}

export function subEntryAt(
  report: Pick<LocalReport, 'edl'>,
  moduleId: number,
  entryId: number,
  subEntryId: number,
): SubEntry | undefined {
  return entryAt(report, moduleId, entryId)?.content?.find((s) => s.id === subEntryId);
}

/** The element a path points to, or undefined. */
export function elementAt(
  report: Pick<LocalReport, 'edl'>,
  path: ElementPath,
): Module | Entry | SubEntry | undefined {
  if (path.entryId === undefined) return moduleAt(report, path.moduleId);
  if (path.subEntryId === undefined) return entryAt(report, path.moduleId, path.entryId);
  return subEntryAt(report, path.moduleId, path.entryId, path.subEntryId);
}

export function updateModule<R extends Pick<LocalReport, 'edl'>>(
  report: R,
  moduleId: number,
  update: (module: Module) => Module,
): R {
  return { ...report, edl: report.edl.map((m) => (m.id === moduleId ? update(m) : m)) };
}

export function updateEntry<R extends Pick<LocalReport, 'edl'>>(
  report: R,
  moduleId: number,
  entryId: number,
  update: (entry: Entry) => Entry,
): R {
  return updateModule(report, moduleId, (m) => ({
    ...m,
    entry: m.entry.map((e) => (e.id === entryId ? update(e) : e)),
  }));
}

export function updateSubEntry<R extends Pick<LocalReport, 'edl'>>(
  report: R,
  moduleId: number,
  entryId: number,
  subEntryId: number,
  update: (sub: SubEntry) => SubEntry,
): R {
  return updateEntry(report, moduleId, entryId, (e) => ({
    ...e,
    content: e.content?.map((s) => (s.id === subEntryId ? update(s) : s)),
  }));
}

/** Replaces the rate of the entry or sub-entry at `path` (modules carry no rate). */
export function updateRate<R extends Pick<LocalReport, 'edl'>>(
  report: R,
  path: ElementPath,
  update: (rate: Rate | null) => Rate | null,
): R {
  if (path.entryId === undefined) return report;
  if (path.subEntryId === undefined) {
    return updateEntry(report, path.moduleId, path.entryId, (e) => ({ ...e, rate: update(e.rate) }));
  }
  return updateSubEntry(report, path.moduleId, path.entryId, path.subEntryId, (s) => ({
    ...s,
    rate: update(s.rate),
  }));
}

/** One rated element (entry or sub-entry) met while walking the tree, with its parent entry. */
export interface RatedElement {
  path: ElementPath;
  element: Entry | SubEntry;
  /** The entry a sub-entry belongs to; undefined for an entry. */
  parent?: Entry | undefined;
  module: Module;
}

/** Every entry and sub-entry of the tree, in display order (entry before its sub-entries). */
export function ratedElements(edl: readonly Module[]): RatedElement[] {
  const out: RatedElement[] = [];
  for (const module of edl) {
    for (const entry of module.entry) {
      out.push({ path: { moduleId: module.id, entryId: entry.id }, element: entry, module });
      for (const sub of entry.content ?? []) {
        out.push({
          path: { moduleId: module.id, entryId: entry.id, subEntryId: sub.id },
          element: sub,
          parent: entry,
          module,
        });
      }
    }
  }
  return out;
}

/**
 * Applies `update` to the rate of every entry and sub-entry, giving it the element, its parent entry
 * and its path. Used by whole-report rules (initial setup, duplication options, legacy migration).
 */
export function mapRates(
  edl: readonly Module[],
  update: (rate: Rate | null, at: RatedElement) => Rate | null,
): Module[] {
  return edl.map((module) => ({
    ...module,
    entry: module.entry.map((entry) => {
      const entryAt: RatedElement = {
        path: { moduleId: module.id, entryId: entry.id },
        element: entry,
        module,
      };
      const updated: Entry = { ...entry, rate: update(entry.rate, entryAt) };
      if (!entry.content) return updated;
      return {
        ...updated,
        content: entry.content.map((sub) => ({
          ...sub,
          rate: update(sub.rate, {
            path: { moduleId: module.id, entryId: entry.id, subEntryId: sub.id },
            element: sub,
            parent: entry,
            module,
          }),
        })),
      };
    }),
  }));
}
