/**
 * Every French name the catalogue can put on screen or in a PDF: rooms, elements, sub-elements,
 * choice values, materials and property options. The i18n completeness test walks this list, so a
 * name added to the catalogue without its English and Spanish labels fails the build.
 */
import { ENTRY_CATALOGUE } from './entries/index.ts';
import { MATERIALS } from './materials.ts';
import { ROOMS } from './rooms.ts';
import { CALIBRATION_ACTION_LABELS, CALIBRATION_ELEMENT_TYPE_LABELS } from '../costing/calibration.ts';
import {
  CHOICE_LISTS,
  HOUSING_TYPES,
  PROPERTY_CONDITIONS,
  PROPERTY_GENRES,
  TEMPLATE_SUFFIXES,
} from './choices.ts';

export function catalogueNames(): string[] {
  const names = [
    ...ROOMS.map((room) => room.name),
    ...ENTRY_CATALOGUE.flatMap((el) => [el.name, ...(el.content ?? []).map((sub) => sub.name)]),
    ...Object.values(CHOICE_LISTS).flat(),
    ...Object.values(MATERIALS).flat(),
    ...PROPERTY_GENRES,
    ...HOUSING_TYPES,
    ...PROPERTY_CONDITIONS,
    ...Object.values(CALIBRATION_ACTION_LABELS),
    ...Object.values(CALIBRATION_ELEMENT_TYPE_LABELS),
    ...Object.values(TEMPLATE_SUFFIXES),
  ];
  return [...new Set(names)];
}
