/**
 * Outdoor elements (fence, lawn, vegetation...) and building fittings (smoke detector, letterbox,
 * intercom, doorbell) of inspection-core §3.
 */
import type { ElementDef } from '../types.ts';
import { MATERIAL_PART, PLANT, SAFETY, WORKING_MATERIAL, WORKING_PART } from './fields.ts';

export const OUTDOOR_ELEMENTS: readonly ElementDef[] = [
  { name: 'Clôture', family: 'outdoor', fields: MATERIAL_PART, materials: 'fences' },
  { name: 'Portail', family: 'outdoor', fields: WORKING_MATERIAL, materials: 'fences' },
  { name: 'Pelouse', family: 'outdoor', fields: PLANT },
  { name: 'Végétation', family: 'outdoor', fields: PLANT },
  { name: 'Haies', family: 'outdoor', fields: PLANT },
  { name: 'Allée', family: 'outdoor', fields: MATERIAL_PART, materials: 'floors' },
  { name: 'Robinet extérieur', family: 'outdoor', fields: WORKING_PART },
  { name: 'Eclairage extérieur', family: 'outdoor', fields: WORKING_PART },
];

export const FITTING_ELEMENTS: readonly ElementDef[] = [
  { name: 'Détecteur de fumée', family: 'fittings', fields: SAFETY },
  { name: 'Boîte aux lettres', family: 'fittings', fields: WORKING_PART },
  { name: 'Interphone', family: 'fittings', fields: SAFETY },
  { name: 'Sonnette', family: 'fittings', fields: SAFETY },
];
