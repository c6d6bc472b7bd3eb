/**
 * The room catalogue (inspection-core §3 "Room catalogue"), in display order with the spec's
 * numbers, and the elements each room starts with in the detailed ('default') and simplified
 * ('simple') templates. Element names refer to the entry catalogue (entries/).
 */
import type { Template } from '../report/model.ts';
import { KEY_NAMES } from './entries/technical.ts';

export type RoomKey =
  | 'cles'
  | 'energie'
  | 'entree'
  | 'salon'
  | 'cuisine'
  | 'chambre'
  | 'couloir'
  | 'escalier'
  | 'salleDeBain'
  | 'wc'
  | 'buanderie'
  | 'terrasseBalcon'
  | 'dressing'
  | 'placard'
  | 'annexe'
  | 'cave'
  | 'garageBox'
  | 'jardin'
  | 'equipements'
  | 'proprete';

export interface RoomDef {
  readonly key: RoomKey;
  readonly number: number;
  readonly name: string;
  /** Keys, Energy, general equipment and general cleanliness cannot be added manually. */
  readonly addable: boolean;
}

export const ROOMS: readonly RoomDef[] = [
  { key: 'cles', number: 1, name: 'Clés', addable: false },
  { key: 'energie', number: 2, name: 'Energie', addable: false },
  { key: 'entree', number: 3, name: 'Entrée', addable: true },
  { key: 'salon', number: 4, name: 'Salon', addable: true },
  { key: 'cuisine', number: 5, name: 'Cuisine', addable: true },
  { key: 'chambre', number: 6, name: 'Chambre', addable: true },
  { key: 'couloir', number: 7, name: 'Couloir', addable: true },
  { key: 'escalier', number: 8, name: 'Escalier', addable: true },
  { key: 'salleDeBain', number: 9, name: 'Salle de bain', addable: true },
  { key: 'wc', number: 10, name: 'WC', addable: true },
  { key: 'buanderie', number: 11, name: 'Buanderie', addable: true },
  { key: 'terrasseBalcon', number: 12, name: 'Terrasse/Balcon', addable: true },
  { key: 'dressing', number: 13, name: 'Dressing', addable: true },
  { key: 'placard', number: 14, name: 'Placard', addable: true },
  { key: 'annexe', number: 15, name: 'Annexe', addable: true },
  { key: 'cave', number: 16, name: 'Cave', addable: true },
  { key: 'garageBox', number: 17, name: 'Garage/Box', addable: true },
  { key: 'jardin', number: 18, name: 'Jardin', addable: true },
  { key: 'equipements', number: 19, name: 'Equipements intérieurs/extérieurs', addable: false },
  { key: 'proprete', number: 99, name: 'Etat de propreté général', addable: false },
];

const BASE = ['Photos', 'Murs', 'Sol', 'Plafond'] as const;
const ROOM_BASE = ['Photos', 'Porte', 'Murs', 'Sol', 'Plafond'] as const;

