import { describe, expect, it } from 'vitest';
import type { ElementPath, LocalReport } from '../../src/index.ts';
import {
  addCustomValue,
  choiceOptions,
  customValuePrompt,
  entryAt,
  rateFieldKind,
  setElementToQuote,
  setPreQuoteCost,
  setRateField,
  setReportComment,
  setReportLocale,
  subEntryAt,
  updateElementPreQuote,
  withReportKeyTotals,
} from '../../src/index.ts';
import { clone, newReport } from './fixtures.ts';

const report = newReport({ typeLogement: 'T3', presenceCave: 'oui' });
const moduleNamed = (r: LocalReport, name: string) => r.edl.find((m) => m.name === name);
const entryNamed = (r: LocalReport, moduleName: string, name: string) =>
  moduleNamed(r, moduleName)?.entry.find((e) => e.name === name);
const pathOf = (moduleName: string, entryName: string, subName?: string): ElementPath => {
  const module = moduleNamed(report, moduleName);
  const entry = module?.entry.find((e) => e.name === entryName);
  const sub = entry?.content?.find((s) => s.name === subName);
  return { moduleId: module?.id ?? -1, entryId: entry?.id, subEntryId: sub?.id };
};

describe('setting a rate field', () => {
  it('writes the value immutably and keeps untouched branches', () => {
    const before = clone(report);
    const murs = pathOf('Salon', 'Murs');
    const next = setRateField(report, murs, 'condition', 'Etat usage');
    expect(entryAt(next, murs.moduleId, murs.entryId ?? 0)?.rate?.condition).toBe('Etat usage');
    expect(report).toEqual(before);
    expect(next.edl[0]).toBe(report.edl[0]);
  });
  it('a sub-entry is written in place', () => {
    const ouvrant = pathOf('Salon', 'Porte', 'Ouvrant');
    const next = setRateField(report, ouvrant, 'state', 'Fonctionne');
    expect(
      subEntryAt(next, ouvrant.moduleId, ouvrant.entryId ?? 0, ouvrant.subEntryId ?? 0)?.rate?.state,
    ).toBe('Fonctionne');
  });
  it('the same value, a module, a missing element or a computed one change nothing', () => {
    const murs = pathOf('Salon', 'Murs');
    const once = setRateField(report, murs, 'condition', 'Neuf');
    expect(setRateField(once, murs, 'condition', 'Neuf')).toBe(once);
    expect(setRateField(report, { moduleId: murs.moduleId }, 'condition', 'Neuf')).toBe(report);
    expect(setRateField(report, { moduleId: 99, entryId: 1 }, 'condition', 'Neuf')).toBe(report);
    expect(setRateField(report, pathOf('Clés', 'Total des clés'), 'number', 9)).toBe(report);
  });
  it('a key count updates Total des clés at once', () => {
    let next = setRateField(report, pathOf('Clés', 'Porte palière'), 'number', '3');
    next = setRateField(next, pathOf('Clés', 'Vigik'), 'number', 2);
    expect(entryNamed(next, 'Clés', 'Total des clés')?.rate?.number).toBe(5);
  });
  it('modules without keys are returned as they are', () => {
    const salon = moduleNamed(report, 'Salon');
    expect(withReportKeyTotals(report, salon?.id ?? 0)).toBe(report);
  });
});

