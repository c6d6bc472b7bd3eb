/**
 * What a signed exit agreement is, when the costing revises it, and the fingerprint of a signed
 * revision (docs/ARCHITECTURE.md "Beyond the specification").
 */
import { describe, expect, it } from 'vitest';
import {
  agreementState,
  costingAgreementLines,
  isRevisedAgreement,
  lastSigning,
  preQuotedLines,
  reportSigning,
  revisionFingerprintText,
  revisionSigners,
  revisionSignersProblem,
  type AgreementLine,
  type ConventionSigning,
  type LocalReport,
  type Module,
} from '../../src/index.ts';
import { newReport } from '../report/fixtures.ts';

const H = (c: string) => c.repeat(64);

/** A move-out duplicated from a move-in whose first room's first element is pre-quoted 120,00 €. */
function signedExit(cost: number | null = 12000): LocalReport {
  const report = newReport({}, 'Sortant');
  const [room, ...rooms] = report.edl;
  const module = room as Module;
  const [entry, ...entries] = module.entry;
  const quoted = {
    ...entry,
    name: entry?.name ?? 'Murs',
    rate: {
      ...entry?.rate,
      toQuote: true,
      preQuote: { action: 'repair', measure: 1000, cost, calibrationId: null },
    },
  };
  return {
    ...report,
    duplicateFromEdlIO: 'Entrant',
    duplicateFromEdlID: 4,
    open: false,
    fingerprint: H('f'),
    signatures: {
      renter: { label: 'Locataire', _ref: 'sig:1:renter', sha256: H('a') },
      owner: { label: 'Propriétaire ou mandataire', _ref: 'sig:1:owner', sha256: H('b') },
      paraphes: { label: 'Paraphe', _ref: 'sig:1:paraphes', sha256: H('c') },
    },
    edl: [{ ...module, entry: [quoted, ...entries] } as Module, ...rooms],
  } as LocalReport;
}

const line = (overrides: Partial<AgreementLine> = {}): AgreementLine => ({
  name: 'Murs',
  module: 'Salon',
  enabled: true,
  cost: 12000,
  taxRate: 2000,
  ...overrides,
});

describe('the signed amounts of a report', () => {
  it('are its pre-quotes with a cost, VAT 20 %, under the report fingerprint and signatures', () => {
    const report = signedExit();
    const signing = reportSigning(report);
    const room = report.edl[0]?.name ?? '';
    expect(signing).toMatchObject({
      revision: 0,
      signedAt: report.date,
      fingerprint: H('f'),
      lines: [{ module: room, enabled: true, cost: 12000, taxRate: 2000 }],
    });
    expect(signing?.signers.map((signer) => signer.key)).toEqual(['renter', 'owner', 'paraphes']);
  });

  it('are none for a move-in, or a report that claims no fingerprint', () => {
    expect(reportSigning({ ...signedExit(), edlIO: 'Entrant' })).toBeNull();
    const { fingerprint: _none, ...unsealed } = signedExit();
    expect(reportSigning(unsealed)).toBeNull();
  });

  it('leave out an element marked to quote without a cost', () => {
    expect(preQuotedLines(signedExit(null))).toEqual([]);
  });
});

