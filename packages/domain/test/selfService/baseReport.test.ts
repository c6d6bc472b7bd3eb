import { describe, expect, it } from 'vitest';
import { selfServiceReport, tenantBaseReport, type RemoteReport } from '../../src/index.ts';
import { NOW, newReport } from '../report/fixtures.ts';

const person = {
  name: 'Jeanne Précédente',
  email: 'jeanne@exemple.fr',
  tel: '0611223344',
  represented: 'oui',
  sortantAddr: '5 rue du Départ',
  sortantCodePostal: '75011',
  sortantVille: 'Paris',
};

const data = {
  ...newReport({ etage: '2', numAppart: '21' }),
  id: 300,
  open: false,
  edlIO: 'Sortant' as const,
  renter: person,
  renter2: { ...person, name: 'Marc Colocataire', email: 'marc@exemple.fr' },
  nbRenters: 2,
  garant: { name: 'Paul Garant' },
  extraEmail: 'notaire@exemple.fr',
  nbExtraEmails: 1,
  entryDate: '2020-01-15',
  platformCaseId: 'DOSSIER-42',
  fingerprint: 'f'.repeat(64),
  comment: "L'appartement est lumineux",
  signatures: {
    'Jeanne Précédente': {
      label: 'Locataire',
      _ref: 'sig:1',
      sha256: 'a'.repeat(64),
      url: '/api/edl/300/photos/a',
    },
  },
};

const base: RemoteReport = {
  id: 300,
  renter: 'Jeanne Précédente, Marc Colocataire',
  edlIO: 'Sortant',
  date: NOW,
  housingSize: 'T2',
  housingRef: '21',
  agent: 'Agence du Centre',
  owner: 'M. Durand',
  address: '12 rue des Lilas 69003 Lyon',
  profileId: 7,
  comment: 'Note interne : impayés',
  showCosts: true,
  locale: 'fr',
  pdfsGenerating: [],
  pdfsGenerated: ['edl'],
  duplicateFromEdlID: 250,
  hasDefinedCosting: false,
  isPlatformConnected: true,
  fromAutoEdl: false,
  hasConvention: false,
  syncDate: NOW,
  lastUpdatedDate: NOW,
  name: 'Jean Agent',
  data,
};

describe("what a self-service tenant reads of its invitation's base report (CNIL minimisation)", () => {
  const seen = tenantBaseReport(base);
  const text = JSON.stringify(seen);

  it('holds nothing personal of the people on it: tenants, garant, e-mails, addresses, signatures', () => {
    for (const secret of [
      'Jeanne',
      'Marc',
      'jeanne@',
      'marc@',
      '0611223344',
      'rue du Départ',
      '75011',
      'Paul Garant',
      'notaire@',
      'sig:1',
      'a'.repeat(64),
      'DOSSIER-42',
      '2020-01-15',
      'impayés',
      'Jean Agent',
      'f'.repeat(64),
    ])
      expect(text, secret).not.toContain(secret);
    expect(seen.data.signatures).toBeUndefined();
    expect(seen.data.renter).toEqual({ name: null, email: null, tel: null, represented: false });
    expect(seen.data.nbRenters).toBe(1);
    expect(seen.data.nbExtraEmails).toBe(0);
  });

  it('keeps the dwelling, its rooms and photos, its general comment, and the owner and agency it is made for', () => {
    expect(seen.data.bien).toEqual(data.bien);
    expect(seen.data.edl).toEqual(data.edl);
    expect(seen.data.owner).toEqual(data.owner);
    expect(seen.data.comment).toBe(data.comment);
    expect(seen).toMatchObject({
      id: 300,
      housingRef: '21',
      agent: 'Agence du Centre',
      address: base.address,
    });
  });

  it("still gives the tenant's draft the dwelling the agent described", () => {
    const draft = selfServiceReport(seen.data, {
      now: NOW + 1,
      preData: { etage: '3', numAppart: 'A12' },
      locale: 'fr',
    });
    const full = selfServiceReport(base.data, {
      now: NOW + 1,
      preData: { etage: '3', numAppart: 'A12' },
      locale: 'fr',
    });
    // The source's fingerprint, which the draft carries until it is signed again, is the only difference.
    const { fingerprint: _sourceFingerprint, ...unsigned } = full;
    expect(draft).toEqual(unsigned);
  });
});
