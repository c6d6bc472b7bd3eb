/**
 * The HTML views of saved reports, against a real PostgreSQL: a browser
 * tab opening /api/edl/{id}.html gets images it can load without a token (signed addresses, valid
 * for about an hour); a changed, forged or expired address is refused with a clear error and never
 * opens another report's image. The views show every photo (a meter's too) with its caption, the
 * signatures, the changes since entry; the exit agreement's view shows its costing and balance, and
 * says when the costing was revised since it was signed. The PDF embeds every photo as well.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  fingerprintText,
  updateRate,
  uploadFingerprintInput,
  type LocalReport,
  type PhotoRef,
} from '@constat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageLinks } from '../src/modules/documents/imageLinks.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { makeJpeg, sha256 } from './images.ts';
import {
  adminHeaders,
  createAccount,
  createGroup,
  photoSet,
  saveWithPhotos,
  uploadReport,
  type Account,
} from './reportFixtures.ts';

let server: TestServer;
let a: Account;
let b: Account;
let entryId: number;
let exitId: number;
let otherTenantId: number;
const roomPhotos = photoSet(2, 61);
const meterPhoto = makeJpeg(64, 48, 6101, 2_000);
const hobAtEntry = makeJpeg(64, 48, 6102, 2_000);
const hobAtExit = makeJpeg(64, 48, 6103, 2_000);
const renterSignature = makeJpeg(120, 50, 62);
const ownerSignature = makeJpeg(120, 50, 63);
const otherPhoto = photoSet(1, 64);

const hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A photo of `element` (or of its `part`) in `room`. */
function photograph(report: LocalReport, [room, element, part]: string[], bytes: Buffer, patch = {}) {
  const module = report.edl.find((m) => m.name === room);
  const entry = module?.entry.find((e) => e.name === element);
  const sub = entry?.content?.find((s) => s.name === part);
  if (!module || !entry) throw new Error(`no ${room} › ${element}`);
  const context = [module.id, entry.id, sub?.id].filter((id) => id !== undefined).join('.');
  const photo: PhotoRef = { _ref: `ref:${sha256(bytes)}`, sha256: sha256(bytes), _context: context };
  return updateRate(report, { moduleId: module.id, entryId: entry.id, subEntryId: sub?.id }, (rate) => ({
    ...(rate ?? {}),
    ...patch,
    photo: [...(rate?.photo ?? []), photo],
  }));
}

/** Signed by the tenant and the agent, sealed with its fingerprint as the device does. */
function signed(report: LocalReport): LocalReport {
  const unsealed: LocalReport = {
    ...report,
    signatures: {
      renter: { label: 'Locataire', _ref: 'sig:renter', sha256: sha256(renterSignature) },
      owner: { label: 'Propriétaire ou mandataire', _ref: 'sig:owner', sha256: sha256(ownerSignature) },
    },
  };
  return { ...unsealed, fingerprint: hex(fingerprintText(uploadFingerprintInput(unsealed))) };
}

const HOB = ['Cuisine', 'Cuisine équipée', 'Plaques de cuisson'];

beforeAll(async () => {
  server = await startTestServer();
  const admin = await adminHeaders(server.app);
  a = await createAccount(
    server.app,
    admin,
    'html-a',
    await createGroup(server.app, admin, 'Agence A', false),
  );
  b = await createAccount(
    server.app,
    admin,
    'html-b',
    await createGroup(server.app, admin, 'Agence B', false),
  );
  let entry = uploadReport(a.profileId, roomPhotos, { renterName: 'Zoé Lefèvre' });
  entry = photograph(entry, ['Energie', 'Compteur électrique'], meterPhoto);
  entry = photograph(entry, HOB, hobAtEntry, { condition: 'Bon état' });
  const signatures = [renterSignature, ownerSignature];
  entryId = await saveWithPhotos(server.app, a.headers, signed(entry), [
    ...roomPhotos,
    meterPhoto,
    hobAtEntry,
    ...signatures,
  ]);
  let exit = uploadReport(a.profileId, [], {
    localId: 1_700_000_000_901,
    renterName: 'Zoé Lefèvre',
    edlIO: 'Sortant',
    duplicateFromEdlID: entryId,
    duplicateFromEdlIO: 'Entrant',
    conventionSortieManuelle: true,
    depotGarantie: '1 000',
  });
  exit = photograph(exit, HOB, hobAtExit, {
    condition: 'Hors service',
    toQuote: true,
    preQuote: { action: 'replace', measure: 100, cost: 30_000, calibrationId: null },
  });
  exitId = await saveWithPhotos(server.app, a.headers, signed(exit), [hobAtExit, ...signatures]);
  otherTenantId = await saveWithPhotos(
    server.app,
    b.headers,
    uploadReport(b.profileId, otherPhoto),
    otherPhoto,
  );
});

