import { describe, expect, it } from 'vitest';
import type { ElementPath, LocalReport, Module, Rate } from '../../src/index.ts';
import {
  compareReports,
  comparedElementPhotos,
  consumptionBetween,
  duplicateReport,
  elementChanged,
  reportChanges,
  updateRate,
} from '../../src/index.ts';
import { NOW, newReport } from './fixtures.ts';

/** The path of room > element [> sub-element], by names. */
function pathOf(report: Pick<LocalReport, 'edl'>, names: string[]): ElementPath {
  const [room, element, sub] = names;
  const module = report.edl.find((m) => m.name === room);
  const entry = module?.entry.find((e) => e.name === element);
  const subEntry = entry?.content?.find((s) => s.name === sub);
  if (!module || !entry || (sub !== undefined && !subEntry)) throw new Error(`no ${names.join(' > ')}`);
  return { moduleId: module.id, entryId: entry.id, ...(subEntry ? { subEntryId: subEntry.id } : {}) };
}

function set<R extends Pick<LocalReport, 'edl'>>(report: R, names: string[], patch: Rate): R {
  return updateRate(report, pathOf(report, names), (rate) => ({ ...(rate ?? {}), ...patch }));
}

const HOB = ['Cuisine', 'Cuisine équipée', 'Plaques de cuisson'];
const SEALS = ['Salle de bain', 'Baignoire', 'Joints'];
const VIGIK = ['Clés', 'Vigik'];
const ELECTRIC = ['Energie', 'Compteur électrique'];
const WALLS = ['Salon', 'Murs'];

/** A saved move-in with these values, and the move-out duplicated from it. */
function entryAndExit(): { entry: LocalReport; exit: LocalReport } {
  let entry: LocalReport = { ...newReport({ typeLogement: 'T2' }), id: 7 };
  entry = set(entry, HOB, { condition: 'Bon état', state: 'Fonctionne' });
  entry = set(entry, SEALS, { condition: 'Bon état' });
  entry = set(entry, VIGIK, { number: '2' });
  entry = set(entry, ELECTRIC, { serialNumber: 'A1', kwPeak: '12 000', kwOffPeak: '4000' });
  entry = set(entry, WALLS, { condition: 'Bon état', other: 'RAS' });
  return { entry, exit: duplicateReport(entry, { now: NOW + 1 }) };
}

