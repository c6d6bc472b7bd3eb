import { describe, expect, it } from 'vitest';
import type { Module } from '../../src/index.ts';
import {
  compareReports,
  comparisonSkipReason,
  duplicateReport,
  finishDuplicate,
  offersEtatReset,
} from '../../src/index.ts';
import { bien, NOW, reportWith } from './fixtures.ts';

const tree = (walls: string, extra: Module[] = []): Module[] => [
  {
    id: 1,
    name: 'Salon',
    opened: false,
    entry: [
      { id: 2, name: 'Murs', opened: false, rate: { condition: walls } },
      {
        id: 3,
        name: 'Fenêtre',
        opened: false,
        rate: null,
        content: [{ id: 4, name: 'Vitre', opened: false, rate: { cleaning: 'Sale' } }],
      },
    ],
  },
  ...extra,
];

describe('exit comparison (§2 Exit comparison)', () => {
  it('pairs rooms, entries and sub-entries by name, Entrant beside Sortant', () => {
    const entry = { ...reportWith(tree('Bon état')), comment: 'RAS' };
    const exit = {
      ...reportWith(tree('Dégradé', [{ id: 9, name: 'Cave', opened: false, entry: [] }])),
      comment: 'Trous',
    };
    const comparison = compareReports(entry, exit);
    expect(comparison.modules.map((m) => m.name)).toEqual(['Salon', 'Cave']);
    const [walls, window] = comparison.modules[0]?.entries ?? [];
    expect(walls).toMatchObject({
      name: 'Murs',
      entrant: { condition: 'Bon état' },
      sortant: { condition: 'Dégradé' },
    });
    expect(window?.content[0]).toMatchObject({ name: 'Vitre', entrant: { cleaning: 'Sale' } });
    expect(comparison.comment).toEqual({ entrant: 'RAS', sortant: 'Trous' });
  });

  it('shows an element present on one side only with the other side empty', () => {
    const comparison = compareReports(reportWith([]), reportWith(tree('Neuf')));
    expect(comparison.modules[0]?.entries[0]).toMatchObject({
      entrant: null,
      sortant: { condition: 'Neuf' },
    });
  });

  it('gives the skip reasons of §8: local only, offline, not-found on its code, else none', () => {
    expect(comparisonSkipReason({ entryId: null, online: true })).toBe('local-only');
    expect(comparisonSkipReason({ entryId: 12, online: false })).toBe('offline');
    expect(comparisonSkipReason({ entryId: 12, online: true })).toBeNull();
    expect(comparisonSkipReason({ entryId: 12, online: true, errorCode: 'not-found' })).toBe('not-found');
    // The fetch failure's 'not found' (with a space) is not the code: the message has no reason.
    expect(comparisonSkipReason({ entryId: 12, online: true, errorCode: 'not found' })).toBe('unknown');
  });

  it('a move-out with a manual convention and no entry report to compare: no entry (not "local only")', () => {
    expect(comparisonSkipReason({ entryId: null, online: true, fromEntry: false })).toBe('no-entry');
    // Made from another move-out: its source is no entry report, even saved and online.
    expect(comparisonSkipReason({ entryId: 12, online: true, fromEntry: false })).toBe('no-entry');
    expect(comparisonSkipReason({ entryId: null, online: true, fromEntry: true })).toBe('local-only');
    expect(comparisonSkipReason({ entryId: 12, online: true, fromEntry: true })).toBeNull();
  });
});

describe('duplication form (§2 Info form, §4 Duplication)', () => {
  it('offers the etat reset only once the état was changed on the form', () => {
    expect(offersEtatReset('Bon état', 'Bon état')).toBe(false);
    expect(offersEtatReset('Bon état', null)).toBe(false);
    expect(offersEtatReset('Bon état', 'Neuf')).toBe(true);
    expect(offersEtatReset(null, 'Neuf')).toBe(true);
  });

  it('keeps the form fields and applies the options to the source tree', () => {
    const source = { ...reportWith(tree('Dégradé')), bien: bien({ etat: 'Bon état' }) };
    const draft = duplicateReport(source, { now: NOW });
    const edited = { ...draft, bien: { ...draft.bien, etat: 'Neuf' } };
    const done = finishDuplicate(edited, source, { resetEtat: 'Neuf', resetCleaning: true });
    expect(done.bien).toMatchObject({ etat: 'Neuf', etatReinit: 'oui' });
    expect(done.edl[0]?.entry[0]?.rate).toMatchObject({ condition: 'Neuf' });
    expect(done.localId).toBe(NOW);
    const plain = finishDuplicate(edited, source, {});
    expect(plain.bien.etatReinit ?? null).toBeNull();
    expect(plain.edl[0]?.entry[0]?.rate).toMatchObject({ condition: 'Dégradé' });
  });
});
