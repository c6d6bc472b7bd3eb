/**
 * Technical elements (inspection-core §3): hot water, heating, meters, fuse board, and the keys.
 * The key names are the spec's; 'Total des clés' is computed by the report rules, hence read-only.
 * Two key names ('Boîte aux lettres', 'Cave'...) also name other things; keys are therefore looked
 * up within the keys room or under 'Remise des clés' (see lookup.ts).
 */
import type { ElementDef, SubElementDef } from '../types.ts';
import {
  ANY_METER,
  APPLIANCE_MATERIAL,
  ELECTRIC_METER,
  KEY,
  KEY_TOTAL,
  SAFETY,
  VOLUME_METER,
  WORKING_PART,
} from './fields.ts';

export const TECHNICAL_ELEMENTS: readonly ElementDef[] = [
  { name: 'Compteur électrique', family: 'technical', fields: ELECTRIC_METER },
  { name: "Compteur d'eau froide", family: 'technical', fields: VOLUME_METER },
  { name: "Compteur d'eau chaude", family: 'technical', fields: VOLUME_METER },
  { name: 'Compteur de gaz', family: 'technical', fields: VOLUME_METER },
  { name: 'Relevé de compteur', family: 'technical', fields: ANY_METER },
  { name: "Production d'eau chaude", family: 'technical', fields: APPLIANCE_MATERIAL, materials: 'hotWater' },
  { name: 'Chauffage', family: 'technical', fields: APPLIANCE_MATERIAL, materials: 'heating' },
  { name: 'Thermostat', family: 'technical', fields: WORKING_PART },
  { name: 'Tableau électrique', family: 'technical', fields: SAFETY },
];

/** The key entries of the keys room, in the spec's order. */
export const KEY_NAMES = [
  'Porte palière',
  'Porte immeuble',
  'Vigik',
  'Boîte aux lettres',
  'Cave',
  'Local commun',
  'Garage',
  'Bip/Télécommande',
  'Non identifiée',
  'Total des clés',
] as const;

const keyDef = (name: string): SubElementDef =>
  name === 'Total des clés' ? { name, fields: KEY_TOTAL, readOnly: true } : { name, fields: KEY };

const KEY_SUB_ELEMENTS: readonly SubElementDef[] = KEY_NAMES.map(keyDef);

export const KEY_ELEMENTS: readonly ElementDef[] = [
  ...KEY_SUB_ELEMENTS.map((key): ElementDef => ({ ...key, family: 'keys' })),
  {
    name: 'Remise des clés',
    family: 'keys',
    fields: KEY,
    content: KEY_SUB_ELEMENTS,
  },
];
