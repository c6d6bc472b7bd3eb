/**
 * The fixed texts of the documents in the three report languages. The headings follow the decree of
 * 30 March 2016 (décret n° 2016-382) so that each required item is visibly present.
 */
import type { Locale } from '@constat/domain';

export interface DocumentLabels {
  reportTitle: string;
  conventionTitle: string;
  entry: string;
  exit: string;
  decree: string;
  date: string;
  reportNumber: string;
  dwelling: string;
  address: string;
  location: string;
  floor: string;
  apartment: string;
  housingType: string;
  furnished: string;
  cellar: string;
  parking: string;
  attic: string;
  yes: string;
  no: string;
  parties: string;
  landlord: string;
  landlordAddress: string;
  agent: string;
  tenants: string;
  tenant: string;
  guarantor: string;
  newAddress: string;
  entryReportDate: string;
  meters: string;
  keys: string;
  keyPurpose: string;
  keyCount: string;
  /** An empty field, as the recap says it. */
  notFilled: string;
  rooms: string;
  element: string;
  state: string;
  observations: string;
  photos: string;
  /** Before a photo's capture time: 'Prise le 12/03/2024 14:05'. */
  photoTaken: string;
  changesSinceEntry: string;
  tenantRemarks: string;
  tenantRemarksNote: string;
  receivedOn: string;
  remarkPlace: string;
  remark: string;
  general: string;
  atEntry: string;
  atExit: string;
  noChange: string;
  comment: string;
  legal: string;
  signatures: string;
  signed: string;
  notSigned: string;
  fingerprint: string;
  fingerprintNote: string;
  page: string;
  of: string;
  legend: string;
  costing: string;
  costLine: string;
  ht: string;
  tva: string;
  ttc: string;
  total: string;
  /** The agreement's columns (docs/ARCHITECTURE.md "Beyond the specification"). */
  damage: string;
  action: string;
  quantityPrice: string;
  wear: string;
  tenantShare: string;
  lineTotal: string;
  lumpSum: string;
  unit: string;
  actions: Record<'repair' | 'replace' | 'clean', string>;
  /** The agreement's closing balance. */
  deposit: string;
  depositNotGiven: string;
  charged: string;
  toReturn: string;
  owed: string;
  noBalance: string;
  fields: Record<string, string>;
}

const fr: DocumentLabels = {
  reportTitle: 'État des lieux',
  conventionTitle: 'Convention de sortie',
  entry: 'd’entrée',
  exit: 'de sortie',
  decree: 'Établi conformément au décret n° 2016-382 du 30 mars 2016',
  date: 'Date de l’état des lieux',
  reportNumber: 'N°',
  dwelling: 'Logement',
  address: 'Adresse',
  location: 'Localisation',
  floor: 'Étage',
  apartment: 'Appartement',
  housingType: 'Type de logement',
  furnished: 'Meublé',
  cellar: 'Cave',
  parking: 'Parking',
  attic: 'Grenier',
  yes: 'Oui',
  no: 'Non',
  parties: 'Parties',
  landlord: 'Bailleur',
  landlordAddress: 'Adresse du bailleur',
  agent: 'Mandataire',
  tenants: 'Locataires',
  tenant: 'Locataire',
  guarantor: 'Représentant',
  newAddress: 'Nouvelle adresse du locataire',
  entryReportDate: 'Date de l’état des lieux d’entrée',
  meters: 'Relevés des compteurs',
  keys: 'Clés et moyens d’accès',
  keyPurpose: 'Usage',
  keyCount: 'Nombre',
  notFilled: 'Non renseigné',
  rooms: 'Description pièce par pièce',
  element: 'Élément',
  state: 'État',
  observations: 'Observations',
  photos: 'Photos',
  photoTaken: 'Prise le',
  changesSinceEntry: 'Évolutions depuis l’état des lieux d’entrée',
  tenantRemarks: 'Compléments du locataire',
  tenantRemarksNote:
    'Remarques envoyées par le locataire dans les dix jours suivant l’état des lieux d’entrée (loi n° 89-462 du 6 juillet 1989, art. 3-2).',
  receivedOn: 'Reçu le',
  remarkPlace: 'Pièce / élément',
  remark: 'Remarque',
  general: 'Général',
  atEntry: 'À l’entrée',
  atExit: 'À la sortie',
  noChange: 'Aucune évolution constatée',
  comment: 'Commentaire général',
  legal: 'Mentions légales',
  signatures: 'Signatures',
  signed: 'Signé',
  notSigned: 'Non signé',
  fingerprint: 'Empreinte du contenu signé (SHA-256)',
  fingerprintNote: 'Toute modification du document, d’une photo ou d’une signature change cette empreinte.',
  page: 'Page',
  of: 'sur',
  legend: 'Légende des états',
  costing: 'Chiffrage des travaux',
  costLine: 'Travaux',
  ht: 'HT',
  tva: 'TVA',
  ttc: 'TTC',
  total: 'Total',
  damage: 'Dégradation (entrée › sortie)',
  action: 'Action',
  quantityPrice: 'Quantité × prix unitaire HT',
  wear: 'Vétusté',
  tenantShare: 'Part locataire HT',
  lineTotal: 'Total TTC',
  lumpSum: 'Forfait',
  unit: 'u',
  actions: { repair: 'Réparer', replace: 'Remplacer', clean: 'Nettoyer' },
  deposit: 'Dépôt de garantie',
  depositNotGiven: 'Non renseigné',
  charged: 'Total à la charge du locataire (TTC)',
  toReturn: 'Solde à restituer au locataire',
  owed: 'Reste dû par le locataire (le dépôt ne couvre pas les frais)',
  noBalance: 'Solde non calculé : le dépôt de garantie n’est pas renseigné',
  fields: {
    condition: 'État',
    state: 'Fonctionnement',
    cleaning: 'Propreté',
    color: 'Couleur',
    number: 'Nombre',
    type: 'Nature',
    serialNumber: 'N° de série',
    kwPeak: 'kWh heures pleines',
    kwOffPeak: 'kWh heures creuses',
    m3: 'm³',
    typeReleve: 'Type de relevé',
    equipment: 'Équipement',
    other: 'Observations',
  },
};

