/**
 * Signature (inspection-core §2, §4, §5, §8), offline: one pad per signer with the spec's labels, a
 * missing signature named on the button for 5 s, validation closing the report (ready to save)
 * with its signature images and fingerprint stored, kept after a reload.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { createFilledEntrant } from './support/reportForm.ts';
import { readStoredReports, signIn, waitForOfflineReady } from './support/session.ts';

const SCREENSHOTS = path.join(import.meta.dirname, '..', 'screenshots');

async function sign(page: Page, signerKey: string) {
  const canvas = page.locator(`[data-signer="${signerKey}"] canvas`);
  // The mouse draws at viewport coordinates: the pad must be on screen.
  await canvas.scrollIntoViewIfNeeded();
  // Waits for the pad to stand still (the page slides in) before measuring where to draw.
  await canvas.click({ trial: true });
  const box = await canvas.boundingBox();
  if (!box) throw new Error(`no pad for ${signerKey}`);
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.6);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.3, { steps: 8 });
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.7, { steps: 8 });
  await page.mouse.up();
}

function countSignatures(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('constat');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('signatures').objectStore('signatures').count();
          request.onsuccess = () => resolve(request.result);
        };
      }),
  );
}

test('offline: every signer signs, a missing one is named, validating closes the report', async ({
  page,
  context,
}) => {
  await signIn(page, 'Agence Signature');
  await waitForOfflineReady(page);
  await context.setOffline(true);
  const localId = await createFilledEntrant(page, 'Claire Moreau');
  // A second tenant and a garant representing them: the garant signs, not that tenant.
  // The typed address shows the information form after a moment (seconds on a busy machine), and
  // the new report's form the editor was opened from stays mounted beside it: every tap goes to the
  // information form's own fields. The two 'Ajouter' rows get their click event as such: a pointer
  // click lands where the row was measured, and on a loaded machine the form was still laying out
  // the field just committed (a tap on 'Ajouter un représentant' then met nothing, 2 runs of 11).
  await page.goto(`/#/modifier-edl/${localId}`);
  const form = page.locator('[data-route=editEdlInfo]');
  await expect(form).toBeVisible();
  const input = (name: string) => form.locator(`input[name="${name}"]:not(.cloned-input)`);
  await form.locator('.add-renter').dispatchEvent('click');
  await input('renter2.name').fill('Hugo Moreau');
  await input('renter2.name').blur();
  await form.locator('.add-garant').dispatchEvent('click');
  await input('garant.name').fill('Anne Moreau');
  await input('garant.name').blur();
  await expect(input('renter2.name')).toHaveValue('Hugo Moreau');
  await form.locator('ion-toggle[data-field="renter2.represented"]').click();
  await form.locator('.info-submit-button').click();
  await expect(page).toHaveURL(new RegExp(`#/edl/${localId}$`));

  await page.goto(`/#/edl/${localId}/signature`);
  const pads = page.locator('.signature-pad h2');
  await expect(pads).toHaveText(['Représentant', 'Locataire', 'Propriétaire ou mandataire', 'Paraphes']);
  const width = await page
    .locator('[data-signer=renter] canvas')
    .evaluate((c) => c.getBoundingClientRect().width);
  expect(width).toBe(Math.floor(Math.min(390 * 0.8, 600)));
  await page.screenshot({ path: path.join(SCREENSHOTS, 'signature.png') });
  await expectNoSeriousA11yViolations(page, 'signature');

  await sign(page, 'garant');
  await sign(page, 'renter');
  await sign(page, 'paraphes');
  const validate = page.locator('.signature-validate');
  await validate.click();
  await expect(validate).toHaveText('Signature manquante : "Propriétaire ou mandataire"');
  await expect(validate).toHaveText('Valider les signatures', { timeout: 7_000 });
  expect(await countSignatures(page)).toBe(0);

  // Clearing a pad makes it missing again.
  await page.locator('[data-signer=renter] .signature-clear').click();
  await sign(page, 'owner');
  await validate.click();
  await expect(validate).toHaveText('Signature manquante : "Locataire"');
  await sign(page, 'renter');
  await expect(validate).toHaveText('Valider les signatures', { timeout: 7_000 });
  await validate.click();

  await expect(page).toHaveURL(/#\/edls\/en-cours$/);
  const item = page.locator('.local-report', { hasText: 'Claire Moreau' });
  await expect(item.locator('.local-report-status')).toHaveText('Prêt à être enregistré');
  await page.reload();
  await expect(item.locator('.local-report-status')).toHaveText('Prêt à être enregistré');
  const [row] = await readStoredReports(page);
  expect(row?.report['open']).toBe(false);
  expect(row?.report['fingerprint']).toMatch(/^[0-9a-f]{64}$/);
  expect(Object.keys(row?.report['signatures'] as object).sort()).toEqual([
    'garant',
    'owner',
    'paraphes',
    'renter',
  ]);
  expect(await countSignatures(page)).toBe(4);

  // A closed report cannot be signed again.
  await page.goto(`/#/edl/${localId}/signature`);
  await expect(page).toHaveURL(/#\/edls\/en-cours$/);
  await context.setOffline(false);
});

test('the signature screen at tablet size', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signIn(page, 'Agence Tablette Signature');
  const localId = await createFilledEntrant(page, 'Léa Garnier');
  await page.goto(`/#/edl/${localId}/signature`);
  await expect(page.locator('.signature-pad h2')).toHaveText([
    'Locataire',
    'Propriétaire ou mandataire',
    'Paraphe',
  ]);
  const size = await page.locator('[data-signer=owner] canvas').evaluate((c) => {
    const r = c.getBoundingClientRect();
    return { width: r.width, height: r.height };
  });
  expect(size).toEqual({ width: 600, height: Math.floor(Math.min(768 * 0.4, 400, 400)) });
  await page.screenshot({ path: path.join(SCREENSHOTS, 'tablet-signature.png') });
  await expectNoSeriousA11yViolations(page, 'signature, tablet');
});
