/**
 * Shapes of the catalogue (inspection-core §3 "Room catalogue"): a room is a list of elements; an
 * element says which rate fields it shows, which material list feeds its `type` field, a preset
 * count, and optionally its sub-elements. The builders in build.ts turn these definitions into the
 * report model's Module / Entry / SubEntry.
 */

/** Every rate field an element can show, in the order the rate panel lists them. */
export const RATE_FIELDS = [
  'condition',
  'state',
  'cleaning',
  'color',
  'number',
  'type',
  'serialNumber',
  'kwPeak',
  'kwOffPeak',
  'm3',
  'typeReleve',
  'equipment',
  'other',
  'photo',
] as const;
export type RateField = (typeof RATE_FIELDS)[number];

/** The material lists of `MATERIALS` (materials.ts); an element's `type` choices come from one. */
export type MaterialKey =
  | 'walls'
  | 'floors'
  | 'ceilings'
  | 'plinths'
  | 'doors'
  | 'windows'
  | 'shutters'
  | 'sinks'
  | 'faucets'
  | 'worktops'
  | 'radiators'
  | 'ventilation'
  | 'toilets'
  | 'bathtubs'
  | 'showers'
  | 'hotWater'
  | 'heating'
  | 'cookingPlates'
  | 'fences'
  | 'stairs'
  | 'railings'
  | 'storage';

/** The entry families of the spec, used to group the "add an entry" popover. */
export const ENTRY_FAMILIES = [
  'photos',
  'surfaces',
  'openings',
  'sanitary',
  'kitchen',
  'outdoor',
  'fittings',
  'technical',
  'keys',
  'alur',
  'equipment',
  'cleanliness',
] as const;
export type EntryFamily = (typeof ENTRY_FAMILIES)[number];

/** A sub-element (sub-entry) definition. */
export interface SubElementDef {
  /** The French name, also the i18n key. */
  readonly name: string;
  readonly fields: readonly RateField[];
  /** Where the `type` choices come from. */
  readonly materials?: MaterialKey;
  /** Preset count (equipment lists start at 0, Alur kits at their quantity). */
  readonly number?: number;
  readonly readOnly?: boolean;
}

/**
 * An element (entry) definition: a leaf, or a container of sub-elements. A container has no rate
 * panel of its own (the editor shows its sub-entries instead), so its `fields` are those of a custom
 * sub-entry the user adds under it.
 */
export interface ElementDef extends SubElementDef {
  readonly family: EntryFamily;
  readonly content?: readonly SubElementDef[];
  readonly orderAlphabetically?: boolean;
  readonly autoFillObservation?: boolean;
}
