/**
 * The entry catalogue: every element definition of every family, in the order the "add an entry"
 * popover lists them. Keys come last so that a name shared with a fitting (e.g. 'Boîte aux
 * lettres') resolves to the fitting outside the keys room.
 */
import type { ElementDef } from '../types.ts';
import { ALUR_ELEMENTS } from './alur.ts';
import { CLEANLINESS_ELEMENTS, EQUIPMENT_ELEMENTS, PHOTOS_ELEMENT } from './equipment.ts';
import { FITTING_ELEMENTS, OUTDOOR_ELEMENTS } from './outdoor.ts';
import { KITCHEN_ELEMENTS, SANITARY_ELEMENTS } from './sanitary.ts';
import { OPENING_ELEMENTS, SURFACE_ELEMENTS } from './surfaces.ts';
import { KEY_ELEMENTS, TECHNICAL_ELEMENTS } from './technical.ts';

export const ENTRY_CATALOGUE: readonly ElementDef[] = [
  PHOTOS_ELEMENT,
  ...SURFACE_ELEMENTS,
  ...OPENING_ELEMENTS,
  ...SANITARY_ELEMENTS,
  ...KITCHEN_ELEMENTS,
  ...OUTDOOR_ELEMENTS,
  ...FITTING_ELEMENTS,
  ...TECHNICAL_ELEMENTS,
  ...EQUIPMENT_ELEMENTS,
  ...ALUR_ELEMENTS,
  ...CLEANLINESS_ELEMENTS,
  ...KEY_ELEMENTS,
];

export { ALUR_PER_PERSON_ITEMS, ALUR_SINGLE_ITEMS, alurKitName } from './alur.ts';
export { KEY_NAMES } from './technical.ts';
