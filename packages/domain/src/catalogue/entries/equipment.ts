/**
 * Equipment lists per room (inspection-core §3: "equipment lists per room, with number preset to
 * 0"), plus the photo entry and the general-cleanliness items. An inspector raises the count of
 * each item present; items left at 0 are simply absent.
 */
import type { ElementDef } from '../types.ts';
import { CLEANLINESS, COUNTED, PHOTO_FIELDS } from './fields.ts';

const list = (name: string, items: readonly string[]): ElementDef => ({
  name,
  family: 'equipment',
  fields: COUNTED,
  content: items.map((item) => ({ name: item, fields: COUNTED, number: 0 })),
  orderAlphabetically: true,
});

export const EQUIPMENT_ELEMENTS: readonly ElementDef[] = [
  list("Equipements de l'entrée", ['Porte-manteau', 'Meuble à chaussures', 'Miroir', 'Luminaire']),
  list('Equipements du salon', [
    'Canapé',
    'Fauteuil',
    'Table basse',
    'Table',
    'Chaises',
    'Meuble TV',
    'Bibliothèque',
    'Luminaire',
    'Rideaux',
    'Tringle à rideaux',
  ]),
  list('Equipements de la cuisine', [
    'Table',
    'Chaises',
    'Réfrigérateur',
    'Congélateur',
    'Four micro-ondes',
    'Lave-vaisselle',
    'Lave-linge',
    'Cafetière',
    'Bouilloire',
    'Grille-pain',
    'Poubelle',
    'Luminaire',
  ]),
  list('Equipements de la chambre', [
    'Lit',
    'Sommier',
    'Matelas',
    'Table de chevet',
    'Armoire',
    'Commode',
    'Bureau',
    'Chaises',
    'Luminaire',
    'Rideaux',
    'Tringle à rideaux',
  ]),
  list('Equipements de la salle de bain', [
    'Miroir',
    'Armoire de toilette',
    'Porte-serviettes',
    'Sèche-serviettes',
    'Lave-linge',
    'Sèche-linge',
    'Luminaire',
  ]),
  list('Equipements de la buanderie', ['Lave-linge', 'Sèche-linge', 'Etendoir', 'Bac à laver']),
  list('Equipements intérieurs', [
    'Aspirateur',
    'Fer à repasser',
    'Table à repasser',
    'Etendoir',
    'Balai et pelle',
    'Seau et serpillière',
    'Luminaire',
  ]),
  list('Equipements extérieurs', [
    'Salon de jardin',
    'Barbecue',
    'Parasol',
    "Tuyau d'arrosage",
    'Jardinière',
  ]),
];

export const PHOTOS_ELEMENT: ElementDef = { name: 'Photos', family: 'photos', fields: PHOTO_FIELDS };

export const CLEANLINESS_ELEMENTS: readonly ElementDef[] = [
  { name: 'Propreté générale', family: 'cleanliness', fields: CLEANLINESS },
  { name: 'Vitres', family: 'cleanliness', fields: CLEANLINESS },
  { name: 'Sols', family: 'cleanliness', fields: CLEANLINESS },
  { name: 'Sanitaires', family: 'cleanliness', fields: CLEANLINESS },
  { name: 'Cuisine et électroménager', family: 'cleanliness', fields: CLEANLINESS },
];
