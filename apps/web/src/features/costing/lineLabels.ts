/**
 * The texts of a line card, translated once per language for the whole list: a card rendered by an
 * edit then looks nothing up in i18next (about 15 lookups a card, a few milliseconds at CPU x4).
 */
import { formatVatRate, VAT_RATES, WEAR_MAX, WEAR_MIN, WEAR_STEP, type CostingAction } from '@constat/domain';
import type { TFunction } from 'i18next';

const ACTIONS = ['repair', 'replace', 'clean'] as const;

export interface LineLabels {
  action: string;
  noAction: string;
  actions: readonly { value: CostingAction; label: string }[];
  task: string;
  measure: { coating: string; equipment: string };
  nature: string;
  /** A coating whose material was not chosen: priced at the calibration's 'all natures' line. */
  noNature: string;
  /** 'Vétusté 20 %' for each slider value. */
  wear: ReadonlyMap<number, string>;
  cost: string;
  calibrated: (amount: string, unit: string) => string;
  vat: string;
  vatRates: readonly { value: number; label: string }[];
  before: string;
  after: string;
  /** The price before wear: 'Forfait : 1 430,00 €' or '12,5 m² × 25,00 € = 312,50 €'. */
  lumpSum: (amount: string) => string;
  unitPriced: (parts: { quantity: string; unit: string; price: string; amount: string }) => string;
  tenantShare: string;
  /** 'Vétusté suggérée par la grille : 45 %', and the button that puts it back. */
  wearHint: (wear: number) => string;
  applyGrid: string;
  wearDeduction: (wear: number, amount: string) => string;
  unit: { coating: string; equipment: string };
}

export function lineLabels(t: TFunction<'costing'>): LineLabels {
  const wear = new Map<number, string>();
  for (let value = WEAR_MIN; value <= WEAR_MAX; value += WEAR_STEP) {
    wear.set(value, `${t('wear')} ${t('wearValue', { wear: value })}`);
  }
  return {
    action: t('action'),
    noAction: t('noAction'),
    actions: ACTIONS.map((action) => ({ value: action, label: t(action) })),
    task: t('task'),
    measure: {
      coating: `${t('measure')} (${t('measureUnitCoating')})`,
      equipment: `${t('measure')} (${t('measureUnitEquipment')})`,
    },
    nature: t('nature'),
    noNature: t('noNature'),
    wear,
    cost: t('cost'),
    calibrated: (amount, unit) => t('calibrated', { amount, unit }),
    vat: t('vat'),
    vatRates: VAT_RATES.map((rate) => ({
      value: rate,
      label: rate === 0 ? t('noVat') : formatVatRate(rate),
    })),
    before: t('before'),
    after: t('after'),
    lumpSum: (amount) => t('lumpSum', { amount }),
    unitPriced: (parts) => t('unitPriced', parts),
    tenantShare: t('tenantShare'),
    wearHint: (wear) => t('wearHint', { wear }),
    applyGrid: t('applyGrid'),
    wearDeduction: (wear, amount) => t('wearDeduction', { wear, amount }),
    unit: { coating: t('measureUnitCoating'), equipment: t('measureUnitEquipment') },
  };
}
