import { describe, expect, it } from 'vitest';
import {
  buildCostingLines,
  conventionBalance,
  conventionLine,
  costingTotals,
  depositCents,
  depositIssue,
  setLineCost,
  setLineWear,
  suggestWear,
  validateReportInfo,
  type CalibrationElement,
  type CostingLine,
  type LocalReport,
} from '../../src/index.ts';
import { newReport } from '../report/fixtures.ts';

const line = (
  fields: Partial<CostingLine> & { unitCost?: number | null },
): CostingLine & {
  unitCost: number | null;
} => ({
  id: 1,
  name: 'Séjour > Murs',
  module: 'Séjour',
  enabled: true,
  action: 'repair',
  task: null,
  measure: null,
  nature: null,
  wear: 0,
  cost: null,
  taxRate: 2000,
  beforeDescription: null,
  afterDescription: null,
  unitCost: null,
  ...fields,
});

describe('a convention line: quantity × unit price, wear, tenant share, VAT, total', () => {
  it('12,5 m² of paint at 25,00 €/m² with 45 % wear: 312,50 € before wear, 171,88 € charged', () => {
    // The automatic cost of the spec (§4): measure/100 × unit cost × (1 − wear/100) = 171,875 -> 171,88.
    const amounts = conventionLine(line({ measure: 1250, unitCost: 2500, wear: 45, cost: 17188 }));
    expect(amounts).toEqual({
      pricing: 'unit',
      quantity: 1250,
      unitPrice: 2500,
      gross: 31250,
      wear: 45,
      wearDeduction: 14062,
      tenantShare: 17188,
      vat: 3438,
      total: 20626,
    });
  });

  it('a pre-quoted lump sum of 1 430,00 € with 40 % wear: the wear is applied, 858,00 € charged', () => {
    expect(conventionLine(line({ measure: 100, cost: 143000, wear: 40 }))).toMatchObject({
      pricing: 'lumpSum',
      unitPrice: null,
      gross: 143000,
      wearDeduction: 57200,
      tenantShare: 85800,
      vat: 17160,
      total: 102960,
    });
  });

  it('a typed cost resets the wear (spec §4): charged as typed; a later wear applies to it', () => {
    const priced = line({ measure: 1250, unitCost: 2500, wear: 45, cost: 17188 });
    const typed = { ...priced, ...setLineCost(priced, 50000) };
    expect(conventionLine(typed)).toMatchObject({ pricing: 'lumpSum', gross: 50000, tenantShare: 50000 });
    const worn = setLineWear(typed, 50, typed.unitCost);
    expect(conventionLine(worn)).toMatchObject({ wear: 50, gross: 50000, tenantShare: 25000, total: 30000 });
  });

  it('VAT at 5,5 %, 10 % and none is taken on the share, rounded per line', () => {
    const share = (taxRate: number) =>
      conventionLine(line({ measure: 300, unitCost: 3333, wear: 0, cost: 9999, taxRate }));
    expect(share(550)).toMatchObject({ gross: 9999, vat: 550, total: 10549 });
    expect(share(1000)).toMatchObject({ vat: 1000, total: 10999 });
    expect(share(0)).toMatchObject({ vat: 0, total: 9999 });
  });

  it('100 % wear charges nothing; no cost charges nothing', () => {
    expect(conventionLine(line({ measure: 100, unitCost: 8000, wear: 100, cost: 0 }))).toMatchObject({
      gross: 8000,
      tenantShare: 0,
      total: 0,
    });
    expect(conventionLine(line({ cost: null }))).toMatchObject({ gross: 0, tenantShare: 0, total: 0 });
  });
});

describe('costing totals follow the tenant shares', () => {
  it('HT, TVA and TTC are the sums of the enabled lines’ shares, VAT and totals', () => {
    const lines = [
      line({ measure: 1250, unitCost: 2500, wear: 45, cost: 17188 }),
      line({ measure: 100, cost: 143000, wear: 40 }),
      line({ enabled: false, cost: 99999 }),
    ];
    expect(costingTotals(lines)).toEqual({ ht: 102988, tva: 20598, ttc: 123586 });
  });
});

