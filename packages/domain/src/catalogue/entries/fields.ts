/**
 * Rate-field presets shared by the element definitions, so that elements of one kind show the same
 * inputs (a surface: condition, cleaning, colour, material; an appliance: condition, working state,
 * cleaning, model...). Every element ends with the free observation and the photos.
 */
import type { RateField } from '../types.ts';

export const PHOTO_FIELDS: readonly RateField[] = ['photo'];
/** Walls, floors, ceilings, plinths: no working state, a colour and a material. */
export const SURFACE: readonly RateField[] = ['condition', 'cleaning', 'color', 'type', 'other', 'photo'];
/** Doors and windows leaves: they open and close, so they also have a working state. */
export const OPENING: readonly RateField[] = [
  'condition',
  'state',
  'cleaning',
  'color',
  'type',
  'other',
  'photo',
];
export const PART: readonly RateField[] = ['condition', 'cleaning', 'other', 'photo'];
export const COLORED_PART: readonly RateField[] = ['condition', 'cleaning', 'color', 'other', 'photo'];
export const MATERIAL_PART: readonly RateField[] = ['condition', 'cleaning', 'type', 'other', 'photo'];
export const WORKING_PART: readonly RateField[] = ['condition', 'state', 'cleaning', 'other', 'photo'];
export const WORKING_MATERIAL: readonly RateField[] = [
  'condition',
  'state',
  'cleaning',
  'type',
  'other',
  'photo',
];
/** Appliances: `equipment` holds the brand and model. */
export const APPLIANCE: readonly RateField[] = [
  'condition',
  'state',
  'cleaning',
  'equipment',
  'other',
  'photo',
];
export const APPLIANCE_MATERIAL: readonly RateField[] = [
  'condition',
  'state',
  'cleaning',
  'type',
  'equipment',
  'other',
  'photo',
];
/** Items of an equipment list or of the electrics: counted, then judged. */
export const COUNTED: readonly RateField[] = ['number', 'condition', 'state', 'other', 'photo'];
export const PLANT: readonly RateField[] = ['condition', 'other', 'photo'];
export const SAFETY: readonly RateField[] = ['condition', 'state', 'other', 'photo'];
export const KEY: readonly RateField[] = ['number', 'other'];
export const KEY_TOTAL: readonly RateField[] = ['number'];
export const ALUR_ITEM: readonly RateField[] = ['number', 'condition', 'other'];
export const CLEANLINESS: readonly RateField[] = ['cleaning', 'other', 'photo'];
/** Meters: an electricity meter reads peak and off-peak kWh, water and gas meters read m³. */
export const ELECTRIC_METER: readonly RateField[] = ['serialNumber', 'kwPeak', 'kwOffPeak', 'other', 'photo'];
export const VOLUME_METER: readonly RateField[] = ['serialNumber', 'm3', 'other', 'photo'];
export const ANY_METER: readonly RateField[] = [
  'typeReleve',
  'serialNumber',
  'kwPeak',
  'kwOffPeak',
  'm3',
  'other',
  'photo',
];
