/**
 * Surfaces and openings (inspection-core §3): walls, floors, ceiling, plinths, tiles, doors,
 * windows, storage, mezzanine, steps, railing, radiators, ventilation and electrics. Doors and
 * windows are containers because inspectors judge the leaf, the frame and the hardware separately.
 */
import type { ElementDef, SubElementDef } from '../types.ts';
import {
  COLORED_PART,
  COUNTED,
  MATERIAL_PART,
  OPENING,
  PART,
  SURFACE,
  WORKING_MATERIAL,
  WORKING_PART,
} from './fields.ts';

const DOOR_PARTS: readonly SubElementDef[] = [
  { name: 'Ouvrant', fields: OPENING, materials: 'doors' },
  { name: 'Huisserie', fields: COLORED_PART },
  { name: 'Poignée', fields: WORKING_PART },
  { name: 'Serrure', fields: WORKING_PART },
];

const WINDOW_PARTS: readonly SubElementDef[] = [
  { name: 'Châssis', fields: OPENING, materials: 'windows' },
  { name: 'Vitrage', fields: PART },
  { name: 'Poignée', fields: WORKING_PART },
  { name: 'Volet', fields: WORKING_MATERIAL, materials: 'shutters' },
  { name: 'Appui de fenêtre', fields: PART },
];

export const SURFACE_ELEMENTS: readonly ElementDef[] = [
  { name: 'Murs', family: 'surfaces', fields: SURFACE, materials: 'walls' },
  { name: 'Sol', family: 'surfaces', fields: SURFACE, materials: 'floors' },
  { name: 'Plafond', family: 'surfaces', fields: SURFACE, materials: 'ceilings' },
  { name: 'Plinthes', family: 'surfaces', fields: SURFACE, materials: 'plinths' },
  { name: 'Faïence', family: 'surfaces', fields: COLORED_PART },
  { name: 'Marches', family: 'surfaces', fields: SURFACE, materials: 'stairs' },
  { name: 'Rampe', family: 'surfaces', fields: MATERIAL_PART, materials: 'railings' },
  { name: 'Garde-corps', family: 'surfaces', fields: MATERIAL_PART, materials: 'railings' },
  { name: 'Mezzanine', family: 'surfaces', fields: MATERIAL_PART, materials: 'stairs' },
];

export const OPENING_ELEMENTS: readonly ElementDef[] = [
  {
    name: "Porte d'entrée",
    family: 'openings',
    fields: WORKING_PART,
    content: [...DOOR_PARTS, { name: 'Judas', fields: WORKING_PART }, { name: 'Seuil', fields: PART }],
  },
  { name: 'Porte', family: 'openings', fields: WORKING_PART, content: DOOR_PARTS },
  { name: 'Fenêtre', family: 'openings', fields: WORKING_PART, content: WINDOW_PARTS },
  {
    name: 'Porte-fenêtre',
    family: 'openings',
    fields: WORKING_PART,
    content: WINDOW_PARTS,
  },
  { name: 'Porte de garage', family: 'openings', fields: OPENING, materials: 'doors' },
  {
    name: 'Placard',
    family: 'openings',
    fields: PART,
    content: [
      { name: 'Portes de placard', fields: OPENING, materials: 'storage' },
      { name: 'Etagères', fields: PART },
      { name: 'Penderie', fields: PART },
    ],
  },
  { name: 'Rangements', family: 'openings', fields: MATERIAL_PART, materials: 'storage' },
  { name: 'Radiateur', family: 'openings', fields: WORKING_MATERIAL, materials: 'radiators' },
  { name: 'Ventilation', family: 'openings', fields: WORKING_MATERIAL, materials: 'ventilation' },
  {
    name: 'Electricité',
    family: 'openings',
    fields: COUNTED,
    content: [
      { name: 'Prises électriques', fields: COUNTED },
      { name: 'Interrupteurs', fields: COUNTED },
      { name: 'Points lumineux', fields: COUNTED },
      { name: 'Prise TV', fields: COUNTED },
      { name: 'Prise téléphone / RJ45', fields: COUNTED },
    ],
  },
];
