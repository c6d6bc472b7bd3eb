import { describe, expect, it } from 'vitest';
import {
  addRenter,
  createReport,
  emptyReportInfo,
  localReportStatus,
  matchesLocalSearch,
  tenantNames,
} from '../../src/index.ts';

function report() {
  let info = emptyReportInfo();
  info = {
    ...info,
    bien: {
      ...info.bien,
      genre: 'Appartement',
      typeLogement: 'T2',
      mandataire: 'Agence Étoile',
      addr: '12 rue de la Gare',
      ville: 'Lyon',
      codePostal: '69003',
      numAppart: 'B12',
    },
  };
  info = {
    ...info,
    owner: { proprietaireNom: 'Mme Durand' },
    renter: { ...info.renter, name: 'Élodie Martin' },
  };
  info = addRenter(info);
  info = { ...info, renter2: { name: 'Paul Petit', represented: 'non' } };
  return createReport({ edlIO: 'Entrant', template: 'default', info, now: 1_700_000_000_000 });
}

describe('localReportStatus', () => {
  it('is editing while open, ready once signed (open false), saved with a server id, saving during upload', () => {
    expect(localReportStatus({ open: true })).toBe('editing');
    expect(localReportStatus({ open: false })).toBe('ready');
    expect(localReportStatus({ open: false, id: 42 })).toBe('saved');
    expect(localReportStatus({ open: false }, true)).toBe('saving');
  });
});

describe('tenantNames', () => {
  it('joins the active tenants', () => {
    expect(tenantNames(report())).toBe('Élodie Martin / Paul Petit');
  });
});

describe('matchesLocalSearch', () => {
  it('finds by tenant, agent, owner, address and city, ignoring accents and case', () => {
    const r = report();
    expect(matchesLocalSearch(r, 'elodie')).toBe(true);
    expect(matchesLocalSearch(r, 'PETIT')).toBe(true);
    expect(matchesLocalSearch(r, 'agence etoile')).toBe(true);
    expect(matchesLocalSearch(r, 'durand')).toBe(true);
    expect(matchesLocalSearch(r, 'gare lyon')).toBe(true);
    expect(matchesLocalSearch(r, '69003')).toBe(true);
    expect(matchesLocalSearch(r, '')).toBe(true);
  });

  it('needs every word', () => {
    expect(matchesLocalSearch(report(), 'martin marseille')).toBe(false);
  });
});
