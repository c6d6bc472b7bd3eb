/**
 * Every text field of a report has its limit (textLimits.ts): at the limit the report passes, one
 * character more is refused with a French message, whatever the field's depth in the tree.
 */
import { describe, expect, it } from 'vitest';
import {
  LocalReportSchema,
  TEXT_LIMITS,
  infoFieldLimit,
  MAX_REPORT_ELEMENTS,
  MAX_REPORT_PHOTOS,
  MAX_REPORT_TEXT_LENGTH,
  reportSizeIssue,
  reportTextLength,
  reportTooLongMessage,
  lengthCounter,
  tooLongMessage,
  type Entry,
  type LocalReport,
  type Module,
  type Rate,
  type TextLimit,
} from '../../src/index.ts';
import { newReport } from './fixtures.ts';

type Setter = (report: LocalReport, value: string) => void;

function firstRoom(report: LocalReport): Module {
  const room = report.edl[0];
  if (!room) throw new Error('the fixture has rooms');
  return room;
}
function rated(report: LocalReport): Entry {
  const entry = firstRoom(report).entry[0];
  if (!entry) throw new Error('the fixture has elements');
  return entry;
}
const rateOf = (report: LocalReport): Rate => (rated(report).rate ??= {});

/** Each field with its limit and how to set it on a fresh report. */
const FIELDS: [string, TextLimit, Setter][] = [
  ['bien.addr', 'address', (r, v) => void (r.bien.addr = v)],
  ['bien.ville', 'address', (r, v) => void (r.bien.ville = v)],
  ['bien.codePostal', 'key', (r, v) => void (r.bien.codePostal = v)],
  ['bien.mandataire', 'name', (r, v) => void (r.bien.mandataire = v)],
  ['bien.etage', 'name', (r, v) => void (r.bien.etage = v)],
  ['bien.numeroCave', 'name', (r, v) => void (r.bien.numeroCave = v)],
  ['owner.proprietaireNom', 'name', (r, v) => void (r.owner.proprietaireNom = v)],
  ['renter.name', 'name', (r, v) => void (r.renter.name = v)],
  ['renter.email', 'email', (r, v) => void (r.renter.email = v)],
  ['renter.tel', 'phone', (r, v) => void (r.renter.tel = v)],
  ['renter.sortantAddr', 'address', (r, v) => void (r.renter.sortantAddr = v)],
  ['renter2.name', 'name', (r, v) => void (r.renter2 = { ...r.renter, name: v })],
  ['garant.name', 'name', (r, v) => void (r.garant = { name: v })],
  ['extraEmail', 'email', (r, v) => void (r.extraEmail = v)],
  ['comment', 'comment', (r, v) => void (r.comment = v)],
  ['entryDate', 'key', (r, v) => void (r.entryDate = v)],
  ['fingerprint', 'key', (r, v) => void (r.fingerprint = v)],
  ['edl.0.name', 'name', (r, v) => void (firstRoom(r).name = v)],
  ['edl.0.entry.0.name', 'name', (r, v) => void (rated(r).name = v)],
  ['edl.0.entry.0.rate.other', 'observation', (r, v) => void (rateOf(r).other = v)],
  ['edl.0.entry.0.rate.condition', 'rateText', (r, v) => void (rateOf(r).condition = v)],
  ['edl.0.entry.0.rate.typeCustom1', 'rateText', (r, v) => void (rateOf(r)['typeCustom1'] = v)],
  ['edl.0.entry.0.rate.number', 'key', (r, v) => void (rateOf(r).number = v)],
  ['edl.0.entry.0.rateInfo.0', 'key', (r, v) => void (rated(r).rateInfo = [v])],
  ['edl.0.entry.0.rateVariables.type.0', 'name', (r, v) => void (rated(r).rateVariables = { type: [v] })],
  [
    'edl.0.entry.0.content.0.name',
    'name',
    (r, v) => void (rated(r).content = [{ id: 9, name: v, opened: false, rate: null }]),
  ],
  [
    'edl.0.entry.0.rate.photo.0._context',
    'reference',
    (r, v) => void (rateOf(r).photo = [{ _ref: 'photo:1', _context: v }]),
  ],
  [
    'signatures.renter.label',
    'name',
    (r, v) => void (r.signatures = { renter: { label: v, _ref: 'signature:1' } }),
  ],
  [
    'commonRateInfo.type.options.0',
    'name',
    (r, v) => void (r.commonRateInfo = { type: { kind: 'select', options: [v] } }),
  ],
];

