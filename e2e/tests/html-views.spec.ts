/**
 * The HTML views of a saved report opened in a browser tab: the tab
 * asks for the page as the signed-in user, then loads every photo and signature with no token (by
 * the signed addresses the page links), in Chromium under the server's real Content-Security-Policy.
 * A meter's photo shows with its caption, the views close with the signatures, the exit report
 * opens with its changes, and the exit agreement shows its costing and balance. Screenshots at phone
 * width and an A4 print are left in the test's output folder to be looked at.
 */
import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import {
  createReport,
  duplicateReport,
  fingerprintText,
  uploadFingerprintInput,
  type LocalReport,
  type PhotoRef,
  type Rate,
} from '@constat/domain';
import { setRate } from './support/exitChain.ts';
import { signIn, T3_WITH_CELLAR } from './support/seedReport.ts';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A 800x600 picture (JPEG) or a signature stroke (PNG) drawn by the browser, with its label. */
async function draw(
  page: Page,
  label: string,
  hue: number,
  type: 'image/jpeg' | 'image/png',
): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ label, hue, type }) => {
      const signature = type === 'image/png';
      const canvas = new OffscreenCanvas(signature ? 300 : 800, signature ? 120 : 600);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no canvas');
      context.fillStyle = signature ? '#ffffff' : `hsl(${hue} 45% 55%)`;
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.strokeStyle = '#1a237e';
      context.lineWidth = 4;
      context.beginPath();
      context.moveTo(20, signature ? 90 : 500);
      context.bezierCurveTo(120, 10, 200, 110, canvas.width - 20, 30);
      context.stroke();
      context.fillStyle = signature ? '#1a237e' : '#ffffff';
      context.font = `bold ${signature ? 22 : 56}px sans-serif`;
      context.fillText(label, 30, signature ? 40 : 300);
      const blob = await canvas.convertToBlob({ type, quality: 0.8 });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    { label, hue, type },
  );
  return Buffer.from(base64, 'base64');
}

interface Api {
  token: string;
  profileId: number;
}

