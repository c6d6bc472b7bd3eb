import { describe, expect, it } from 'vitest';
import type { LocalReport, TreeResult } from '../../src/index.ts';
import {
  TREE_MESSAGES,
  addableEntryGroups,
  addEntry,
  addRateField,
  addRoom,
  addSubEntry,
  clearPhotos,
  deleteElement,
  duplicateElement,
  elementAt,
  moveEntry,
  moveListItem,
  moveModule,
  moveSubEntry,
  nextId,
  renameElement,
  reservedNameMessage,
} from '../../src/index.ts';
import { clone, newReport, reportWith, smallTree } from './fixtures.ts';

function ok(result: TreeResult): Extract<TreeResult, { ok: true }> {
  if (!result.ok) throw new Error(result.message);
  return result;
}
const RESERVED = (name: string) =>
  `Le nom "${name}" est réservé pour des fonctions particulières, vous ne pouvez pas le renommer ainsi car cela pourrait engendrer des bugs.`;

describe('new ids are the maximum sibling id plus 1', () => {
  it('takes max + 1, not length + 1, and 1 for the first', () => {
    expect(nextId([{ id: 1 }, { id: 7 }, { id: 3 }])).toBe(8);
    expect(nextId([])).toBe(1);
  });
  it('applies to added modules, entries and sub-entries', () => {
    const report = reportWith(smallTree());
    expect(ok(addRoom(report, 'couloir')).path).toEqual({ moduleId: 3 });
    expect(ok(addEntry(report, 1, 'Plafond')).path).toEqual({ moduleId: 1, entryId: 4 });
    expect(ok(addSubEntry(report, 1, 3, 'Cadre')).path).toEqual({ moduleId: 1, entryId: 3, subEntryId: 3 });
  });
});

