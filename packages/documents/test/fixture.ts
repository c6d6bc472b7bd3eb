/**
 * Signed reports as the server keeps them, for the renderer tests and the bench: a real report from
 * the domain's createReport, every element rated, photos (JPEG) in each room, signatures, fingerprint.
 */
import { createHash } from 'node:crypto';
import { createReport, type EdlIO, type LocalReport, type Module, type ReportInfo } from '@constat/domain';
import { makeJpeg, makePng } from '../../../apps/server/test/images.ts';
import type { AgreementLine, DocumentInput } from '@constat/documents';

export const INFO: ReportInfo = {
  bien: {
    genre: 'Appartement',
    typeLogement: 'T3',
    etat: 'Bon état',
    meuble: 'non',
    presenceCave: 'oui',
    numeroCave: '7',
    presenceParking: 'oui',
    numeroParking: 'P12',
    presenceGrenier: 'non',
    mandataire: 'Agence Hélène Côté',
    addr: '12 rue des Lilas',
    codePostal: '69003',
    ville: 'Lyon',
    etage: '2',
    numAppart: '21',
  },
  owner: { proprietaireNom: 'Jérôme Durand', proprietaireAdresse: '3 place Bellecour, 69002 Lyon' },
  renter: {
    name: 'Zoé Lefèvre',
    email: 'zoe@example.fr',
    tel: '0601020304',
    represented: false,
    sortantAddr: '8 avenue Fœhn',
    sortantCodePostal: '75011',
    sortantVille: 'Paris',
  },
  nbRenters: 1,
  entryDate: '2023-09-01',
  nbExtraEmails: 0,
};

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export interface Sample {
  input: DocumentInput;
  /** Total bytes of the distinct photos. */
  photoBytes: number;
  photoCount: number;
}

function rateModules(
  edl: Module[],
  condition: string,
  photos: Uint8Array[],
  perRoom: number,
  store: Map<string, Uint8Array>,
  furnished: boolean,
): Module[] {
  let next = 0;
  return edl.map((module) => ({
    ...module,
    entry: module.entry.map((entry, index) => {
      const rate = { ...(entry.rate ?? {}) };
      if (module.name === 'Clés') Object.assign(rate, { number: 2, other: 'Porte palière' });
      else if (module.name === 'Energie')
        Object.assign(rate, { kwPeak: '12345', kwOffPeak: '6789', serialNumber: 'EDF-0042' });
      else
        Object.assign(rate, {
          condition,
          cleaning: 'Propre',
          other: index === 0 ? `Légère rayure près de la fenêtre (${module.name})` : null,
        });
      if (index === 0 && module.name !== 'Clés' && module.name !== 'Energie') {
        rate.photo = Array.from({ length: perRoom }, () => {
          const bytes = photos[next++ % photos.length] as Uint8Array;
          const hash = sha(bytes);
          store.set(hash, bytes);
          return { _ref: hash, sha256: hash, _context: `${module.id}.${entry.id}` };
        });
      }
      return {
        ...entry,
        rate,
        // Unfurnished: the equipment lists keep their 'Nombre : 0', nothing else said.
        content: entry.content?.map((sub) =>
          !furnished && sub.rate?.number === 0
            ? sub
            : { ...sub, rate: { ...(sub.rate ?? {}), condition, other: null } },
        ),
      };
    }),
  }));
}

/**
 * A signed report of `edlIO` with `rooms` rooms (extra bedrooms added) and `perRoom` photos each;
 * `furnished: false` leaves every equipment item at the count 0 it is created with.
 */
export function sampleReport(
  edlIO: EdlIO,
  { rooms = 0, perRoom = 2, photoSize = 64, distinct = 6, padTo = 0, furnished = true } = {},
): Sample {
  const base = createReport({ edlIO, template: 'default', info: INFO, now: Date.UTC(2026, 10, 23, 10) });
  const extra: Module[] = [];
  const bedroom = base.edl.find((m) => m.name.startsWith('Chambre'));
  for (let i = 0; bedroom && base.edl.length + extra.length < rooms; i++)
    extra.push({ ...bedroom, id: 100 + i, name: `Chambre ${i + 3}` });
  const photos = Array.from(
    { length: distinct },
    (_, i) => new Uint8Array(makeJpeg(photoSize, photoSize, i + 1, padTo)),
  );
  const store = new Map<string, Uint8Array>();
  const signature = new Uint8Array(makePng(120, 50, 3));
  const sigHash = sha(signature);
  store.set(sigHash, signature);
  const report: LocalReport = {
    ...base,
    open: false,
    comment: 'Logement rendu propre ; clés remises en main propre à l’agence.',
    edl: rateModules(
      [...base.edl, ...extra],
      edlIO === 'Entrant' ? 'Bon état' : 'Etat usage',
      photos,
      perRoom,
      store,
      furnished,
    ),
    signatures: {
      renter: { label: 'Locataire', _ref: 'r', sha256: sigHash },
      owner: { label: 'Propriétaire ou mandataire', _ref: 'o', sha256: sigHash },
      paraphes: { label: 'Paraphe', _ref: 'p', sha256: sigHash },
    },
    fingerprint: 'a3f1c2d4e5b6a7980112233445566778899aabbccddeeff00112233445566778',
  };
  const photoCount = report.edl.reduce(
    (n, m) => n + m.entry.reduce((k, e) => k + (e.rate?.photo?.length ?? 0), 0),
    0,
  );
  const photoBytes = [...store.entries()]
    .filter(([h]) => h !== sigHash)
    .reduce((n, [, b]) => n + b.length, 0);
  return {
    input: {
      kind: 'report',
      report,
      id: 4242,
      locale: 'fr',
      branding: {
        agencyName: 'Agence Hélène Côté',
        mainColor: '#8a1538',
        logo: new Uint8Array(makePng(200, 80, 9)),
        agentAddress: '5 quai Saint-Antoine, 69002 Lyon',
      },
      legalText:
        'Le présent état des lieux est établi contradictoirement entre les parties (loi n° 89-462 du 6 juillet 1989, art. 3-2).',
      images: (hash) => store.get(hash),
    },
    photoBytes,
    photoCount,
  };
}

/** A costing line of an exit agreement: a kitchen worktop replaced for a lump sum. */
export const WORKTOP: AgreementLine = {
  // A kitchen worktop replaced for a lump sum of 1 430,00 €, 40 % worn: 858,00 € charged.
  name: 'Cuisine > Plan de travail',
  module: 'Cuisine',
  enabled: true,
  action: 'replace',
  measure: 100,
  nature: null,
  wear: 40,
  cost: 143000,
  taxRate: 2000,
  unitCost: null,
  beforeDescription: 'Bon état',
  afterDescription: 'Hors service',
};
