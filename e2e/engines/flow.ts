/**
 * The offline capture flow run in every engine (docs/ARCHITECTURE.md "Tests"): log in, create a
 * profile, a new Entrant whose last tenant's e-mail is typed and 'Créer l'EDL' tapped at once (a fast
 * blur: every keystroke kept), rate an element and leave its observation at once, lose the server,
 * reload the app from the device (shell and report, every character), add a 4000×3000 photo (resized, kept across a reload),
 * sign on the pads, get the server back, save, and find the whole report on the server.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Json } from './browser.ts';
import { StepFailure, type FlowPage, type Target } from './page.ts';
import { ADMIN, type Product } from './product.ts';
import { savedReport, type ReportData } from './serverApi.ts';

export type Step = (name: string, run: () => Promise<void>) => Promise<void>;

const css = (selector: string, text?: string): Target => ({ selector, text });
const input = (name: string) => css(`[data-route] input[name="${name}"]:not(.cloned-input)`);
const row = (column: string, name: string) => css(`section[aria-label="${column}"] .element-row`, name);
const ACTION_SHEET_BUTTON = 'ion-action-sheet button';

export async function offlineCaptureFlow(page: FlowPage, product: Product, step: Step, work: string) {
  const stamp = Date.now();
  const tenant = `Lucie ${page.browser.name} ${stamp}`;
  const email = `lucie.${stamp}@exemple.fr`;
  const observation = 'Trou de cheville près de la fenêtre';
  let localId = 0;

  await step("log in, on a phone: 390×844, Ionic's iOS look, reduced motion", async () => {
    await page.browser.goto(`${product.url}/`);
    // The first start parses the whole app without a cache: slow on a busy machine.
    await page.waitShown(css('input[name=login]'), 60_000);
    await page.fill(css('input[name=login]'), ADMIN.login);
    await page.fill(css('input[name=password]'), ADMIN.password);
    await page.tap(css('button.login-submit', 'Me connecter'));
    await page.waitForHash(/^#\/selection-profil$/);
    const phone = await page.browser.evaluate(
      () => ({
        size: `${innerWidth}×${innerHeight}`,
        ios: document.documentElement.classList.contains('ios'),
        reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
      }),
      null,
    );
    const expected = { size: '390×844', ios: true, reducedMotion: true };
    if (JSON.stringify(phone) !== JSON.stringify(expected)) {
      throw new StepFailure(`not the phone the flow needs: ${JSON.stringify(phone)}`);
    }
  });

  await step('create a profile and enter it', async () => {
    const profile = `Agence ${page.browser.name}`;
    await page.tap(css('ion-item, ion-button, button', 'Ajouter un profil'));
    await page.fill(css('ion-alert input'), profile);
    await page.tap(css('ion-alert button', 'Créer'));
    await page.waitGone(css('ion-alert'));
    // An account's first profile is entered at once (docs/ARCHITECTURE.md "Beyond the specification"); a
    // later one is chosen from the list.
    const onList = () => page.isShown(css('.profile-item', profile));
    const enteredAtOnce = () => page.browser.evaluate(() => location.hash === '#/edls/en-cours', null);
    await page.waitFor(
      'the new profile entered or listed',
      async () => (await enteredAtOnce()) || (await onList()),
      Boolean,
    );
    if (!(await enteredAtOnce())) await page.tap(css('.profile-item', profile));
    await page.waitForHash(/^#\/edls\/en-cours$/);
  });

  await step('the service worker controls the app (offline ready)', async () => {
    await page.browser.evaluate(() => navigator.serviceWorker.ready.then(() => null), null);
    const controlled = () => page.browser.evaluate(() => navigator.serviceWorker.controller !== null, null);
    if (!(await controlled())) await page.browser.reload();
    await page.waitFor('a service worker controlling the page', controlled);
  });

  await step("new Entrant: the e-mail typed and 'Créer l'EDL' tapped at once is stored", async () => {
    await page.tap(css('#tab-button-new-report'));
    await page.tap(css(ACTION_SHEET_BUTTON, 'Entrant'));
    await page.waitForHash(/^#\/nouvel-edl\/entrant\/default$/);
    for (const [field, option] of [
      ['genre', 'Maison'],
      ['typeLogement', 'T2'],
    ] as const) {
      await page.tap(css(`ion-select[data-field="${field}"]`));
      await page.tap(css(ACTION_SHEET_BUTTON, option));
      await page.waitGone(css('ion-action-sheet'));
    }
    for (const [field, text] of [
      // The décret's landlord name and address: without them the report cannot be signed
      // (docs/ARCHITECTURE.md "Beyond the specification").
      ['proprietaireNom', 'Marc Bailleur'],
      ['proprietaireAdresse', '9 rue Mercière, 69002 Lyon'],
      ['mandataire', 'Agence Nord'],
      ['addr', '3 place Bellecour'],
      ['codePostal', '69002'],
      ['ville', 'Lyon'],
      ['etage', '0'],
      ['numAppart', 'A'],
      ['renter.name', tenant],
    ] as const) {
      await page.fill(input(field), text);
    }
    await page.typeThenTap(input('renter.email'), email, css('.info-submit-button'));
    const hash = await page.waitForHash(/^#\/edl\/\d+$/);
    localId = Number(/(\d+)$/.exec(hash)?.[1]);
    await page.waitFor(
      `the stored report's tenant e-mail to be ${email}`,
      async () => storedReport(page, localId).then((r) => r?.renter?.email ?? null),
      (stored) => stored === email,
    );
  });

  await step('rate an element and leave its observation at once', async () => {
    await page.tap(row('Pièces', 'Salon'));
    await page.tap(row('Éléments de Salon', 'Murs'));
    const panel = 'section[aria-label="Relevé de Murs"]';
    await page.tap(css(`${panel} [role=group] button`, 'Bon état'));
    await page.typeThenTap(
      css(`${panel} .observation-field textarea`),
      observation,
      css('nav.editor-breadcrumb button.crumb', 'Pièces'),
    );
    await page.waitFor(
      'the observation and the rating stored on the device',
      async () => murs(await storedReport(page, localId)),
      (rate) => rate?.other === observation && Object.values(rate).includes('Bon état'),
    );
  });

  await step('the server goes away; a reload shows the app and the report from the device', async () => {
    await product.block();
    await page.waitFor(
      'the server to be unreachable from the page',
      () =>
        page.browser.evaluate(
          () =>
            fetch('/api/health', { cache: 'no-store' }).then(
              () => 'reached',
              () => 'unreachable',
            ),
          null,
        ),
      (answer) => answer === 'unreachable',
    );
    await page.browser.reload();
    await saysBadConnection(page);
    await page.waitShown(css('[data-route=edl] .editor-columns'), 30_000);
    await page.tap(row('Pièces', 'Salon'));
    await page.tap(row('Éléments de Salon', 'Murs'));
    await page.waitFor(
      'the observation shown with every character',
      () =>
        page.browser.evaluate(
          () =>
            (
              document.querySelector(
                'section[aria-label="Relevé de Murs"] .observation-field textarea',
              ) as HTMLTextAreaElement | null
            )?.value ?? null,
          null,
        ),
      (value) => value === observation,
    );
  });

  await step('a 4000×3000 photo is resized and kept across a reload', async () => {
    const file = path.join(work, `camera-${page.browser.name}.jpg`);
    writeFileSync(file, Buffer.from(await page.browser.evaluate(cameraJpegBase64, null), 'base64'));
    const area = 'section[aria-label="Photos de Murs"]';
    await page.waitShown(css(area));
    await page.browser.setFiles(`${area} input.photo-input:not([capture])`, [file]);
    const rows = css(`${area} .photo-row:not(.photo-pending) img`);
    await page.waitShown(rows, 30_000);
    const expected = { width: 800, height: 600, jpeg: true };
    const photo = await page.waitFor(
      'one photo stored at 800×600, JPEG',
      () => storedPhotoFacts(page, localId),
      (p) =>
        p.length === 1 &&
        p[0]?.width === expected.width &&
        p[0]?.height === expected.height &&
        p[0]?.jpeg === true,
    );
    await page.browser.reload();
    await saysBadConnection(page);
    await page.waitShown(css('[data-route=edl] .editor-columns'), 30_000);
    await page.waitFor(
      'the photo shown again after the reload',
      () =>
        page.browser.evaluate(
          () =>
            [...document.querySelectorAll('.photo-row:not(.photo-pending) img')].filter(
              (i) => (i as HTMLImageElement).naturalWidth > 0,
            ).length,
          null,
        ),
      (count) => count === 1,
    );
    const kept = await storedPhotoFacts(page, localId);
    if (JSON.stringify(kept) !== JSON.stringify(photo)) {
      throw new StepFailure(`the stored photo changed across the reload: ${JSON.stringify({ photo, kept })}`);
    }
  });

  await step('sign on every pad; validating closes the report', async () => {
    await page.browser.goto(`${product.url}/#/edl/${localId}/signature`);
    for (const signer of ['renter', 'owner', 'paraphes']) {
      await page.draw(css(`[data-signer="${signer}"] canvas`), [
        [0.2, 0.6],
        [0.35, 0.3],
        [0.5, 0.5],
        [0.65, 0.3],
        [0.8, 0.7],
      ]);
    }
    await page.tap(css('.signature-validate', 'Valider les signatures'));
    await page.waitForHash(/^#\/edls\/en-cours$/);
    await page.waitShown(
      css(`.local-report[data-local-id="${localId}"] .local-report-status`, 'Prêt à être enregistré'),
    );
  });

  await step('the server is back: saving sends the report', async () => {
    await product.unblock();
    await page.tap(css(`.local-report[data-local-id="${localId}"] .save-report`));
    // Automatic deletion (the default): the local copy goes once the server holds the report.
    await page.waitGone(css(`.local-report[data-local-id="${localId}"]`), 60_000);
  });

  await step(
    'the server holds the report: tenant e-mail, observation, rating, photo, signatures',
    async () => {
      const { data: saved, photoDigest } = await savedReport(product, tenant);
      const problems: string[] = [];
      if (saved.renter?.email !== email)
        problems.push(`tenant e-mail ${JSON.stringify(saved.renter?.email)}`);
      const rate = murs(saved);
      if (rate?.other !== observation) problems.push(`observation ${JSON.stringify(rate?.other)}`);
      if (!rate || !Object.values(rate).includes('Bon état')) problems.push(`rating ${JSON.stringify(rate)}`);
      const photos = roomPhotos(saved);
      if (photos.length !== 1)
        problems.push(`${photos.length} photos in the room: ${JSON.stringify(photos)}`);
      else {
        const sha256 = String(photos[0]?.sha256);
        const served = await photoDigest(sha256);
        if (served !== sha256) problems.push(`the photo ${sha256} served as ${served ?? 'nothing'}`);
      }
      const signers = Object.keys(saved.signatures ?? {})
        .sort()
        .join();
      if (signers !== 'owner,paraphes,renter') problems.push(`signatures of '${signers}'`);
      if (problems.length > 0) throw new StepFailure(`the saved report differs: ${problems.join('; ')}`);
    },
  );
}

/**
 * The app started while the network is up but the server does not answer says so once (the spec's
 * 'Mauvaise connexion' message, see apps/web/src/app/session/sessionStart.ts); the user taps OK.
 */
