import { describe, expect, it } from 'vitest';
import type { PlatformCase } from '../../src/index.ts';
import {
  PlatformCaseSchema,
  applyPlatformCase,
  platformMandataire,
  selectablePlatformCases,
} from '../../src/index.ts';
import { info } from './fixtures.ts';

const platformCase: PlatformCase = PlatformCaseSchema.parse({
  id: 'D-42',
  type: 'edl-out-in',
  status: 'scheduled',
  addressStreet: '3 place Bellecour',
  addressZipCode: 69002,
  addressCity: 'Lyon',
  housingGenre: 'Appartement',
  housingType: 'T3',
  housingCondition: 'Bon état',
  housingFloor: 4,
  hasCave: true,
  caveInfo: '12',
  hasGarage: false,
  garageInfo: 'B7',
  isFurnished: 'oui',
  ownerName: 'SCI Bellecour',
  agency: { company: 'Immo Rhône' },
  agent: { fullname: 'Paul Girard' },
  renterName: 'Sortant Dupont',
  renterPhone: '0611',
  renterEmail: 'sortant@x.fr',
  renter2Name: 'Entrant Leroy',
  renter2Phone: '0622',
  renter2Email: 'entrant@x.fr',
});

describe('platform case prompt (inspection-core §2 "Info form")', () => {
  it("'Non' only stores the case id", () => {
    const base = info();
    expect(applyPlatformCase(base, platformCase, { edlIO: 'Entrant', fill: false })).toEqual({
      ...base,
      platformCaseId: 'D-42',
    });
  });

  it("'Oui' fills address, postal code, city, genre, housing type, condition, floor, cellar and parking flags with numbers, furnished flag, owner name", () => {
    const filled = applyPlatformCase(info(), platformCase, { edlIO: 'Entrant', fill: true });
    expect(filled.bien).toMatchObject({
      addr: '3 place Bellecour',
      codePostal: '69002',
      ville: 'Lyon',
      genre: 'Appartement',
      typeLogement: 'T3',
      etat: 'Bon état',
      etage: '4',
      presenceCave: 'oui',
      numeroCave: '12',
      presenceParking: 'non',
      numeroParking: null,
      meuble: 'oui',
    });
    expect(filled.owner.proprietaireNom).toBe('SCI Bellecour');
  });

  it("fills the landlord's address when the case has it, and keeps the typed one when it has none", () => {
    const withAddress = { ...platformCase, ownerAddress: '1 rue de la République, 69001 Lyon' };
    const typed = { ...info(), owner: { proprietaireNom: null, proprietaireAdresse: '9 rue Mercière' } };
    expect(applyPlatformCase(typed, withAddress, { edlIO: 'Entrant', fill: true }).owner).toEqual({
      proprietaireNom: 'SCI Bellecour',
      proprietaireAdresse: '1 rue de la République, 69001 Lyon',
    });
    expect(applyPlatformCase(typed, platformCase, { edlIO: 'Entrant', fill: true }).owner).toEqual({
      proprietaireNom: 'SCI Bellecour',
      proprietaireAdresse: '9 rue Mercière',
    });
  });

  it('mandataire is the agency company with the agent full name in parentheses', () => {
    expect(applyPlatformCase(info(), platformCase, { edlIO: 'Entrant', fill: true }).bien.mandataire).toBe(
      'Immo Rhône (Paul Girard)',
    );
    expect(platformMandataire({ agency: { company: 'Immo Rhône' }, agent: null })).toBe('Immo Rhône');
    expect(platformMandataire({ agency: null, agent: { fullname: 'Paul Girard' } })).toBe('Paul Girard');
  });

  it('renter name, phone and email come from renter2 for an entry report and from renter for an exit report', () => {
    expect(applyPlatformCase(info(), platformCase, { edlIO: 'Entrant', fill: true }).renter).toMatchObject({
      name: 'Entrant Leroy',
      tel: '0622',
      email: 'entrant@x.fr',
    });
    expect(applyPlatformCase(info(), platformCase, { edlIO: 'Sortant', fill: true }).renter).toMatchObject({
      name: 'Sortant Dupont',
      tel: '0611',
      email: 'sortant@x.fr',
    });
  });

  it('clearing the selection sets the case id to null', () => {
    expect(
      applyPlatformCase({ ...info(), platformCaseId: 'D-42' }, null, { edlIO: 'Entrant', fill: true })
        .platformCaseId,
    ).toBeNull();
  });
});

describe('platform case list filter (inspection-core §2)', () => {
  const cases = (['edl-in', 'edl-out', 'edl-out-in', 'diagnostic'] as const).flatMap((type) =>
    ['requested', 'scheduled', 'done', 'cancelled'].map((status) => ({ type, status })),
  );
  const kept = (edlIO: 'Entrant' | 'Sortant') =>
    selectablePlatformCases(cases, edlIO).map((c) => `${c.type}/${c.status}`);
  it('hides edl-out cases and diagnostics for an entry report, keeps requested or scheduled', () => {
    expect(kept('Entrant')).toEqual([
      'edl-in/requested',
      'edl-in/scheduled',
      'edl-out-in/requested',
      'edl-out-in/scheduled',
    ]);
  });
  it('hides edl-in cases and diagnostics for an exit report', () => {
    expect(kept('Sortant')).toEqual([
      'edl-out/requested',
      'edl-out/scheduled',
      'edl-out-in/requested',
      'edl-out-in/scheduled',
    ]);
  });
});
