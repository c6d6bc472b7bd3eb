/**
 * Photos in the editor with the network cut (inspection-core §2 'Photos view', §4, §5, §8): real
 * 4000x3000 camera JPEGs taken in an element and in a room's Photos entry are stored at most 800x800
 * as JPEG with a thumbnail; the list is sorted by drag, previewed in the gallery, annotated in the
 * photo editor (the bytes change; nothing drawn, nothing saved), cleared after a confirmation;
 * deleting an element leaves its photos in the room without a context; a full device says so. Every
 * photo is found intact after a reload.
 */
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { LocalReport, PhotoRef } from '@constat/domain';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { column, expectStored, openEditorOffline, row, sliding, swipe } from './support/editor.ts';
import {
  addPhotos,
  drawOnPhoto,
  photoRows,
  photosArea,
  storedPhotos,
  writeCameraJpegs,
  type StoredPhotoFacts,
} from './support/photos.ts';
import { storedReport } from './support/seedReport.ts';

let camera: string[] = [];
test.beforeAll(async ({ browser }) => {
  camera = await writeCameraJpegs(browser, 4);
});

const salon = (report: LocalReport) => report.edl.find((m) => m.name === 'Salon');
/** The refs (and contexts) of the Salon's Photos entry, in order. */
const salonGallery = (report: LocalReport): PhotoRef[] =>
  salon(report)?.entry.find((e) => e.name === 'Photos')?.rate?.photo ?? [];
const contextOfEntry = (report: LocalReport, name: string) => {
  const module = salon(report);
  const entry = module?.entry.find((e) => e.name === name);
  return module && entry ? `${module.id}.${entry.id}` : '';
};

async function openElement(page: Page, name: string): Promise<Locator> {
  await row(column(page, 'Pièces'), 'Salon').click();
  await row(column(page, 'Éléments de Salon'), name).click();
  return photosArea(page, name);
}

async function back(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: "Fil d'Ariane" })
    .getByRole('button', { name: 'Retour' })
    .click();
}

/** The order of the rows on screen, by the stored references they show. */
const shownRefs = (area: Locator) =>
  photoRows(area).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-ref')));

/** Records whether a 'new photo loading' row ever showed (processing can be quick). */
async function watchLoadingRows(page: Page): Promise<void> {
  await page.evaluate(() => {
    const flag = window as unknown as { __sawLoading: boolean };
    flag.__sawLoading = false;
    new MutationObserver(() => {
      if (document.querySelector('.photo-pending')) flag.__sawLoading = true;
    }).observe(document.body, { subtree: true, childList: true });
  });
}

function expectResized(photo: StoredPhotoFacts | undefined): void {
  expect(photo).toBeDefined();
  expect(photo?.type).toBe('image/jpeg');
  expect(photo?.jpeg).toBe(true);
  expect(photo?.width).toBe(800);
  expect(photo?.height).toBe(600);
  expect(photo?.thumbnailBytes).toBeGreaterThan(0);
  expect(photo?.thumbnailBytes).toBeLessThan(photo?.bytes ?? 0);
}

