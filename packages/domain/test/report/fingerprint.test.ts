/**
 * The fingerprint the device computes at signing must be the one the server recomputes from the
 * upload, and an honest retry of an upload must have the same content as the first attempt
 * (docs/ARCHITECTURE.md "Trust").
 */
import { describe, expect, it } from 'vitest';
import {
  LocalReportSchema,
  canonicalJson,
  fingerprintText,
  uploadContentText,
  sealIssue,
  UNSEALED_SIGNATURES_MESSAGE,
  uploadFingerprintInput,
  uploadPlan,
  type LocalReport,
  type Module,
} from '../../src/index.ts';
import { newReport } from './fixtures.ts';

const A = 'a'.repeat(64);
const B = 'b'.repeat(64);
const S = 'c'.repeat(64);
const O = 'd'.repeat(64);

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

/** A report as signAndClose closes it: photo and signature references point at device rows. */
const signedOnDevice = (): LocalReport => ({
  ...withPhotos(newReport(), [
    { _ref: 'ref:1', _context: '1.1' },
    { _ref: 'ref:2', _context: '1.1' },
  ]),
  open: false,
  profileId: 7,
  signatures: {
    renter: { label: 'Locataire', _ref: 'sig:1:renter' },
    owner: { label: 'Propriétaire ou mandataire', _ref: 'sig:1:owner' },
  },
});

const deviceHashes = {
  photos: new Map([
    ['ref:1', A],
    ['ref:2', B],
  ]),
  signatures: new Map([
    ['renter', S],
    ['owner', O],
  ]),
};

/** What the device fingerprints at signing: every photo row of the report, one of them unused. */
const atSigning = (report: LocalReport) =>
  fingerprintText({
    report,
    photoHashes: { 'ref:1': A, 'ref:2': B, 'ref:orphan': O },
    signatureHashes: { renter: S, owner: O },
  });

/** The upload as the server parses it (JSON on the wire, then the domain schema). */
const overTheWire = (report: LocalReport): LocalReport =>
  LocalReportSchema.parse(JSON.parse(JSON.stringify(uploadPlan(report, 7, deviceHashes).payload)));

describe('fingerprint: the device at signing and the server from the upload agree', () => {
  it('gives the same text from the signed report with its hashes and from its upload', () => {
    const report = signedOnDevice();
    const uploaded = overTheWire({ ...report, fingerprint: 'f'.repeat(64) });
    expect(fingerprintText(uploadFingerprintInput(uploaded))).toBe(atSigning(report));
  });

  it('keeps the text it gave before for a report without unused photo rows or transport fields', () => {
    const report = signedOnDevice();
    const before = canonicalJson({
      report,
      photos: { 'ref:1': A, 'ref:2': B },
      signatures: { renter: S, owner: O },
    });
    const text = fingerprintText({
      report,
      photoHashes: { 'ref:1': A, 'ref:2': B },
      signatureHashes: { renter: S, owner: O },
    });
    expect(text).toBe(before);
  });

  it('ignores the server id, the sync date, the fingerprint and where images are read from', () => {
    const report = signedOnDevice();
    const uploaded = overTheWire(report);
    const saved = {
      ...uploaded,
      id: 12,
      syncDate: 99,
      fingerprint: 'x',
      edl: uploaded.edl.map((m) => ({
        ...m,
        entry: m.entry.map((e) => ({
          ...e,
          rate: e.rate?.photo
            ? { ...e.rate, photo: e.rate.photo.map((p) => ({ ...p, url: `/api/edl/12/photos/${p.sha256}` })) }
            : e.rate,
        })),
      })),
    };
    expect(fingerprintText(uploadFingerprintInput(saved))).toBe(atSigning(report));
  });

  it('changes when a rating, a photo or a signature changes after signing', () => {
    const report = signedOnDevice();
    const uploaded = overTheWire(report);
    const [module] = uploaded.edl as [Module];
    const [entry] = module.entry as [Module['entry'][number]];
    const rerated = {
      ...uploaded,
      edl: [{ ...module, entry: [{ ...entry, rate: { ...entry.rate, condition: 'Mauvais état' } }] }],
    };
    expect(fingerprintText(uploadFingerprintInput(rerated))).not.toBe(atSigning(report));
    const otherPhoto = overTheWire(report);
    const photo = otherPhoto.edl[0]?.entry[0]?.rate?.photo?.[0];
    if (photo) photo.sha256 = O;
    expect(fingerprintText(uploadFingerprintInput(otherPhoto))).not.toBe(atSigning(report));
    const otherSignature = overTheWire(report);
    const renter = otherSignature.signatures?.['renter'];
    if (renter) renter.sha256 = A;
    expect(fingerprintText(uploadFingerprintInput(otherSignature))).not.toBe(atSigning(report));
  });

  it('takes the hash a photo reference already carries when the device has no row for it', () => {
    const report = withPhotos(signedOnDevice(), [{ _ref: 'ref:copied', sha256: A }]);
    const device = fingerprintText({ report, photoHashes: {}, signatureHashes: { renter: S, owner: O } });
    const uploaded = overTheWire(report);
    expect(fingerprintText(uploadFingerprintInput(uploaded))).toBe(device);
  });

  it('reads a photo reference named like an Object property as a reference, not a prototype', () => {
    const report = withPhotos(signedOnDevice(), [{ _ref: '__proto__' }, { _ref: 'constructor' }]);
    const text = fingerprintText({
      report,
      photoHashes: JSON.parse(`{"__proto__":"${A}","constructor":"${B}"}`) as Record<string, string>,
      signatureHashes: { renter: S, owner: O },
    });
    expect(JSON.parse(text).photos).toEqual(JSON.parse(`{"__proto__":"${A}","constructor":"${B}"}`));
  });
});

describe('upload content (same key, same content)', () => {
  it('is the same whatever the key order, the device id or sync date of a retry', () => {
    const uploaded = overTheWire(signedOnDevice());
    const reordered = JSON.parse(
      JSON.stringify(Object.fromEntries(Object.entries(uploaded).reverse())),
    ) as LocalReport;
    expect(uploadContentText({ ...reordered, id: 4, syncDate: 5 })).toBe(uploadContentText(uploaded));
  });

  it('differs with any change of the report or of an image', () => {
    const uploaded = overTheWire(signedOnDevice());
    expect(uploadContentText({ ...uploaded, comment: 'corrigé' })).not.toBe(uploadContentText(uploaded));
    const otherSignature = overTheWire(signedOnDevice());
    const renter = otherSignature.signatures?.['renter'];
    if (renter) renter.sha256 = A;
    expect(uploadContentText(otherSignature)).not.toBe(uploadContentText(uploaded));
  });
});

describe('the seal of a signed report', () => {
  const signature = { label: 'Locataire', _ref: 'sig:renter', sha256: 'a'.repeat(64) };
  it('is required once the report carries a signature', () => {
    expect(sealIssue({ signatures: { renter: signature } })).toBe(UNSEALED_SIGNATURES_MESSAGE);
    expect(sealIssue({ signatures: { renter: signature }, fingerprint: 'b'.repeat(64) })).toBeNull();
  });
  it('is not required of an unsigned report', () => {
    expect(sealIssue({})).toBeNull();
    expect(sealIssue({ signatures: {} })).toBeNull();
  });
});
