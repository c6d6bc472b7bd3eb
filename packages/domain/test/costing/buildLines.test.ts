import { describe, expect, it } from 'vitest';
import {
  buildCostingLines,
  costingTotals,
  type CalibrationElement,
  type LocalReport,
  type Module,
} from '../../src/index.ts';
import { newReport } from '../report/fixtures.ts';

const YEAR = 365.25 * 24 * 3600 * 1000;

function wall(rate: Record<string, unknown>): Module[] {
  return [
    {
      id: 1,
      name: 'Séjour',
      opened: true,
      entry: [{ id: 2, name: 'Murs', opened: true, rate: rate as Module['entry'][number]['rate'] }],
    },
  ];
}

function exitWith(rate: Record<string, unknown>, date = newReport().date): LocalReport {
  return { ...newReport({}, 'Sortant'), date, edl: wall(rate) };
}

const paintAt = (group: number, user: number | null): CalibrationElement => ({
  key: 'ref:Murs|Peinture|repair',
  reference: 'Murs',
  name: null,
  custom: false,
  type: 'coating',
  nature: 'Peinture',
  action: 'repair',
  user: user === null ? null : { id: 2, unitCost: user, taxRate: null },
  group: { id: 1, unitCost: group, taxRate: 2000 },
});

const degraded = {
  condition: 'Dégradé',
  type: 'Peinture',
  toQuote: true,
  preQuote: { action: 'repair', measure: 1250, cost: null, calibrationId: null },
};

describe('costing lines of a move-out', () => {
  it("prices a degraded wall of 12,5 m² at the user's 25,00 €/m²: 312,50 € before wear", () => {
    const [line] = buildCostingLines(exitWith(degraded), [paintAt(2000, 2500)]);
    expect(line).toMatchObject({
      name: 'Séjour > Murs',
      module: 'Séjour',
      action: 'repair',
      measure: 1250,
      nature: 'Peinture',
      wear: 0,
      cost: 31250,
      taxRate: 2000,
      unitCost: 2500,
      afterDescription: 'Dégradé',
    });
    expect(costingTotals(line ? [line] : [])).toMatchObject({ ht: 31250, tva: 6250, ttc: 37500 });
  });

  it("falls back to the group's cost without an override, and keeps a typed cost without calibration", () => {
    expect(buildCostingLines(exitWith(degraded), [paintAt(2000, null)])[0]?.cost).toBe(25000);
    const typed = { ...degraded, preQuote: { ...degraded.preQuote, cost: 9900 } };
    expect(buildCostingLines(exitWith(typed), [])[0]).toMatchObject({ cost: 9900, unitCost: null });
  });

  it('starts the wear at the grid suggestion for the years since entry, and describes the entry state', () => {
    const entry = { ...newReport(), edl: wall({ condition: 'Bon état', type: 'Peinture' }) };
    const exit = exitWith(degraded, entry.date + 4 * YEAR);
    const [line] = buildCostingLines(exit, [paintAt(2000, 2500)], entry);
    expect(line?.wear).toBeGreaterThan(0);
    expect(line?.cost).toBe(Math.round((1250 * 2500 * (100 - (line?.wear ?? 0))) / 10000));
    expect(line?.beforeDescription).toBe('Bon état');
  });

  it('a cleaning has no wear; elements not marked to quote give no line', () => {
    const clean = { ...degraded, preQuote: { ...degraded.preQuote, action: 'clean' } };
    const exit = { ...exitWith(clean), entryDate: '2015-01-01' };
    expect(buildCostingLines(exit, [])[0]?.wear).toBe(0);
    expect(buildCostingLines(exitWith({ ...degraded, toQuote: false }), [])).toEqual([]);
  });
});
