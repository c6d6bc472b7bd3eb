import { describe, expect, it } from 'vitest';
import type { LocalReport, Module, TreeResult } from '../../src/index.ts';
import {
  TREE_MESSAGES,
  addPhotos,
  clearShownPhotos,
  contextElements,
  deleteElement,
  galleryEntryOf,
  movePhoto,
  photoContextFor,
  shownPhotos,
} from '../../src/index.ts';
import { clone, newReport, reportWith, smallTree } from './fixtures.ts';

// smallTree: Salon (1) has Photos (1.1) holding a (taken for Murs 1.2), b (Fenêtre > Vitre 1.3.1)
// and c (a photo of the room), Murs (1.2), Fenêtre (1.3) with Vitre (1.3.1) and Poignée (1.3.2).
const GALLERY = { moduleId: 1, entryId: 1 };
const MURS = { moduleId: 1, entryId: 2 };
const FENETRE = { moduleId: 1, entryId: 3 };
const VITRE = { moduleId: 1, entryId: 3, subEntryId: 1 };
const POIGNEE = { moduleId: 1, entryId: 3, subEntryId: 2 };

const refs = (report: Pick<LocalReport, 'edl'>, path: Parameters<typeof shownPhotos>[1]) =>
  shownPhotos(report, path).map((p) => p._ref);
const galleryList = (report: LocalReport) => report.edl[0]?.entry[0]?.rate?.photo;

function ok(result: TreeResult): Extract<TreeResult, { ok: true }> {
  if (!result.ok) throw new Error(result.message);
  return result;
}

describe('the photos shown for a Photos entry and for an element', () => {
  const report = reportWith(smallTree());
  it("a Photos entry shows every photo of its room, in the gallery's order", () => {
    expect(refs(report, GALLERY)).toEqual(['ref:a', 'ref:b', 'ref:c']);
  });
  it('an element shows the photos taken for it or one of its parts, not the room photos', () => {
    expect(refs(report, MURS)).toEqual(['ref:a']);
    expect(refs(report, FENETRE)).toEqual(['ref:b']);
    expect(refs(report, VITRE)).toEqual(['ref:b']);
    expect(refs(report, POIGNEE)).toEqual([]);
  });
  it('photos held by an element itself (legacy reports) show in its gallery and in the room', () => {
    const tree = smallTree();
    const murs = tree[0]?.entry[1];
    if (!murs?.rate) throw new Error('fixture');
    murs.rate.photo = [{ _ref: 'ref:own' }, { _ref: 'ref:vitre', _context: '1.3.1' }];
    const legacy = reportWith(tree);
    expect(refs(legacy, MURS)).toEqual(['ref:a', 'ref:own']);
    expect(refs(legacy, VITRE)).toEqual(['ref:b', 'ref:vitre']);
    expect(refs(legacy, GALLERY)).toEqual(['ref:a', 'ref:b', 'ref:c', 'ref:own', 'ref:vitre']);
  });
  it('nothing is shown for a module, a missing element or a room without photos', () => {
    expect(shownPhotos(report, { moduleId: 1 })).toEqual([]);
    expect(shownPhotos(report, { moduleId: 1, entryId: 9 })).toEqual([]);
    expect(shownPhotos(report, { moduleId: 2, entryId: 1 })).toEqual([]);
  });
  it("a room's gallery is its first Photos entry ('Photo' included)", () => {
    const module: Module = {
      id: 3,
      name: 'Cave',
      opened: false,
      entry: [
        { id: 1, name: 'Murs', opened: false, rate: null },
        { id: 2, name: 'photo', opened: false, rate: null },
      ],
    };
    expect(galleryEntryOf(module)?.id).toBe(2);
    expect(galleryEntryOf({ ...module, entry: [] })).toBeUndefined();
  });
});

describe('adding photos (their reference and the context they were taken in)', () => {
  it("photos taken in an element go to the room's gallery with the element as context", () => {
    const report = reportWith(smallTree());
    const before = clone(report);
    const next = addPhotos(report, POIGNEE, ['ref:p1', 'ref:p2']);
    expect(galleryList(next)?.slice(3)).toEqual([
      { _ref: 'ref:p1', _context: '1.3.2' },
      { _ref: 'ref:p2', _context: '1.3.2' },
    ]);
    expect(refs(next, POIGNEE)).toEqual(['ref:p1', 'ref:p2']);
    expect(report).toEqual(before);
  });
  it('the context stored with a new photo is the element, none for the room or a missing element', () => {
    const report = reportWith(smallTree());
    expect(photoContextFor(report, POIGNEE)).toBe('1.3.2');
    expect(photoContextFor(report, MURS)).toBe('1.2');
    expect(photoContextFor(report, GALLERY)).toBeNull();
    expect(photoContextFor(report, { moduleId: 1, entryId: 9 })).toBeNull();
  });
  it('photos taken in the Photos entry are photos of the room, with no context', () => {
    const next = addPhotos(reportWith(smallTree()), GALLERY, ['ref:room']);
    expect(galleryList(next)?.at(-1)).toEqual({ _ref: 'ref:room' });
  });
  it('a room without a Photos entry keeps the photos in the element (the keys room)', () => {
    const report = newReport();
    const keys = report.edl[0];
    const door = keys?.entry[0];
    if (!keys || !door) throw new Error('fixture');
    expect(galleryEntryOf(keys)).toBeUndefined();
    const path = { moduleId: keys.id, entryId: door.id };
    const next = addPhotos(report, path, ['ref:key']);
    expect(next.edl[0]?.entry[0]?.rate?.photo).toEqual([
      { _ref: 'ref:key', _context: `${keys.id}.${door.id}` },
    ]);
    expect(refs(next, path)).toEqual(['ref:key']);
  });
  it('a Photos entry without a rate yet gets one', () => {
    const tree = smallTree();
    const gallery = tree[0]?.entry[0];
    if (!gallery) throw new Error('fixture');
    gallery.rate = null;
    expect(galleryList(addPhotos(reportWith(tree), MURS, ['ref:x']))).toEqual([
      { _ref: 'ref:x', _context: '1.2' },
    ]);
  });
  it('nothing changes for a missing element, a module or no reference', () => {
    const report = reportWith(smallTree());
    expect(addPhotos(report, { moduleId: 1, entryId: 9 }, ['ref:x'])).toBe(report);
    expect(addPhotos(report, { moduleId: 1 }, ['ref:x'])).toBe(report);
    expect(addPhotos(report, MURS, [])).toBe(report);
  });
});