describe('custom values of a choice list', () => {
  const murs = pathOf('Salon', 'Murs');
  it('the prompt is the spec wording', () => {
    expect(customValuePrompt('Etat')).toBe('Entrez votre nouvelle valeur à ajouter pour "Etat" :');
  });
  it('a shared list (condition) grows in commonRateInfo, and the value is chosen', () => {
    const next = addCustomValue(report, murs, 'condition', '  Rayé ');
    expect(next.commonRateInfo?.condition?.options.at(-1)).toBe('Rayé');
    expect(next.commonRateInfo?.condition?.kind).toBe('select');
    expect(entryAt(next, murs.moduleId, murs.entryId ?? 0)?.rate?.condition).toBe('Rayé');
    expect(choiceOptions(next, pathOf('Cuisine', 'Sol'), 'condition')).toContain('Rayé');
  });
  it('a material list grows on its entry only', () => {
    const next = addCustomValue(report, murs, 'type', 'Béton banché');
    expect(choiceOptions(next, murs, 'type').at(-1)).toBe('Béton banché');
    expect(choiceOptions(next, pathOf('Cuisine', 'Murs'), 'type')).not.toContain('Béton banché');
  });
  it('a sub-entry material list is keyed by the sub-entry name', () => {
    const ouvrant = pathOf('Salon', 'Porte', 'Ouvrant');
    expect(choiceOptions(report, ouvrant, 'type')).toContain('Bois');
    const next = addCustomValue(report, ouvrant, 'type', 'Chêne massif');
    expect(entryAt(next, ouvrant.moduleId, ouvrant.entryId ?? 0)?.rateVariables?.['Ouvrant:type']).toContain(
      'Chêne massif',
    );
    expect(
      subEntryAt(next, ouvrant.moduleId, ouvrant.entryId ?? 0, ouvrant.subEntryId ?? 0)?.rate?.type,
    ).toBe('Chêne massif');
  });
  it('a user-defined material field starts its own list', () => {
    const next = addCustomValue(report, murs, 'typeCustomEnduit', 'Lisse');
    expect(choiceOptions(next, murs, 'typeCustomEnduit')).toEqual(['Lisse']);
    expect(rateFieldKind(next, 'typeCustomEnduit')).toBe('select');
  });
  it('empty input is ignored; a value already listed is only chosen, in its listed spelling', () => {
    expect(addCustomValue(report, murs, 'condition', '   ')).toBe(report);
    expect(addCustomValue(report, murs, 'condition', null)).toBe(report);
    expect(addCustomValue(report, { moduleId: murs.moduleId }, 'condition', 'X')).toBe(report);
    const next = addCustomValue(report, murs, 'condition', 'neuf');
    expect(next.commonRateInfo).toBe(report.commonRateInfo);
    expect(entryAt(next, murs.moduleId, murs.entryId ?? 0)?.rate?.condition).toBe('Neuf');
  });
  it('a report without commonRateInfo falls back to the catalogue lists', () => {
    const bare: LocalReport = { ...report };
    delete bare.commonRateInfo;
    expect(choiceOptions(bare, murs, 'cleaning')).toContain('Propre');
    expect(rateFieldKind(bare, 'kwPeak')).toBe('number');
    expect(rateFieldKind(bare, 'unknown')).toBe('text');
    expect(addCustomValue(bare, murs, 'color', 'Ocre').commonRateInfo?.color?.options.at(-1)).toBe('Ocre');
    expect(choiceOptions(bare, { moduleId: 99, entryId: 1 }, 'type')).toEqual([]);
  });
});

describe("tenant's charge and pre-quote", () => {
  const murs = pathOf('Salon', 'Murs');
  const rateOf = (r: LocalReport) => entryAt(r, murs.moduleId, murs.entryId ?? 0)?.rate;
  it('toQuote on starts an empty pre-quote, off drops it', () => {
    const on = setElementToQuote(report, murs, true);
    expect(rateOf(on)?.toQuote).toBe(true);
    expect(rateOf(on)?.preQuote).toEqual({ action: null, measure: null, cost: null, calibrationId: null });
    const off = setElementToQuote(on, murs, false);
    expect(rateOf(off)?.toQuote).toBe(false);
    expect(rateOf(off)?.preQuote).toBeNull();
    expect(setElementToQuote(report, pathOf('Clés', 'Total des clés'), true)).toBe(report);
  });
  it('pre-quote functions apply to an existing pre-quote only', () => {
    expect(updateElementPreQuote(report, murs, (q) => setPreQuoteCost(q, 1250))).toBe(report);
    const on = setElementToQuote(report, murs, true);
    expect(rateOf(updateElementPreQuote(on, murs, (q) => setPreQuoteCost(q, 1250)))?.preQuote?.cost).toBe(
      1250,
    );
  });
});

describe('report-level edits', () => {
  it('general comment and locale', () => {
    expect(setReportComment(report, 'RAS').comment).toBe('RAS');
    const commented = setReportComment(report, 'RAS');
    expect(setReportComment(commented, 'RAS')).toBe(commented);
    expect(setReportLocale(report, 'en').locale).toBe('en');
    expect(setReportLocale(report, 'fr')).toBe(report);
  });
});
