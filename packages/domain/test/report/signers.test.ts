import { describe, expect, it } from 'vitest';
import {
  addGarant,
  addRenter,
  emptyReportInfo,
  fingerprintText,
  canonicalJson,
  createReport,
  missingSignatureMessage,
  reportSigners,
  type Entry,
  type Module,
  type ReportInfo,
} from '../../src/index.ts';

function info(renters: number, garant = false): ReportInfo {
  let next = emptyReportInfo();
  for (let i = 1; i < renters; i += 1) next = addRenter(next);
  return garant ? addGarant(next) : next;
}

describe('reportSigners (agent flow)', () => {
  it('one tenant: the tenant, the owner and the initials, singular', () => {
    expect(reportSigners(info(1))).toEqual([
      { key: 'renter', label: 'Locataire' },
      { key: 'owner', label: 'Propriétaire ou mandataire' },
      { key: 'paraphes', label: 'Paraphe' },
    ]);
  });

  it('numbers tenants from the second and makes the initials plural', () => {
    expect(reportSigners(info(3)).map((s) => s.label)).toEqual([
      'Locataire',
      'Locataire 2',
      'Locataire 3',
      'Propriétaire ou mandataire',
      'Paraphes',
    ]);
  });

  it('puts the garant first and leaves out the tenants it represents', () => {
    const withGarant = info(2, true);
    const represented = { ...withGarant, renter2: { ...withGarant.renter2, name: 'B', represented: 'oui' } };
    expect(reportSigners(represented).map((s) => s.key)).toEqual(['garant', 'renter', 'owner', 'paraphes']);
  });

  it('ignores a represented flag without garant', () => {
    const alone = { ...info(1), renter: { name: 'A', represented: 'oui' } };
    expect(reportSigners(alone).map((s) => s.key)).toEqual(['renter', 'owner', 'paraphes']);
  });
});

describe('reportSigners (self-service)', () => {
  it('only the initials, plural from three signers', () => {
    expect(reportSigners(info(2), 'selfService')).toEqual([{ key: 'paraphes', label: 'Paraphe' }]);
    expect(reportSigners(info(3), 'selfService')).toEqual([{ key: 'paraphes', label: 'Paraphes' }]);
  });
});

describe('missingSignatureMessage', () => {
  it("names the first signer without a signature in the spec's words", () => {
    const signers = reportSigners(info(2));
    expect(missingSignatureMessage(signers, new Set(['renter']))).toBe('Signature manquante : "Locataire 2"');
    expect(missingSignatureMessage(signers, new Set(signers.map((s) => s.key)))).toBeNull();
  });
});

describe('fingerprintText', () => {
  const created = createReport({ edlIO: 'Entrant', template: 'default', info: info(1), now: 1 });
  const [room, ...rooms] = created.edl as [Module, ...Module[]];
  const [element, ...elements] = room.entry as [Entry, ...Entry[]];
  const photo = [{ _ref: 'p1' }, { _ref: 'p2' }];
  // The images the report shows: only their hashes count.
  const report = {
    ...created,
    signatures: { renter: { label: 'Locataire', _ref: 'sig:1:renter' } },
    edl: [{ ...room, entry: [{ ...element, rate: { ...element.rate, photo } }, ...elements] }, ...rooms],
  };

  it('is stable whatever the key order and ignores the server id and sync date', () => {
    const reordered = JSON.parse(JSON.stringify(report)) as typeof report;
    const a = fingerprintText({
      report,
      photoHashes: { p1: 'aa', p2: 'bb' },
      signatureHashes: { renter: 'cc' },
    });
    const b = fingerprintText({
      report: { ...reordered, id: 12, syncDate: 99 },
      photoHashes: { p2: 'bb', p1: 'aa' },
      signatureHashes: { renter: 'cc' },
    });
    expect(a).toBe(b);
  });

  it('changes with any content, photo or signature change', () => {
    const base = fingerprintText({ report, photoHashes: { p1: 'aa' }, signatureHashes: { renter: 'cc' } });
    expect(
      fingerprintText({
        report: { ...report, comment: 'x' },
        photoHashes: { p1: 'aa' },
        signatureHashes: { renter: 'cc' },
      }),
    ).not.toBe(base);
    expect(
      fingerprintText({ report, photoHashes: { p1: 'ab' }, signatureHashes: { renter: 'cc' } }),
    ).not.toBe(base);
    expect(
      fingerprintText({ report, photoHashes: { p1: 'aa' }, signatureHashes: { renter: 'cd' } }),
    ).not.toBe(base);
  });

  it('canonicalJson sorts keys and drops undefined', () => {
    expect(canonicalJson({ b: 1, a: { d: undefined, c: [1, null] } })).toBe('{"a":{"c":[1,null]},"b":1}');
  });
});