const en: DocumentLabels = {
  ...fr,
  reportTitle: 'Inventory of fixtures',
  conventionTitle: 'Move-out agreement',
  entry: '(move-in)',
  exit: '(move-out)',
  decree: 'Drawn up under French decree no. 2016-382 of 30 March 2016',
  date: 'Date of the inspection',
  reportNumber: 'No.',
  dwelling: 'Dwelling',
  address: 'Address',
  location: 'Location',
  floor: 'Floor',
  apartment: 'Apartment',
  housingType: 'Type of dwelling',
  furnished: 'Furnished',
  cellar: 'Cellar',
  parking: 'Parking',
  attic: 'Attic',
  yes: 'Yes',
  no: 'No',
  parties: 'Parties',
  landlord: 'Landlord',
  landlordAddress: 'Landlord’s address',
  agent: 'Agent',
  tenants: 'Tenants',
  tenant: 'Tenant',
  guarantor: 'Representative',
  newAddress: 'Tenant’s new address',
  entryReportDate: 'Date of the move-in inspection',
  meters: 'Meter readings',
  keys: 'Keys and access devices',
  keyPurpose: 'Purpose',
  keyCount: 'Count',
  notFilled: 'Not filled in',
  rooms: 'Room-by-room description',
  element: 'Element',
  state: 'Condition',
  observations: 'Observations',
  photos: 'Photos',
  photoTaken: 'Taken on',
  changesSinceEntry: 'Changes since the move-in inspection',
  tenantRemarks: 'Tenant’s additions',
  tenantRemarksNote:
    'Remarks sent by the tenant within ten days of the move-in inspection (French law no. 89-462 of 6 July 1989, art. 3-2).',
  receivedOn: 'Received on',
  remarkPlace: 'Room / element',
  remark: 'Remark',
  general: 'General',
  atEntry: 'At move-in',
  atExit: 'At move-out',
  noChange: 'No change observed',
  comment: 'General comment',
  legal: 'Legal notice',
  signatures: 'Signatures',
  signed: 'Signed',
  notSigned: 'Not signed',
  fingerprint: 'Fingerprint of the signed content (SHA-256)',
  fingerprintNote: 'Any change to the document, a photo or a signature changes this fingerprint.',
  page: 'Page',
  of: 'of',
  legend: 'Condition legend',
  costing: 'Cost of works',
  costLine: 'Works',
  ht: 'excl. VAT',
  tva: 'VAT',
  ttc: 'incl. VAT',
  total: 'Total',
  damage: 'Damage (move-in › move-out)',
  action: 'Action',
  quantityPrice: 'Quantity × unit price excl. VAT',
  wear: 'Wear',
  tenantShare: 'Tenant’s share excl. VAT',
  lineTotal: 'Total incl. VAT',
  lumpSum: 'Lump sum',
  unit: 'u',
  actions: { repair: 'Repair', replace: 'Replace', clean: 'Clean' },
  deposit: 'Security deposit',
  depositNotGiven: 'Not given',
  charged: 'Total charged to the tenant (incl. VAT)',
  toReturn: 'Balance to return to the tenant',
  owed: 'Still owed by the tenant (the deposit does not cover the charges)',
  noBalance: 'No balance: the security deposit is not given',
  fields: {
    condition: 'Condition',
    state: 'Working order',
    cleaning: 'Cleanliness',
    color: 'Colour',
    number: 'Count',
    type: 'Material',
    serialNumber: 'Serial number',
    kwPeak: 'kWh peak',
    kwOffPeak: 'kWh off-peak',
    m3: 'm³',
    typeReleve: 'Reading type',
    equipment: 'Equipment',
    other: 'Observations',
  },
};

