import { describe, expect, it } from 'vitest';
import {
  LocalReportSchema,
  listPhotoRefs,
  saveFailureDetail,
  uploadedImages,
  uploadIdempotencyKey,
  uploadPlan,
  devicePhotoRefs,
  type LocalReport,
  type Module,
} from '../../src/index.ts';
import { newReport } from './fixtures.ts';

const A = 'a'.repeat(64);
const B = 'b'.repeat(64);
const S = 'c'.repeat(64);

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

const signed = (report: LocalReport): LocalReport => ({
  ...report,
  open: false,
  signatures: { renter: { label: 'Locataire', _ref: 'sig:1:renter', _data: 'legacy' } },
});

describe('upload payload (inspection-core §4 "Local report life", upload)', () => {
  it('gives each photo and signature the hash of the image the device holds, without inline data', () => {
    const report = signed(
      withPhotos(newReport(), [
        { _ref: 'ref:1', _context: '1.1', _data: 'base64' },
        { _ref: 'ref:2', url: '/api/edl/9/photos/x' },
      ]),
    );
    const plan = uploadPlan(report, 7, {
      photos: new Map([
        ['ref:1', A],
        ['ref:2', B],
      ]),
      signatures: new Map([['renter', S]]),
    });
    expect(plan.lostPhotos).toEqual([]);
    expect(plan.lostSignatures).toEqual([]);
    expect(plan.payload.profileId).toBe(7);
    expect(listPhotoRefs(plan.payload)).toEqual([
      { _ref: 'ref:1', _context: '1.1', sha256: A },
      { _ref: 'ref:2', sha256: B },
    ]);
    expect(plan.payload.signatures).toEqual({
      renter: { label: 'Locataire', _ref: 'sig:1:renter', sha256: S },
    });
    // What the server checks: every image referenced by hash, nothing inline.
    expect(uploadedImages(plan.payload).problems).toEqual([]);
  });

  it('keeps a hash a copied photo already carries, and drops a photo whose image is gone', () => {
    const report = signed(withPhotos(newReport(), [{ _ref: 'ref:copied', sha256: B }, { _ref: 'ref:gone' }]));
    const plan = uploadPlan(report, 7, { photos: new Map(), signatures: new Map([['renter', S]]) });
    expect(listPhotoRefs(plan.payload).map((p) => p._ref)).toEqual(['ref:copied']);
    expect(plan.lostPhotos).toEqual(['ref:gone']);
  });

  it('lists a signature whose image the device lost', () => {
    const plan = uploadPlan(signed(newReport()), 7, { photos: new Map(), signatures: new Map() });
    expect(plan.lostSignatures).toEqual(['renter']);
    expect(plan.payload.signatures).toEqual({});
  });

  it('does not change the report it plans from', () => {
    const report = signed(withPhotos(newReport(), [{ _ref: 'ref:1' }]));
    const before = JSON.stringify(report);
    uploadPlan(report, 7, { photos: new Map([['ref:1', A]]), signatures: new Map([['renter', S]]) });
    expect(JSON.stringify(report)).toBe(before);
  });

  it('lists the distinct photo references the device must send', () => {
    const report = withPhotos(newReport(), [{ _ref: 'ref:1' }, { _ref: 'ref:2' }, { _ref: 'ref:1' }]);
    expect(devicePhotoRefs(report)).toEqual(['ref:1', 'ref:2']);
  });
});

describe('idempotency key', () => {
  it('is the device id and the localId', () => {
    expect(uploadIdempotencyKey('d3f1-77', 1_700_000_000_123)).toBe('d3f1-77:1700000000123');
  });
  it('gets a new revision when the agent saves a version as a new report (key already used)', () => {
    expect(uploadIdempotencyKey('d3f1-77', 12, 0)).toBe('d3f1-77:12');
    expect(uploadIdempotencyKey('d3f1-77', 12, 2)).toBe('d3f1-77:12:2');
  });
  it('refuses a blank or non-printable device id', () => {
    expect(() => uploadIdempotencyKey('', 1)).toThrow();
    expect(() => uploadIdempotencyKey('a b', 1)).toThrow();
  });
});

describe('save failure detail (inspection-core §8 "Save failure": detail from the response)', () => {
  it('reads a text, a list of validation messages or the missing photos', () => {
    expect(saveFailureDetail('Profil inconnu')).toBe('Profil inconnu');
    expect(
      saveFailureDetail([{ path: '/bien/addr', message: 'obligatoire' }, { message: 'date invalide' }]),
    ).toBe('/bien/addr : obligatoire\ndate invalide');
    expect(saveFailureDetail({ missing: [A, B] })).toBe('Photos absentes du serveur : 2');
    expect(saveFailureDetail(undefined)).toBeNull();
    expect(saveFailureDetail('  ')).toBeNull();
  });
});
