/**
 * The texts of the report's layout in the three report languages: the summary
 * page, the numbered photos and their annex, and the one line an empty equipment list prints.
 */
import type { Locale } from '@constat/domain';

export interface LayoutLabels {
  summary: string;
  /** The figures of the summary: rooms described, photos, changes since entry. */
  roomCount: (count: number) => string;
  photoCount: (count: number) => string;
  changeCount: (count: number) => string;
  /** An exit report without its entry report: nothing to count. */
  noComparison: string;
  meter: string;
  reading: string;
  keysHanded: string;
  /** 'Photo 12': a photo's number, in the body and the annex. */
  photo: (number: number) => string;
  annex: string;
  annexNote: string;
  /** A list of equipment whose every item counts 0 (an unfurnished dwelling): one line for all. */
  noEquipment: (items: number) => string;
  /** Before the items counted 0 of a list that has others: 'Absents (nombre : 0)'. */
  absent: string;
}

const fr: LayoutLabels = {
  summary: 'Synthèse',
  roomCount: (n) => (n > 1 ? 'pièces décrites' : 'pièce décrite'),
  photoCount: (n) => (n > 1 ? 'photos' : 'photo'),
  changeCount: (n) => (n > 1 ? 'évolutions depuis l’entrée' : 'évolution depuis l’entrée'),
  noComparison: 'Pas de comparaison : l’état des lieux d’entrée n’est pas disponible',
  meter: 'Compteur',
  reading: 'Relevé',
  keysHanded: 'Clés remises',
  photo: (n) => `Photo ${n}`,
  annex: 'Annexe photographique',
  annexNote:
    'Les photos de l’état des lieux en grand format, numérotées comme dans la description des pièces.',
  noEquipment: (n) => `Aucun équipement (nombre : 0 pour les ${n} éléments de la liste)`,
  absent: 'Absents (nombre : 0)',
};

const en: LayoutLabels = {
  summary: 'Summary',
  roomCount: (n) => (n > 1 ? 'rooms described' : 'room described'),
  photoCount: (n) => (n > 1 ? 'photos' : 'photo'),
  changeCount: (n) => (n > 1 ? 'changes since move-in' : 'change since move-in'),
  noComparison: 'No comparison: the move-in report is not available',
  meter: 'Meter',
  reading: 'Reading',
  keysHanded: 'Keys handed over',
  photo: (n) => `Photo ${n}`,
  annex: 'Photo appendix',
  annexNote: 'The report’s photos at full size, numbered as in the room-by-room description.',
  noEquipment: (n) => `No equipment (count: 0 for the ${n} items of the list)`,
  absent: 'Not present (count: 0)',
};

const es: LayoutLabels = {
  summary: 'Resumen',
  roomCount: (n) => (n > 1 ? 'estancias descritas' : 'estancia descrita'),
  photoCount: (n) => (n > 1 ? 'fotos' : 'foto'),
  changeCount: (n) => (n > 1 ? 'cambios desde la entrada' : 'cambio desde la entrada'),
  noComparison: 'Sin comparación: el acta de entrada no está disponible',
  meter: 'Contador',
  reading: 'Lectura',
  keysHanded: 'Llaves entregadas',
  photo: (n) => `Foto ${n}`,
  annex: 'Anexo fotográfico',
  annexNote: 'Las fotos del acta en tamaño grande, numeradas como en la descripción por estancias.',
  noEquipment: (n) => `Ningún equipamiento (cantidad: 0 para los ${n} elementos de la lista)`,
  absent: 'Ausentes (cantidad: 0)',
};

export const LAYOUT_LABELS: Readonly<Record<Locale, LayoutLabels>> = { fr, en, es };
