/** Labels of the rooms and of the template suffixes. */
import type { LabelTable } from './types.ts';

export const ROOM_LABELS: LabelTable = {
  Clés: ['Keys', 'Llaves'],
  Energie: ['Energy', 'Energía'],
  Entrée: ['Entrance', 'Entrada'],
  Salon: ['Living room', 'Salón'],
  Cuisine: ['Kitchen', 'Cocina'],
  Chambre: ['Bedroom', 'Dormitorio'],
  Couloir: ['Hallway', 'Pasillo'],
  Escalier: ['Staircase', 'Escalera'],
  'Salle de bain': ['Bathroom', 'Baño'],
  WC: ['Toilet', 'Inodoro'],
  Buanderie: ['Laundry room', 'Lavadero'],
  'Terrasse/Balcon': ['Terrace/Balcony', 'Terraza/Balcón'],
  Dressing: ['Walk-in closet', 'Vestidor'],
  Placard: ['Cupboard', 'Armario empotrado'],
  Annexe: ['Annex', 'Anexo'],
  Cave: ['Cellar', 'Sótano'],
  'Garage/Box': ['Garage/Lock-up', 'Garaje/Trastero'],
  Jardin: ['Garden', 'Jardín'],
  'Equipements intérieurs/extérieurs': ['Indoor/outdoor equipment', 'Equipamiento interior/exterior'],
  'Etat de propreté général': ['General cleanliness', 'Estado general de limpieza'],
  '(détaillé)': ['(detailed)', '(detallado)'],
  '(simplifié)': ['(simplified)', '(simplificado)'],
};
