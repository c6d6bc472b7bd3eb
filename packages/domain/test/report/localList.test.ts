import { describe, expect, it } from 'vitest';
import {
  addRenter,
  createReport,
  emptyReportInfo,
  localReportStatus,
  localReportSummary,
  matchesLocalSearch,
  tenantNames,
  type LocalReport,
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

describe('localReportSummary', () => {
  it('holds what an item shows: tenants, agent, owner, dwelling, type, dates, status', () => {
    // Devices store these: a change here needs a database version that rebuilds them (web storage/db.ts).
    expect(localReportSummary(report())).toEqual({
      localId: 1_700_000_000_000,
      edlIO: 'Entrant',
      date: 1_700_000_000_000,
      open: true,
      id: null,
      syncDate: null,
      tenants: 'Élodie Martin / Paul Petit',
      bien: {
        mandataire: 'Agence Étoile',
        genre: 'Appartement',
        typeLogement: 'T2',
        addr: '12 rue de la Gare',
        codePostal: '69003',
        ville: 'Lyon',
        numAppart: 'B12',
      },
      owner: { proprietaireNom: 'Mme Durand' },
    });
  });

  it('follows a saved report (server id, sync date) and reads absent fields as null', () => {
    const base = report();
    const saved: LocalReport = { ...base, open: false, id: 42, syncDate: 1_700_000_900_000 };
    expect(localReportSummary(saved)).toMatchObject({ open: false, id: 42, syncDate: 1_700_000_900_000 });
    expect(localReportStatus(localReportSummary(saved))).toBe('saved');
    // Reports stored by earlier versions may lack optional fields altogether.
    const { numAppart: _flat, ...bien } = base.bien;
    const older = { ...base, bien, owner: {} } as unknown as LocalReport;
    expect(localReportSummary(older)).toMatchObject({
      bien: { numAppart: null },
      owner: { proprietaireNom: null },
    });
  });
});

describe('matchesLocalSearch', () => {
  it('finds by tenant, agent, owner, address and city, ignoring accents and case', () => {
    const r = localReportSummary(report());
    expect(matchesLocalSearch(r, 'elodie')).toBe(true);
    expect(matchesLocalSearch(r, 'PETIT')).toBe(true);
    expect(matchesLocalSearch(r, 'agence etoile')).toBe(true);
    expect(matchesLocalSearch(r, 'durand')).toBe(true);
    expect(matchesLocalSearch(r, 'gare lyon')).toBe(true);
    expect(matchesLocalSearch(r, '69003')).toBe(true);
    expect(matchesLocalSearch(r, '')).toBe(true);
  });

  it('needs every word', () => {
    expect(matchesLocalSearch(localReportSummary(report()), 'martin marseille')).toBe(false);
  });
});
