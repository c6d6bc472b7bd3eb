/**
 * Which photos the editor shows where, and the edits made on those lists (inspection-core §2 'Photos
 * view', §3 photo references, §4).
 *
 * A room's photos live in its 'Photos' entry (the gallery). A photo taken from an element's rate
 * panel goes there too, remembering the element in `_context`; the element's own gallery is the
 * room's photos whose context is that element or one of its parts. So deleting the element keeps the
 * photo in the room (only its context goes, see treeDelete.ts), and emptying the Photos entry empties
 * the room. A photo taken in the Photos entry itself is a photo of the room: it has no context.
 * A room without a Photos entry (the keys room) keeps an element's photos in the element's own rate.
 *
 * Photos held elsewhere in a room (reports migrated from the legacy `photos` field) are shown by the
 * same rules, read from wherever they are, so no photo of a room is ever out of sight.
 */
import { isPhotosEntry } from '../catalogue/index.ts';
import type { Entry, LocalReport, Module, PhotoRef, Rate, SubEntry } from './model.ts';
import { TREE_MESSAGES } from './names.ts';
import type { ElementPath } from './paths.ts';
import { contextOf, elementAt, moduleAt, parseContext, updateRate } from './paths.ts';
import { contextWithin } from './photos.ts';
import type { TreeResult } from './tree.ts';
import { treeOk, treeRefused } from './tree.ts';

/** The room's gallery: its first Photos entry, if it has one. */
export function galleryEntryOf(module: Module): Entry | undefined {
  return module.entry.find((entry) => isPhotosEntry(entry.name));
}

/** One photo where it is stored: the element holding it and its position in that element's list. */
interface PhotoSlot {
  holder: ElementPath;
  index: number;
  photo: PhotoRef;
}

const samePath = (a: ElementPath, b: ElementPath): boolean => contextOf(a) === contextOf(b);

/** Every photo held in the room: the gallery's first, then the elements' in display order. */
function roomSlots(module: Module): PhotoSlot[] {
  const gallery = galleryEntryOf(module);
  const holders: { path: ElementPath; rate: Rate | null }[] = [];
  if (gallery) holders.push({ path: { moduleId: module.id, entryId: gallery.id }, rate: gallery.rate });
  for (const entry of module.entry) {
    if (entry !== gallery)
      holders.push({ path: { moduleId: module.id, entryId: entry.id }, rate: entry.rate });
    for (const sub of entry.content ?? []) {
      holders.push({ path: { moduleId: module.id, entryId: entry.id, subEntryId: sub.id }, rate: sub.rate });
    }
  }
  return holders.flatMap(({ path, rate }) =>
    (rate?.photo ?? []).map((photo, index) => ({ holder: path, index, photo })),
  );
}

/** The slots of the photos shown for the element at `path` (empty when there is no such element). */
function shownSlots(report: Pick<LocalReport, 'edl'>, path: ElementPath): PhotoSlot[] {
  const module = moduleAt(report, path.moduleId);
  const element = elementAt(report, path);
  if (!module || !element || path.entryId === undefined) return [];
  const slots = roomSlots(module);
  if (isPhotosEntry(element.name)) return slots;
  const context = contextOf(path);
  return slots.filter(
    ({ holder, photo }) =>
      contextWithin(photo._context, context) ||
      (photo._context === undefined && contextWithin(contextOf(holder), context)),
  );
}

/**
 * The photos shown for an element, in order: for a Photos entry every photo of its room, for any
 * other entry or sub-entry its gallery (the room's photos taken for it or one of its parts).
 */
export function shownPhotos(report: Pick<LocalReport, 'edl'>, path: ElementPath): PhotoRef[] {
  return shownSlots(report, path).map((slot) => slot.photo);
}

/** Where photos taken at `path` are stored, and the context they carry. */
function photoHome(
  report: Pick<LocalReport, 'edl'>,
  path: ElementPath,
): { holder: ElementPath; context?: string } | null {
  const module = moduleAt(report, path.moduleId);
  const element = elementAt(report, path);
  if (!module || !element || path.entryId === undefined) return null;
  if (isPhotosEntry(element.name)) return { holder: path };
  const gallery = galleryEntryOf(module);
  const holder = gallery ? { moduleId: module.id, entryId: gallery.id } : path;
  return { holder, context: contextOf(path) };
}

