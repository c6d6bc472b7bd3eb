import { describe, expect, it } from 'vitest';
import type { Module } from '../../src/index.ts';
import {
  isReadOnlyElement,
  keyCount,
  keyHandoverTotal,
  keyLineCount,
  keyTotal,
  recordedKeyCount,
  withKeyTotals,
} from '../../src/index.ts';
import { newReport } from './fixtures.ts';

function keysModule(counts: Record<string, string | number | null>): Module {
  const module = newReport().edl.find((m) => m.name === 'Clés');
  if (!module) throw new Error('no keys room');
  return {
    ...module,
    entry: module.entry.map((e) =>
      e.name in counts ? { ...e, rate: { ...e.rate, number: counts[e.name] ?? null } } : e,
    ),
  };
}

describe('key counts (inspection-core §4 "Key counts")', () => {
  it('Total des clés is the integer sum of the other key counts, ignoring empty values', () => {
    const module = keysModule({
      'Porte palière': '2',
      'Boîte aux lettres': 1,
      Vigik: '',
      Cave: null,
      Garage: ' 3 ',
    });
    expect(keyTotal(module)).toBe(6);
  });

  it('Total des clés itself is excluded from the sum', () => {
    expect(keyTotal(keysModule({ 'Porte palière': 2, 'Total des clés': 40 }))).toBe(2);
  });

  it('counts are non-negative integers: digits only once trimmed, anything else counts 0', () => {
    expect(keyCount({ number: ' 12 ' })).toBe(12);
    expect(keyCount({ number: 3 })).toBe(3);
    for (const value of ['-3', '2 clés', '1e3', '2.5', '0x10', 'deux', -3, 2.7, Number.NaN])
      expect(keyCount({ number: value }), String(value)).toBe(0);
    expect(keyCount(null)).toBe(0);
    expect(keyTotal(keysModule({ 'Porte palière': '2', Vigik: '-3', Cave: '2 clés', Garage: '1e3' }))).toBe(
      2,
    );
  });

  it("the key entries are recognised in any case: 'total des clés' is the total, 'remise des clés' the handover", () => {
    expect(keyTotal(keysModule({ 'Porte palière': 2 }))).toBe(2);
    const module = keysModule({ 'Porte palière': 2 });
    const renamed: Module = {
      ...module,
      entry: module.entry.map((e) => (e.name === 'Total des clés' ? { ...e, name: 'total des clés' } : e)),
    };
    expect(withKeyTotals(renamed).entry.find((e) => e.name === 'total des clés')?.rate?.number).toBe(2);
  });

  it("'Remise des clés' sums the sub-entry numbers, excluding Total des clés", () => {
    const handover: Module = {
      id: 1,
      name: 'Clés',
      opened: false,
      entry: [
        {
          id: 1,
          name: 'Remise des clés',
          opened: false,
          rate: { number: 99 },
          content: [
            { id: 1, name: 'Porte palière', opened: false, rate: { number: '3' } },
            { id: 2, name: 'Vigik', opened: false, rate: { number: null } },
            { id: 3, name: 'Total des clés', opened: false, rate: { number: 50 } },
          ],
        },
        { id: 2, name: 'Garage', opened: false, rate: { number: 1 } },
        { id: 3, name: 'Total des clés', opened: false, rate: { number: null }, readOnly: true },
      ],
    };
    const entry = handover.entry[0];
    if (!entry) throw new Error('fixture');
    expect(keyHandoverTotal(entry)).toBe(3);
    expect(keyTotal(handover)).toBe(4);
    const written = withKeyTotals(handover);
    expect(written.entry[2]?.rate?.number).toBe(4);
    expect(written.entry[0]?.content?.[2]?.rate?.number).toBe(3);
    expect(written.entry[1]).toBe(handover.entry[1]);
  });

  it('Total des clés is read-only', () => {
    expect(isReadOnlyElement({ name: 'Total des clés' })).toBe(true);
    expect(isReadOnlyElement({ name: 'Vigik' })).toBe(false);
    expect(isReadOnlyElement({ name: 'Compteur', readOnly: true })).toBe(true);
  });

  it('writes the total into the keys room of a new report', () => {
    const written = withKeyTotals(keysModule({ 'Porte palière': 2, 'Porte immeuble': 1 }));
    expect(written.entry.find((e) => e.name === 'Total des clés')?.rate?.number).toBe(3);
  });

  describe("keys left empty read 'Non renseigné', never 0", () => {
    const entryOf = (module: Module, name: string) => {
      const found = module.entry.find((e) => e.name === name);
      if (!found) throw new Error(name);
      return found;
    };
    it('an empty count is unrecorded, a typed 0 stays 0', () => {
      const module = keysModule({ 'Porte palière': '', Vigik: null, Cave: 0, Garage: '0' });
      expect(recordedKeyCount(entryOf(module, 'Porte palière'))).toBeNull();
      expect(recordedKeyCount(entryOf(module, 'Vigik'))).toBeNull();
      expect(recordedKeyCount(entryOf(module, 'Cave'))).toBe(0);
      expect(recordedKeyCount(entryOf(module, 'Garage'))).toBe(0);
    });
    it('Total des clés is unrecorded while no count is typed, and written empty', () => {
      const empty = keysModule({ 'Porte palière': '', Vigik: null });
      expect(keyLineCount(empty, entryOf(empty, 'Total des clés'))).toBeNull();
      expect(entryOf(withKeyTotals(empty), 'Total des clés').rate?.number).toBeNull();
      const none = keysModule({ 'Porte palière': 0 });
      expect(keyLineCount(none, entryOf(none, 'Total des clés'))).toBe(0);
      expect(entryOf(withKeyTotals(none), 'Total des clés').rate?.number).toBe(0);
    });
    it('the total is computed even from a stale stored value', () => {
      const module = keysModule({ 'Porte palière': 2, Vigik: 1, 'Total des clés': 0 });
      expect(keyLineCount(module, entryOf(module, 'Total des clés'))).toBe(3);
      expect(keyLineCount(module, entryOf(module, 'Vigik'))).toBe(1);
    });
    it('a handover with no sub-entry typed is unrecorded', () => {
      const handover = {
        id: 1,
        name: 'Remise des clés',
        opened: false,
        rate: null,
        content: [{ id: 1, name: 'Porte palière', opened: false, rate: { number: '' } }],
      };
      expect(recordedKeyCount(handover)).toBeNull();
    });
  });
});