describe('the wear grid applied from the built lines', () => {
  const YEAR = 365.25 * 24 * 3600 * 1000;
  const entry: LocalReport = { ...newReport(), date: Date.UTC(2020, 0, 15) };
  const exitOf = (rate: Record<string, unknown>): LocalReport => ({
    ...newReport({}, 'Sortant'),
    date: entry.date + 4 * YEAR,
    edl: [
      {
        id: 1,
        name: 'Séjour',
        opened: true,
        entry: [
          { id: 2, name: 'Murs', opened: true, rate: rate as LocalReport['edl'][0]['entry'][0]['rate'] },
        ],
      },
    ],
  });
  const paint: CalibrationElement = {
    key: 'ref:Murs|Peinture|repair',
    reference: 'Murs',
    name: null,
    custom: false,
    type: 'coating',
    nature: 'Peinture',
    action: 'repair',
    user: { id: 2, unitCost: 2500, taxRate: 2000 },
    group: null,
  };
  const degraded = {
    condition: 'Dégradé',
    type: 'Peinture',
    toQuote: true,
    preQuote: { action: 'repair', measure: 1250, cost: 143000, calibrationId: null },
  };

  it('paint after 4 years: 45 % (1 year franchise, then 15 %/year), applied to the calibrated price', () => {
    expect(suggestWear({ family: 'peintures', entryDate: '2020-01-15', exitDate: '2024-01-15' })).toBe(45);
    const [built] = buildCostingLines(exitOf(degraded), [paint], entry);
    expect(built?.wear).toBe(45);
    // Kept beside the wear, for the costing screen to show and put back.
    expect(built?.suggestedWear).toBe(45);
    expect(conventionLine(built ?? line({}))).toMatchObject({
      pricing: 'unit',
      gross: 31250,
      tenantShare: 17188,
    });
  });

  it('without a calibration the pre-quoted 1 430,00 € gets the same 45 % off: 786,50 € charged', () => {
    const [built] = buildCostingLines(exitOf(degraded), [], entry);
    expect(built).toMatchObject({ wear: 45, cost: 143000, unitCost: null });
    expect(conventionLine(built ?? line({}))).toMatchObject({ gross: 143000, tenantShare: 78650 });
  });
});

describe('the deposit and the balance to return', () => {
  it('deposit 1 200,00 €, charged 858,00 €: 342,00 € to return', () => {
    expect(conventionBalance(85800, 120000)).toEqual({
      kind: 'toReturn',
      charged: 85800,
      deposit: 120000,
      amount: 34200,
    });
  });
  it('charges above the deposit: the tenant still owes the difference, said as such', () => {
    expect(conventionBalance(171600, 120000)).toEqual({
      kind: 'owedByTenant',
      charged: 171600,
      deposit: 120000,
      amount: 51600,
    });
  });
  it('a deposit exactly used up returns 0', () => {
    expect(conventionBalance(120000, 120000)).toMatchObject({ kind: 'toReturn', amount: 0 });
  });
  it('no deposit given: no balance', () => {
    expect(conventionBalance(85800, null)).toEqual({
      kind: 'depositUnknown',
      charged: 85800,
      deposit: null,
      amount: null,
    });
  });
});

describe("the move-out's deposit field", () => {
  it('reads euros as typed: spaces of any kind, comma or point, a trailing €', () => {
    expect(depositCents('1 200,50')).toBe(120050);
    expect(depositCents('850')).toBe(85000);
    expect(depositCents('1\u202f200.5 €')).toBe(120050);
    expect(depositCents('')).toBeNull();
    expect(depositCents(null)).toBeNull();
  });
  it('refuses what is not an amount, a negative one, or one above a million euros', () => {
    for (const text of ['abc', '-100', '12,345', '1.200,00', '1000000,01'])
      expect(depositIssue(text, 'Sortant')).toMatch(/^Le dépôt de garantie doit être un montant en euros/);
    expect(depositIssue('1000000', 'Sortant')).toBeNull();
  });
  it('is a move-out field: a move-in with a deposit is refused, empty is fine anywhere', () => {
    expect(depositIssue('850', 'Entrant')).toBe(
      "Le dépôt de garantie ne se renseigne que sur l'EDL de sortie",
    );
    expect(depositIssue(null, 'Entrant')).toBeNull();
    expect(depositIssue('  ', 'Sortant')).toBeNull();
  });
  it('puts its message under the field in the info form validation', () => {
    const info = { ...newReport({}, 'Sortant'), depotGarantie: 'douze cents' };
    expect(validateReportInfo(info, { edlIO: 'Sortant' })['depotGarantie']).toMatch(/montant en euros/);
    expect(validateReportInfo({ ...info, depotGarantie: '1 200' }, { edlIO: 'Sortant' })).not.toHaveProperty(
      'depotGarantie',
    );
  });
});
