import { describe, expect, it } from 'vitest';
import {
  canCloseReport,
  legalNotice,
  LEGAL_NOTICES,
  missingDecreeItems,
  type LocalReport,
} from '../../src/index.ts';
import { newReport } from './fixtures.ts';

const landlord = { proprietaireNom: 'M. Durand', proprietaireAdresse: '3 place Bellecour, 69002 Lyon' };

function entry(patch: Partial<LocalReport> = {}): LocalReport {
  return { ...newReport({}, 'Entrant'), owner: landlord, ...patch };
}

function exit(patch: Partial<LocalReport> = {}): LocalReport {
  const base = newReport({}, 'Sortant');
  return {
    ...base,
    owner: landlord,
    entryDate: '2023-09-01',
    renter: { ...base.renter, sortantAddr: '8 rue Neuve' },
    ...patch,
  };
}

const items = (report: LocalReport) => missingDecreeItems(report).map((m) => [m.item, m.blocking]);

describe("the décret's mandatory items before closing", () => {
  it('a complete report lacks nothing and may be closed', () => {
    expect(missingDecreeItems(entry())).toEqual([]);
    expect(missingDecreeItems(exit())).toEqual([]);
    expect(canCloseReport(entry())).toBe(true);
  });

  it("lists the landlord's name and address, which block closing", () => {
    const report = entry({ owner: { proprietaireNom: ' ', proprietaireAdresse: null } });
    expect(missingDecreeItems(report)).toEqual([
      { item: 'landlordName', label: 'Nom du bailleur', blocking: true },
      { item: 'landlordAddress', label: 'Adresse du bailleur', blocking: true },
    ]);
    expect(canCloseReport(report)).toBe(false);
  });

  it('a report saved before the field existed (no proprietaireAdresse) lacks the address', () => {
    expect(items(entry({ owner: { proprietaireNom: 'M. Durand' } }))).toEqual([['landlordAddress', true]]);
  });

  it("lists the dwelling's address, the agent and every shown tenant's name", () => {
    const report = entry({
      bien: { ...entry().bien, ville: null, mandataire: '' },
      nbRenters: 2,
      renter2: { name: null, represented: false },
    });
    expect(items(report)).toEqual([
      ['dwellingAddress', true],
      ['agent', true],
      ['tenantName', true],
    ]);
  });

  it("a move-out's forwarding address and entry date are listed but do not block (the spec's 'Finaliser quand même')", () => {
    const report = exit({ entryDate: null, renter: { ...exit().renter, sortantAddr: null } });
    expect(items(report)).toEqual([
      ['entryDate', false],
      ['forwardingAddress', false],
    ]);
    expect(canCloseReport(report)).toBe(true);
    expect(items(entry({ entryDate: null }))).toEqual([]);
  });
});

describe('the statutory notice', () => {
  it('a move-in gives the two rights: ten days for anything, the first month of the heating season for heating', () => {
    const text = legalNotice('Entrant', 'fr');
    expect(text).toContain('pour tout élément, dans un délai de dix jours');
    expect(text).toContain('pendant le premier mois de la période de chauffe');
    expect(text).toContain('art. 3-2');
  });

  it('a move-out gets no ten-day right but the deposit delay of art. 22', () => {
    const text = legalNotice('Sortant', 'fr');
    expect(text).toContain("ne concerne que l'état des lieux d'entrée");
    expect(text).toContain("dans un délai d'un mois");
    expect(text).toContain('de deux mois dans le cas contraire');
    expect(text).toContain('art. 22');
    expect(text).not.toContain('période de chauffe');
  });

  it('has one text per type in each language, never the French one', () => {
    for (const locale of ['en', 'es'] as const)
      for (const edlIO of ['Entrant', 'Sortant'] as const) {
        expect(LEGAL_NOTICES[locale][edlIO]).not.toBe(LEGAL_NOTICES.fr[edlIO]);
        expect(LEGAL_NOTICES[locale][edlIO]).not.toMatch(/état des lieux|locataire/);
      }
    expect(legalNotice('Entrant', 'en')).toContain('first month of the heating season');
    expect(legalNotice('Sortant', 'es')).toContain('art. 22');
  });
});