test('photos taken in an element and in a Photos entry: resized, sorted, previewed, annotated, kept', async ({
  page,
  context,
}) => {
  const localId = await openEditorOffline(page, context, 'Photos');

  // In an element: two camera photos, one 'new photo loading' row each while they are processed.
  const murs = await openElement(page, 'Murs');
  await expect(murs.getByText('Aucune photo pour le moment.')).toBeVisible();
  await watchLoadingRows(page);
  await addPhotos(page, murs, camera.slice(0, 2));
  await expect(photoRows(murs)).toHaveCount(2);
  await expect(murs.locator('.photo-pending')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __sawLoading: boolean }).__sawLoading)).toBe(true);
  // Resized off the page's thread, by the worker the service worker keeps for offline use.
  expect(page.workers().some((worker) => worker.url().includes('resize.worker'))).toBe(true);
  await expect(photoRows(murs).first()).toContainText('Photo 1');
  await expect(photoRows(murs).first()).toContainText('Murs');
  await expect(photoRows(murs).first().locator('img')).toHaveJSProperty('complete', true);
  let report = await storedReport(page, localId);
  if (!report) throw new Error('report missing');
  const mursContext = contextOfEntry(report, 'Murs');
  expect(salonGallery(report).map((p) => p._context)).toEqual([mursContext, mursContext]);
  let stored = await storedPhotos(page, localId);
  expect(stored).toHaveLength(2);
  for (const photo of stored) {
    expectResized(photo);
    expect(photo.context).toBe(mursContext);
  }
  await expectNoSeriousA11yViolations(page, "an element's photos");

  // In the room's Photos entry: the element's photos with their context, and a photo of the room.
  await back(page);
  await row(column(page, 'Éléments de Salon'), 'Photos').click();
  const room = photosArea(page, 'Salon');
  await expect(photoRows(room)).toHaveCount(2);
  await addPhotos(page, room, camera.slice(2, 3));
  await expect(photoRows(room)).toHaveCount(3);
  await expect(photoRows(room).nth(2)).toContainText('Photo de la pièce');
  await expect(photoRows(room).nth(0)).toContainText('Murs');
  stored = await storedPhotos(page, localId);
  expectResized(stored[2]);
  expect(stored[2]?.context).toBeNull();
  await expectNoSeriousA11yViolations(page, 'the photos of a room');

  // Sorting: the room photo dragged to the top; nothing moves past the ends.
  const before = await shownRefs(room);
  const handle = photoRows(room).nth(2).locator('ion-reorder');
  const from = await handle.boundingBox();
  const onto = await photoRows(room).nth(0).boundingBox();
  if (!from || !onto) throw new Error('rows not visible');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, onto.y - 200, { steps: 25 });
  await page.mouse.up();
  const sorted = [before[2], before[0], before[1]];
  await expect.poll(() => shownRefs(room)).toEqual(sorted);
  await expectStored(
    page,
    localId,
    (r) =>
      salonGallery(r)
        .map((p) => p._ref)
        .join() === sorted.join(),
  );
  await expect(photoRows(room).nth(0)).toContainText('Photo 1');
  await expect(photoRows(room).nth(0)).toContainText('Photo de la pièce');

  // Gallery: the full photo, next by arrow and by swipe, no step past the last.
  await photoRows(room).nth(0).locator('.photo-open').click();
  const gallery = page.locator('ion-modal.photo-gallery');
  await expect(gallery.getByText('Photo 1 sur 3')).toBeVisible();
  const image = gallery.getByRole('img', { name: 'Photo 1 sur 3' });
  await expect(image).toHaveJSProperty('width', 800);
  await expect(image).toHaveJSProperty('height', 600);
  await expect(gallery.getByRole('button', { name: 'Photo précédente' })).toBeDisabled();
  await gallery.getByRole('button', { name: 'Photo suivante' }).click();
  await expect(gallery.getByText('Photo 2 sur 3')).toBeVisible();
  await expect(gallery.locator('.gallery-caption')).toHaveText('Murs');
  const stage = await gallery.locator('.gallery-stage').boundingBox();
  if (!stage) throw new Error('gallery not visible');
  await page.mouse.move(stage.x + stage.width * 0.8, stage.y + stage.height / 2);
  await page.mouse.down();
  await page.mouse.move(stage.x + stage.width * 0.2, stage.y + stage.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect(gallery.getByText('Photo 3 sur 3')).toBeVisible();
  await expect(gallery.getByRole('button', { name: 'Photo suivante' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page, 'the gallery');

  // Annotating from the gallery: nothing drawn (or all undone) saves nothing, a stroke changes the bytes.
  const annotated = sorted[2] ?? '';
  const digest = async (ref: string) =>
    (await storedPhotos(page, localId)).find((p) => p.ref === ref)?.digest;
  const original = await digest(annotated);
  await gallery.getByRole('button', { name: 'Annoter' }).click();
  const editor = page.locator('ion-modal.photo-editor');
  await expect(editor.getByText('Edition du media')).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
  await drawOnPhoto(page, [0.2, 0.2], [0.8, 0.7]);
  await editor.getByRole('button', { name: 'Corriger' }).click();
  await expect(editor.getByRole('button', { name: 'Corriger' })).toBeDisabled();
  await drawOnPhoto(page, [0.2, 0.8], [0.8, 0.2]);
  await editor.getByRole('button', { name: 'Recommencer' }).click();
  await editor.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(editor).toBeHidden();
  expect(await digest(annotated)).toBe(original);

  await gallery.getByRole('button', { name: 'Annoter' }).click();
  await expect(editor.getByRole('radiogroup', { name: 'Couleur du crayon' })).toBeVisible();
  for (const colour of ['Noir', 'Bleu', 'Vert', 'Rouge', 'Jaune', 'Blanc']) {
    await expect(editor.getByRole('radio', { name: colour })).toBeVisible();
  }
  await editor.getByRole('radio', { name: 'Bleu' }).click();
  await expect(editor.getByRole('radio', { name: 'Bleu' })).toHaveAttribute('aria-checked', 'true');
  await drawOnPhoto(page, [0.1, 0.5], [0.9, 0.5]);
  await expectNoSeriousA11yViolations(page, 'the photo editor');
  await editor.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(editor).toBeHidden();
  await expect.poll(() => digest(annotated)).not.toBe(original);
  const edited = (await storedPhotos(page, localId)).find((p) => p.ref === annotated);
  expectResized(edited);
  // 'Annuler' leaves the photo as it was.
  const afterEdit = await digest(annotated);
  await gallery.getByRole('button', { name: 'Annoter' }).click();
  await drawOnPhoto(page, [0.3, 0.3], [0.6, 0.6]);
  await editor.getByRole('button', { name: 'Annuler' }).click();
  await expect(editor).toBeHidden();
  expect(await digest(annotated)).toBe(afterEdit);
  await gallery.getByRole('button', { name: 'Fermer' }).click();
  await expect(gallery).toBeHidden();

  // After a reload (still offline) every photo is there, in its order, with its bytes.
  const beforeReload = await storedPhotos(page, localId);
  await page.reload();
  const reloaded = photosArea(page, 'Salon');
  await expect(photoRows(reloaded)).toHaveCount(3);
  expect(await shownRefs(reloaded)).toEqual(sorted);
  for (const img of await photoRows(reloaded).locator('img').all()) {
    await expect(img).toHaveJSProperty('complete', true);
    expect(await img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  }
  expect(await storedPhotos(page, localId)).toEqual(beforeReload);
  report = await storedReport(page, localId);
  expect(report ? salonGallery(report).map((p) => p._ref) : []).toEqual(sorted);
  await context.setOffline(false);
});

test("'clear photos' asks first; a deleted element's photos stay in the room without a context", async ({
  page,
  context,
}) => {
  const localId = await openEditorOffline(page, context, 'Photos effacées');
  const murs = await openElement(page, 'Murs');
  await addPhotos(page, murs, camera.slice(0, 1));
  await expect(photoRows(murs)).toHaveCount(1);
  // Immersive mode shows the same gallery in its rate panel.
  await page.getByRole('button', { name: 'Mode immersif' }).click();
  const immersive = page.locator('ion-modal.immersive-modal');
  await expect(
    photoRows(immersive.getByRole('region', { name: 'Photos de Murs' })).locator('img'),
  ).toHaveCount(1);
  await page.getByRole('button', { name: 'Quitter le mode immersif' }).click();
  await expect(immersive).toBeHidden();
  await back(page);
  const plafond = photosArea(page, 'Plafond');
  await row(column(page, 'Éléments de Salon'), 'Plafond').click();
  await addPhotos(page, plafond, camera.slice(1, 3));
  await expect(photoRows(plafond)).toHaveCount(2);
  const plafondRefs = (await storedPhotos(page, localId)).slice(1).map((p) => p.ref);

  // 'Effacer les photos': 'Annuler' keeps them, 'Effacer' removes them from the report and the device.
  await plafond.getByRole('button', { name: 'Effacer les photos' }).click();
  const confirm = page.locator('ion-alert.editor-confirm');
  await expect(confirm).toContainText('Effacer les photos ?');
  await expect(confirm).toContainText(
    "Les photos de « Plafond » seront supprimées de l'EDL et de l'appareil.",
  );
  await confirm.getByRole('button', { name: 'Annuler' }).click();
  await expect(photoRows(plafond)).toHaveCount(2);
  await plafond.getByRole('button', { name: 'Effacer les photos' }).click();
  await confirm.getByRole('button', { name: 'Effacer' }).click();
  await expect(photoRows(plafond)).toHaveCount(0);
  await expect(plafond.getByText('Aucune photo pour le moment.')).toBeVisible();
  await expect
    .poll(async () => (await storedPhotos(page, localId)).map((p) => p.ref))
    .not.toContain(plafondRefs[0]);
  expect((await storedPhotos(page, localId)).map((p) => p.ref)).not.toContain(plafondRefs[1]);
  await expectStored(page, localId, (r) => salonGallery(r).length === 1);

  // Deleting 'Murs' keeps its photo in the room, without a context, in the report and on the device.
  await back(page);
  const entries = column(page, 'Éléments de Salon');
  await swipe(page, entries, 'Murs', 'end');
  await sliding(entries, 'Murs').getByRole('button', { name: 'Supprimer' }).click();
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(row(entries, 'Murs')).toHaveCount(0);
  await expectStored(
    page,
    localId,
    (r) => salonGallery(r).length === 1 && salonGallery(r)[0]?._context === undefined,
  );
  await expect.poll(async () => (await storedPhotos(page, localId))[0]?.context).toBeNull();
  await row(entries, 'Photos').click();
  const room = photosArea(page, 'Salon');
  await expect(photoRows(room)).toHaveCount(1);
  await expect(photoRows(room).first()).toContainText('Photo de la pièce');

  await page.reload();
  await expect(photoRows(photosArea(page, 'Salon'))).toHaveCount(1);
  const [kept] = await storedPhotos(page, localId);
  expectResized(kept);

  // Emptying the Photos entry deletes the room's photos from the device.
  await photosArea(page, 'Salon').getByRole('button', { name: 'Effacer les photos' }).click();
  await expect(confirm).toContainText("Les photos de « Salon » seront supprimées de l'EDL et de l'appareil.");
  await confirm.getByRole('button', { name: 'Effacer' }).click();
  await expect(photoRows(photosArea(page, 'Salon'))).toHaveCount(0);
  await expect.poll(() => storedPhotos(page, localId)).toEqual([]);
  await expectStored(page, localId, (r) => salonGallery(r).length === 0);
  await context.setOffline(false);
});

test('a full device: the storage dialog, no loading row left, nothing referenced', async ({
  page,
  context,
}) => {
  const localId = await openEditorOffline(page, context, 'Stockage plein');
  const murs = await openElement(page, 'Murs');
  // The browser refuses every photo write as a full disk does.
  await page.evaluate(() => {
    const add = IDBObjectStore.prototype.add;
    IDBObjectStore.prototype.add = function (
      this: IDBObjectStore,
      ...args: Parameters<IDBObjectStore['add']>
    ) {
      if (this.name === 'photos')
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return add.apply(this, args);
    };
  });
  await addPhotos(page, murs, camera.slice(0, 2));
  const dialog = page.locator('ion-alert').filter({ hasText: "Stockage de l'appareil" });
  await expect(dialog).toContainText("L'espace de stockage de l'appareil est plein");
  await expect(murs.locator('.photo-pending')).toHaveCount(0);
  await expect(photoRows(murs)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'OK' }).click();
  const report = await storedReport(page, localId);
  expect(report ? salonGallery(report) : null).toEqual([]);
  expect(await storedPhotos(page, localId)).toEqual([]);
  await context.setOffline(false);
});

test.describe('on Android', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  });
  test('the add-photo button asks camera or library first', async ({ page, context }) => {
    await openEditorOffline(page, context, 'Android');
    const murs = await openElement(page, 'Murs');
    await murs.getByRole('button', { name: 'Ajouter une photo' }).click();
    const sheet = page.locator('ion-action-sheet');
    await expect(sheet.getByRole('button', { name: 'Choisir dans la photothèque' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the photo source choice');
    const chooser = page.waitForEvent('filechooser');
    await sheet.getByRole('button', { name: 'Prendre une photo' }).click();
    const camerasInput = await chooser;
    expect(await camerasInput.element().getAttribute('capture')).toBe('environment');
    await camerasInput.setFiles(camera.slice(0, 1));
    await expect(photoRows(murs)).toHaveCount(1);
    await context.setOffline(false);
  });
});

const SCREENSHOTS = path.join(import.meta.dirname, '..', 'screenshots');
/** A screenshot once transitions (a column sliding in, a modal rising) have finished. */
async function shot(page: Page, name: string) {
  const settled = () =>
    page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
  // A modal's rise can start a moment after the tap's own animations end: settled twice, apart.
  await settled();
  await page.waitForTimeout(300);
  await settled();
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });
}