describe('adding modules, entries and sub-entries', () => {
  it('adds a catalogue room at the end, numbering a taken name', () => {
    const report = newReport({ typeLogement: 'T3' });
    const added = ok(addRoom(report, 'chambre'));
    expect(added.report.edl.at(-1)?.name).toBe('Chambre 3');
    expect(added.report.edl.at(-1)?.entry.find((e) => e.name === 'Murs')?.rate?.cleaning).toBe('Propre');
    expect(ok(addRoom(report, 'couloir', { name: 'Dégagement' })).report.edl.at(-1)?.name).toBe('Dégagement');
  });
  it("builds the room in the template the popover's choice names, the report's by default", () => {
    const report = newReport();
    const simple = ok(addRoom(report, 'salon', { template: 'simple' })).report.edl.at(-1);
    const detailed = ok(addRoom(report, 'salon')).report.edl.at(-1);
    expect(simple?.name).toBe('Salon 2');
    expect(simple?.entry.length).toBeLessThan(detailed?.entry.length ?? 0);
  });
  it('Keys, Energy, general equipment and general cleanliness cannot be added manually', () => {
    for (const key of ['cles', 'energie', 'equipements', 'proprete'] as const) {
      expect(addRoom(newReport(), key).ok).toBe(false);
    }
    expect(addRoom(newReport(), 'cles')).toEqual({
      ok: false,
      message: 'La pièce "Clés" ne peut pas être ajoutée manuellement.',
    });
  });
  it('a room cannot be added under a reserved name', () => {
    expect(addRoom(newReport(), 'couloir', { name: 'Photos' })).toEqual({
      ok: false,
      message: RESERVED('Photos'),
    });
  });
  it('an added catalogue entry gets its fields and the Propre default; an unknown name is a custom element', () => {
    const report = reportWith(smallTree());
    const plafond = ok(addEntry(report, 1, 'Plafond'));
    const entry = elementAt(plafond.report, plafond.path ?? { moduleId: 0 });
    expect(entry && 'rate' in entry ? entry.rate?.cleaning : undefined).toBe('Propre');
    const custom = ok(addEntry(report, 1, 'Niche murale'));
    expect(custom.report.edl[0]?.entry.at(-1)?.name).toBe('Niche murale');
    expect(ok(addEntry(report, 1, 'Murs')).report.edl[0]?.entry.at(-1)?.name).toBe('Murs 2');
  });
  it('reserved and protected names cannot be added; the spec message is used for reserved ones', () => {
    const report = reportWith(smallTree());
    expect(addEntry(report, 1, 'Total des clés')).toEqual({ ok: false, message: RESERVED('Total des clés') });
    expect(addSubEntry(report, 1, 3, 'photos')).toEqual({
      ok: false,
      message: reservedNameMessage('photos'),
    });
    expect(addEntry(report, 1, 'Photo')).toEqual({ ok: false, message: TREE_MESSAGES.protectedAdd('Photo') });
    expect(addSubEntry(report, 1, 3, 'Photo').ok).toBe(false);
    expect(addEntry(report, 1, '  ')).toEqual({ ok: false, message: TREE_MESSAGES.emptyName });
  });
  it('some entry names are protected and some cannot be added by users: every entry the add popover offers can be added with addEntry', () => {
    const report = reportWith(smallTree());
    const offered = addableEntryGroups().flatMap((group) => group.entries.map((entry) => entry.name));
    expect(offered).toContain('Remise des clés');
    for (const name of offered) {
      const added = addEntry(report, 1, name);
      expect(added.ok, name).toBe(true);
      if (added.ok) expect([name, `${name} 2`]).toContain(added.report.edl[0]?.entry.at(-1)?.name);
    }
    const handover = ok(addEntry(report, 1, 'Remise des clés'));
    const entry = handover.report.edl[0]?.entry.at(-1);
    expect(entry?.content?.map((s) => s.name)).toContain('Total des clés');
  });
  it('a protected element added from the popover cannot be renamed, deleted or duplicated afterwards', () => {
    const added = ok(addEntry(reportWith(smallTree()), 1, 'Remise des clés'));
    const path = added.path ?? { moduleId: 0 };
    expect(renameElement(added.report, path, 'Clefs')).toEqual({
      ok: false,
      message: TREE_MESSAGES.protectedRename('Remise des clés'),
    });
    expect(deleteElement(added.report, path).ok).toBe(false);
    expect(duplicateElement(added.report, path).ok).toBe(false);
  });
  it('a custom sub-entry cannot take a protected name or the name of a room that cannot be added', () => {
    const report = reportWith(smallTree());
    expect(addSubEntry(report, 1, 3, 'Remise des clés')).toEqual({
      ok: false,
      message: TREE_MESSAGES.protectedName('Remise des clés'),
    });
    expect(addSubEntry(report, 1, 3, 'Energie')).toEqual({
      ok: false,
      message: TREE_MESSAGES.roomName('Energie'),
    });
    expect(ok(addSubEntry(report, 1, 3, 'Crémone')).report.edl[0]?.entry[2]?.content?.at(-1)?.name).toBe(
      'Crémone',
    );
  });
  it('refuses to add under a missing element', () => {
    const report = reportWith(smallTree());
    expect(addEntry(report, 9, 'Murs')).toEqual({ ok: false, message: TREE_MESSAGES.notFound });
    expect(addSubEntry(report, 1, 9, 'Cadre')).toEqual({ ok: false, message: TREE_MESSAGES.notFound });
  });
  it('adding a child makes an opened parent unopened', () => {
    const tree = smallTree();
    const module = tree[0];
    if (!module) throw new Error('fixture');
    module.opened = true;
    for (const e of module.entry) e.opened = true;
    const added = ok(addEntry(reportWith(tree), 1, 'Plafond'));
    expect(added.report.edl[0]?.opened).toBe(false);
  });
  it('a custom sub-entry takes its container fields and turns a leaf into a container', () => {
    const added = ok(addSubEntry(reportWith(smallTree()), 1, 2, 'Mur gauche'));
    const murs = added.report.edl[0]?.entry[1];
    expect(murs?.content?.map((s) => s.name)).toEqual(['Mur gauche']);
    expect(murs?.content?.[0]?.rate?.cleaning).toBe('Propre');
  });
  it('adds a rate field to an entry once', () => {
    const report = reportWith(smallTree());
    const added = ok(addRateField(report, 1, 2, 'color'));
    expect(added.report.edl[0]?.entry[1]?.rateInfo).toEqual(['condition', 'cleaning', 'other', 'color']);
    expect(added.report.edl[0]?.entry[1]?.rate?.color).toBeNull();
    expect(ok(addRateField(added.report, 1, 2, 'color')).report).toBe(added.report);
    expect(addRateField(report, 1, 9, 'color').ok).toBe(false);
  });
});

