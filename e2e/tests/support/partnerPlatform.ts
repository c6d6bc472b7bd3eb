/**
 * A small partner platform for the browser tests: `GET /partenaire/soft/dossiers` answering the
 * cases to the key `PARTNER_KEY` (sent with the 'ApiKey' scheme) and 401 to any other key. The
 * product server is started with PLATFORM_URL pointing here (playwright.config.ts).
 */
import http from 'node:http';

export const PARTNER_KEY = 'cle-partenaire-e2e';
const PARTNER_PORT = Number(process.env.E2E_PLATFORM_PORT ?? Number(process.env.E2E_PORT ?? 3310) + 7);

const PARTNER_CASES = {
  '41': {
    id: 41,
    type: 'edl-in',
    status: 'requested',
    reference: 'DOS-041',
    addressStreet: '3 rue des Lilas',
    addressZipCode: 69003,
    addressCity: 'Lyon',
    housingGenre: 'Appartement',
    housingFloor: 2,
    hasCave: true,
    caveInfo: 12,
    isFurnished: false,
    ownerName: 'Marc Propriétaire',
    ownerAddress: '18 rue Juiverie, 69005 Lyon',
    agency: { company: 'Agence du Parc' },
    agent: { fullname: 'Julie Roux' },
    renterName: 'Ancien Locataire',
    renter2Name: 'Paul Entrant',
    renter2Email: 'paul.entrant@example.fr',
  },
  '42': { id: 42, type: 'edl-out', status: 'scheduled', reference: 'DOS-042', renterName: 'Sortie Seule' },
  '43': { id: 43, type: 'diagnostic', status: 'requested', reference: 'DOS-043' },
  '44': { id: 44, type: 'edl-in', status: 'done', reference: 'DOS-044' },
};

export async function startPartnerPlatform(): Promise<{ close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    if (request.url !== '/partenaire/soft/dossiers') return void response.writeHead(404).end();
    if (request.headers.authorization !== `ApiKey ${PARTNER_KEY}`) return void response.writeHead(401).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(PARTNER_CASES));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(PARTNER_PORT, '127.0.0.1', resolve);
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