describe('changes since entry', () => {
  it('a move-out just duplicated from its entry has no change', () => {
    const { entry, exit } = entryAndExit();
    expect(reportChanges(entry, exit)).toEqual([]);
  });

  it('lists a sub-element change: the hob Bon état -> Hors service, the bath seals -> Mauvais état', () => {
    const { entry, exit } = entryAndExit();
    let out = set(exit, HOB, { condition: 'Hors service', state: 'Ne fonctionne pas' });
    out = set(out, SEALS, { condition: 'Mauvais état' });
    const changes = reportChanges(entry, out);
    expect(changes.map((c) => [c.level, c.names.join(' > '), c.field, c.entrant, c.sortant])).toEqual([
      ['sub-element', HOB.join(' > '), 'condition', 'Bon état', 'Hors service'],
      ['sub-element', HOB.join(' > '), 'state', 'Fonctionne', 'Ne fonctionne pas'],
      ['sub-element', SEALS.join(' > '), 'condition', 'Bon état', 'Mauvais état'],
    ]);
    expect(changes[0]?.entrantPath).toEqual(pathOf(entry, HOB));
    expect(changes[0]?.sortantPath).toEqual(pathOf(out, HOB));
  });

  it('the equipped kitchen is compared through its sub-elements, never as an empty row', () => {
    const { entry, exit } = entryAndExit();
    const out = set(exit, HOB, { condition: 'Hors service' });
    const kitchen = compareReports(entry, out)
      .modules.find((m) => m.name === 'Cuisine')
      ?.entries.find((e) => e.name === 'Cuisine équipée');
    expect(kitchen?.fields).toEqual([]);
    expect(kitchen && elementChanged(kitchen)).toBe(true);
    expect(kitchen?.content.find((s) => s.name === 'Plaques de cuisson')?.status).toBe('changed');
    expect(kitchen?.content.find((s) => s.name === 'Four')?.status).toBe('same');
  });

  it('lists a key count change (Vigik 2 -> 1) but not the computed total, nor 2 typed as "02"', () => {
    const { entry, exit } = entryAndExit();
    expect(reportChanges(entry, set(exit, VIGIK, { number: '02' }))).toEqual([]);
    const changes = reportChanges(entry, set(exit, VIGIK, { number: 1 }));
    expect(changes).toMatchObject([
      { level: 'key', kind: 'field', names: VIGIK, field: 'number', entrant: '2', sortant: '1' },
    ]);
  });

  it('lists each meter reading with the consumption between the two readings', () => {
    const { entry, exit } = entryAndExit();
    const changes = reportChanges(entry, set(exit, ELECTRIC, { kwPeak: '12 345,5', kwOffPeak: '4000' }));
    expect(changes).toMatchObject([
      { level: 'meter', field: 'kwPeak', entrant: '12 000', sortant: '12 345,5', consumption: 345.5 },
    ]);
    expect(consumptionBetween('1,1', '1,3')).toBe(0.2);
    expect(consumptionBetween(null, '10')).toBeNull();
    expect(consumptionBetween('10', 'illisible')).toBeNull();
  });

  it('lists element changes field by field, observation included, empty and null being one', () => {
    const { entry, exit } = entryAndExit();
    const out = set(exit, WALLS, { condition: 'Dégradé', other: 'RAS\nTrou de cheville', color: '  ' });
    expect(reportChanges(entry, out)).toMatchObject([
      { level: 'element', names: WALLS, field: 'condition', entrant: 'Bon état', sortant: 'Dégradé' },
      { level: 'element', names: WALLS, field: 'other', entrant: 'RAS', sortant: 'RAS\nTrou de cheville' },
    ]);
  });

  it('lists a room added or removed, an element and a sub-element added or removed, a room renamed', () => {
    const { entry, exit } = entryAndExit();
    const cave: Module = { id: 99, name: 'Cave', opened: false, entry: [] };
    const edl = exit.edl
      .filter((m) => m.name !== 'Chambre')
      .map((m): Module => {
        if (m.name === 'Salon')
          return { ...m, name: 'Séjour', entry: m.entry.filter((e) => e.name !== 'Sol') };
        if (m.name !== 'Cuisine') return m;
        return {
          ...m,
          entry: m.entry.map((e) =>
            e.name === 'Cuisine équipée'
              ? { ...e, content: (e.content ?? []).filter((s) => s.name !== 'Hotte') }
              : e,
          ),
        };
      });
    const changes = reportChanges(entry, { ...exit, edl: [...edl, cave] });
    expect(changes.map((c) => [c.level, c.kind, c.names.join(' > '), c.entrant, c.sortant])).toEqual([
      ['room', 'renamed', 'Séjour', 'Salon', 'Séjour'],
      ['element', 'removed', 'Séjour > Sol', null, null],
      ['sub-element', 'removed', 'Cuisine > Cuisine équipée > Hotte', null, null],
      ['room', 'added', 'Cave', null, null],
      ['room', 'removed', 'Chambre', null, null],
    ]);
  });

  it('pairs by the ids duplication gave, so an entry with gaps in its ids still matches', () => {
    const { entry } = entryAndExit();
    // The entry's ids had gaps (items deleted before saving); duplication renumbered them 1..n.
    const gapped = { ...entry, edl: entry.edl.map((m) => ({ ...m, id: m.id * 10 })) };
    const exit = duplicateReport(gapped, { now: NOW + 1 });
    expect(exit.edl[0]?.id).toBe(1);
    expect(reportChanges(gapped, exit)).toEqual([]);
    const changes = reportChanges(gapped, set(exit, HOB, { condition: 'Hors service' }));
    expect(changes[0]?.entrantPath?.moduleId).toBe(pathOf(gapped, HOB).moduleId);
    expect(changes[0]?.sortantPath?.moduleId).toBe(pathOf(exit, HOB).moduleId);
  });

  it('reads a legacy entry (etat, observation) as its current fields: no false change', () => {
    const { entry, exit } = entryAndExit();
    const legacy = updateRate(entry, pathOf(entry, WALLS), () => ({ etat: 'Bon état', observation: 'RAS' }));
    const out = updateRate(exit, pathOf(exit, WALLS), () => ({ condition: 'Bon état', other: 'RAS' }));
    expect(reportChanges(legacy, out)).toEqual([]);
  });

  it('gives the photos of the changed element on both sides, without the entry photos carried over', () => {
    const { entry, exit } = entryAndExit();
    const hobAt = (report: LocalReport) => {
      const p = pathOf(report, HOB);
      return `${p.moduleId}.${p.entryId}.${p.subEntryId}`;
    };
    const gallery = (report: LocalReport, photo: { _ref: string; sha256?: string }[]) =>
      set(report, ['Cuisine', 'Photos'], { photo: photo.map((p) => ({ ...p, _context: hobAt(report) })) });
    const a = 'a'.repeat(64);
    const b = 'b'.repeat(64);
    const before = gallery(entry, [{ _ref: 'e1', sha256: a }]);
    const after = set(
      gallery(exit, [
        { _ref: 'x1', sha256: a },
        { _ref: 'x2', sha256: b },
      ]),
      HOB,
      // A photo in the element's own rate that names no element is that element's.
      { condition: 'Hors service', photo: [{ _ref: 'x3' }] },
    );
    const [change] = reportChanges(before, after);
    expect(change?.photos.entrant.map((p) => p._ref)).toEqual(['e1']);
    expect(change?.photos.sortant.map((p) => p._ref)).toEqual(['x3', 'x2']);
  });

  it('gives the comparison screen the same photos for a changed element', () => {
    const { entry, exit } = entryAndExit();
    const hob = pathOf(exit, HOB);
    const context = `${hob.moduleId}.${hob.entryId}.${hob.subEntryId}`;
    const a = 'a'.repeat(64);
    const before = set(entry, ['Cuisine', 'Photos'], {
      photo: [{ _ref: 'e1', sha256: a, _context: context }],
    });
    const after = set(
      set(exit, ['Cuisine', 'Photos'], {
        photo: [
          { _ref: 'x1', sha256: a, _context: context },
          { _ref: 'x2', _context: context },
        ],
      }),
      HOB,
      { condition: 'Hors service' },
    );
    const kitchen = compareReports(before, after).modules.find((m) => m.name === 'Cuisine');
    const sub = kitchen?.entries.find((e) => e.name === 'Cuisine équipée')?.content.find(elementChanged);
    if (!sub) throw new Error('no changed hob');
    const photos = comparedElementPhotos(before, after, sub);
    expect(photos.entrant.map((p) => p._ref)).toEqual(['e1']);
    expect(photos.sortant.map((p) => p._ref)).toEqual(['x2']);
  });
});