describe('a revision: the costing charges something else than what was signed', () => {
  it('is no revision when the costing charges the same, whatever its order and working names', () => {
    const signed = [line(), line({ name: 'Porte > Poignée', cost: 4500, taxRate: 1000 })];
    const costing = costingAgreementLines([
      line({ name: 'Porte > Poignée', cost: 4500, taxRate: 1000 }),
      line({ name: 'Salon > Murs' }),
      line({ name: 'Salon > Sol', cost: null }),
      line({ name: 'Salon > Plafond', enabled: false, cost: 9000 }),
    ]);
    expect(isRevisedAgreement(signed, costing)).toBe(false);
  });

  it('is a revision when a cost, a VAT rate, a line or a disabled line changes what is charged', () => {
    expect(isRevisedAgreement([line()], [line({ cost: 14300 })])).toBe(true);
    expect(isRevisedAgreement([line()], [line({ taxRate: 1000 })])).toBe(true);
    expect(isRevisedAgreement([line()], [line(), line({ name: 'Sol' })])).toBe(true);
    expect(isRevisedAgreement([line()], [line({ enabled: false })])).toBe(true);
  });

  it('is a revision when a wear changes what the tenant pays', () => {
    // Signed: 120,00 € pre-quoted, no wear. The costing keeps the amount and takes 40 % off: the
    // tenant now pays 72,00 €, which nobody signed.
    const worn = costingAgreementLines([{ ...line({ name: 'Salon > Murs' }), wear: 40 }]);
    expect(worn[0]?.cost).toBe(7200);
    expect(isRevisedAgreement([line()], worn)).toBe(true);
    // An automatic cost (measure × unit price, wear in it) is charged as it is: 12,5 m² × 16 € × 60 %.
    const calibrated = {
      ...line({ name: 'Salon > Murs', cost: 12000 }),
      measure: 1250,
      unitCost: 1600,
      wear: 40,
    };
    expect(costingAgreementLines([calibrated])[0]?.cost).toBe(12000);
    expect(isRevisedAgreement([line()], costingAgreementLines([calibrated]))).toBe(false);
  });

  it('states the signed and current totals beside each other', () => {
    const signing: ConventionSigning = {
      revision: 0,
      signedAt: 1,
      lines: [line()],
      fingerprint: H('f'),
      signers: [],
    };
    expect(agreementState([signing], [line()])).toEqual({ kind: 'signed', signing });
    expect(agreementState([signing], [line({ cost: 14300 })])).toEqual({
      kind: 'revised',
      signing,
      signedTotals: { ht: 12000, tva: 2400, ttc: 14400 },
      currentTotals: { ht: 14300, tva: 2860, ttc: 17160 },
    });
    expect(agreementState([], [line()])).toEqual({ kind: 'unsigned' });
  });

  it('is judged against the last signing: a signed revision is what the costing must match', () => {
    const first: ConventionSigning = {
      revision: 0,
      signedAt: 1,
      lines: [line()],
      fingerprint: H('f'),
      signers: [],
    };
    const second = { ...first, revision: 1, lines: [line({ cost: 14300 })], fingerprint: H('e') };
    expect(lastSigning([second, first])).toBe(second);
    expect(agreementState([first, second], [line({ cost: 14300 })]).kind).toBe('signed');
  });
});

describe('who signs a revision', () => {
  const report = signedExit();
  const signers = [
    { key: 'renter', label: 'Locataire', sha256: H('1') },
    { key: 'owner', label: 'Propriétaire ou mandataire', sha256: H('2') },
  ];

  it('is the report signers without the initials pad', () => {
    expect(revisionSigners(report).map((signer) => signer.key)).toEqual(['renter', 'owner']);
    expect(revisionSignersProblem(report, signers)).toBeNull();
  });

  it('refuses a missing, unknown, repeated or unhashed signature', () => {
    expect(revisionSignersProblem(report, signers.slice(1))).toBe('Signature manquante : "Locataire"');
    expect(
      revisionSignersProblem(report, [...signers, { key: 'garant', label: 'Représentant', sha256: H('3') }]),
    ).toBe('Signataire inattendu : "Représentant"');
    expect(revisionSignersProblem(report, [...signers, signers[0] as (typeof signers)[0]])).toBe(
      'Un signataire figure deux fois',
    );
    expect(
      revisionSignersProblem(report, [
        { ...(signers[0] as (typeof signers)[0]), sha256: 'x' },
        signers[1] as (typeof signers)[0],
      ]),
    ).toBe('Empreinte d\'image invalide pour "Locataire"');
  });
});

describe('the fingerprint text of a signed revision', () => {
  const input = {
    previousFingerprint: H('f'),
    lines: [line({ cost: 14300 })],
    signedAt: 1_800_000_000_000,
    signers: [{ key: 'owner', label: 'Propriétaire ou mandataire', sha256: H('2') }],
  };

  it('is the same from the device and the server whatever the line order and working fields', () => {
    const reordered = { ...input, lines: [line({ name: 'Sol', enabled: false }), ...input.lines] };
    expect(revisionFingerprintText(reordered)).toBe(revisionFingerprintText(input));
  });

  it('changes with an amount, the signing time, a signature image or the signing it follows', () => {
    const text = revisionFingerprintText(input);
    expect(revisionFingerprintText({ ...input, lines: [line({ cost: 14400 })] })).not.toBe(text);
    expect(revisionFingerprintText({ ...input, signedAt: input.signedAt + 1 })).not.toBe(text);
    expect(
      revisionFingerprintText({
        ...input,
        signers: [{ ...(input.signers[0] as (typeof input.signers)[0]), sha256: H('3') }],
      }),
    ).not.toBe(text);
    expect(revisionFingerprintText({ ...input, previousFingerprint: H('e') })).not.toBe(text);
  });
});
