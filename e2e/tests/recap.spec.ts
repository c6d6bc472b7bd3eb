/**
 * Recap and closing (inspection-core §2 'Recap', §4 'Finalising an exit report'), offline: the
 * submit row leads to the recap, which shows what was rated (pre-quote hidden, observation as
 * 'Observations'), the general comment, the current room under the toolbar and the report in
 * another language; its button leads to the signatures. A move-out without the tenant's new address
 * is warned about first, and 'Renseigner l'adresse' opens the info form.
 */
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { createReport, updateRate, type LocalReport } from '@constat/domain';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { seedReport, signIn, T3_WITH_CELLAR } from './support/seedReport.ts';

const SCREENSHOTS = path.join(import.meta.dirname, '..', 'screenshots');

/** An entrant T3 whose living-room walls are rated, priced and commented, with a general comment. */
function ratedReport(edlIO: 'Entrant' | 'Sortant'): LocalReport {
  const report = createReport({ edlIO, template: 'default', info: T3_WITH_CELLAR });
  const salon = report.edl.find((m) => m.name.startsWith('Salon'));
  const murs = salon?.entry.find((e) => e.name === 'Murs');
  if (!salon || !murs) throw new Error('no Salon > Murs in the catalogue');
  const rated = updateRate(report, { moduleId: salon.id, entryId: murs.id }, (rate) => ({
    ...rate,
    condition: 'Etat usage',
    cleaning: 'Sale',
    other: 'Trou de cheville près de la fenêtre',
    toQuote: true,
    preQuote: { action: 'repair', measure: 250, cost: 4200, calibrationId: null },
  }));
  return { ...rated, comment: 'Compteurs relevés en présence du locataire.' };
}

async function openOffline(page: Page, context: BrowserContext, report: LocalReport, profile: string) {
  await signIn(page, profile);
  const localId = await seedReport(page, report);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 })
    .toBe(true);
  await context.setOffline(true);
  await page.goto(`/#/edl/${localId}`);
  await expect(page.locator('[data-route=edl] .editor-columns')).toBeVisible();
  return localId;
}

test('the submit row leads to the recap, which shows the report read-only and leads to the signatures', async ({
  page,
  context,
}) => {
  const localId = await openOffline(page, context, ratedReport('Entrant'), 'Agence Recap');
  await page.locator('.submit-report').click();
  await expect(page).toHaveURL(new RegExp(`#/edl/${localId}/recapitulatif$`));
  const recap = page.locator('[data-route=edlRecap]');
  const salon = recap.locator('.recap-module', {
    has: page.locator('.recap-module-title', { hasText: /^Salon/ }),
  });
  const walls = salon.locator('.recap-entry', {
    has: page.getByRole('heading', { name: 'Murs', exact: true }),
  });
  await expect(walls.locator('.field-condition dd')).toHaveText('Etat usage');
  await expect(walls.locator('.field-cleaning dd')).toHaveText('Sale');
  await expect(walls.locator('.field-other dt')).toHaveText('Observations');
  await expect(walls.locator('.field-other dd')).toHaveText('Trou de cheville près de la fenêtre');
  await expect(walls.locator('.field-toQuote, .field-preQuote')).toHaveCount(0);
  await expect(recap.locator('.recap-comment')).toContainText('Compteurs relevés en présence du locataire.');
  await page.screenshot({ path: path.join(SCREENSHOTS, 'recap.png') });
  await expectNoSeriousA11yViolations(page, 'recap');

  // Scrolling to the living room shows it in the bar under the toolbar.
  await salon.evaluate((section) => section.scrollIntoView({ block: 'start' }));
  await expect(recap.locator('.recap-current-module')).toHaveText(/^Salon/);

  // The report's language: English names and values, the interface (field labels) stays French.
  const moduleId = await salon.getAttribute('data-module-id');
  const entryId = await walls.getAttribute('data-entry-id');
  const wallsById = recap.locator(`[data-module-id="${moduleId}"] [data-entry-id="${entryId}"]`);
  await recap.locator('.recap-language').click();
  await page.locator('ion-action-sheet button', { hasText: 'English' }).click();
  await expect(wallsById.locator('h3')).toHaveText('Walls');
  await expect(wallsById.locator('.field-cleaning dd')).toHaveText('Dirty');
  await expect(wallsById.locator('.field-other dt')).toHaveText('Observations');

  await recap.locator('.recap-sign').click();
  await expect(page).toHaveURL(new RegExp(`#/edl/${localId}/signature$`));
  await context.setOffline(false);
});

test("a move-out without the tenant's new address is warned about before the recap", async ({
  page,
  context,
}) => {
  const localId = await openOffline(page, context, ratedReport('Sortant'), 'Agence Sortie Recap');
  await page.locator('.submit-report').click();
  const warning = page.locator('ion-alert.finalise-warning');
  await expect(warning).toContainText(
    "Vous n'avez pas indiqué de nouvelle adresse postale pour le locataire sortant",
  );
  await expectNoSeriousA11yViolations(page, 'move-out warning');
  await warning.getByRole('button', { name: "Renseigner l'adresse" }).click();
  await expect(page).toHaveURL(new RegExp(`#/modifier-edl/${localId}$`));
  await expect(page.locator('input[name="renter.sortantAddr"]:not(.cloned-input)')).toBeVisible();

  await page.goto(`/#/edl/${localId}`);
  await page.locator('.submit-report').click();
  await warning.getByRole('button', { name: "Finaliser quand même l'EDL" }).click();
  await expect(page).toHaveURL(new RegExp(`#/edl/${localId}/recapitulatif$`));
  await context.setOffline(false);
});

test('the recap at tablet size', async ({ page, context }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  const localId = await openOffline(page, context, ratedReport('Entrant'), 'Agence Recap Tablette');
  await page.goto(`/#/edl/${localId}/recapitulatif`);
  await expect(page.locator('[data-route=edlRecap] .recap-sign')).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'tablet-recap.png') });
  await expectNoSeriousA11yViolations(page, 'recap, tablet');
  await context.setOffline(false);
});
