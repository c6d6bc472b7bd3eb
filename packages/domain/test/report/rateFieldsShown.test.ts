import { describe, expect, it } from 'vitest';
import type { Entry } from '../../src/index.ts';
import {
  addableRateFields,
  addElementRateField,
  entryAt,
  isCustomTypeField,
  shownRateFields,
  showsCosting,
  subEntryAt,
} from '../../src/index.ts';
import { newReport } from './fixtures.ts';

const report = newReport({ typeLogement: 'T3' });
const salon = report.edl.find((m) => m.name === 'Salon');
const entry = (name: string) => salon?.entry.find((e) => e.name === name) as Entry;

describe('the rate inputs of an element', () => {
  it('an entry shows its rateInfo fields in panel order, photos excepted', () => {
    expect(shownRateFields(entry('Murs'))).toEqual(['condition', 'cleaning', 'color', 'type', 'other']);
  });
  it("a sub-entry shows its own fields, not the union of its container's", () => {
    const porte = entry('Porte');
    const poignee = porte.content?.find((s) => s.name === 'Poignée');
    expect(poignee && shownRateFields(poignee, porte)).toEqual(['condition', 'state', 'cleaning', 'other']);
  });
  it('user-defined material fields follow', () => {
    const murs = { ...entry('Murs'), rate: { ...entry('Murs').rate, typeCustomEnduit: null } };
    expect(shownRateFields(murs).at(-1)).toBe('typeCustomEnduit');
    expect(isCustomTypeField('typeCustomEnduit')).toBe(true);
    expect(isCustomTypeField('type')).toBe(false);
  });
  it('an entry without rateInfo falls back to the keys of its rate', () => {
    const bare: Entry = { id: 1, name: 'Truc', opened: false, rate: { condition: null, kwPeak: null } };
    expect(shownRateFields(bare)).toContain('kwPeak');
  });
  it('the add bar offers the fields not shown yet', () => {
    const addable = addableRateFields(entry('Murs'));
    expect(addable).toContain('state');
    expect(addable).not.toContain('condition');
    expect(addable).not.toContain('photo');
  });
});

describe('adding a rate field by hand', () => {
  it('to an entry (rateInfo) and to a sub-entry (its rate)', () => {
    const murs = entry('Murs');
    const added = addElementRateField(report, { moduleId: salon?.id ?? 0, entryId: murs.id }, 'state');
    if (!added.ok) throw new Error(added.message);
    expect(shownRateFields(entryAt(added.report, salon?.id ?? 0, murs.id) as Entry)).toContain('state');

    const porte = entry('Porte');
    const path = { moduleId: salon?.id ?? 0, entryId: porte.id, subEntryId: 3 };
    const sub = addElementRateField(report, path, 'color');
    if (!sub.ok) throw new Error(sub.message);
    const poignee = subEntryAt(sub.report, path.moduleId, porte.id, 3);
    expect(poignee && shownRateFields(poignee, porte)).toContain('color');
    const again = addElementRateField(sub.report, path, 'color');
    expect(again.ok && again.report).toBe(sub.report);
  });
  it('a module or a missing element is refused', () => {
    expect(addElementRateField(report, { moduleId: 1 }, 'state').ok).toBe(false);
    expect(
      addElementRateField(report, { moduleId: salon?.id ?? 0, entryId: 2, subEntryId: 99 }, 'state').ok,
    ).toBe(false);
  });
});

describe('costing toggles', () => {
  it('are offered on rated elements, not on Photos, computed elements or in self-service', () => {
    expect(showsCosting({ name: 'Murs' })).toBe(true);
    expect(showsCosting({ name: 'Photos' })).toBe(false);
    expect(showsCosting({ name: 'Total des clés' })).toBe(false);
    expect(showsCosting({ name: 'Murs' }, { selfService: true })).toBe(false);
  });
});
