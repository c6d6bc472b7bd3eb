/**
 * Element ids (inspection-core §3): ids are only unique among siblings, and a new item takes the
 * maximum sibling id plus 1, so ids never get reused while the siblings live (a photo context
 * `moduleId.entryId[.subEntryId]` must keep pointing at the same element).
 */
import type { Entry, LocalReport, Module, SubEntry } from './model.ts';

/** The id for a new item among `siblings`: the maximum sibling id plus 1 (1 for the first). */
export function nextId(siblings: readonly { id: number }[]): number {
  return siblings.reduce((max, item) => Math.max(max, item.id), 0) + 1;
}

/** Old id -> new id, per level, recorded while renumbering so photo contexts can follow. */
export interface IdRemap {
  modules: Map<number, number>;
  entries: Map<string, number>;
  subEntries: Map<string, number>;
}

/**
 * Renumbers every level 1..n in display order (duplication reassigns ids). Returns the new tree and
 * the mapping from old to new ids, keyed by the old path so contexts can be rewritten.
 */
export function reassignIds(edl: readonly Module[]): { edl: Module[]; remap: IdRemap } {
  const remap: IdRemap = { modules: new Map(), entries: new Map(), subEntries: new Map() };
  const renumbered = edl.map((module, mi): Module => {
    const moduleId = mi + 1;
    remap.modules.set(module.id, moduleId);
    return {
      ...module,
      id: moduleId,
      entry: module.entry.map((entry, ei): Entry => {
        const entryId = ei + 1;
        remap.entries.set(`${module.id}.${entry.id}`, entryId);
        if (!entry.content) return { ...entry, id: entryId };
        return {
          ...entry,
          id: entryId,
          content: entry.content.map((sub, si): SubEntry => {
            remap.subEntries.set(`${module.id}.${entry.id}.${sub.id}`, si + 1);
            return { ...sub, id: si + 1 };
          }),
        };
      }),
    };
  });
  return { edl: renumbered, remap };
}

/** Rewrites a photo context through a remap; contexts pointing to nothing known are dropped. */
export function remapContext(context: string, remap: IdRemap): string | undefined {
  const [m, e, s] = context.split('.');
  const moduleId = remap.modules.get(Number(m));
  if (moduleId === undefined || e === undefined) return undefined;
  const entryId = remap.entries.get(`${m}.${e}`);
  if (entryId === undefined) return undefined;
  if (s === undefined) return `${moduleId}.${entryId}`;
  const subId = remap.subEntries.get(`${m}.${e}.${s}`);
  return subId === undefined ? undefined : `${moduleId}.${entryId}.${subId}`;
}

/** True when every level of the report has unique sibling ids. */
export function hasUniqueIds(report: Pick<LocalReport, 'edl'>): boolean {
  const unique = (items: readonly { id: number }[]) => new Set(items.map((i) => i.id)).size === items.length;
  return (
    unique(report.edl) &&
    report.edl.every((m) => unique(m.entry) && m.entry.every((e) => !e.content || unique(e.content)))
  );
}