/**
 * The context a photo taken at `path` carries (the device stores it with the photo too): the element,
 * or null for a photo of the room taken in its Photos entry (or at no element at all).
 */
export function photoContextFor(report: Pick<LocalReport, 'edl'>, path: ElementPath): string | null {
  return photoHome(report, path)?.context ?? null;
}

/** A photo just stored on the device: its reference, and when it was taken (photoCaptureTime). */
export interface TakenPhoto {
  ref: string;
  takenAt?: number | undefined;
}

/**
 * Adds photos (already stored on the device under their references) taken at `path`, at the end of
 * the list that holds them, each with its capture time. The report is returned unchanged when the
 * element does not exist.
 */
export function addPhotos<R extends Pick<LocalReport, 'edl'>>(
  report: R,
  path: ElementPath,
  photos: readonly (string | TakenPhoto)[],
): R {
  const home = photoHome(report, path);
  if (!home || photos.length === 0) return report;
  const added: PhotoRef[] = photos.map((photo) => {
    const { ref, takenAt } = typeof photo === 'string' ? { ref: photo, takenAt: undefined } : photo;
    return {
      _ref: ref,
      ...(home.context === undefined ? {} : { _context: home.context }),
      ...(takenAt === undefined ? {} : { takenAt }),
    };
  });
  return updateRate(report, home.holder, (rate) => ({
    ...(rate ?? {}),
    photo: [...(rate?.photo ?? []), ...added],
  }));
}

/** Writes `photos` back into `slots` (same length), each holder's list keeping its other photos. */
function fillSlots<R extends Pick<LocalReport, 'edl'>>(
  report: R,
  slots: readonly PhotoSlot[],
  photos: readonly (PhotoRef | null)[],
): R {
  let next = report;
  const holders = slots
    .map((slot) => slot.holder)
    .filter((h, i, all) => all.findIndex((o) => samePath(o, h)) === i);
  for (const holder of holders) {
    next = updateRate(next, holder, (rate) => {
      const list: (PhotoRef | null)[] = [...(rate?.photo ?? [])];
      slots.forEach((slot, i) => {
        if (samePath(slot.holder, holder)) list[slot.index] = photos[i] ?? null;
      });
      return { ...(rate ?? {}), photo: list.filter((photo): photo is PhotoRef => photo !== null) };
    });
  }
  return next;
}

/**
 * Moves the photo at position `from` of the element's shown list to position `to`. A photo cannot be
 * moved before the first or after the last position (inspection-core §2): such a move, like a move
 * onto itself, returns the report unchanged.
 */
export function movePhoto<R extends Pick<LocalReport, 'edl'>>(
  report: R,
  path: ElementPath,
  from: number,
  to: number,
): R {
  const slots = shownSlots(report, path);
  const inside = (i: number) => Number.isInteger(i) && i >= 0 && i < slots.length;
  if (from === to || !inside(from) || !inside(to)) return report;
  const photos = slots.map((slot) => slot.photo);
  const [moved] = photos.splice(from, 1);
  if (!moved) return report;
  photos.splice(to, 0, moved);
  return fillSlots(report, slots, photos);
}

/**
 * 'Clear photos': removes every photo shown for the element (for a Photos entry, the whole room's)
 * from the report, and hands them back as `removedPhotos` for the caller to delete from the device.
 */
export function clearShownPhotos(report: LocalReport, path: ElementPath): TreeResult {
  if (path.entryId === undefined || !elementAt(report, path)) return treeRefused(TREE_MESSAGES.notFound);
  const slots = shownSlots(report, path);
  return treeOk(
    fillSlots(
      report,
      slots,
      slots.map(() => null),
    ),
    undefined,
    slots.map((slot) => slot.photo),
  );
}

/** The elements a photo context names, room first; null when it has none or they are gone. */
export function contextElements(
  report: Pick<LocalReport, 'edl'>,
  context: string | undefined,
): [Module, Entry] | [Module, Entry, SubEntry] | null {
  const path = context === undefined ? null : parseContext(context);
  if (!path || path.entryId === undefined) return null;
  const module = moduleAt(report, path.moduleId);
  const entry = module?.entry.find((e) => e.id === path.entryId);
  if (!module || !entry) return null;
  if (path.subEntryId === undefined) return [module, entry];
  const sub = entry.content?.find((s) => s.id === path.subEntryId);
  return sub ? [module, entry, sub] : null;
}
