/**
 * The legal content of the PDFs the server renders (docs/ARCHITECTURE.md "Beyond the specification"): the
 * landlord's address the device sent, the agent's address (the account's company address) beside
 * 'Mandataire', each report type's own statutory notice in the report's language, and the
 * agency's own legal text after it only when the cascade gives one (the product default adds
 * nothing to the notice).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_LEGAL_TEXTS, legalNotice, type LocalReport } from '@constat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import {
  adminHeaders,
  createAccount,
  createGroup,
  info,
  saveWithPhotos,
  uploadReport,
  type Account,
  type Headers,
} from './reportFixtures.ts';

/** A text as the documents print it: with the typographic apostrophe (documents/typography.ts). */
const printed = (text: string) => text.replace(/'/g, '’');

const LANDLORD = { proprietaireNom: 'SCI Bellecour', proprietaireAdresse: '3 place Bellecour, 69002 Lyon' };
const AGENCY_TEXT = 'Les clés sont remises contre récépissé signé.';

let server: TestServer;
let agent: Account;

type Method = 'POST' | 'GET' | 'PATCH';
const call = (method: Method, url: string, headers: Headers, payload?: object) =>
  server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** The report's PDF as pdftotext reads it, on single spaces ('move- out' read as 'move-out'). */
async function pdfTextOf(id: number): Promise<string> {
  const generated = await call('POST', `/api/edl/${id}/pdf/generate`, agent.headers);
  expect([200, 202]).toContain(generated.statusCode);
  let pdf = await call('GET', `/api/edl/${id}.pdf`, agent.headers);
  for (let i = 0; i < 100 && pdf.statusCode !== 200; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    pdf = await call('GET', `/api/edl/${id}.pdf`, agent.headers);
  }
  expect(pdf.statusCode).toBe(200);
  const file = join(mkdtempSync(join(tmpdir(), 'legal-')), 'edl.pdf');
  writeFileSync(file, pdf.rawPayload);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  return text
    .split('\n')
    .filter((line) => !/(Page|Página) \d+ (sur|of|de) \d+/.test(line))
    .join(' ')
    .replace(/\s+/g, ' ')
    .replace(/- /g, '-');
}

async function save(localId: number, patch: Partial<LocalReport>): Promise<number> {
  const report = uploadReport(agent.profileId, [], { localId, owner: LANDLORD, ...patch });
  return saveWithPhotos(server.app, agent.headers, report, []);
}

beforeAll(async () => {
  server = await startTestServer();
  const admin = await adminHeaders(server.app);
  agent = await createAccount(
    server.app,
    admin,
    'agent.mentions',
    await createGroup(server.app, admin, 'Agence Mentions', false),
  );
  const patched = await call('PATCH', '/api/me', agent.headers, {
    companyName: 'Agence du Centre',
    companyAddress: '5 quai Saint-Antoine, 69002 Lyon',
  });
  expect(patched.statusCode).toBe(200);
});
afterAll(() => server.close());

describe('the legal content of the rendered report', () => {
  it("a move-in: the landlord's and the agent's addresses, its notice, no default text", async () => {
    const id = await save(1_720_000_000_001, {});
    const text = await pdfTextOf(id);
    expect(text).toContain('Adresse du bailleur 3 place Bellecour, 69002 Lyon');
    expect(text).toContain(
      'Mandataire Agence du Centre Adresse du mandataire 5 quai Saint-Antoine, 69002 Lyon',
    );
    expect(text).toContain(printed(legalNotice('Entrant', 'fr')).replace(/\s+/g, ' '));
    expect(text).not.toContain(printed(DEFAULT_LEGAL_TEXTS.edl));
    expect(text).toContain('Fait à Lyon, le');
  });

  it("a move-out in English: its own notice, translated, then the agency's text", async () => {
    const custom = await call('PATCH', '/api/me', agent.headers, { customLegalText: AGENCY_TEXT });
    expect(custom.statusCode).toBe(200);
    const id = await save(1_720_000_000_002, {
      edlIO: 'Sortant',
      locale: 'en',
      renter: {
        ...info().renter,
        sortantAddr: '8 rue Neuve',
        sortantCodePostal: '75011',
        sortantVille: 'Paris',
      },
    });
    const text = await pdfTextOf(id);
    const notice = printed(legalNotice('Sortant', 'en'));
    expect(text).toContain(notice);
    expect(text).not.toContain(printed(legalNotice('Entrant', 'en')));
    expect(text).not.toContain(printed(legalNotice('Sortant', 'fr')));
    expect(text.indexOf(AGENCY_TEXT)).toBeGreaterThan(text.indexOf(notice));
    expect(text).toContain('Landlord’s address 3 place Bellecour, 69002 Lyon');
    expect(text).toContain('Landlord’s agent');
    expect(text).not.toContain('Propriétaire ou mandataire');
  });
});