afterAll(async () => {
  await server?.close();
});

const view = async (url: string) => {
  const response = await server.app.inject({ url, headers: a.headers });
  expect(response.statusCode, url).toBe(200);
  return response.body;
};

/** The addresses of the page's images, as a browser reads them from the HTML. */
const imageSources = (html: string) =>
  [...html.matchAll(/<img src="([^"]+)"/g)].map((m) => (m[1] ?? '').replaceAll('&#38;', '&'));

/** The page's text as a reader sees it. */
const text = (html: string) =>
  html
    .replace(/<head>.*?<\/head>/s, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/\s+/g, ' ');

/** Follows an address as a browser tab does: no authorization header. */
const follow = (url: string) => server.app.inject({ url });

describe("a report's HTML view", () => {
  it('links every image by an address a browser opens without a token', async () => {
    const html = await view(`/api/edl/${entryId}.html`);
    const sources = imageSources(html);
    const expected = [...roomPhotos, meterPhoto, hobAtEntry, renterSignature, ownerSignature].map(sha256);
    expect(new Set(sources.map((src) => /\/photos\/([0-9a-f]{64})\//.exec(src)?.[1]))).toEqual(
      new Set(expected),
    );
    for (const src of sources) {
      expect(src).toMatch(/^\/api\/edl\/\d+\/photos\/[0-9a-f]{64}\/signed\?expires=\d+&signature=[\w-]+$/);
      const image = await follow(src);
      expect(image.statusCode, src).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\/(jpeg|png)$/);
      expect(src).toContain(sha256(image.rawPayload));
      const maxAge = Number(/max-age=(\d+)/.exec(String(image.headers['cache-control']))?.[1]);
      expect(maxAge).toBeGreaterThanOrEqual(3_590);
      expect(maxAge).toBeLessThanOrEqual(4_200);
    }
    // The signed-in route the views linked before answers a tab without a token 401.
    const bare = await follow(`/api/edl/${entryId}/photos/${sha256(meterPhoto)}`);
    expect(bare.statusCode).toBe(401);
  });

  it("shows the meter's photo with its caption, and the signatures", async () => {
    const html = await view(`/api/edl/${entryId}.html`);
    expect(html).toMatch(
      new RegExp(
        `<img src="[^"]*/photos/${sha256(meterPhoto)}/signed[^"]*" alt="Énergie › Compteur électrique"`,
      ),
    );
    expect(html).toContain('<figcaption>Énergie › Compteur électrique</figcaption>');
    const page = text(html);
    const signatures = page.slice(page.indexOf('Signatures Fait à Lyon, le'));
    expect(signatures).toMatch(/^Signatures Fait à Lyon, le \d+ \S+ \d{4} à \d\d:\d\d /);
    expect(signatures).toContain('Locataire Zoé Lefèvre');
    expect(signatures).toContain('Mandataire du bailleur Agence du Centre pour le compte de M. Durand');
    expect(signatures).toContain('Empreinte du contenu signé (SHA-256)');
  });

  it('refuses a changed or expired address with a clear error, and never opens another report’s image', async () => {
    const html = await view(`/api/edl/${entryId}.html`);
    const [src = ''] = imageSources(html);
    const url = new URL(src, 'http://localhost');
    const signature = url.searchParams.get('signature') ?? '';
    const expires = Number(url.searchParams.get('expires'));
    const sha = /\/photos\/([0-9a-f]{64})\//.exec(src)?.[1] ?? '';
    const changed = [
      src.replace(
        `signature=${signature}`,
        `signature=${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      ),
      src.replace(`expires=${expires}`, `expires=${expires + 3600}`),
      src.replace(`/edl/${entryId}/`, `/edl/${otherTenantId}/`),
      src.replace(sha, sha256(otherPhoto[0] as Buffer)),
    ];
    for (const address of changed) {
      const refused = await follow(address);
      expect(refused.statusCode, address).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'link-invalid' });
      expect(refused.json().message).toContain("n'est pas valide");
    }
    // The server's own key, as another server process would use it.
    const links = await ImageLinks.create(server.database.db);
    const expired = await follow(links.url(entryId, sha, Date.now() - 2 * 3600_000));
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({ code: 'link-expired' });
    expect(expired.json().message).toContain('a expiré');
    // Even an address signed with the key opens only the images of the report it names.
    const foreign = await follow(links.url(entryId, sha256(otherPhoto[0] as Buffer)));
    expect(foreign.statusCode).toBe(404);
    expect(imageSources(await view(`/api/edl/${entryId}.html`))).not.toContain(
      expect.stringContaining(sha256(otherPhoto[0] as Buffer)),
    );
    // Another agency opens neither the view nor, through it, the images.
    const theirs = await server.app.inject({ url: `/api/edl/${entryId}.html`, headers: b.headers });
    expect(theirs.statusCode).toBe(404);
  });

  it('an exit report opens with the changes since entry, the entry photo beside the exit photo', async () => {
    const html = await view(`/api/edl/${exitId}.html`);
    const page = text(html);
    const changes = page.indexOf('Évolutions depuis l’état des lieux d’entrée');
    expect(changes).toBeGreaterThan(-1);
    expect(changes).toBeLessThan(page.indexOf('Logement'));
    expect(page).toContain('Cuisine › Cuisine équipée › Plaques de cuisson · État Bon état Hors service');
    const row = /<tr class="change-photos">(.*?)<\/tr>/.exec(html)?.[1] ?? '';
    const [entryPhoto = '', exitPhoto = ''] = imageSources(row);
    expect(entryPhoto).toContain(`/api/edl/${entryId}/photos/${sha256(hobAtEntry)}/signed?`);
    expect(exitPhoto).toContain(`/api/edl/${exitId}/photos/${sha256(hobAtExit)}/signed?`);
    for (const src of imageSources(html)) expect((await follow(src)).statusCode, src).toBe(200);
    expect(page).toContain('Signatures Fait à Lyon');
  });
});

describe("the exit agreement's HTML view", () => {
  it('shows the costing lines, the tenant’s share, the deposit and the balance, and its signatures', async () => {
    const html = await view(`/api/edl/${exitId}/convention.html`);
    const page = text(html);
    expect(page).toMatch(/^ Convention de sortie N° \d+ /);
    expect(page).toContain('Évolutions depuis l’état des lieux d’entrée');
    expect(page).toContain('Chiffrage des travaux');
    expect(page).toContain('Cuisine › Cuisine équipée > Plaques de cuisson');
    // 300,00 € replaced, no wear: 300,00 € HT, 60,00 € VAT, 360,00 € charged of a 1 000,00 € deposit.
    expect(html).toMatch(/data-label="Part locataire HT">300,00\s€/u);
    expect(page).toMatch(/Dépôt de garantie 1\s000,00\s€/u);
    expect(page).toMatch(/Total à la charge du locataire \(TTC\) 360,00\s€/u);
    expect(page).toMatch(/Solde à restituer au locataire 640,00\s€/u);
    expect(page).not.toContain('Description pièce par pièce');
    expect(page).not.toContain('non signé');
    expect(page).toContain('Signatures Fait à Lyon');
    for (const src of imageSources(html)) expect((await follow(src)).statusCode, src).toBe(200);
  });

  it('says the costing revised since signing is an unsigned draft, beside the signed amounts', async () => {
    const costing = await server.app.inject({ url: `/api/edl/${exitId}/costing`, headers: a.headers });
    const [line] = costing.json().lines as { id: number }[];
    if (!line) throw new Error('the pre-quoted hob is a costing line');
    const patch = await server.app.inject({
      method: 'PATCH',
      url: `/api/edl/costing/${line.id}`,
      headers: a.headers,
      payload: { cost: 45_000 },
    });
    expect(patch.statusCode).toBe(200);
    const page = text(await view(`/api/edl/${exitId}/convention.html`));
    expect(page).toMatch(/^ Convention de sortie N° \d+ Projet révisé le .+, non signé /);
    expect(page).toContain('Montants signés / Montants révisés (non signés)');
    expect(page).toMatch(/TTC 360,00\s€ 540,00\s€/u);
    expect(page).toMatch(/Solde à restituer au locataire 460,00\s€/u);
    expect(page.indexOf('Signatures Fait à Lyon')).toBeGreaterThan(
      page.indexOf('portent sur les montants signés'),
    );
  });
});

describe('the PDF of a report with a meter photo', () => {
  it('embeds every photo and signature', async () => {
    const generate = await server.app.inject({
      method: 'POST',
      url: `/api/edl/${entryId}/pdf/generate`,
      headers: a.headers,
    });
    expect(generate.statusCode).toBe(202);
    let pdf = await server.app.inject({ url: `/api/edl/${entryId}.pdf`, headers: a.headers });
    for (let attempt = 0; attempt < 300 && pdf.statusCode === 409; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      pdf = await server.app.inject({ url: `/api/edl/${entryId}.pdf`, headers: a.headers });
    }
    expect(pdf.statusCode).toBe(200);
    const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'constat-pdf-')), 'edl.pdf');
    await fs.writeFile(file, pdf.rawPayload);
    // pdfimages lists an image where it is drawn (the initials on every page): counted by object.
    const objects = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' })
      .split('\n')
      .slice(2)
      .filter((line) => line.trim() !== '')
      .map((line) => line.trim().split(/\s+/).slice(10, 12).join(' '));
    // Two room photos, the meter's, the hob's, two signatures.
    expect(new Set(objects).size).toBe(6);
    const words = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(words).toMatch(/Photo \d+ · Énergie › Compteur électrique/);
  });
});
