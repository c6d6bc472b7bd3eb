import { describe, expect, it } from 'vitest';
import type { LocalReport, Module } from '../../src/index.ts';
import {
  buildCommonRateInfo,
  calendarDate,
  duplicateReport,
  isPaintedElement,
  listPhotoRefs,
  mapPhotoRefs,
  oppositeEdlIO,
} from '../../src/index.ts';
import { clone, NOW, newReport, reportWith } from './fixtures.ts';

const LATER = NOW + 86_400_000;

/** A saved exit report with everything duplication must drop. */
function savedExit(): LocalReport {
  const edl: Module[] = [
    {
      id: 4,
      name: 'Salon',
      opened: true,
      entry: [
        {
          id: 2,
          name: 'Photos',
          opened: true,
          rate: {
            photo: [
              { _ref: 'ref:1', _context: '4.7' },
              { _ref: 'ref:2', _context: '4.9.5' },
            ],
          },
        },
        {
          id: 7,
          name: 'Murs',
          opened: true,
          rateInfo: ['etat', 'proprete', 'observation'],
          rate: {
            etat: 'Dégradé',
            proprete: 'Sale',
            observation: 'Trous',
            costingId: 31,
            toQuote: true,
            preQuote: { action: 'repair', measure: 100, cost: 2500, calibrationId: 3 },
            opened: true,
          },
        },
        {
          id: 9,
          name: 'Fenêtre',
          opened: true,
          rate: null,
          rateInfo: ['condition', 'state', 'cleaning', 'other'],
          content: [
            {
              id: 5,
              name: 'Vitre',
              opened: true,
              rate: { condition: 'Neuf', cleaning: 'Calcaire', other: 'Rayure' },
            },
            {
              id: 8,
              name: 'Poignée',
              opened: true,
              rate: { condition: 'Etat usage', state: 'Ne fonctionne pas' },
            },
          ],
        },
        {
          id: 10,
          name: 'Plinthes',
          opened: true,
          rateInfo: ['condition', 'cleaning', 'other'],
          rate: { condition: 'Mauvais état', cleaning: null },
        },
        {
          id: 11,
          name: 'Porte-serviettes',
          opened: true,
          rateInfo: ['condition', 'other'],
          rate: { condition: 'Mauvais état' },
        },
      ],
    },
  ];
  return {
    ...reportWith(edl),
    edlIO: 'Sortant',
    id: 812,
    syncDate: NOW,
    locale: 'en',
    open: false,
    conventionSortieManuelle: true,
    missingPhotosOnDuplicationCount: 2,
    signatures: { Locataire: { label: 'Locataire', _ref: 'sig:1' } },
    renter: {
      name: 'Alice',
      email: 'a@x.fr',
      tel: '06',
      represented: 'oui',
      sortantAddr: '1 rue A',
      sortantCodePostal: '75001',
      sortantVille: 'Paris',
    },
    renter2: { name: 'Bob', represented: false },
    nbRenters: 2,
    garant: { name: 'Claire' },
    extraEmail: 'x@y.fr',
    extraEmail2: 'z@y.fr',
    nbExtraEmails: 2,
    entryDate: '2020-01-01',
    comment: 'RAS',
  };
}

