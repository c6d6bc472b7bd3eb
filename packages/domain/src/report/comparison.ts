/**
 * Exit comparison (inspection-core §2 'Exit comparison'; docs/ARCHITECTURE.md "Beyond the specification"):
 * the move-out report beside the entry report it was duplicated from, room by room, element by element and
 * sub-element by sub-element, each marked with what changed since entry.
 *
 * Pairing. Duplication renumbers every level 1..n in display order (ids.ts, reassignIds), so the
 * entry's n-th item of a level is the move-out's item of id n, whatever the move-out did since: rename,
 * reorder, add (a new item takes the highest sibling id + 1) or delete. Items are paired in three
 * passes: that id with the same name, then the same name in order (a report made before the
 * renumbering, or an item deleted and added again), then that id alone (a renamed item). What is left
 * was added on the move-out or is gone from it. One limit: deleting the last item of a level and adding
 * another gives the new one the old id, so it reads as the old one renamed, with its fields changed.
 */
import { isPhotosEntry } from '../catalogue/index.ts';
import { normalizeName } from '../text.ts';
import type { FieldChange } from './changes.ts';
import { fieldChanges } from './changes.ts';
import { isReadOnlyElement } from './keys.ts';
import { normaliseRate } from './legacy.ts';
import type { Entry, LocalReport, Module, Rate, SubEntry } from './model.ts';
import type { ElementPath } from './paths.ts';

/** 'same': present on both sides and equal; 'renamed' counts as changed. */
export type ComparedStatus = 'same' | 'changed' | 'added' | 'removed';

export interface ComparedElement {
  /** The move-out's name (the entry's when the element is gone). */
  name: string;
  /** The entry's name when it was renamed on the move-out. */
  renamedFrom: string | null;
  entrantPath: ElementPath | null;
  sortantPath: ElementPath | null;
  entrant: Rate | null;
  sortant: Rate | null;
  status: ComparedStatus;
  /** The fields that differ (an element on both sides only). */
  fields: FieldChange[];
  content: ComparedElement[];
}

export interface ComparedModule {
  name: string;
  renamedFrom: string | null;
  entrantId: number | null;
  sortantId: number | null;
  /** Keys and meters have sections of their own on the screen and in the documents. */
  kind: 'keys' | 'meters' | 'room';
  status: ComparedStatus;
  entries: ComparedElement[];
}

export interface ReportComparison {
  modules: ComparedModule[];
  comment: { entrant: string; sortant: string };
}

interface Item {
  id: number;
  name: string;
}

type Pair<T> = { entrant: T | null; sortant: T | null };

const sameName = (a: Item, b: Item) => normalizeName(a.name) === normalizeName(b.name);

/**
 * The entry's and the move-out's items of one level, paired (see the header); move-out order first.
 * Each pass looks its candidates up in a map, so a level of thousands of items stays linear.
 */
function pairItems<T extends Item>(entrant: readonly T[], sortant: readonly T[]): Pair<T>[] {
  const partner = new Map<T, T>();
  const taken = new Set<T>();
  const names = new Map<T, string>([...entrant, ...sortant].map((item) => [item, normalizeName(item.name)]));
  // Duplication gave the entry's n-th item the id n.
  const byId = new Map(entrant.map((item, index) => [index + 1, item]));
  const byName = new Map<string, T[]>();
  for (const item of entrant) {
    const name = names.get(item) ?? '';
    const list = byName.get(name);
    if (list) list.push(item);
    else byName.set(name, [item]);
  }
  const pass = (find: (right: T) => T | undefined) => {
    for (const right of sortant) {
      if (partner.has(right)) continue;
      const left = find(right);
      if (left === undefined || taken.has(left)) continue;
      partner.set(right, left);
      taken.add(left);
    }
  };
  pass((right) => {
    const left = byId.get(right.id);
    return left && names.get(left) === names.get(right) ? left : undefined;
  });
  pass((right) => byName.get(names.get(right) ?? '')?.find((left) => !taken.has(left)));
  pass((right) => byId.get(right.id));
  return [
    ...sortant.map((right) => ({ entrant: partner.get(right) ?? null, sortant: right })),
    ...entrant.filter((left) => !taken.has(left)).map((left) => ({ entrant: left, sortant: null })),
  ];
}

function statusOf(pair: Pair<Item>, changed: boolean): ComparedStatus {
  if (!pair.entrant) return 'added';
  if (!pair.sortant) return 'removed';
  return changed || !sameName(pair.entrant, pair.sortant) ? 'changed' : 'same';
}