for (const size of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 1024, height: 768 },
]) {
  test(`screenshots at ${size.width}x${size.height}: photo list, gallery, photo editor`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await openEditorOffline(page, context, `Photos ${size.name}`);
    const murs = await openElement(page, 'Murs');
    await addPhotos(page, murs, camera.slice(0, 2));
    await expect(photoRows(murs)).toHaveCount(2);
    await expect(photoRows(murs).locator('img')).toHaveCount(2);
    await shot(page, `photos-${size.name}-element`);
    if (size.name === 'phone') await back(page);
    await row(column(page, 'Éléments de Salon'), 'Photos').click();
    const room = photosArea(page, 'Salon');
    await addPhotos(page, room, camera.slice(2, 4));
    await expect(photoRows(room)).toHaveCount(4);
    await expect(photoRows(room).locator('img')).toHaveCount(4);
    await expectNoSeriousA11yViolations(page, `the photo list (${size.name})`);
    await shot(page, `photos-${size.name}-list`);

    await photoRows(room).nth(1).locator('.photo-open').click();
    const gallery = page.locator('ion-modal.photo-gallery');
    await expect(gallery.locator('canvas.gallery-image:not(.gallery-image-loading)')).toBeVisible();
    await shot(page, `photos-${size.name}-gallery`);

    await gallery.getByRole('button', { name: 'Annoter' }).click();
    const editor = page.locator('ion-modal.photo-editor');
    await expect(editor.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
    await drawOnPhoto(page, [0.15, 0.3], [0.85, 0.35]);
    await editor.getByRole('radio', { name: 'Jaune' }).click();
    await drawOnPhoto(page, [0.3, 0.8], [0.7, 0.6]);
    await expectNoSeriousA11yViolations(page, `the photo editor (${size.name})`);
    await shot(page, `photos-${size.name}-editor`);
    await editor.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(editor).toBeHidden();
    await shot(page, `photos-${size.name}-gallery-annotated`);
    await context.setOffline(false);
  });
}
