/**
 * A report's journey (docs/ARCHITECTURE.md) walked in one browser session (inspection-core §2, §4, §8, §9):
 * two ready reports saved with 'Tout enregistrer (2)' (waiting, saving with its progress bar, 'Enregistré
 * !'), found in the saved list and by search, one duplicated as a Sortant with its photos downloaded, the
 * exit comparison of that move-out, and a third report cut off mid-upload: kept on the device, then sent
 * when the network is back. Screenshots of the in-progress list are taken while it saves.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { storedPhotos } from './support/photos.ts';
import { recordSaveStatuses, saveStatusesOf } from './support/saveStatuses.ts';
import { signIn, storedReport } from './support/seedReport.ts';
import { apiGet, seedSignedReport, signedEntrant } from './support/signedReport.ts';

const SCREENSHOTS = path.join(import.meta.dirname, '..', 'screenshots');
const item = (page: Page, localId: number) => page.locator(`.local-report[data-local-id="${localId}"]`);

/** The status texts `expected` came in that order (short-lived ones may sit between). */
function expectInOrder(seen: string[], expected: string[]): void {
  let from = 0;
  for (const status of expected) {
    const at = seen.findIndex((text, i) => i >= from && text.startsWith(status));
    expect(at, `'${status}' after position ${from} in ${JSON.stringify(seen)}`).toBeGreaterThanOrEqual(from);
    from = at + 1;
  }
}

/**
 * Resolves once the item shows `text`, or has shown it (the recorder saw it): checked on every frame,
 * and a 1 s status that came and went before the check began does not hang the test.
 */
async function whenShown(page: Page, localId: number, text: string): Promise<void> {
  await page.waitForFunction(
    ({ localId, text }) =>
      (document
        .querySelector(`.local-report[data-local-id="${localId}"] .local-report-status`)
        ?.textContent?.includes(text) ??
        false) ||
      (window.__saveStatuses?.[String(localId)] ?? []).some((seen) => seen.includes(text)),
    { localId, text },
    { polling: 'raf' },
  );
}