describe('moving a photo within a list (no move past the ends)', () => {
  const report = reportWith(smallTree());
  it('moves within the room list', () => {
    expect(refs(movePhoto(report, GALLERY, 0, 2), GALLERY)).toEqual(['ref:b', 'ref:c', 'ref:a']);
    expect(refs(movePhoto(report, GALLERY, 2, 0), GALLERY)).toEqual(['ref:c', 'ref:a', 'ref:b']);
  });
  it('a move before the first, after the last or onto itself changes nothing', () => {
    expect(movePhoto(report, GALLERY, 0, -1)).toBe(report);
    expect(movePhoto(report, GALLERY, 2, 3)).toBe(report);
    expect(movePhoto(report, GALLERY, -1, 0)).toBe(report);
    expect(movePhoto(report, GALLERY, 1, 1)).toBe(report);
    expect(movePhoto(report, GALLERY, 0.5, 1)).toBe(report);
  });
  it("moving in an element's gallery reorders its photos among the room's, others staying put", () => {
    const next = addPhotos(addPhotos(report, MURS, ['ref:m2']), GALLERY, ['ref:room2']);
    expect(refs(next, GALLERY)).toEqual(['ref:a', 'ref:b', 'ref:c', 'ref:m2', 'ref:room2']);
    const moved = movePhoto(next, MURS, 1, 0);
    expect(refs(moved, MURS)).toEqual(['ref:m2', 'ref:a']);
    expect(refs(moved, GALLERY)).toEqual(['ref:m2', 'ref:b', 'ref:c', 'ref:a', 'ref:room2']);
    expect(galleryList(moved)?.[0]).toEqual({ _ref: 'ref:m2', _context: '1.2' });
  });
});

describe("'clear photos'", () => {
  const report = reportWith(smallTree());
  it("clearing a Photos entry empties the room's photos and hands them back for the device", () => {
    const cleared = ok(clearShownPhotos(report, GALLERY));
    expect(galleryList(cleared.report)).toEqual([]);
    expect(cleared.removedPhotos.map((p) => p._ref)).toEqual(['ref:a', 'ref:b', 'ref:c']);
  });
  it("clearing an element's gallery removes its photos only", () => {
    const cleared = ok(clearShownPhotos(report, FENETRE));
    expect(galleryList(cleared.report)).toEqual([{ _ref: 'ref:a', _context: '1.2' }, { _ref: 'ref:c' }]);
    expect(cleared.removedPhotos).toEqual([{ _ref: 'ref:b', _context: '1.3.1' }]);
  });
  it('a module or a missing element is refused', () => {
    expect(clearShownPhotos(report, { moduleId: 1 })).toEqual({ ok: false, message: TREE_MESSAGES.notFound });
    expect(clearShownPhotos(report, { moduleId: 1, entryId: 9 }).ok).toBe(false);
  });
});

describe('the element a photo was taken in', () => {
  const report = reportWith(smallTree());
  it('names the room, the entry and the sub-entry', () => {
    expect(contextElements(report, '1.2')?.map((e) => e.name)).toEqual(['Salon', 'Murs']);
    expect(contextElements(report, '1.3.2')?.map((e) => e.name)).toEqual(['Salon', 'Fenêtre', 'Poignée']);
  });
  it('is null without a context, for a malformed one or once the element is gone', () => {
    expect(contextElements(report, undefined)).toBeNull();
    expect(contextElements(report, 'x')).toBeNull();
    expect(contextElements(report, '1.9')).toBeNull();
    expect(contextElements(report, '1.3.9')).toBeNull();
    expect(contextElements(report, '5.1')).toBeNull();
    const deleted = ok(deleteElement(report, MURS)).report;
    expect(shownPhotos(deleted, GALLERY)[0]).toEqual({ _ref: 'ref:a' });
  });
});