describe('report duplication (inspection-core §4 "Duplication")', () => {
  const copy = duplicateReport(savedExit(), { now: LATER });
  const salon = copy.edl[0];

  it('signatures are removed; locale is set to fr; ids and syncDate removed; manual exit convention flag removed', () => {
    expect(copy.signatures).toBeUndefined();
    expect(copy.locale).toBe('fr');
    expect(copy.id).toBeUndefined();
    expect(copy.syncDate).toBeUndefined();
    expect(copy.conventionSortieManuelle).toBeUndefined();
    expect(copy.missingPhotosOnDuplicationCount).toBeUndefined();
  });

  it('the new report is open, dated now, of the opposite type, and remembers its source', () => {
    expect(copy).toMatchObject({
      localId: LATER,
      date: LATER,
      open: true,
      edlIO: 'Entrant',
      duplicateFromEdlID: 812,
      duplicateFromEdlIO: 'Sortant',
    });
    expect(duplicateReport(newReport(), { now: LATER })).toMatchObject({
      edlIO: 'Sortant',
      duplicateFromEdlID: null,
      duplicateFromEdlIO: 'Entrant',
    });
    expect(oppositeEdlIO('Sortant')).toBe('Entrant');
    expect(duplicateReport(savedExit(), { now: LATER, edlIO: 'Sortant' }).edlIO).toBe('Sortant');
  });

  it('costingId, opened, toQuote and preQuote are removed from content; opened flags are reset', () => {
    const murs = salon?.entry[1];
    expect(murs?.rate).toEqual({ condition: 'Dégradé', cleaning: 'Sale', other: 'Trous' });
    expect(salon?.opened).toBe(false);
    expect(salon?.entry.every((e) => !e.opened && (e.content ?? []).every((s) => !s.opened))).toBe(true);
  });

  it('legacy rate names are normalised', () => {
    expect(salon?.entry[1]?.rateInfo).toEqual(['condition', 'cleaning', 'other']);
  });

  it('ids are reassigned 1..n and photo contexts follow', () => {
    expect(copy.edl.map((m) => m.id)).toEqual([1]);
    expect(salon?.entry.map((e) => e.id)).toEqual([1, 2, 3, 4, 5]);
    expect(salon?.entry[2]?.content?.map((s) => s.id)).toEqual([1, 2]);
    expect(salon?.entry[0]?.rate?.photo).toEqual([
      { _ref: 'ref:1', _context: '1.2' },
      { _ref: 'ref:2', _context: '1.3.1' },
    ]);
  });

  it('commonRateInfo is recomputed', () => {
    const stale = {
      ...savedExit(),
      commonRateInfo: { cleaning: { kind: 'select' as const, options: ['Propre'] } },
    };
    const fresh = duplicateReport(stale, { now: LATER });
    expect(fresh.commonRateInfo?.cleaning?.options).toEqual([
      'Propre',
      'Sale',
      'Non nettoyé',
      'Mal nettoyé',
      'Calcaire',
      'Poussière',
    ]);
    expect(Object.keys(fresh.commonRateInfo ?? {})).toEqual(Object.keys(buildCommonRateInfo()));
  });

  it("what belongs to the source document is dropped: hasConvention (the copy's own rule decides), platformCaseId, isCaseColloc", () => {
    const source = { ...savedExit(), hasConvention: true, platformCaseId: 'case-7', isCaseColloc: true };
    const fresh = duplicateReport(source, { now: LATER });
    expect(fresh.hasConvention).toBe(false);
    expect(fresh).not.toHaveProperty('platformCaseId');
    expect(fresh).not.toHaveProperty('isCaseColloc');
  });

  it("a move-out duplicated from a move-in takes the source's date as entry date (yyyy-MM-dd) when it has none", () => {
    const noon = Date.UTC(2023, 4, 17, 12);
    const entrant: LocalReport = { ...newReport(), date: noon };
    expect(duplicateReport(entrant, { now: LATER }).entryDate).toBe('2023-05-17');
    expect(duplicateReport({ ...entrant, entryDate: '2023-05-01' }, { now: LATER }).entryDate).toBe(
      '2023-05-01',
    );
    expect(duplicateReport({ ...entrant, entryDate: '' }, { now: LATER }).entryDate).toBe('2023-05-17');
    expect(duplicateReport(entrant, { now: LATER, edlIO: 'Entrant' })).not.toHaveProperty('entryDate');
    expect(duplicateReport(savedExit(), { now: LATER, edlIO: 'Sortant' }).entryDate).toBe('2020-01-01');
    expect(calendarDate(noon)).toBe('2023-05-17');
  });

  it('duplicating an exit report clears the renter data and extra renters, sets nbRenters to 1, removes extra emails and garant', () => {
    expect(copy.renter).toEqual({
      name: null,
      email: null,
      tel: null,
      represented: false,
      sortantAddr: null,
      sortantCodePostal: null,
      sortantVille: null,
    });
    expect(copy.renter2).toBeUndefined();
    expect(copy.nbRenters).toBe(1);
    expect([copy.extraEmail, copy.extraEmail2, copy.extraEmail3, copy.garant]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(copy.nbExtraEmails).toBe(0);
    expect(copy.entryDate).toBeUndefined();
    expect(copy.bien).toEqual(savedExit().bien);
  });

  it("the source's general comment is not copied: it tells of the source's visit (an entry's comment is shown beside the exit's in the comparison)", () => {
    expect(copy.comment).toBeUndefined();
    const entry = { ...newReport(), id: 5, comment: "Relevé à l'entrée." };
    expect(duplicateReport(entry, { now: LATER })).not.toHaveProperty('comment');
  });

  it('duplicating an entry report keeps its renters', () => {
    const entry = { ...newReport(), renter2: { name: 'Bob' }, nbRenters: 2 };
    expect(duplicateReport(entry, { now: LATER })).toMatchObject({
      renter: entry.renter,
      renter2: { name: 'Bob' },
      nbRenters: 2,
    });
  });

  it('reset cleaning to Propre', () => {
    const r = duplicateReport(savedExit(), { now: LATER, resetCleaning: true }).edl[0];
    expect(r?.entry[1]?.rate?.cleaning).toBe('Propre');
    expect(r?.entry[2]?.content?.[0]?.rate?.cleaning).toBe('Propre');
    expect(r?.entry[3]?.rate?.cleaning).toBe('Propre');
    expect(r?.entry[0]?.rate?.cleaning).toBeUndefined();
  });

  it('reset photos', () => {
    const r = duplicateReport(savedExit(), { now: LATER, resetPhotos: true });
    expect(listPhotoRefs(r)).toEqual([]);
    expect(listPhotoRefs(copy).map((p) => p._ref)).toEqual(['ref:1', 'ref:2']);
  });

  it('reset renovation: every non-Neuf condition becomes Très bon état, cleaning Propre, working state Fonctionne, observations cleared', () => {
    const r = duplicateReport(savedExit(), { now: LATER, resetRenovation: true }).edl[0];
    expect(r?.entry[1]?.rate).toEqual({ condition: 'Très bon état', cleaning: 'Propre', other: '' });
    expect(r?.entry[2]?.content?.[0]?.rate).toEqual({ condition: 'Neuf', cleaning: 'Propre', other: '' });
    expect(r?.entry[2]?.content?.[1]?.rate).toEqual({
      condition: 'Très bon état',
      state: 'Fonctionne',
      cleaning: 'Propre',
    });
  });

  it('reset painting: walls, ceilings, plinths, doors and similar become Très bon état', () => {
    const r = duplicateReport(savedExit(), { now: LATER, resetPainting: true }).edl[0];
    expect(r?.entry[1]?.rate?.condition).toBe('Très bon état');
    expect(r?.entry[3]?.rate?.condition).toBe('Très bon état');
    expect(r?.entry[4]?.rate?.condition).toBe('Mauvais état');
    expect(r?.entry[2]?.content?.[1]?.rate?.condition).toBe('Etat usage');
    expect(
      ['Murs', 'Plafond', 'Plinthes', "Porte d'entrée", 'Portes de placard'].every((n) =>
        isPaintedElement(n),
      ),
    ).toBe(true);
    expect(['Porte-serviettes', 'Sol', 'Fenêtre'].some((n) => isPaintedElement(n))).toBe(false);
    expect(isPaintedElement('Mur gauche', 'Murs')).toBe(true);
  });

  it('reset all conditions to a chosen état (etatReinit oui)', () => {
    const r = duplicateReport(savedExit(), { now: LATER, resetEtat: 'Bon état' });
    expect(r.bien.etat).toBe('Bon état');
    expect(r.bien.etatReinit).toBe('oui');
    const conditions = r.edl[0]?.entry.flatMap((e) => [
      e.rate?.condition,
      ...(e.content ?? []).map((s) => s.rate?.condition),
    ]);
    expect(conditions).toEqual([
      undefined,
      'Bon état',
      undefined,
      'Bon état',
      'Bon état',
      'Bon état',
      'Bon état',
    ]);
  });

  it('never mutates its source', () => {
    const source = savedExit();
    const snapshot = clone(source);
    duplicateReport(source, {
      now: LATER,
      resetCleaning: true,
      resetPhotos: true,
      resetRenovation: true,
      resetPainting: true,
      resetEtat: 'Neuf',
    });
    expect(source).toEqual(snapshot);
  });

  it('defaults now to the current time', () => {
    expect(duplicateReport(newReport()).localId).toBeGreaterThan(NOW);
  });
});

describe('photo references to copy on duplication', () => {
  it('lists every photo ref and lets the caller rename or drop the missing ones', () => {
    const copy = duplicateReport(savedExit(), { now: LATER });
    const moved = mapPhotoRefs(copy, (p) =>
      p._ref === 'ref:2' ? null : { ...p, _ref: `${p._ref}:${LATER}` },
    );
    expect(listPhotoRefs(moved)).toEqual([{ _ref: `ref:1:${LATER}`, _context: '1.2' }]);
  });
});
