import { describe, expect, it } from 'vitest';
import { selfServiceReport, selfServiceSteps } from '../../src/index.ts';
import { NOW, newReport } from '../report/fixtures.ts';

const LATER = NOW + 86_400_000;

describe("the tenant's local report (self-service, from the agent's saved report)", () => {
  const source = {
    ...newReport({ etage: '2', numAppart: '21' }),
    id: 300,
    open: false,
    garant: { name: 'Paul Garant' },
    signatures: { renter: { label: 'Locataire', _ref: 'sig:1:renter' } },
  };
  const report = selfServiceReport(source, {
    now: LATER,
    preData: { etage: '3e gauche', numAppart: 'A12' },
    locale: 'es',
  });

  it('is a new open move-in of the tenant, made from the saved report', () => {
    expect(report).toMatchObject({
      localId: LATER,
      date: LATER,
      edlIO: 'Entrant',
      open: true,
      duplicateFromEdlID: 300,
      duplicateFromEdlIO: 'Entrant',
    });
    expect(report.signatures).toBeUndefined();
    expect(report.id).toBeUndefined();
  });

  it("takes the invitation's floor and flat number and the tenant's language", () => {
    expect(report.bien.etage).toBe('3e gauche');
    expect(report.bien.numAppart).toBe('A12');
    expect(report.bien.addr).toBe(source.bien.addr);
    expect(report.locale).toBe('es');
  });

  it('clears the previous people: the tenant types their own', () => {
    expect(report.renter.name).toBeNull();
    expect(report.renter.email).toBeNull();
    expect(report.nbRenters).toBe(1);
    expect(report.garant).toBeUndefined();
  });

  it('keeps the rooms to walk through', () => {
    expect(report.edl.map((m) => m.name)).toEqual(source.edl.map((m) => m.name));
    expect(selfServiceSteps(report.edl).length).toBeGreaterThan(10);
  });
});
