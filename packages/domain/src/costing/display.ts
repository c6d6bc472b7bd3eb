/**
 * How costs and measures read on screen (inspection-core §9, accounts-costing §9): coatings are
 * measured and priced per m², equipment per unit.
 */
import { type CalibrationElementType } from './calibration.ts';
import { formatEuroAmount, parseHundredths } from './euros.ts';

/** 'm²' for a coating; 'unit' (an i18n key: the spec gives no French word) otherwise. */
export function measureUnit(type: CalibrationElementType | null | undefined): 'm²' | 'unit' {
  return type === 'coating' ? 'm²' : 'unit';
}

/** '€/m²' for a coating, '€' otherwise. */
export function costUnit(type: CalibrationElementType | null | undefined): '€/m²' | '€' {
  return type === 'coating' ? '€/m²' : '€';
}

/** 'Calibré à 12,50€' or, for a coating, 'Calibré à 12,50€/m²'. */
export function calibrationText(unitCost: number, type: CalibrationElementType | null | undefined): string {
  return `Calibré à ${formatEuroAmount(unitCost)}${costUnit(type)}`;
}

/** A measure in hundredths -> '1,5', '12', '0,25' (no trailing zeros, comma decimal). */
export function formatMeasure(hundredths: number): string {
  const text = (Math.round(hundredths) / 100).toString();
  return text.replace('.', ',');
}

/** '1,5' or '1.5' -> 150; null when not a non-negative number with at most 2 decimals. */
export function parseMeasure(text: string): number | null {
  return parseHundredths(text);
}