describe('moving (drag to reorder)', () => {
  it('moves modules, entries and sub-entries without changing ids', () => {
    const report = reportWith(smallTree());
    expect(ok(moveModule(report, 0, 1)).report.edl.map((m) => m.id)).toEqual([2, 1]);
    expect(ok(moveEntry(report, 1, 2, 0)).report.edl[0]?.entry.map((e) => e.id)).toEqual([3, 1, 2]);
    expect(ok(moveSubEntry(report, 1, 3, 1, 0)).report.edl[0]?.entry[2]?.content?.map((s) => s.id)).toEqual([
      2, 1,
    ]);
    expect(moveEntry(report, 9, 0, 1).ok).toBe(false);
    expect(moveSubEntry(report, 1, 9, 0, 1).ok).toBe(false);
  });
  it('clamps the target and ignores an unknown source index', () => {
    expect(moveListItem(['a', 'b', 'c'], 0, 10)).toEqual(['b', 'c', 'a']);
    expect(moveListItem(['a', 'b', 'c'], 2, -3)).toEqual(['c', 'a', 'b']);
    expect(moveListItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });
  it('never mutates the input report', () => {
    const report = reportWith(smallTree());
    const snapshot = clone(report);
    moveModule(report, 0, 1);
    moveEntry(report, 1, 0, 2);
    renameElement(report, { moduleId: 1, entryId: 2 }, 'Cloisons');
    deleteElement(report, { moduleId: 1, entryId: 3, subEntryId: 1 });
    duplicateElement(report, { moduleId: 1 });
    expect(report).toEqual(snapshot);
  });
});

describe('renaming: reserved names (inspection-core §5) and protected names', () => {
  const report = reportWith(smallTree());
  it('renames a module, an entry and a sub-entry', () => {
    expect(ok(renameElement(report, { moduleId: 2 }, ' Kitchenette ')).report.edl[1]?.name).toBe(
      'Kitchenette',
    );
    expect(
      ok(renameElement(report, { moduleId: 1, entryId: 2 }, 'Cloisons')).report.edl[0]?.entry[1]?.name,
    ).toBe('Cloisons');
    const sub = ok(renameElement(report, { moduleId: 1, entryId: 3, subEntryId: 2 }, 'Crémone'));
    expect(sub.report.edl[0]?.entry[2]?.content?.[1]?.name).toBe('Crémone');
  });
  it("names 'Photos', 'photos', 'Total des clés', 'total des clés' are refused with the spec message", () => {
    for (const name of ['Photos', 'photos', 'Total des clés', 'total des clés']) {
      expect(renameElement(report, { moduleId: 1, entryId: 2 }, name)).toEqual({
        ok: false,
        message: RESERVED(name),
      });
    }
  });
  it('renaming to a protected name is refused, so an element never becomes impossible to rename back or delete', () => {
    for (const name of ['Remise des clés', 'remise des cles', 'Photo', 'PHOTOS']) {
      const refused = renameElement(report, { moduleId: 1, entryId: 2 }, name);
      expect(refused.ok, name).toBe(false);
    }
    expect(renameElement(report, { moduleId: 1, entryId: 2 }, 'Remise des clés')).toEqual({
      ok: false,
      message: TREE_MESSAGES.protectedName('Remise des clés'),
    });
    expect(renameElement(report, { moduleId: 1, entryId: 2 }, 'Photo')).toEqual({
      ok: false,
      message: TREE_MESSAGES.protectedName('Photo'),
    });
    expect(renameElement(report, { moduleId: 1, entryId: 2 }, 'PHOTOS')).toEqual({
      ok: false,
      message: RESERVED('PHOTOS'),
    });
  });
  it('Keys, Energy, general equipment and general cleanliness cannot be added manually: no element may be renamed after them', () => {
    for (const name of [
      'Clés',
      'cles',
      'Energie',
      'Equipements intérieurs/extérieurs',
      'Etat de propreté général',
      'Clés 2',
    ]) {
      expect(renameElement(report, { moduleId: 2 }, name)).toEqual({
        ok: false,
        message: TREE_MESSAGES.roomName(name),
      });
    }
    expect(ok(renameElement(report, { moduleId: 2 }, 'Cave')).report.edl[1]?.name).toBe('Cave');
    expect(addRoom(newReport(), 'couloir', { name: 'Clés' })).toEqual({
      ok: false,
      message: TREE_MESSAGES.roomName('Clés'),
    });
  });
  it('a protected element cannot be renamed', () => {
    expect(renameElement(report, { moduleId: 1, entryId: 1 }, 'Galerie')).toEqual({
      ok: false,
      message: TREE_MESSAGES.protectedRename('Photos'),
    });
    expect(renameElement(report, { moduleId: 1, entryId: 2 }, '')).toEqual({
      ok: false,
      message: TREE_MESSAGES.emptyName,
    });
    expect(renameElement(report, { moduleId: 5 }, 'X').ok).toBe(false);
  });
});

describe('duplicating an element', () => {
  const report = reportWith(smallTree());
  it('inserts the copy after its source with the next id and a numbered name, without photos or costing', () => {
    const copy = ok(duplicateElement(report, { moduleId: 1, entryId: 2 }));
    expect(copy.report.edl[0]?.entry.map((e) => e.name)).toEqual(['Photos', 'Murs', 'Murs 2', 'Fenêtre']);
    expect(copy.path).toEqual({ moduleId: 1, entryId: 4 });
    expect(copy.report.edl[0]?.entry[2]?.rate).toEqual({
      condition: 'Bon état',
      cleaning: 'Sale',
      other: 'Trous',
    });
  });
  it('copies a module with its entries, photos left to the source', () => {
    const copy = ok(duplicateElement(report, { moduleId: 1 }));
    expect(copy.report.edl.map((m) => [m.id, m.name])).toEqual([
      [1, 'Salon'],
      [3, 'Salon 2'],
      [2, 'Cuisine'],
    ]);
    expect(copy.report.edl[1]?.entry[0]?.rate?.photo).toEqual([]);
  });
  it('copies a sub-entry, dropping its costing id', () => {
    const tree = smallTree();
    const vitre = tree[0]?.entry[2]?.content?.[0];
    if (!vitre?.rate) throw new Error('fixture');
    vitre.rate.costingId = 12;
    vitre.opened = true;
    const copy = ok(duplicateElement(reportWith(tree), { moduleId: 1, entryId: 3, subEntryId: 1 }));
    const content = copy.report.edl[0]?.entry[2]?.content;
    expect(content?.map((s) => [s.id, s.name, s.opened])).toEqual([
      [1, 'Vitre', true],
      [3, 'Vitre 2', false],
      [2, 'Poignée', false],
    ]);
    expect(content?.[1]?.rate?.costingId).toBeUndefined();
  });
  it('protected elements and rooms that cannot be added are not duplicated', () => {
    expect(duplicateElement(report, { moduleId: 1, entryId: 1 })).toEqual({
      ok: false,
      message: TREE_MESSAGES.protectedDuplicate('Photos'),
    });
    const keys = newReport();
    expect(duplicateElement(keys, { moduleId: 1 })).toEqual({
      ok: false,
      message: TREE_MESSAGES.protectedDuplicate('Clés'),
    });
    expect(duplicateElement(report, { moduleId: 7 }).ok).toBe(false);
  });
});

describe('deleting (inspection-core §4: photo contexts, Photos entries)', () => {
  const report: LocalReport = reportWith(smallTree());
  const photos = (r: LocalReport) => r.edl[0]?.entry[0]?.rate?.photo;
  it('Photos entries cannot be deleted', () => {
    expect(deleteElement(report, { moduleId: 1, entryId: 1 })).toEqual({
      ok: false,
      message: TREE_MESSAGES.photosNotDeletable,
    });
  });
  it('deleting an entry strips the photo context from linked photos, including its sub-entries', () => {
    const deleted = ok(deleteElement(report, { moduleId: 1, entryId: 3 }));
    expect(photos(deleted.report)).toEqual([
      { _ref: 'ref:a', _context: '1.2' },
      { _ref: 'ref:b' },
      { _ref: 'ref:c' },
    ]);
    expect(deleted.removedPhotos).toEqual([]);
  });
  it('deleting a sub-entry strips the context of its photos only', () => {
    const deleted = ok(deleteElement(report, { moduleId: 1, entryId: 3, subEntryId: 1 }));
    expect(photos(deleted.report)).toEqual([
      { _ref: 'ref:a', _context: '1.2' },
      { _ref: 'ref:b' },
      { _ref: 'ref:c' },
    ]);
    expect(deleted.report.edl[0]?.entry[2]?.content?.map((s) => s.name)).toEqual(['Poignée']);
  });
  it('deleting the content of a Photos entry returns the photo refs to remove from storage', () => {
    const cleared = ok(clearPhotos(report, { moduleId: 1, entryId: 1 }));
    expect(photos(cleared.report)).toEqual([]);
    expect(cleared.removedPhotos.map((p) => p._ref)).toEqual(['ref:a', 'ref:b', 'ref:c']);
    expect(clearPhotos(report, { moduleId: 1 }).ok).toBe(false);
    expect(ok(clearPhotos(report, { moduleId: 1, entryId: 2 })).removedPhotos).toEqual([]);
  });
  it('deleting a module or an element returns the photos it held', () => {
    const deleted = ok(deleteElement(report, { moduleId: 1 }));
    expect(deleted.report.edl.map((m) => m.name)).toEqual(['Cuisine']);
    expect(deleted.removedPhotos.map((p) => p._ref)).toEqual(['ref:a', 'ref:b', 'ref:c']);
    const tree = smallTree();
    const murs = tree[0]?.entry[1];
    if (!murs?.rate) throw new Error('fixture');
    murs.rate.photo = [{ _ref: 'ref:own' }];
    expect(ok(deleteElement(reportWith(tree), { moduleId: 1, entryId: 2 })).removedPhotos).toEqual([
      { _ref: 'ref:own' },
    ]);
  });
  it('deleting the last unopened child leaves the parent opened when every other child is', () => {
    const tree = smallTree();
    const fenetre = tree[0]?.entry[2];
    if (!fenetre?.content?.[1]) throw new Error('fixture');
    fenetre.content[1].opened = true;
    const deleted = ok(deleteElement(reportWith(tree), { moduleId: 1, entryId: 3, subEntryId: 1 }));
    expect(deleted.report.edl[0]?.entry[2]?.opened).toBe(true);
  });
  it('protected names and missing elements cannot be deleted', () => {
    const keys = newReport();
    const handoverLike = {
      ...keys,
      edl: [
        {
          id: 1,
          name: 'Clés',
          opened: false,
          entry: [{ id: 1, name: 'Remise des clés', opened: false, rate: null }],
        },
      ],
    };
    expect(deleteElement(handoverLike, { moduleId: 1, entryId: 1 })).toEqual({
      ok: false,
      message: TREE_MESSAGES.protectedDelete('Remise des clés'),
    });
    expect(deleteElement(report, { moduleId: 1, entryId: 9 })).toEqual({
      ok: false,
      message: TREE_MESSAGES.notFound,
    });
  });
});
