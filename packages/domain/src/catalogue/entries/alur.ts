/**
 * Alur kits: the minimum furniture of a furnished letting, per décret n° 2015-981 du 31 juillet
 * 2015 (bedding, blackout, hob, oven, fridge with freezer compartment, tableware, kitchen utensils,
 * table and seats, shelves, lights, cleaning equipment). The kit for a T1 holds 2 of each per-person
 * item (tableware, cutlery, seats) and 1 of the rest; the T2 kit holds 3 per-person items.
 */
import type { ElementDef, SubElementDef } from '../types.ts';
import { ALUR_ITEM } from './fields.ts';

/** Items sized by the number of occupants: the spec's "most cutlery items". */
export const ALUR_PER_PERSON_ITEMS = [
  'Assiettes plates',
  'Assiettes creuses',
  'Assiettes à dessert',
  'Verres',
  'Tasses',
  'Bols',
  'Fourchettes',
  'Couteaux',
  'Cuillères à soupe',
  'Petites cuillères',
  'Chaises',
] as const;

/** Items provided once whatever the size of the dwelling. */
export const ALUR_SINGLE_ITEMS = [
  'Couette ou couverture',
  'Oreiller',
  'Rideaux ou volets occultants',
  'Plaques de cuisson',
  'Four ou four à micro-ondes',
  'Réfrigérateur avec compartiment congélation',
  'Table',
  'Etagères de rangement',
  'Luminaires',
  'Casserole',
  'Poêle',
  'Faitout',
  'Saladier',
  'Passoire',
  'Planche à découper',
  'Louche',
  'Spatule',
  'Couteau de cuisine',
  'Ouvre-boîte',
  'Tire-bouchon',
  'Balai et pelle',
  'Seau et serpillière',
  'Aspirateur',
] as const;

type AlurKitSize = 'T1' | 'T2';

/** Per-person quantities of the two kits. */
const ALUR_PER_PERSON_QUANTITY: Readonly<Record<AlurKitSize, number>> = { T1: 2, T2: 3 };

function alurKitItems(size: AlurKitSize): SubElementDef[] {
  return [
    ...ALUR_PER_PERSON_ITEMS.map((name) => ({
      name,
      fields: ALUR_ITEM,
      number: ALUR_PER_PERSON_QUANTITY[size],
    })),
    ...ALUR_SINGLE_ITEMS.map((name) => ({ name, fields: ALUR_ITEM, number: 1 })),
  ];
}

export const ALUR_ELEMENTS: readonly ElementDef[] = (['T1', 'T2'] as const).map((size): ElementDef => ({
  name: `Kit Alur ${size}`,
  family: 'alur',
  fields: ALUR_ITEM,
  content: alurKitItems(size),
}));

/** The kit matching a housing type: a studio or a T1 gets the T1 kit, any larger dwelling the T2 kit. */
export function alurKitName(typeLogement: string | null | undefined): string {
  return typeLogement === 'Studio' || typeLogement === 'T1' ? 'Kit Alur T1' : 'Kit Alur T2';
}
