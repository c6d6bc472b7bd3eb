/**
 * Every change since entry as one list (docs/ARCHITECTURE.md "Beyond the specification"), what the exit
 * report opens with: one line per change, where it is (room > element > sub-element, with the ids of each
 * side), the field, the entry value and the exit value, and the photos of that element on both sides. Built
 * on the comparison (comparison.ts), so the screen and the documents show the same changes.
 */
import type { FieldChange } from './changes.ts';
import type { ComparedElement, ComparedModule } from './comparison.ts';
import { compareReports } from './comparison.ts';
import type { LocalReport, Module, PhotoRef, Rate } from './model.ts';
import type { ElementPath } from './paths.ts';
import { contextOf } from './paths.ts';
import { modulePhotoRefs } from './photos.ts';

type ChangeLevel = 'room' | 'element' | 'sub-element' | 'key' | 'meter';

/** 'field': a value differs; the others say the item itself was added, removed or renamed. */
type ChangeKind = 'added' | 'removed' | 'renamed' | 'field';

export interface ReportChange {
  level: ChangeLevel;
  kind: ChangeKind;
  /** Room, element, sub-element: the move-out's names (the entry's for what is gone). */
  names: string[];
  /** Where on each side, in that report's own ids; null on the side it is absent from. */
  entrantPath: ElementPath | null;
  sortantPath: ElementPath | null;
  /** The rate field for a 'field' change; null otherwise. */
  field: string | null;
  /** Entry and exit values (null: not filled); for 'renamed', the two names. */
  entrant: string | null;
  sortant: string | null;
  /** A meter reading's consumption (exit minus entry), when both are numbers. */
  consumption: number | null;
  /** Photos taken for that element; the exit side leaves out the entry's photos it carried over. */
  photos: { entrant: PhotoRef[]; sortant: PhotoRef[] };
}

type Photos = ReportChange['photos'];

/** A room's photos by the element they were taken for (its context), indexed once per room. */
type PhotoIndex = Map<string, PhotoRef[]>;

function photoIndex(module: Module | undefined): PhotoIndex {
  const index: PhotoIndex = new Map();
  for (const photo of module ? modulePhotoRefs(module) : []) {
    if (photo._context === undefined) continue;
    const list = index.get(photo._context);
    if (list) list.push(photo);
    else index.set(photo._context, [photo]);
  }
  return index;
}

/**
 * Photos of the element at `path`: those of the room's gallery (or any rate of the room) taken for
 * it, and those of its own rate that name no other element.
 */
function photosAt(index: PhotoIndex, path: ElementPath | null, own: Rate | null): PhotoRef[] {
  if (!path || path.entryId === undefined) return [];
  const unnamed = (own?.photo ?? []).filter((photo) => photo._context === undefined);
  return [...unnamed, ...(index.get(contextOf(path)) ?? [])];
}

function elementPhotos(
  element: ComparedElement,
  sides: { entrant: PhotoIndex; sortant: PhotoIndex },
): Photos {
  const entrant = photosAt(sides.entrant, element.entrantPath, element.entrant);
  const carried = new Set(entrant.flatMap((photo) => (photo.sha256 ? [photo.sha256] : [])));
  const sortant = photosAt(sides.sortant, element.sortantPath, element.sortant).filter(
    (photo) => !photo.sha256 || !carried.has(photo.sha256),
  );
  return { entrant, sortant };
}

const READING = /^(kwPeak|kwOffPeak|m3|serialNumber|typeReleve)$/;

function levelOf(module: ComparedModule, element: ComparedElement, sub: boolean): ChangeLevel {
  if (module.kind === 'keys') return 'key';
  const rate = element.sortant ?? element.entrant ?? {};
  if (Object.keys(rate).some((field) => READING.test(field))) return 'meter';
  return sub ? 'sub-element' : 'element';
}

function elementLines(
  element: ComparedElement,
  parents: string[],
  sides: { entrant: PhotoIndex; sortant: PhotoIndex },
  level: ChangeLevel,
): ReportChange[] {
  // Only a changed element needs its photos (most are unchanged).
  if (element.status === 'same') return [];
  const photos = elementPhotos(element, sides);
  const base = {
    level,
    names: [...parents, element.name],
    entrantPath: element.entrantPath,
    sortantPath: element.sortantPath,
    photos,
  };
  const line = (kind: ChangeKind, change: Partial<FieldChange> = {}): ReportChange => ({
    ...base,
    kind,
    field: change.field ?? null,
    entrant: change.entrant ?? null,
    sortant: change.sortant ?? null,
    consumption: change.consumption ?? null,
  });
  if (element.status === 'added' || element.status === 'removed') return [line(element.status)];
  const renamed = element.renamedFrom
    ? [line('renamed', { entrant: element.renamedFrom, sortant: element.name })]
    : [];
  return [...renamed, ...element.fields.map((change) => line('field', change))];
}

function moduleLines(
  module: ComparedModule,
  rooms: { entrant: Module | undefined; sortant: Module | undefined },
): ReportChange[] {
  const room = {
    level: 'room' as const,
    names: [module.name],
    entrantPath: module.entrantId === null ? null : { moduleId: module.entrantId },
    sortantPath: module.sortantId === null ? null : { moduleId: module.sortantId },
    field: null,
    consumption: null,
    photos: { entrant: [], sortant: [] },
  };
  if (module.status === 'added' || module.status === 'removed')
    return [{ ...room, kind: module.status, entrant: null, sortant: null }];
  const renamed: ReportChange[] = module.renamedFrom
    ? [{ ...room, kind: 'renamed', entrant: module.renamedFrom, sortant: module.name }]
    : [];
  const sides = { entrant: photoIndex(rooms.entrant), sortant: photoIndex(rooms.sortant) };
  const lines = module.entries.flatMap((entry) => {
    const own = elementLines(entry, [module.name], sides, levelOf(module, entry, false));
    if (entry.status === 'added' || entry.status === 'removed') return own;
    const subs = entry.content.flatMap((sub) =>
      elementLines(sub, [module.name, entry.name], sides, levelOf(module, sub, true)),
    );
    return [...own, ...subs];
  });
  return [...renamed, ...lines];
}

/** Every change between the entry report and its move-out, in the move-out's order. */
export function reportChanges(
  entry: Pick<LocalReport, 'edl' | 'comment'>,
  exit: Pick<LocalReport, 'edl' | 'comment'>,
): ReportChange[] {
  return compareReports(entry, exit).modules.flatMap((module) =>
    moduleLines(module, {
      entrant: entry.edl.find((m) => m.id === module.entrantId),
      sortant: exit.edl.find((m) => m.id === module.sortantId),
    }),
  );
}

/**
 * The photos of one compared element, entry side and exit side, as the exit PDF's changes section
 * shows them (the exit side leaves out the entry photos it carried over): for the comparison screen,
 * which shows a changed element's photos side by side.
 */
export function comparedElementPhotos(
  entry: Pick<LocalReport, 'edl'>,
  exit: Pick<LocalReport, 'edl'>,
  element: ComparedElement,
): Photos {
  const roomOf = (report: Pick<LocalReport, 'edl'>, path: ElementPath | null) =>
    path ? report.edl.find((m) => m.id === path.moduleId) : undefined;
  return elementPhotos(element, {
    entrant: photoIndex(roomOf(entry, element.entrantPath)),
    sortant: photoIndex(roomOf(exit, element.sortantPath)),
  });
}