const es: DocumentLabels = {
  ...fr,
  reportTitle: 'Acta de estado del inmueble',
  conventionTitle: 'Acuerdo de salida',
  entry: 'de entrada',
  exit: 'de salida',
  decree: 'Redactada conforme al decreto francés n.º 2016-382 del 30 de marzo de 2016',
  date: 'Fecha de la inspección',
  reportNumber: 'N.º',
  dwelling: 'Vivienda',
  address: 'Dirección',
  location: 'Ubicación',
  floor: 'Planta',
  apartment: 'Piso',
  housingType: 'Tipo de vivienda',
  furnished: 'Amueblado',
  cellar: 'Trastero',
  parking: 'Aparcamiento',
  attic: 'Desván',
  yes: 'Sí',
  no: 'No',
  parties: 'Partes',
  landlord: 'Arrendador',
  landlordAddress: 'Dirección del arrendador',
  agent: 'Mandatario',
  tenants: 'Inquilinos',
  tenant: 'Inquilino',
  guarantor: 'Representante',
  newAddress: 'Nueva dirección del inquilino',
  entryReportDate: 'Fecha del acta de entrada',
  meters: 'Lecturas de contadores',
  keys: 'Llaves y medios de acceso',
  keyPurpose: 'Uso',
  keyCount: 'Cantidad',
  notFilled: 'Sin indicar',
  rooms: 'Descripción por estancias',
  element: 'Elemento',
  state: 'Estado',
  observations: 'Observaciones',
  photos: 'Fotos',
  photoTaken: 'Tomada el',
  changesSinceEntry: 'Cambios desde el acta de entrada',
  tenantRemarks: 'Observaciones del inquilino',
  tenantRemarksNote:
    'Observaciones enviadas por el inquilino en los diez días siguientes al acta de entrada (ley francesa n.º 89-462 del 6 de julio de 1989, art. 3-2).',
  receivedOn: 'Recibido el',
  remarkPlace: 'Estancia / elemento',
  remark: 'Observación',
  general: 'General',
  atEntry: 'A la entrada',
  atExit: 'A la salida',
  noChange: 'Ningún cambio observado',
  comment: 'Comentario general',
  legal: 'Menciones legales',
  signatures: 'Firmas',
  signed: 'Firmado',
  notSigned: 'Sin firmar',
  fingerprint: 'Huella del contenido firmado (SHA-256)',
  fingerprintNote: 'Cualquier cambio del documento, de una foto o de una firma cambia esta huella.',
  page: 'Página',
  of: 'de',
  legend: 'Leyenda de estados',
  costing: 'Presupuesto de obras',
  costLine: 'Obras',
  ht: 'sin IVA',
  tva: 'IVA',
  ttc: 'con IVA',
  total: 'Total',
  damage: 'Daño (entrada › salida)',
  action: 'Acción',
  quantityPrice: 'Cantidad × precio unitario sin IVA',
  wear: 'Desgaste',
  tenantShare: 'Parte del inquilino sin IVA',
  lineTotal: 'Total con IVA',
  lumpSum: 'Tanto alzado',
  unit: 'u',
  actions: { repair: 'Reparar', replace: 'Sustituir', clean: 'Limpiar' },
  deposit: 'Fianza',
  depositNotGiven: 'No indicada',
  charged: 'Total a cargo del inquilino (con IVA)',
  toReturn: 'Saldo a devolver al inquilino',
  owed: 'Importe aún debido por el inquilino (la fianza no cubre los gastos)',
  noBalance: 'Saldo no calculado: la fianza no está indicada',
  fields: {
    condition: 'Estado',
    state: 'Funcionamiento',
    cleaning: 'Limpieza',
    color: 'Color',
    number: 'Cantidad',
    type: 'Material',
    serialNumber: 'N.º de serie',
    kwPeak: 'kWh horas punta',
    kwOffPeak: 'kWh horas valle',
    m3: 'm³',
    typeReleve: 'Tipo de lectura',
    equipment: 'Equipo',
    other: 'Observaciones',
  },
};

export const LABELS: Readonly<Record<Locale, DocumentLabels>> = { fr, en, es };