function withField(set: Setter, length: number): LocalReport {
  const report = newReport();
  set(report, 'é'.repeat(length));
  return report;
}

describe('text limits of a report', () => {
  it.each(FIELDS)('%s: accepted at its limit, refused one character beyond', (path, limit, set) => {
    const max = TEXT_LIMITS[limit];
    expect(LocalReportSchema.safeParse(withField(set, max)).success).toBe(true);
    const refused = LocalReportSchema.safeParse(withField(set, max + 1));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [path, tooLongMessage(max)],
    ]);
  });

  it('says the limit in French, with the thousands grouped', () => {
    expect(tooLongMessage(2000)).toMatch(/^texte trop long \(2\s000 caractères au plus\)$/u);
  });

  it('counts a long text once it nears its limit', () => {
    expect(lengthCounter(1799, 2000)).toBeNull();
    expect(lengthCounter(1980, 2000)).toMatch(/^1\s980 \/ 2\s000$/u);
  });
});

describe('limits of the info form fields', () => {
  it.each([
    ['renter2.email', TEXT_LIMITS.email],
    ['extraEmail3', TEXT_LIMITS.email],
    ['renter.tel', TEXT_LIMITS.phone],
    ['addr', TEXT_LIMITS.address],
    ['renter.sortantVille', TEXT_LIMITS.address],
    ['codePostal', TEXT_LIMITS.key],
    ['garant.name', TEXT_LIMITS.name],
    ['numAppart', TEXT_LIMITS.name],
  ])('%s: %i characters', (field, limit) => {
    expect(infoFieldLimit(field)).toBe(limit);
  });
});

describe('the text of a whole report', () => {
  it('counts every string of the report', () => {
    const report = newReport();
    const base = reportTextLength(report);
    report.comment = 'x'.repeat(1000);
    rateOf(report).other = 'y'.repeat(500);
    expect(reportTextLength(report)).toBe(base + 1500);
  });

  it('is bounded, with a French message saying the count', () => {
    expect(MAX_REPORT_TEXT_LENGTH).toBe(1_000_000);
    expect(reportTooLongMessage(1_234_567)).toMatch(
      /^rapport trop long : 1\s234\s567 caractères de texte \(1\s000\s000 au plus\)$/u,
    );
  });
});

describe('the size of a whole report', () => {
  const withElements = (count: number, photosEach = 0) => {
    const report = newReport();
    firstRoom(report).entry = Array.from({ length: count }, (_, i) => ({
      id: 1000 + i,
      name: 'x',
      opened: false,
      rate: { photo: Array.from({ length: photosEach }, (_, p) => ({ _ref: `p${p}` })) },
    }));
    report.edl = [firstRoom(report)];
    return report;
  };

  it('takes up to 5 000 elements and sub-elements, and 2 000 photos', () => {
    expect([MAX_REPORT_ELEMENTS, MAX_REPORT_PHOTOS]).toEqual([5000, 2000]);
    expect(reportSizeIssue(withElements(5000))).toBeNull();
    expect(reportSizeIssue(withElements(1000, 2))).toBeNull();
  });

  it('says which limit a report passes', () => {
    expect(reportSizeIssue(withElements(5001))).toMatch(
      /^rapport trop grand : 5\s001 éléments \(5\s000 au plus\)$/u,
    );
    expect(reportSizeIssue(withElements(1001, 2))).toMatch(
      /^rapport trop grand : 2\s002 photos \(2\s000 au plus\)$/u,
    );
    const long = newReport();
    long.comment = 'x'.repeat(TEXT_LIMITS.comment);
    firstRoom(long).entry = Array.from({ length: 500 }, (_, i) => ({
      id: 1000 + i,
      name: 'x',
      opened: false,
      rate: { other: 'o'.repeat(TEXT_LIMITS.observation) },
    }));
    expect(reportSizeIssue(long)).toMatch(/^rapport trop long : 1\s0\d{2}\s\d{3} caractères de texte/u);
  });
});
