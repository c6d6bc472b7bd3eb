import type { ReportInfo } from '../../src/index.ts';

/** A complete, valid info form with one tenant. */
export function validInfo(): ReportInfo {
  return {
    bien: {
      genre: 'Appartement',
      typeLogement: 'T3',
      etat: 'Bon état',
      meuble: 'non',
      presenceCave: 'oui',
      numeroCave: '12',
      presenceParking: 'non',
      numeroParking: null,
      presenceGrenier: 'non',
      mandataire: 'Agence du Port',
      addr: '3 rue des Lilas',
      codePostal: '44000',
      ville: 'Nantes',
      etage: '2e gauche',
      numAppart: '24',
    },
    owner: { proprietaireNom: 'M. Martin' },
    renter: { name: 'Claire Durand', email: 'claire@example.fr', tel: '0600000000', represented: 'non' },
    nbRenters: 1,
    garant: null,
    entryDate: null,
    nbExtraEmails: 0,
  };
}
