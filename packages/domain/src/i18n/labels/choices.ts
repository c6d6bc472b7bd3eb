/**
 * Labels of the rate choice values, the property options of the info form, and the costing
 * actions and natures.
 */
import type { LabelTable } from './types.ts';

export const CHOICE_LABELS: LabelTable = {
  // cleaning
  Propre: ['Clean', 'Limpio'],
  Sale: ['Dirty', 'Sucio'],
  'Non nettoyé': ['Not cleaned', 'No limpiado'],
  'Mal nettoyé': ['Poorly cleaned', 'Mal limpiado'],
  Calcaire: ['Limescale', 'Cal'],
  Poussière: ['Dust', 'Polvo'],
  // condition
  'N.C': ['N/A', 'N/C'],
  Neuf: ['New', 'Nuevo'],
  'Très bon état': ['Very good condition', 'Muy buen estado'],
  'Bon état': ['Good condition', 'Buen estado'],
  'Etat usage': ['Normal wear', 'Desgaste normal'],
  'Etat moyen': ['Fair condition', 'Estado regular'],
  'Mauvais état': ['Poor condition', 'Mal estado'],
  Dégradé: ['Damaged', 'Deteriorado'],
  'Hors service': ['Out of order', 'Fuera de servicio'],
  // state
  Fonctionne: ['Working', 'Funciona'],
  'Ne fonctionne pas': ['Not working', 'No funciona'],
  Dysfonctionnement: ['Malfunction', 'Mal funcionamiento'],
  'Non vérifiable': ['Cannot be checked', 'No verificable'],
  Etanche: ['Watertight', 'Estanco'],
  'Sous réserve': ['Subject to reservation', 'Con reservas'],
  // color
  Blanc: ['White', 'Blanco'],
  Bleu: ['Blue', 'Azul'],
  Gris: ['Grey', 'Gris'],
  Jaune: ['Yellow', 'Amarillo'],
  Rouge: ['Red', 'Rojo'],
  Vert: ['Green', 'Verde'],
  Rose: ['Pink', 'Rosa'],
  Orange: ['Orange', 'Naranja'],
  Noire: ['Black', 'Negro'],
  Mauve: ['Mauve', 'Malva'],
  Taupe: ['Taupe', 'Gris topo'],
  Violet: ['Purple', 'Violeta'],
  // meter reading type
  Electrique: ['Electricity', 'Electricidad'],
  'Eau froide': ['Cold water', 'Agua fría'],
  'Eau chaude': ['Hot water', 'Agua caliente'],
  Gaz: ['Gas', 'Gas'],
  // property genres
  Appartement: ['Flat', 'Piso'],
  Maison: ['House', 'Casa'],
  Studio: ['Studio', 'Estudio'],
  Immeuble: ['Building', 'Edificio'],
  Local: ['Premises', 'Local'],
  'Local commercial': ['Commercial premises', 'Local comercial'],
  'Local industriel': ['Industrial premises', 'Local industrial'],
  Garage: ['Garage', 'Garaje'],
  Autre: ['Other', 'Otro'],
  // housing types
  T1: ['1-room flat (T1)', 'Piso de 1 habitación (T1)'],
  T2: ['2-room flat (T2)', 'Piso de 2 habitaciones (T2)'],
  T3: ['3-room flat (T3)', 'Piso de 3 habitaciones (T3)'],
  T4: ['4-room flat (T4)', 'Piso de 4 habitaciones (T4)'],
  T5: ['5-room flat (T5)', 'Piso de 5 habitaciones (T5)'],
  T6: ['6-room flat (T6)', 'Piso de 6 habitaciones (T6)'],
  T7: ['7-room flat (T7)', 'Piso de 7 habitaciones (T7)'],
  'Chambre individuelle (sanitaires privatifs)': [
    'Single room (private bathroom)',
    'Habitación individual (baño privado)',
  ],
  'Chambre individuelle (sanitaires partagés)': [
    'Single room (shared bathroom)',
    'Habitación individual (baño compartido)',
  ],
  // costing actions and natures
  Réparer: ['Repair', 'Reparar'],
  Remplacer: ['Replace', 'Sustituir'],
  Nettoyer: ['Clean', 'Limpiar'],
  Équipement: ['Equipment', 'Equipamiento'],
  Revêtement: ['Coating', 'Revestimiento'],
};
