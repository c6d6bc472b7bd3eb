/**
 * The calibration config (accounts-costing §3, GET /calibration/config): the standard elements a
 * calibration line can price, keyed by reference, and the actions. The references are the
 * catalogue's element names, so a pre-quoted element finds its calibration by its own name; its
 * type (coating per m², equipment per unit) is the pre-quote's (preQuoteNature), and a coating's
 * natures are its material list (Peinture, Papier peint...). Photos, keys, Alur kits and cleanliness
 * rows are not repairs and are left out.
 */
import { ENTRY_CATALOGUE } from '../catalogue/entries/index.ts';
import { MATERIALS } from '../catalogue/materials.ts';
import type { EntryFamily } from '../catalogue/types.ts';
import { CALIBRATION_ACTIONS, CALIBRATION_ALL, type CalibrationConfig } from './calibration.ts';
import { preQuoteNature } from './preQuoteNature.ts';

const NOT_PRICED: ReadonlySet<EntryFamily> = new Set(['photos', 'keys', 'alur', 'cleanliness']);

export function buildCalibrationConfig(): CalibrationConfig {
  const elements: CalibrationConfig['elements'] = {};
  for (const def of ENTRY_CATALOGUE) {
    if (NOT_PRICED.has(def.family)) continue;
    const type = preQuoteNature(def.name);
    const natures = type === 'coating' && def.materials ? [...MATERIALS[def.materials]] : [];
    elements[def.name] = { label: def.name, category: def.family, natures, type };
  }
  return { elements, actions: [...CALIBRATION_ACTIONS] };
}

/** What makes two calibration lines of one owner identical (accounts-costing §5). */
export interface CalibrationIdentity {
  reference: string | null;
  name: string | null;
  custom: boolean;
  nature: string | null;
  action: string | null;
}

/**
 * One string per identity: same element (reference, or custom name without case or surrounding
 * spaces), nature (null reads as 'all') and action. The server keeps it unique per owner.
 */
export function calibrationIdentityKey(item: CalibrationIdentity): string {
  const element = item.custom
    ? `custom:${(item.name ?? '').trim().toLowerCase()}`
    : `ref:${item.reference ?? ''}`;
  return `${element}|${item.nature ?? CALIBRATION_ALL}|${item.action ?? CALIBRATION_ALL}`;
}
