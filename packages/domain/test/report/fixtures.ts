/** Shared test data: an info form as the agent fills it, and a small hand-made tree. */
import type { Bien, LocalReport, Module, ReportInfo } from '../../src/index.ts';
import { createReport } from '../../src/index.ts';

export function bien(overrides: Partial<Bien> = {}): Bien {
  return {
    genre: 'Appartement',
    typeLogement: 'T2',
    etat: null,
    meuble: 'non',
    presenceCave: 'non',
    presenceParking: 'non',
    presenceGrenier: 'non',
    mandataire: 'Agence du Centre',
    addr: '12 rue des Lilas',
    codePostal: '69003',
    ville: 'Lyon',
    etage: '2',
    numAppart: '21',
    ...overrides,
  };
}

export function info(overrides: Partial<Bien> = {}): ReportInfo {
  return {
    bien: bien(overrides),
    owner: { proprietaireNom: 'M. Durand' },
    renter: { name: 'Alice Martin', email: 'alice@example.fr', tel: '0600000000', represented: false },
    nbRenters: 1,
    nbExtraEmails: 0,
  };
}

export const NOW = 1_700_000_000_000;

export function newReport(
  overrides: Partial<Bien> = {},
  edlIO: 'Entrant' | 'Sortant' = 'Entrant',
): LocalReport {
  return createReport({ edlIO, template: 'default', info: info(overrides), now: NOW });
}

/** A tiny tree: one room with a Photos entry holding two photos, a leaf and a container. */
export function smallTree(): Module[] {
  return [
    {
      id: 1,
      name: 'Salon',
      opened: false,
      entry: [
        {
          id: 1,
          name: 'Photos',
          opened: false,
          rate: {
            photo: [
              { _ref: 'ref:a', _context: '1.2' },
              { _ref: 'ref:b', _context: '1.3.1' },
              { _ref: 'ref:c' },
            ],
          },
          rateInfo: ['photo'],
        },
        {
          id: 2,
          name: 'Murs',
          opened: false,
          rate: { condition: 'Bon état', cleaning: 'Sale', other: 'Trous' },
          rateInfo: ['condition', 'cleaning', 'other'],
        },
        {
          id: 3,
          name: 'Fenêtre',
          opened: false,
          rate: null,
          rateInfo: ['condition', 'state', 'cleaning', 'other'],
          content: [
            { id: 1, name: 'Vitre', opened: false, rate: { condition: 'Etat usage', cleaning: null } },
            {
              id: 2,
              name: 'Poignée',
              opened: false,
              rate: { condition: 'Neuf', state: 'Ne fonctionne pas' },
            },
          ],
        },
      ],
    },
    { id: 2, name: 'Cuisine', opened: false, entry: [] },
  ];
}

export function reportWith(edl: Module[]): LocalReport {
  return { ...newReport(), edl };
}

/** A deep copy of JSON data (reports are JSON), to check that inputs are never mutated. */
export function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
