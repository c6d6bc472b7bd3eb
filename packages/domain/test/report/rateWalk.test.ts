import { describe, expect, it } from 'vitest';
import type { ElementPath } from '../../src/index.ts';
import { firstStopWithin, rateWalk, stepRate, walkLevels, walkStart } from '../../src/index.ts';
import { reportWith, smallTree } from './fixtures.ts';

// smallTree: Salon (1) = Photos (1), Murs (2), Fenêtre (3) > Vitre (1), Poignée (2); Cuisine (2) empty.
const edl = [
  ...smallTree(),
  {
    id: 3,
    name: 'Chambre',
    opened: false,
    entry: [
      { id: 1, name: 'Sol', opened: false, rate: {} },
      { id: 2, name: 'Porte', opened: false, rate: null, content: [] },
    ],
  },
];
const p = (moduleId: number, entryId?: number, subEntryId?: number): ElementPath => ({
  moduleId,
  entryId,
  subEntryId,
});

describe('the immersive walk steps through rates, sub-entry to entry to module', () => {
  it('lists leaf entries and sub-entries in display order, skipping Photos entries and containers', () => {
    expect(rateWalk(edl)).toEqual([
      { moduleId: 1, entryId: 2 },
      { moduleId: 1, entryId: 3, subEntryId: 1 },
      { moduleId: 1, entryId: 3, subEntryId: 2 },
      { moduleId: 3, entryId: 1 },
      // A container emptied of its sub-entries is rated itself.
      { moduleId: 3, entryId: 2 },
    ]);
  });
  it('next goes to the next sub-entry, then the next entry, then the next module', () => {
    expect(stepRate(edl, p(1, 2), 'next')).toEqual(p(1, 3, 1));
    expect(stepRate(edl, p(1, 3, 1), 'next')).toEqual(p(1, 3, 2));
    expect(stepRate(edl, p(1, 3, 2), 'next')).toEqual({ moduleId: 3, entryId: 1 });
  });
  it('previous walks back the same way', () => {
    expect(stepRate(edl, p(3, 1), 'previous')).toEqual(p(1, 3, 2));
    expect(stepRate(edl, p(1, 3, 1), 'previous')).toEqual({ moduleId: 1, entryId: 2 });
  });
  it('past the last or before the first gives null: immersive mode is left', () => {
    expect(stepRate(edl, p(3, 2), 'next')).toBeNull();
    expect(stepRate(edl, p(1, 2), 'previous')).toBeNull();
    expect(stepRate(edl, p(9), 'next')).toBeNull();
    expect(stepRate(edl, p(1, 9), 'next')).toBeNull();
    expect(stepRate(edl, p(1, 3, 9), 'next')).toBeNull();
  });
  it('from a module or a container, next enters it and previous leaves it backwards', () => {
    expect(stepRate(edl, p(1, 3), 'next')).toEqual(p(1, 3, 1));
    expect(stepRate(edl, p(1, 3), 'previous')).toEqual({ moduleId: 1, entryId: 2 });
    expect(stepRate(edl, p(2), 'next')).toEqual({ moduleId: 3, entryId: 1 });
    expect(stepRate(edl, p(2), 'previous')).toEqual(p(1, 3, 2));
  });
});

describe('where immersive mode opens', () => {
  it('at the selected stop, else inside or after the selection, else the first stop', () => {
    expect(walkStart(edl, p(1, 3, 2))).toEqual(p(1, 3, 2));
    expect(walkStart(edl, p(1, 3))).toEqual(p(1, 3, 1));
    expect(walkStart(edl, p(2))).toEqual({ moduleId: 3, entryId: 1 });
    expect(walkStart(edl, null)).toEqual({ moduleId: 1, entryId: 2 });
    expect(walkStart(edl, p(7))).toEqual({ moduleId: 1, entryId: 2 });
  });
  it('at the last stop when nothing follows the selection, and nowhere in a report without stops', () => {
    const tail = [...edl, { id: 4, name: 'Cave', opened: false, entry: [] }];
    expect(walkStart(tail, p(4))).toEqual({ moduleId: 3, entryId: 2 });
    expect(walkStart([], null)).toBeNull();
  });
  it('a sibling chosen in the header leads to its first stop', () => {
    expect(firstStopWithin(edl, p(1))).toEqual({ moduleId: 1, entryId: 2 });
    expect(firstStopWithin(edl, p(1, 3))).toEqual(p(1, 3, 1));
    expect(firstStopWithin(edl, p(1, 3, 2))).toEqual(p(1, 3, 2));
    expect(firstStopWithin(edl, p(2))).toBeNull();
    expect(firstStopWithin(edl, p(8))).toBeNull();
  });
});

describe('previous, current and next at the module, entry and sub-entry levels', () => {
  it('names the siblings around the current element, Photos entries left out', () => {
    expect(walkLevels(edl, p(1, 3, 1))).toEqual({
      module: { previous: null, current: { id: 1, name: 'Salon' }, next: { id: 2, name: 'Cuisine' } },
      entry: { previous: { id: 2, name: 'Murs' }, current: { id: 3, name: 'Fenêtre' }, next: null },
      subEntry: { previous: null, current: { id: 1, name: 'Vitre' }, next: { id: 2, name: 'Poignée' } },
    });
    expect(walkLevels(edl, p(3, 1))).toEqual({
      module: { previous: { id: 2, name: 'Cuisine' }, current: { id: 3, name: 'Chambre' }, next: null },
      entry: { previous: null, current: { id: 1, name: 'Sol' }, next: { id: 2, name: 'Porte' } },
      subEntry: null,
    });
    expect(walkLevels(edl, p(2))?.entry).toBeNull();
    expect(walkLevels(edl, p(5))).toBeNull();
  });
  it('works on a real report', () => {
    const report = reportWith(edl);
    expect(rateWalk(report.edl)).toHaveLength(5);
  });
});
