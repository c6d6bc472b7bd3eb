import { describe, expect, it } from 'vitest';
import {
  canDeleteSavedReport,
  distinctHashes,
  duplicationChain,
  LocalReportSchema,
  MAX_SEARCH_BYTES,
  MAX_SEARCH_TEXT,
  normalizeSearchText,
  PhotoRefSchema,
  RemoteReportSchema,
  ReportHistorySchema,
  savedReportFields,
  savedReportSearchText,
  uploadedImages,
  type ChainLink,
  type LocalReport,
  type Module,
} from '../../src/index.ts';
import { newReport } from './fixtures.ts';

const A = 'a'.repeat(64);
const B = 'b'.repeat(64);

function withPhotos(report: LocalReport, photos: object[]): LocalReport {
  const [first, ...rest] = report.edl;
  const module = first as Module;
  const [entry, ...entries] = module.entry;
  const withPhoto = { ...entry, rate: { ...entry?.rate, photo: photos } };
  return LocalReportSchema.parse({
    ...report,
    edl: [{ ...module, entry: [withPhoto, ...entries] }, ...rest],
  });
}

describe('uploaded images (inspection-core §4 "Upload")', () => {
  it('lists photos in document order, then signatures, each with its hash, reference and context', () => {
    const report = {
      ...withPhotos(newReport(), [
        { _ref: 'ref:1', _context: '1.1', sha256: A },
        { _ref: 'ref:2', sha256: B },
        { _ref: 'ref:3', _context: '1.2', sha256: A },
      ]),
      signatures: { Locataire: { label: 'Locataire', _ref: 'sig:1', sha256: B } },
    };
    const { images, problems } = uploadedImages(report);
    expect(problems).toEqual([]);
    expect(images).toEqual([
      { kind: 'photo', sha256: A, ref: 'ref:1', context: '1.1' },
      { kind: 'photo', sha256: B, ref: 'ref:2', context: null },
      { kind: 'photo', sha256: A, ref: 'ref:3', context: '1.2' },
      { kind: 'signature', sha256: B, ref: 'sig:1', context: 'Locataire' },
    ]);
    expect(distinctHashes(images)).toEqual([A, B]);
  });

  it('refuses inline data and references without a hash, naming each', () => {
    const report = {
      ...withPhotos(newReport(), [
        { _ref: 'ref:1', _data: 'data:image/jpeg;base64,AAAA', sha256: A },
        { _ref: 'ref:2' },
        { _ref: 'ref:3', _data: null, sha256: B },
      ]),
      signatures: { Garant: { label: 'Représentant', _ref: 'sig:1', _data: 'xx' } },
    };
    const { images, problems } = uploadedImages(report);
    expect(images.map((image) => image.ref)).toEqual(['ref:1', 'ref:3']);
    expect(problems).toEqual([
      expect.stringContaining('photo ref:1 : données incluses (_data) refusées'),
      'photo ref:2 : empreinte sha256 manquante',
      expect.stringContaining('signature Garant : données incluses'),
      'signature Garant : empreinte sha256 manquante',
    ]);
  });

  it('a photo hash is 64 lower-case hex characters', () => {
    expect(PhotoRefSchema.safeParse({ _ref: 'r', sha256: A }).success).toBe(true);
    expect(PhotoRefSchema.safeParse({ _ref: 'r', sha256: A.toUpperCase() }).success).toBe(false);
    expect(PhotoRefSchema.safeParse({ _ref: 'r', sha256: 'a'.repeat(63) }).success).toBe(false);
  });
});

