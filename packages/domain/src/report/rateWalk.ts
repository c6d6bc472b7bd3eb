/**
 * The immersive mode's walk (inspection-core §2 "Immersive popup"): the previous and next arrows step
 * through the rated elements in display order, sub-entry by sub-entry, then on to the next entry,
 * then to the next module. A stop is an element with a rate panel: an entry without sub-entries, or
 * a sub-entry. Containers are walked through their sub-entries and 'Photos' entries are skipped
 * (they have nothing to rate; the self-service steps skip them for the same reason). Stepping past
 * the last stop or before the first one gives null: the caller leaves immersive mode.
 */
import { isPhotosEntry } from '../catalogue/index.ts';
import type { Entry, Module } from './model.ts';
import type { ElementPath } from './paths.ts';

/** Where a path sits in display order: module, entry and sub-entry indexes (-1 for a level not given). */
type Position = readonly [number, number, number];

function compare(a: Position, b: Position): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

function positionOf(edl: readonly Module[], path: ElementPath): Position | null {
  const mi = edl.findIndex((m) => m.id === path.moduleId);
  const module = edl[mi];
  if (!module) return null;
  if (path.entryId === undefined) return [mi, -1, -1];
  const ei = module.entry.findIndex((e) => e.id === path.entryId);
  const entry = module.entry[ei];
  if (!entry) return null;
  if (path.subEntryId === undefined) return [mi, ei, -1];
  const si = entry.content?.findIndex((s) => s.id === path.subEntryId) ?? -1;
  return si < 0 ? null : [mi, ei, si];
}

/** True when the entry is a stop of the walk itself (not walked through sub-entries, not skipped). */
function isLeafStop(entry: Entry): boolean {
  return !isPhotosEntry(entry.name) && !entry.content?.length;
}

interface Stop {
  path: ElementPath;
  position: Position;
}

function stops(edl: readonly Module[]): Stop[] {
  const out: Stop[] = [];
  edl.forEach((module, mi) => {
    module.entry.forEach((entry, ei) => {
      if (isPhotosEntry(entry.name)) return;
      if (isLeafStop(entry)) {
        out.push({ path: { moduleId: module.id, entryId: entry.id }, position: [mi, ei, -1] });
        return;
      }
      entry.content?.forEach((sub, si) => {
        out.push({
          path: { moduleId: module.id, entryId: entry.id, subEntryId: sub.id },
          position: [mi, ei, si],
        });
      });
    });
  });
  return out;
}

/** Every stop of the walk, in order. */
export function rateWalk(edl: readonly Module[]): ElementPath[] {
  return stops(edl).map((stop) => stop.path);
}

/**
 * The stop after (or before) `from`. `from` may be a stop, or a module or container entry: 'next'
 * then goes to its first stop (or the first stop after it), 'previous' to the last stop before it.
 * Null past either end, or when `from` is not in the tree.
 */
export function stepRate(
  edl: readonly Module[],
  from: ElementPath,
  direction: 'next' | 'previous',
): ElementPath | null {
  const position = positionOf(edl, from);
  if (!position) return null;
  const all = stops(edl);
  if (direction === 'next') return all.find((stop) => compare(stop.position, position) > 0)?.path ?? null;
  return all.findLast((stop) => compare(stop.position, position) < 0)?.path ?? null;
}

/**
 * Where the immersive mode opens: the selected element when it is a stop, else the first stop inside
 * (or after) the selection, else the first stop of the report. Null when the report has no stop.
 */
export function walkStart(edl: readonly Module[], selection: ElementPath | null): ElementPath | null {
  const all = stops(edl);
  const position = selection ? positionOf(edl, selection) : null;
  if (!position) return all[0]?.path ?? null;
  return all.find((stop) => compare(stop.position, position) >= 0)?.path ?? all.at(-1)?.path ?? null;
}

/** One level of the immersive header: the current element with its previous and next siblings. */
export interface WalkLevel {
  previous: { id: number; name: string } | null;
  current: { id: number; name: string };
  next: { id: number; name: string } | null;
}

export interface WalkLevels {
  module: WalkLevel;
  entry: WalkLevel | null;
  subEntry: WalkLevel | null;
}

function levelOf<T extends { id: number; name: string }>(items: readonly T[], id: number): WalkLevel | null {
  const index = items.findIndex((item) => item.id === id);
  const current = items[index];
  if (!current) return null;
  const pick = (item: T | undefined) => (item ? { id: item.id, name: item.name } : null);
  return {
    previous: pick(items[index - 1]),
    current: { id: current.id, name: current.name },
    next: pick(items[index + 1]),
  };
}

/**
 * Previous / current / next at the module, entry and sub-entry levels of `path`. The entry level
 * leaves out 'Photos' entries, as the walk does, so the names shown are where the arrows lead.
 */
export function walkLevels(edl: readonly Module[], path: ElementPath): WalkLevels | null {
  const module = levelOf(edl, path.moduleId);
  if (!module) return null;
  const entries = edl.find((m) => m.id === path.moduleId)?.entry.filter((e) => !isPhotosEntry(e.name)) ?? [];
  const entry = path.entryId === undefined ? null : levelOf(entries, path.entryId);
  const content = entries.find((e) => e.id === path.entryId)?.content ?? [];
  const subEntry = path.subEntryId === undefined ? null : levelOf(content, path.subEntryId);
  return { module, entry, subEntry };
}

/**
 * The first stop of a sibling chosen in the immersive header (a module, an entry or a sub-entry):
 * the element itself when it is a stop, else its first stop; null when it has none.
 */
export function firstStopWithin(edl: readonly Module[], path: ElementPath): ElementPath | null {
  const position = positionOf(edl, path);
  if (!position) return null;
  const inside = (stop: Stop) =>
    stop.position[0] === position[0] &&
    (position[1] < 0 || stop.position[1] === position[1]) &&
    (position[2] < 0 || stop.position[2] === position[2]);
  return stops(edl).find(inside)?.path ?? null;
}