function renamedFrom(pair: Pair<Item>): string | null {
  return pair.entrant && pair.sortant && !sameName(pair.entrant, pair.sortant) ? pair.entrant.name : null;
}

/** Photo entries hold galleries and the key total is computed: neither is compared. */
const comparable = (item: Entry | SubEntry) => !isPhotosEntry(item.name) && !isReadOnlyElement(item);

function compareElement(
  pair: Pair<Entry | SubEntry>,
  paths: { entrant: ElementPath | null; sortant: ElementPath | null },
  content: ComparedElement[],
): ComparedElement {
  const entrant = normaliseRate(pair.entrant?.rate ?? null);
  const sortant = pair.sortant?.rate ?? null;
  const fields = pair.entrant && pair.sortant ? fieldChanges(entrant, sortant) : [];
  return {
    name: (pair.sortant ?? pair.entrant)?.name ?? '',
    renamedFrom: renamedFrom(pair),
    entrantPath: paths.entrant,
    sortantPath: paths.sortant,
    entrant,
    sortant,
    status: statusOf(pair, fields.length > 0),
    fields,
    content,
  };
}

function compareEntries(pair: Pair<Module>): ComparedElement[] {
  const at = (module: Module | null, entry: Entry | null, sub?: SubEntry | null): ElementPath | null =>
    module && entry && sub !== null
      ? { moduleId: module.id, entryId: entry.id, ...(sub ? { subEntryId: sub.id } : {}) }
      : null;
  const entries = pairItems(
    (pair.entrant?.entry ?? []).filter(comparable),
    (pair.sortant?.entry ?? []).filter(comparable),
  );
  return entries.map((entries) => {
    const subs = pairItems(
      (entries.entrant?.content ?? []).filter(comparable),
      (entries.sortant?.content ?? []).filter(comparable),
    ).map((subs) =>
      compareElement(
        subs,
        {
          entrant: at(pair.entrant, entries.entrant, subs.entrant),
          sortant: at(pair.sortant, entries.sortant, subs.sortant),
        },
        [],
      ),
    );
    const paths = { entrant: at(pair.entrant, entries.entrant), sortant: at(pair.sortant, entries.sortant) };
    return compareElement(entries, paths, subs);
  });
}

/** The keys room and the meters room, by their catalogue names (rooms.ts; no one can add another). */
function moduleKind(name: string): ComparedModule['kind'] {
  const normal = normalizeName(name);
  if (normal === normalizeName('Clés')) return 'keys';
  return normal === normalizeName('Energie') ? 'meters' : 'room';
}

export function compareReports(
  entry: Pick<LocalReport, 'edl' | 'comment'>,
  exit: Pick<LocalReport, 'edl' | 'comment'>,
): ReportComparison {
  const modules = pairItems<Module>(entry.edl, exit.edl).map((pair): ComparedModule => {
    const entries = compareEntries(pair);
    const name = (pair.sortant ?? pair.entrant)?.name ?? '';
    return {
      name,
      renamedFrom: renamedFrom(pair),
      entrantId: pair.entrant?.id ?? null,
      sortantId: pair.sortant?.id ?? null,
      kind: moduleKind(name),
      status: statusOf(pair, false),
      entries,
    };
  });
  return { modules, comment: { entrant: entry.comment ?? '', sortant: exit.comment ?? '' } };
}

/** The element, or one of its sub-elements, differs from the entry. */
export function elementChanged(element: ComparedElement): boolean {
  return element.status !== 'same' || element.content.some(elementChanged);
}

export type ComparisonSkipReason = 'no-entry' | 'local-only' | 'offline' | 'not-found' | 'unknown';

/**
 * Why the comparison cannot be shown (§8): no entry report at all (a manual convention on a move-out
 * not made from a move-in, `fromEntry` false), no server id for the entry report, offline, or the
 * server's error code 'not-found'; any other failure gives the message without a reason.
 */
export function comparisonSkipReason(input: {
  entryId: number | string | null | undefined;
  online: boolean;
  errorCode?: string | null;
  /** The move-out was duplicated from a move-in (duplicateFromEdlIO 'Entrant'). */
  fromEntry?: boolean;
}): ComparisonSkipReason | null {
  if (input.fromEntry === false) return 'no-entry';
  if (input.entryId === null || input.entryId === undefined || input.entryId === '') return 'local-only';
  if (!input.online) return 'offline';
  if (input.errorCode === undefined) return null;
  return input.errorCode === 'not-found' ? 'not-found' : 'unknown';
}