test('save all, find, search, duplicate as Sortant, compare, and a cut upload sent again', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'Agence Parcours');
  const stamp = Date.now();
  const anna = `Anna Parcours ${stamp}`;
  const bruno = `Bruno Parcours ${stamp}`;
  const first = await seedSignedReport(page, signedEntrant(anna, stamp, 3));
  const second = await seedSignedReport(page, signedEntrant(bruno, stamp + 1, 2));
  await page.reload();

  // The first photo of the report sent first is held until the progress bar has been photographed.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let puts = 0;
  await page.route('**/api/photos/*', async (route) => {
    if (route.request().method() === 'PUT' && ++puts === 2) await held;
    await route.continue();
  });

  await expect(item(page, first.localId).getByText('Prêt à être enregistré')).toBeVisible();
  await recordSaveStatuses(page);
  await page.getByRole('button', { name: 'Tout enregistrer (2)' }).click();
  // Newest first: Bruno goes first, Anna waits her turn.
  await whenShown(page, second.localId, 'Enregistrement en cours...');
  const bar = item(page, second.localId).locator('progress.save-progress');
  await expect(bar).toBeVisible();
  // The first photo is through, the second held: the bar has moved and stays there.
  await expect.poll(async () => Number(await bar.getAttribute('value'))).toBeGreaterThan(0);
  await expect(item(page, first.localId).getByText("En attente d'enregistrement...")).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'in-progress list while saving');
  await page.screenshot({ path: path.join(SCREENSHOTS, 'save-walk-progress-phone.png') });
  release();
  await whenShown(page, second.localId, 'Enregistré !');
  await page.screenshot({ path: path.join(SCREENSHOTS, 'save-walk-saved-phone.png') });

  await expect(item(page, first.localId)).toHaveCount(0);
  await expect(item(page, second.localId)).toHaveCount(0);
  expectInOrder(await saveStatusesOf(page, second.localId), [
    'Prêt à être enregistré',
    'Enregistrement en cours...',
    'Enregistré !',
  ]);
  expectInOrder(await saveStatusesOf(page, first.localId), [
    'Prêt à être enregistré',
    "En attente d'enregistrement...",
    'Enregistrement en cours...',
    'Enregistré !',
  ]);
  await page.unroute('**/api/photos/*');

  // The saved list shows both; the search narrows to one.
  await page.getByRole('tab', { name: 'EDLs enregistrés' }).click();
  await expect(page).toHaveURL(/#\/edls\/enregistres$/);
  const saved = page.locator('.saved-report');
  const search = page.locator('.saved-search input');
  await search.fill(`parcours ${stamp}`);
  await expect(saved).toHaveCount(2);
  await search.fill(`ANNA parcours ${stamp}`);
  await expect(saved).toHaveCount(1);
  await expect(saved.first()).toContainText(anna);
  const annaId = Number((await saved.first().getAttribute('data-id')) ?? 0);
  await expectNoSeriousA11yViolations(page, 'saved list searched');

  // Duplicated as a Sortant: the photos come down from the server into the device.
  await saved.first().getByRole('button', { name: 'Dupliquer' }).click();
  await page.locator('ion-action-sheet button', { hasText: /^Sortant$/ }).click();
  await expect(page).toHaveURL(new RegExp(`#/dupliquer-edl/${annaId}/sortant/remote$`));
  const form = page.locator('[data-route=duplicateEdl]');
  await expect(form.locator('.move-out-note')).toContainText("sera comparé à l'EDL d'entrée");
  await form.locator('.info-submit-button').click();
  await expect(page).toHaveURL(/#\/edl\/\d+$/);
  const moveOutId = Number(/#\/edl\/(\d+)$/.exec(page.url())?.[1]);
  expect(await storedReport(page, moveOutId)).toMatchObject({ edlIO: 'Sortant', duplicateFromEdlID: annaId });
  const photos = await storedPhotos(page, moveOutId);
  expect(photos.map((p) => p.digest).sort()).toEqual([...first.photoHashes].sort());

  // The exit comparison of the move-out: the entry report fetched and shown beside it.
  await page.goto(`/#/edl/${moveOutId}/recapitulatif-convention`);
  const comparison = page.locator('[data-route=edlRecapConvention]');
  await expect(comparison.locator('.comparison-module').first()).toBeVisible();
  await expect(comparison.locator('.side-entrant').first()).toBeVisible();
  await expect(comparison.getByRole('button', { name: 'Suivant' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'exit comparison');

  // A third report loses the network while its second photo travels: kept, then sent again.
  const chloe = `Chloé Parcours ${stamp}`;
  const third = await seedSignedReport(page, signedEntrant(chloe, stamp + 2, 3));
  await page.goto('/#/edls/en-cours');
  await page.reload();
  let cut = 0;
  await page.route('**/api/photos/*', async (route) => {
    if (route.request().method() === 'PUT' && ++cut === 2) {
      await context.setOffline(true);
      await route.abort('internetdisconnected');
      return;
    }
    await route.continue();
  });
  await item(page, third.localId).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(item(page, third.localId).getByText('Connexion perdue')).toBeVisible();
  await expect(page.locator('ion-alert', { hasText: "Vous n'êtes plus connectés à Internet" })).toBeVisible();
  await page.locator('ion-alert button', { hasText: 'OK' }).click();
  expect((await storedReport(page, third.localId))?.id ?? null).toBeNull();
  await expect(item(page, third.localId).getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
  await recordSaveStatuses(page);
  await context.setOffline(false);
  await expect(item(page, third.localId)).toHaveCount(0);
  expectInOrder(await saveStatusesOf(page, third.localId), ['Connexion perdue', 'Enregistré !']);
  const { body } = await apiGet(page, `/edl?q=${encodeURIComponent(chloe)}`);
  expect(body).toHaveLength(1);
});
