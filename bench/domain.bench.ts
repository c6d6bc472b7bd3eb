/**
 * Domain rules on a large dwelling (a furnished T7 with cellar and garage): what the phone pays to
 * create or duplicate a report and what the server pays to validate an upload, check its
 * fingerprint and compare it with a first upload under its key (docs/ARCHITECTURE.md "Trust").
 */
import { createHash } from 'node:crypto';
import {
  createReport,
  duplicateReport,
  fingerprintText,
  LocalReportSchema,
  uploadContentText,
  uploadFingerprintInput,
  type LocalReport,
  type ReportInfo,
} from '@constat/domain';
import { measure } from './measure.ts';

const info: ReportInfo = {
  bien: {
    genre: 'Maison',
    typeLogement: 'T7',
    etat: 'Bon état',
    etatReinit: null,
    meuble: 'oui',
    presenceCave: 'oui',
    numeroCave: '12',
    presenceParking: 'oui',
    numeroParking: '4',
    presenceGrenier: 'non',
    mandataire: 'Agence du Centre (Marie Dupont)',
    addr: '12 rue des Lilas',
    codePostal: '69003',
    ville: 'Lyon',
    etage: '2',
    numAppart: '24',
  },
  owner: { proprietaireNom: 'Jean Martin' },
  renter: { name: 'Claire Petit', email: 'claire@example.fr', tel: '0601020304', represented: false },
  nbRenters: 1,
  nbExtraEmails: 0,
};

export async function runDomainBenchmarks(): Promise<void> {
  console.log('domain: furnished T7 with cellar and garage');
  const report = createReport({ edlIO: 'Entrant', template: 'default', info });
  const elements = report.edl.reduce((sum, module) => sum + module.entry.length, 0);
  console.log(
    `  ${report.edl.length} rooms, ${elements} entries, ${JSON.stringify(report).length} bytes of JSON`,
  );
  measure('createReport (T7, detailed template)', () =>
    createReport({ edlIO: 'Entrant', template: 'default', info }),
  );
  measure('duplicateReport (all reset options)', () =>
    duplicateReport(report, {
      resetCleaning: true,
      resetPhotos: true,
      resetRenovation: true,
      resetPainting: true,
    }),
  );
  measure('LocalReportSchema.parse (upload validation)', () => LocalReportSchema.parse(report));

  const heavy = uploadedWithPhotos(report, 30, 'Rayures et traces '.repeat(20));
  console.log(
    `  upload with 30 photos and an observation per element: ${JSON.stringify(heavy).length} bytes`,
  );
  const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
  measure('fingerprint check (fingerprintText + SHA-256)', () =>
    sha256(fingerprintText(uploadFingerprintInput(heavy))),
  );
  measure('content hash (uploadContentText + SHA-256)', () => sha256(uploadContentText(heavy)));
}

/** Every element with `photos` photo references (their hashes) and an observation: a full upload. */
function uploadedWithPhotos(report: LocalReport, photos: number, observation: string): LocalReport {
  let n = 0;
  const hash = () => createHash('sha256').update(String(n++)).digest('hex');
  return {
    ...report,
    open: false,
    edl: report.edl.map((module) => ({
      ...module,
      entry: module.entry.map((entry) => ({
        ...entry,
        rate: {
          ...entry.rate,
          other: observation,
          photo: Array.from({ length: photos }, (_, i) => ({
            _ref: `ref:${report.localId}:${n}`,
            _context: `${module.id}.${entry.id}.${i}`,
            sha256: hash(),
          })),
        },
      })),
    })),
  };
}
