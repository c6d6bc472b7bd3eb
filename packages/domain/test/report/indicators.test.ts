import { describe, expect, it } from 'vitest';
import {
  RENOVATION_CONFIRMATION,
  conditionColour,
  elementConditionColour,
  isFaultyState,
  needsCleaning,
  renovateElement,
  renovateRate,
} from '../../src/index.ts';
import { reportWith, smallTree } from './fixtures.ts';

describe('condition indicator colours (inspection-core §4)', () => {
  it('Neuf and Très bon état: white; Bon état: green; Etat usage: yellow; Etat moyen: orange', () => {
    expect(
      ['Neuf', 'Très bon état', 'Bon état', 'Etat usage', 'Etat moyen'].map((c) => conditionColour(c)),
    ).toEqual(['white', 'white', 'green', 'yellow', 'orange']);
  });
  it('Mauvais état, Dégradé, Hors service: red', () => {
    expect(['Mauvais état', 'Dégradé', 'Hors service'].map((c) => conditionColour(c))).toEqual([
      'red',
      'red',
      'red',
    ]);
  });
  it('any other non-empty value: outlined; empty: none', () => {
    expect(conditionColour('N.C')).toBe('outlined');
    expect(conditionColour('Rayé')).toBe('outlined');
    expect(conditionColour('')).toBe('none');
    expect(conditionColour(null)).toBe('none');
  });
  it('container entries show no circle', () => {
    expect(conditionColour('Neuf', true)).toBe('none');
    const fenetre = smallTree()[0]?.entry[2];
    const murs = smallTree()[0]?.entry[1];
    if (!fenetre || !murs) throw new Error('fixture');
    expect(elementConditionColour({ ...fenetre, rate: { condition: 'Neuf' } })).toBe('none');
    expect(elementConditionColour(murs)).toBe('green');
  });
});

describe('faulty state and cleaning flags (inspection-core §4)', () => {
  it('State Ne fonctionne pas and Dysfonctionnement count as faulty', () => {
    expect(isFaultyState('Ne fonctionne pas')).toBe(true);
    expect(isFaultyState('Dysfonctionnement')).toBe(true);
    for (const s of ['Fonctionne', 'Non vérifiable', 'Etanche', 'Sous réserve', null, undefined])
      expect(isFaultyState(s)).toBe(false);
  });
  it('Cleaning other than Propre is flagged as needing cleaning', () => {
    for (const c of ['Sale', 'Non nettoyé', 'Mal nettoyé', 'Calcaire', 'Poussière'])
      expect(needsCleaning(c)).toBe(true);
    for (const c of ['Propre', '', null, undefined]) expect(needsCleaning(c)).toBe(false);
  });
});

describe('reset renovation on one element (inspection-core §4)', () => {
  it('has the spec confirmation text', () => {
    expect(RENOVATION_CONFIRMATION).toBe(
      "En confirmant, l'état d'usage, le fonctionnement, le ménage et les observations seront réinitialisés",
    );
  });
  it('condition becomes Très bon état; state Fonctionne only if set; cleaning Propre only if set; observation emptied', () => {
    expect(
      renovateRate({
        condition: 'Dégradé',
        state: 'Ne fonctionne pas',
        cleaning: 'Sale',
        other: 'Cassé',
        color: 'Blanc',
      }),
    ).toEqual({
      condition: 'Très bon état',
      state: 'Fonctionne',
      cleaning: 'Propre',
      other: '',
      color: 'Blanc',
    });
    expect(renovateRate({ condition: null, state: null, cleaning: '', other: null })).toEqual({
      condition: 'Très bon état',
      state: null,
      cleaning: '',
      other: '',
    });
  });
  it('renovation only touches fields the element has and leaves containers alone', () => {
    expect(renovateRate(null)).toBeNull();
    expect(renovateRate({ number: 2, other: 'Usé' })).toEqual({ number: 2, other: '' });
    expect(renovateRate({ cleaning: 'Sale' })).toEqual({ cleaning: 'Propre' });
    expect(renovateRate({ photo: [] }, ['condition', 'other', 'photo'])).toEqual({
      photo: [],
      condition: 'Très bon état',
      other: '',
    });
    const report = reportWith(smallTree());
    expect(renovateElement(report, { moduleId: 1, entryId: 3 }).edl[0]?.entry[2]).toEqual(
      report.edl[0]?.entry[2],
    );
    expect(renovateElement(report, { moduleId: 1, entryId: 1 }).edl[0]?.entry[0]?.rate).toEqual(
      report.edl[0]?.entry[0]?.rate,
    );
    expect(renovateElement(report, { moduleId: 1 })).toBe(report);
    expect(renovateElement(report, { moduleId: 1, entryId: 9 })).toBe(report);
  });
  it('renovates the element at a path and nothing else', () => {
    const report = reportWith(smallTree());
    const done = renovateElement(report, { moduleId: 1, entryId: 3, subEntryId: 2 });
    expect(done.edl[0]?.entry[2]?.content?.[1]?.rate).toEqual({
      condition: 'Très bon état',
      state: 'Fonctionne',
      other: '',
    });
    expect(done.edl[0]?.entry[2]?.content?.[0]).toBe(report.edl[0]?.entry[2]?.content?.[0]);
    expect(renovateElement(report, { moduleId: 1 })).toBe(report);
    const leaf = renovateElement(report, { moduleId: 1, entryId: 2 });
    expect(leaf.edl[0]?.entry[1]?.rate).toEqual({
      condition: 'Très bon état',
      cleaning: 'Propre',
      other: '',
    });
  });
});
