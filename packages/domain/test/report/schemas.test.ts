import { describe, expect, it } from 'vitest';
import { LocalReportSchema, RemoteReportSummarySchema, RateSchema } from '../../src/index.ts';
import { newReport } from './fixtures.ts';

describe('remote report summary (inspection-core §3 "Remote report")', () => {
  const summary = {
    id: 812,
    renter: 'Alice Martin',
    edlIO: 'Sortant',
    date: 1_700_000_000_000,
    housingSize: 'T3',
    housingRef: '21',
    agent: 'Agence du Centre',
    owner: 'M. Durand',
    address: '12 rue des Lilas 69003 Lyon',
    profileId: 3,
    name: 'Paul',
    comment: null,
    showCosts: true,
    locale: 'fr',
    pdfsGenerating: ['convention'],
    pdfsGenerated: ['edl'],
    duplicateFromEdlID: 640,
    hasDefinedCosting: true,
    isPlatformConnected: false,
    fromAutoEdl: false,
    hasConvention: true,
    syncDate: 1_700_000_100_000,
    lastUpdatedDate: null,
  };
  it('accepts every field of the spec', () => {
    expect(RemoteReportSummarySchema.parse(summary)).toEqual(summary);
  });
  it("pdf lists contain only 'edl' or 'convention'", () => {
    expect(RemoteReportSummarySchema.safeParse({ ...summary, pdfsGenerated: ['invoice'] }).success).toBe(
      false,
    );
  });
});

describe('local report schema', () => {
  it('validates a created report', () => {
    expect(LocalReportSchema.safeParse(newReport({ typeLogement: 'T4', presenceCave: 'oui' })).success).toBe(
      true,
    );
  });
  it('a rate admits custom typeCustom* values and photo lists', () => {
    expect(
      RateSchema.safeParse({ typeCustom1: 'Béton ciré', photo: [{ _ref: 'ref:1', _context: '1.2' }] })
        .success,
    ).toBe(true);
  });
});
