import { describe, expect, it } from 'vitest';
import {
  copyBaseName,
  contextOf,
  contextWithin,
  hasUniqueIds,
  parseContext,
  reassignIds,
  remapContext,
  stripPhotoContexts,
  uniqueSiblingName,
  updateRate,
} from '../../src/index.ts';
import { reportWith, smallTree } from './fixtures.ts';

describe('photo contexts are moduleId.entryId[.subEntryId] (inspection-core §3)', () => {
  it('writes and reads contexts', () => {
    expect(contextOf({ moduleId: 1, entryId: 3, subEntryId: 2 })).toBe('1.3.2');
    expect(contextOf({ moduleId: 4, entryId: 1 })).toBe('4.1');
    expect(parseContext('4.1')).toEqual({ moduleId: 4, entryId: 1, subEntryId: undefined });
    expect(parseContext('1.3.2')).toEqual({ moduleId: 1, entryId: 3, subEntryId: 2 });
    for (const bad of ['1', '1.2.3.4', 'a.b', '']) expect(parseContext(bad)).toBeNull();
  });
  it('a context is within an element when it is it or below it', () => {
    expect(contextWithin('1.3.2', '1.3')).toBe(true);
    expect(contextWithin('1.3', '1.3')).toBe(true);
    expect(contextWithin('1.30', '1.3')).toBe(false);
    expect(contextWithin(undefined, '1.3')).toBe(false);
  });
  it('stripping leaves unrelated photos untouched', () => {
    const edl = smallTree();
    expect(stripPhotoContexts(edl, '2.1')[0]?.entry[0]?.rate).toBe(edl[0]?.entry[0]?.rate);
  });
});

describe('id reassignment (duplication)', () => {
  it('renumbers 1..n per level and remaps contexts; unknown contexts are dropped', () => {
    const edl = smallTree().reverse();
    const { edl: renumbered, remap } = reassignIds(edl);
    expect(renumbered.map((m) => m.id)).toEqual([1, 2]);
    expect(remapContext('1.3.1', remap)).toBe('2.3.1');
    expect(remapContext('1.2', remap)).toBe('2.2');
    expect(remapContext('9.1', remap)).toBeUndefined();
    expect(remapContext('1', remap)).toBeUndefined();
    expect(remapContext('1.9', remap)).toBeUndefined();
    expect(remapContext('1.3.9', remap)).toBeUndefined();
  });
  it('detects duplicate sibling ids', () => {
    expect(hasUniqueIds({ edl: smallTree() })).toBe(true);
    const tree = smallTree();
    tree[1] = { ...tree[1], id: 1, name: 'x', opened: false, entry: [] };
    expect(hasUniqueIds({ edl: tree })).toBe(false);
  });
});

describe('names of copies', () => {
  it("numbers a taken name from 2: 'Chambre' -> 'Chambre 2' -> 'Chambre 3'", () => {
    expect(uniqueSiblingName('Chambre', [{ name: 'Salon' }])).toBe('Chambre');
    expect(uniqueSiblingName('Chambre', [{ name: 'Chambre' }])).toBe('Chambre 2');
    expect(uniqueSiblingName('Chambre 2', [{ name: 'Chambre' }, { name: 'Chambre 2' }])).toBe('Chambre 3');
    expect(copyBaseName('Chambre 12')).toBe('Chambre');
  });
});

describe('rate updates', () => {
  it('modules carry no rate', () => {
    const report = reportWith(smallTree());
    expect(updateRate(report, { moduleId: 1 }, () => ({ condition: 'Neuf' }))).toBe(report);
  });
});