async function saysBadConnection(page: FlowPage): Promise<void> {
  await page.waitShown(css('ion-alert .alert-message', BAD_CONNECTION), 30_000);
  await page.tap(css('ion-alert button', 'OK'));
  await page.waitGone(css('ion-alert'));
}

const BAD_CONNECTION = 'Mauvaise connexion à Internet, certaines fonctionnalités risquent de mal fonctionner';

/** The room's photos: an element's photos live in its room's 'Photos' entry, with their context. */
const roomPhotos = (report: ReportData) =>
  (report.edl?.find((m) => m.name === 'Salon')?.entry.find((e) => e.name === 'Photos')?.rate?.photo ??
    []) as {
    sha256?: string;
  }[];

const murs = (report: ReportData | null) =>
  report?.edl?.find((m) => m.name === 'Salon')?.entry.find((e) => e.name === 'Murs')?.rate;

async function storedReport(page: FlowPage, localId: number): Promise<ReportData | null> {
  const rows = await page.storedRows<{ localId: number; report: Json }>('reports');
  return (rows.find((r) => r.localId === localId)?.report as ReportData | undefined) ?? null;
}

interface PhotoFacts {
  bytes: number;
  jpeg: boolean;
  width: number;
  height: number;
  [key: string]: Json;
}

/** The report's photos as stored on the device (IndexedDB 'photos'): size, JPEG or not, decoded size. */
function storedPhotoFacts(page: FlowPage, localId: number): Promise<PhotoFacts[]> {
  return page.browser.evaluate(async (id: number) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('constat');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const rows = await new Promise<{ localEdlId: number; type: string; data: ArrayBuffer }[]>(
      (resolve, reject) => {
        const all = db.transaction('photos').objectStore('photos').getAll();
        all.onsuccess = () => resolve(all.result);
        all.onerror = () => reject(all.error);
      },
    );
    db.close();
    const facts = [];
    for (const row of rows.filter((r) => r.localEdlId === id)) {
      const head = new Uint8Array(row.data.slice(0, 3));
      const bitmap = await createImageBitmap(new Blob([row.data], { type: row.type }));
      facts.push({
        bytes: row.data.byteLength,
        jpeg: head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff,
        width: bitmap.width,
        height: bitmap.height,
      });
      bitmap.close();
    }
    return facts;
  }, localId);
}

/** In the page: a 4000×3000 camera-like JPEG (gradient, shapes, grain), as base64. */
function cameraJpegBase64(): Promise<string> {
  const width = 4000;
  const height = 3000;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  const sky = context.createLinearGradient(0, 0, width, height);
  sky.addColorStop(0, 'hsl(200 70% 75%)');
  sky.addColorStop(1, 'hsl(260 60% 35%)');
  context.fillStyle = sky;
  context.fillRect(0, 0, width, height);
  for (let i = 0; i < 60; i++) {
    context.fillStyle = `hsl(${(i * 23) % 360} 65% ${30 + (i % 5) * 10}%)`;
    context.fillRect((i * 613) % width, (i * 331) % height, 180 + (i % 7) * 60, 120 + (i % 3) * 90);
  }
  return new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.92))
    .then((blob) => {
      if (!blob) throw new Error('no JPEG');
      return blob.arrayBuffer();
    })
    .then((buffer) => {
      const bytes = new Uint8Array(buffer);
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000)
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    });
}