async function putImage(page: Page, api: Api, bytes: Buffer, type: string): Promise<string> {
  const hash = sha256(bytes);
  const response = await page.request.put(`/api/photos/${hash}`, {
    headers: { authorization: `Bearer ${api.token}`, 'content-type': type },
    data: bytes,
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return hash;
}

/** Adds a photo of `bytes` to room > element (> part). */
function withPhoto(report: LocalReport, names: string[], hash: string, patch: Rate = {}): LocalReport {
  const [room, element, part] = names;
  const module = report.edl.find((m) => m.name === room);
  const entry = module?.entry.find((e) => e.name === element);
  const sub = entry?.content?.find((s) => s.name === part);
  const context = [module?.id, entry?.id, sub?.id].filter((id) => id !== undefined).join('.');
  const rate = (sub ?? entry)?.rate;
  const photo: PhotoRef = { _ref: `ref:${hash}`, sha256: hash, _context: context, takenAt: report.date };
  return setRate(report, names, { ...patch, photo: [...(rate?.photo ?? []), photo] });
}

/** Signed on the three pads and sealed as the device does, then saved; returns the server id. */
async function save(page: Page, api: Api, report: LocalReport, signatures: Record<string, string>) {
  const labels: Record<string, string> = {
    renter: 'Locataire',
    owner: 'Propriétaire ou mandataire',
    paraphes: 'Paraphe',
  };
  const unsealed: LocalReport = {
    ...report,
    open: false,
    profileId: api.profileId,
    signatures: Object.fromEntries(
      Object.entries(signatures).map(([key, hash]) => [
        key,
        { label: labels[key] ?? key, _ref: `sig:${key}`, sha256: hash },
      ]),
    ),
  };
  const sealed = {
    ...unsealed,
    fingerprint: sha256(Buffer.from(fingerprintText(uploadFingerprintInput(unsealed)))),
  };
  const response = await page.request.post('/api/edl', {
    headers: { authorization: `Bearer ${api.token}`, 'idempotency-key': `html-views:${report.localId}` },
    data: sealed,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/**
 * Scrolls to each image of the page in turn and waits for its load or error event; returns those
 * that did not show, each as its caption (the figure's or the signer's), the status the server
 * answers for its address, and the address, so a failure says which image and why.
 * `img.decode()` is no wait for a lazy image: Chromium rejects it at once ("cannot be decoded")
 * while the image's request has not started, which it only does at its next rendering update once
 * the image is near the viewport.
 */
async function brokenImages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const broken: string[] = [];
    for (const img of [...document.images]) {
      img.scrollIntoView();
      if (!img.complete)
        await new Promise((settled) => {
          img.addEventListener('load', settled, { once: true });
          img.addEventListener('error', settled, { once: true });
        });
      if (img.naturalWidth > 0) continue;
      const response = await fetch(img.src, { credentials: 'omit' });
      const answer = response.ok ? `${response.headers.get('content-type')}` : await response.text();
      const caption = img.closest('figure, .signer')?.textContent?.trim().slice(0, 60) ?? img.alt;
      broken.push(`${caption}: ${response.status} ${answer} (${img.src})`);
    }
    window.scrollTo(0, 0);
    return broken;
  });
}

test('the HTML views show every photo and signature in a tab that sends no token', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'Agence Vues HTML');
  const api: Api = await page.evaluate(() => ({
    token: (JSON.parse(localStorage.getItem('security') ?? '{}') as { jwtToken: string }).jwtToken,
    profileId: Number(localStorage.getItem('profile')),
  }));
  const stamp = Date.now();
  const tenant = `Claire Petit ${stamp}`;
  const jpeg = async (label: string, hue: number) =>
    putImage(page, api, await draw(page, label, hue, 'image/jpeg'), 'image/jpeg');
  const signatures = {
    renter: await putImage(page, api, await draw(page, tenant, 0, 'image/png'), 'image/png'),
    owner: await putImage(page, api, await draw(page, 'Marie Dupont', 0, 'image/png'), 'image/png'),
    paraphes: await putImage(page, api, await draw(page, 'CP · MD', 0, 'image/png'), 'image/png'),
  };
  const HOB = ['Cuisine', 'Cuisine équipée', 'Plaques de cuisson'];

  let entry = createReport({
    edlIO: 'Entrant',
    template: 'default',
    info: { ...T3_WITH_CELLAR, renter: { ...T3_WITH_CELLAR.renter, name: tenant } },
    now: stamp,
  });
  entry = withPhoto(entry, ['Salon', 'Murs'], await jpeg('Salon · murs', 200), { condition: 'Bon état' });
  entry = withPhoto(entry, ['Energie', 'Compteur électrique'], await jpeg('Compteur 012345 kWh', 40));
  entry = withPhoto(entry, HOB, await jpeg('Plaques · entrée', 120), { condition: 'Bon état' });
  const entryId = await save(page, api, entry, signatures);

  let exit = duplicateReport({ ...entry, id: entryId }, { now: stamp + 60_000 });
  exit = withPhoto(exit, HOB, await jpeg('Plaques · sortie', 0), {
    condition: 'Hors service',
    toQuote: true,
    preQuote: { action: 'replace', measure: 100, cost: 30_000, calibrationId: null },
  });
  exit = { ...exit, localId: stamp + 1, duplicateFromEdlID: entryId, depotGarantie: '1 000' };
  const exitId = await save(page, api, exit, signatures);

  // The tab asks for the page itself as the signed-in user; nothing else it loads carries a token.
  await page.route(/\/api\/edl\/\d+(\/convention)?\.html$/, (route) =>
    route.continue({ headers: { ...route.request().headers(), authorization: `Bearer ${api.token}` } }),
  );
  const imageRequests: { url: string; authorization: string | undefined }[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image')
      imageRequests.push({ url: request.url(), authorization: request.headers().authorization });
  });
  const shots = test.info();

  await page.goto(`/api/edl/${entryId}.html`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('État des lieux d’entrée');
  await expect(page.locator('figure', { hasText: 'Énergie › Compteur électrique' })).toHaveCount(1);
  expect(await page.locator('img').count()).toBe(6);
  expect(await brokenImages(page)).toEqual([]);
  await expect(page.locator('.signer')).toHaveText([
    new RegExp(`^Locataire${tenant}`),
    /^Mandataire du bailleurAgence du Centre \(Marie Dupont\)pour le compte de Jean Martin/,
    /^Paraphes/,
  ]);
  await expect(page.locator('.signer img')).toHaveCount(3);
  await page.screenshot({ path: shots.outputPath('entry-390-top.png') });
  await page.locator('figure', { hasText: 'Compteur électrique' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: shots.outputPath('entry-390-meters.png') });
  await page.getByRole('heading', { name: 'Signatures' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: shots.outputPath('entry-390-signatures.png') });
  await page.pdf({ path: shots.outputPath('entry-print.pdf'), format: 'A4', printBackground: true });

  await page.goto(`/api/edl/${exitId}.html`);
  await expect(page.locator('.changes')).toContainText('Plaques de cuisson');
  // The hob's photo at entry beside its own at exit (not the entry's it carried over).
  await expect(page.locator('.change-photos img')).toHaveCount(2);
  expect(await brokenImages(page)).toEqual([]);
  await page.screenshot({ path: shots.outputPath('exit-390-changes.png') });

  await page.goto(`/api/edl/${exitId}/convention.html`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Convention de sortie');
  await expect(page.locator('table.agreement')).toContainText('Plaques de cuisson');
  await expect(page.locator('table.balance')).toContainText('Solde à restituer au locataire');
  await expect(page.locator('table.balance')).toContainText('640,00');
  await expect(page.getByRole('heading', { name: 'Description pièce par pièce' })).toHaveCount(0);
  expect(await brokenImages(page)).toEqual([]);
  await page.screenshot({ path: shots.outputPath('convention-390-top.png') });
  await page.locator('table.agreement').scrollIntoViewIfNeeded();
  await page.screenshot({ path: shots.outputPath('convention-390-costing.png') });
  await page.pdf({ path: shots.outputPath('convention-print.pdf'), format: 'A4', printBackground: true });

  expect(imageRequests.length).toBeGreaterThan(0);
  expect(imageRequests.filter((request) => request.authorization !== undefined)).toEqual([]);
  expect(imageRequests.every((request) => request.url.includes('/signed?expires='))).toBe(true);
});