describe('saved list fields and search', () => {
  it('takes the tenants up to nbRenters, housing, flat number, agent, owner and address', () => {
    const report: LocalReport = {
      ...newReport(),
      nbRenters: 2,
      renter2: { name: ' Bob Durand ' },
      renter3: { name: 'Not counted' },
    };
    expect(savedReportFields(report)).toEqual({
      renter: 'Alice Martin, Bob Durand',
      housingSize: 'T2',
      housingRef: '21',
      agent: 'Agence du Centre',
      owner: 'M. Durand',
      address: '12 rue des Lilas 69003 Lyon',
    });
  });

  it('leaves blank fields null', () => {
    const report = newReport({ numAppart: ' ', mandataire: null, addr: null, codePostal: '', ville: null });
    const fields = savedReportFields({ ...report, renter: { name: null }, owner: { proprietaireNom: '' } });
    expect(fields).toMatchObject({ renter: null, housingRef: null, agent: null, owner: null, address: null });
  });

  it('compares without accents, case, extra spaces or ligatures', () => {
    expect(normalizeSearchText('  Hélène   DUPRÉ ')).toBe('helene dupre');
    expect(normalizeSearchText('Cœur ÆSIR Straße')).toBe('coeur aesir strasse');
    expect(normalizeSearchText('Ça, çà')).toBe('ca, ca');
  });

  it('searches over tenants, address, agent, owner and flat number', () => {
    const text = savedReportSearchText(savedReportFields(newReport({ mandataire: 'Agence Étoile' })));
    for (const query of ['alice', 'lilas', 'etoile', 'durand', '21', 'lyon']) {
      expect(text).toContain(normalizeSearchText(query));
    }
    expect(text).not.toContain('t2');
  });

  it('keeps the search text to MAX_SEARCH_TEXT characters', () => {
    const fields = savedReportFields(newReport({ addr: 'Très longue rue '.repeat(200) }));
    expect(savedReportSearchText(fields)).toHaveLength(MAX_SEARCH_TEXT);
  });

  it('keeps the search text to MAX_SEARCH_BYTES in UTF-8, cut between two characters', () => {
    const fields = savedReportFields(newReport({ addr: '日本語😀'.repeat(300) }));
    const text = savedReportSearchText(fields);
    // UTF-8 bytes, counted apart from the implementation: each %XX of the URI encoding is one.
    const bytes = encodeURIComponent(text).replace(/%[0-9A-F]{2}/g, 'x').length;
    expect(bytes).toBeLessThanOrEqual(MAX_SEARCH_BYTES);
    expect(bytes).toBeGreaterThan(MAX_SEARCH_BYTES - 4);
    expect(normalizeSearchText(fields.address ?? '')).toContain(text.slice(text.indexOf('|') + 2));
  });
});

describe('delete permission (inspection-core §5)', () => {
  it.each([
    [{ isAdmin: false, groupSharesEdls: false, ownsReport: false }, true],
    [{ isAdmin: false, groupSharesEdls: true, ownsReport: true }, true],
    [{ isAdmin: false, groupSharesEdls: true, ownsReport: false }, false],
    [{ isAdmin: true, groupSharesEdls: true, ownsReport: false }, true],
  ])('%o -> %s', (rule, allowed) => {
    expect(canDeleteSavedReport(rule)).toBe(allowed);
  });
});

describe('duplication chain (history)', () => {
  const links = (...pairs: [number, number | null][]): Map<number, ChainLink> =>
    new Map(pairs.map(([id, from]) => [id, { id, duplicateFromEdlID: from }]));

  it('runs from the report back through its sources, newest first', () => {
    expect(duplicationChain(30, links([10, null], [20, 10], [30, 20], [40, 30]))).toEqual([30, 20, 10]);
  });
  it('stops at a source that is missing or not visible', () => {
    expect(duplicationChain(30, links([20, 15], [30, 20], [10, null]))).toEqual([30, 20]);
  });
  it('is empty for a report that is not visible, and never loops', () => {
    expect(duplicationChain(5, links([1, null]))).toEqual([]);
    expect(duplicationChain(1, links([1, 2], [2, 1]))).toEqual([1, 2]);
    expect(duplicationChain(3, links([3, 3]))).toEqual([3]);
  });
});

describe('saved report and history shapes', () => {
  it('a saved report is the list fields plus the document', () => {
    const data = newReport();
    const parsed = RemoteReportSchema.safeParse({
      id: 1,
      renter: null,
      edlIO: 'Entrant',
      date: 1,
      housingSize: null,
      housingRef: null,
      agent: null,
      owner: null,
      address: null,
      profileId: null,
      name: null,
      comment: null,
      showCosts: true,
      locale: 'fr',
      pdfsGenerating: [],
      pdfsGenerated: [],
      duplicateFromEdlID: null,
      hasDefinedCosting: false,
      isPlatformConnected: false,
      fromAutoEdl: false,
      hasConvention: false,
      syncDate: 2,
      lastUpdatedDate: null,
      data,
    });
    expect(parsed.success).toBe(true);
  });
  it('a history lists cards with their costing lines', () => {
    const history = {
      history: [{ edl: { id: 3, housingRef: '21', edlIO: 'Sortant', date: 1, renter: 'A' }, costings: [] }],
      hasCostingsHistory: false,
    };
    expect(ReportHistorySchema.parse(history)).toEqual(history);
  });
});
