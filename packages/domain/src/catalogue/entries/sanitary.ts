/**
 * Sanitary and kitchen elements (inspection-core §3): sink complexes, WC, equipped kitchen, hand
 * wash, bathtub and shower. Each is a container whose parts (bowl, faucet, siphon, seals...) wear
 * out and are repaired separately, which is what a move-out costing needs.
 */
import type { ElementDef, SubElementDef } from '../types.ts';
import {
  APPLIANCE,
  APPLIANCE_MATERIAL,
  COLORED_PART,
  MATERIAL_PART,
  PART,
  WORKING_MATERIAL,
  WORKING_PART,
} from './fields.ts';

const FAUCET: SubElementDef = { name: 'Robinetterie', fields: WORKING_MATERIAL, materials: 'faucets' };
const SIPHON: SubElementDef = { name: 'Siphon', fields: WORKING_PART };
const SEALS: SubElementDef = { name: 'Joints', fields: WORKING_PART };

export const SANITARY_ELEMENTS: readonly ElementDef[] = [
  {
    name: 'Ensemble évier',
    family: 'sanitary',
    fields: WORKING_PART,
    content: [
      { name: 'Evier', fields: MATERIAL_PART, materials: 'sinks' },
      FAUCET,
      SIPHON,
      SEALS,
      { name: 'Meuble sous évier', fields: MATERIAL_PART, materials: 'storage' },
      { name: 'Crédence', fields: COLORED_PART },
      { name: 'Plan de travail', fields: MATERIAL_PART, materials: 'worktops' },
    ],
  },
  {
    name: 'Ensemble lavabo',
    family: 'sanitary',
    fields: WORKING_PART,
    content: [
      { name: 'Lavabo', fields: MATERIAL_PART, materials: 'sinks' },
      FAUCET,
      SIPHON,
      SEALS,
      { name: 'Meuble sous lavabo', fields: MATERIAL_PART, materials: 'storage' },
      { name: 'Miroir', fields: PART },
    ],
  },
  {
    name: 'Lave-mains',
    family: 'sanitary',
    fields: WORKING_PART,
    content: [{ name: 'Vasque', fields: MATERIAL_PART, materials: 'sinks' }, FAUCET, SIPHON, SEALS],
  },
  {
    name: 'WC',
    family: 'sanitary',
    fields: WORKING_PART,
    content: [
      { name: 'Cuvette', fields: MATERIAL_PART, materials: 'toilets' },
      { name: 'Abattant', fields: COLORED_PART },
      { name: "Chasse d'eau", fields: WORKING_PART },
      { name: 'Réservoir', fields: WORKING_PART },
      { name: 'Dérouleur papier', fields: PART },
    ],
  },
  {
    name: 'Baignoire',
    family: 'sanitary',
    fields: WORKING_PART,
    content: [
      { name: 'Cuve', fields: MATERIAL_PART, materials: 'bathtubs' },
      { name: 'Tablier', fields: COLORED_PART },
      FAUCET,
      { name: 'Douchette', fields: WORKING_PART },
      { name: 'Bonde', fields: WORKING_PART },
      SEALS,
      { name: 'Pare-baignoire', fields: PART },
    ],
  },
  {
    name: 'Douche',
    family: 'sanitary',
    fields: WORKING_PART,
    content: [
      { name: 'Receveur', fields: MATERIAL_PART, materials: 'showers' },
      { name: 'Paroi de douche', fields: PART },
      FAUCET,
      { name: 'Douchette', fields: WORKING_PART },
      { name: 'Bonde', fields: WORKING_PART },
      SEALS,
    ],
  },
];

export const KITCHEN_ELEMENTS: readonly ElementDef[] = [
  {
    name: 'Cuisine équipée',
    family: 'kitchen',
    fields: APPLIANCE,
    content: [
      { name: 'Plaques de cuisson', fields: APPLIANCE_MATERIAL, materials: 'cookingPlates' },
      { name: 'Hotte', fields: APPLIANCE },
      { name: 'Four', fields: APPLIANCE },
      { name: 'Four micro-ondes', fields: APPLIANCE },
      { name: 'Réfrigérateur', fields: APPLIANCE },
      { name: 'Congélateur', fields: APPLIANCE },
      { name: 'Lave-vaisselle', fields: APPLIANCE },
      { name: 'Meubles hauts', fields: MATERIAL_PART, materials: 'storage' },
      { name: 'Meubles bas', fields: MATERIAL_PART, materials: 'storage' },
    ],
  },
];