/** The element names each room starts with, per template. */
export const ROOM_TEMPLATES: Readonly<Record<RoomKey, Readonly<Record<Template, readonly string[]>>>> = {
  // The keys room has no Photos entry: its entries are counts summed into 'Total des clés'.
  cles: { default: KEY_NAMES, simple: KEY_NAMES },
  energie: {
    default: [
      'Photos',
      'Compteur électrique',
      "Compteur d'eau froide",
      "Compteur d'eau chaude",
      'Compteur de gaz',
      'Relevé de compteur',
      "Production d'eau chaude",
      'Chauffage',
      'Thermostat',
      'Tableau électrique',
    ],
    simple: [
      'Photos',
      'Compteur électrique',
      "Compteur d'eau froide",
      'Compteur de gaz',
      "Production d'eau chaude",
      'Chauffage',
    ],
  },
  entree: {
    default: [
      'Photos',
      "Porte d'entrée",
      'Murs',
      'Sol',
      'Plafond',
      'Plinthes',
      'Placard',
      'Radiateur',
      'Electricité',
      'Interphone',
      'Sonnette',
      'Détecteur de fumée',
      "Equipements de l'entrée",
    ],
    simple: ['Photos', "Porte d'entrée", 'Murs', 'Sol', 'Plafond', 'Electricité'],
  },
  salon: {
    default: [
      ...ROOM_BASE,
      'Plinthes',
      'Fenêtre',
      'Porte-fenêtre',
      'Radiateur',
      'Electricité',
      'Equipements du salon',
    ],
    simple: [...ROOM_BASE, 'Fenêtre', 'Electricité'],
  },
  cuisine: {
    default: [
      ...ROOM_BASE,
      'Plinthes',
      'Faïence',
      'Fenêtre',
      'Ensemble évier',
      'Cuisine équipée',
      'Radiateur',
      'Ventilation',
      'Electricité',
      'Equipements de la cuisine',
    ],
    simple: [...ROOM_BASE, 'Fenêtre', 'Ensemble évier', 'Cuisine équipée', 'Electricité'],
  },
  chambre: {
    default: [
      ...ROOM_BASE,
      'Plinthes',
      'Fenêtre',
      'Placard',
      'Radiateur',
      'Electricité',
      'Equipements de la chambre',
    ],
    simple: [...ROOM_BASE, 'Fenêtre', 'Electricité'],
  },
  couloir: {
    default: [...BASE, 'Plinthes', 'Placard', 'Electricité', 'Détecteur de fumée'],
    simple: [...BASE, 'Electricité'],
  },
  escalier: {
    default: ['Photos', 'Murs', 'Plafond', 'Marches', 'Rampe', 'Garde-corps', 'Electricité'],
    simple: ['Photos', 'Murs', 'Marches', 'Rampe', 'Electricité'],
  },
  salleDeBain: {
    default: [
      ...ROOM_BASE,
      'Plinthes',
      'Faïence',
      'Fenêtre',
      'Ensemble lavabo',
      'Baignoire',
      'Douche',
      'Radiateur',
      'Ventilation',
      'Electricité',
      'Equipements de la salle de bain',
    ],
    simple: [...ROOM_BASE, 'Ensemble lavabo', 'Baignoire', 'Douche', 'Ventilation', 'Electricité'],
  },
  wc: {
    default: [...ROOM_BASE, 'Plinthes', 'Faïence', 'WC', 'Lave-mains', 'Ventilation', 'Electricité'],
    simple: [...ROOM_BASE, 'WC', 'Electricité'],
  },
  buanderie: {
    default: [...ROOM_BASE, 'Ensemble évier', 'Ventilation', 'Electricité', 'Equipements de la buanderie'],
    simple: [...ROOM_BASE, 'Electricité'],
  },
  terrasseBalcon: {
    default: [
      'Photos',
      'Sol',
      'Murs',
      'Garde-corps',
      'Eclairage extérieur',
      'Robinet extérieur',
      'Equipements extérieurs',
    ],
    simple: ['Photos', 'Sol', 'Garde-corps'],
  },
  dressing: {
    default: [...ROOM_BASE, 'Plinthes', 'Rangements', 'Electricité'],
    simple: ['Photos', 'Porte', 'Murs', 'Sol', 'Rangements'],
  },
  placard: {
    default: [...ROOM_BASE, 'Rangements'],
    simple: ['Photos', 'Porte', 'Rangements'],
  },
  annexe: {
    default: [...ROOM_BASE, 'Plinthes', 'Fenêtre', 'Mezzanine', 'Radiateur', 'Electricité'],
    simple: [...ROOM_BASE, 'Electricité'],
  },
  cave: {
    default: [...ROOM_BASE, 'Electricité'],
    simple: ['Photos', 'Porte', 'Murs', 'Sol'],
  },
  garageBox: {
    default: ['Photos', 'Porte de garage', 'Murs', 'Sol', 'Plafond', 'Electricité'],
    simple: ['Photos', 'Porte de garage', 'Sol'],
  },
  jardin: {
    default: [
      'Photos',
      'Clôture',
      'Portail',
      'Pelouse',
      'Végétation',
      'Haies',
      'Allée',
      'Robinet extérieur',
      'Eclairage extérieur',
      'Equipements extérieurs',
    ],
    simple: ['Photos', 'Clôture', 'Pelouse', 'Végétation'],
  },
  equipements: {
    default: [
      'Photos',
      'Boîte aux lettres',
      'Interphone',
      'Sonnette',
      'Détecteur de fumée',
      'Equipements intérieurs',
      'Equipements extérieurs',
    ],
    simple: ['Photos', 'Boîte aux lettres', 'Interphone', 'Détecteur de fumée'],
  },
  // Cleanliness items carry their own photos, so this room needs no Photos entry.
  proprete: {
    default: ['Propreté générale', 'Vitres', 'Sols', 'Sanitaires', 'Cuisine et électroménager'],
    simple: ['Propreté générale'],
  },
};

/** In a studio the toilet is in the bathroom: these WC-room elements join the bathroom, after 'Douche'. */
export const WC_MERGED_ELEMENTS = ['WC'] as const;

export function roomByKey(key: RoomKey): RoomDef {
  // ROOMS lists every RoomKey, so the lookup cannot miss.
  return ROOMS.find((room) => room.key === key) as RoomDef;
}

export function isAddableRoom(key: RoomKey): boolean {
  return roomByKey(key).addable;
}
