/**
 * The décret's mandatory items before closing (docs/ARCHITECTURE.md "Beyond the specification"): a report
 * without its landlord's name and address lists them on the recap and cannot be signed; 'Compléter les
 * informations' opens the info form, where the landlord's address has a field; once filled in,
 * the list is gone and 'Signer et clôturer cet EDL' leads to the signatures. A move-out without the
 * tenant's forwarding address lists it as a warning only.
 */
import { expect, test, type Page } from '@playwright/test';
import { createReport, type LocalReport } from '@constat/domain';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { fill } from './support/reportForm.ts';
import { seedReport, signIn, storedReport, T3_WITH_CELLAR } from './support/seedReport.ts';

const SHOTS = process.env.LEGAL_SHOTS;

function withoutLandlord(edlIO: 'Entrant' | 'Sortant'): LocalReport {
  const info = { ...T3_WITH_CELLAR, owner: { proprietaireNom: null, proprietaireAdresse: null } };
  return { ...createReport({ edlIO, template: 'default', info }), entryDate: '2023-09-01' };
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const [width, height] of [
    [390, 844],
    [1024, 768],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: false });
  }
}

test('a report without its landlord cannot be closed until the info form gives the landlord', async ({
  page,
}) => {
  await signIn(page, 'Agence Mentions');
  const localId = await seedReport(page, withoutLandlord('Entrant'));
  await page.goto(`/#/edl/${localId}/recapitulatif`);
  const recap = page.locator('[data-route=edlRecap]');
  const missing = recap.locator('.recap-missing');
  await expect(missing.getByRole('heading')).toHaveText(
    'Mentions obligatoires manquantes (décret n° 2016-382)',
  );
  await expect(missing.locator('li')).toHaveText(['Nom du bailleur', 'Adresse du bailleur']);
  await expect(missing).toContainText(
    "L'EDL ne peut pas être clôturé tant qu'une mention obligatoire manque. Complétez les informations.",
  );
  const sign = recap.locator('.recap-sign');
  await expect(sign).toHaveText('Signer et clôturer cet EDL');
  await expect(sign).toHaveAttribute('aria-disabled', 'true');
  await missing.scrollIntoViewIfNeeded();
  await shoot(page, 'recap-missing');
  await expectNoSeriousA11yViolations(page, 'recap, missing items');

  // The signatures' address leads back to the recap while the landlord is missing.
  await page.goto(`/#/edl/${localId}/signature`);
  await expect(page).toHaveURL(new RegExp(`#/edl/${localId}/recapitulatif$`));
  await expect(recap.locator('.recap-missing li')).toHaveCount(2);

  await missing.getByRole('button', { name: 'Compléter les informations' }).click();
  await expect(page).toHaveURL(new RegExp(`#/modifier-edl/${localId}$`));
  await fill(page, 'proprietaireNom', 'Jean Martin');
  await fill(page, 'proprietaireAdresse', '4 quai Claude Bernard, 69007 Lyon');
  await page.locator('input[name="proprietaireAdresse"]:not(.cloned-input)').scrollIntoViewIfNeeded();
  await shoot(page, 'info-landlord-address');
  await expect
    .poll(async () => (await storedReport(page, localId))?.owner)
    .toEqual({ proprietaireNom: 'Jean Martin', proprietaireAdresse: '4 quai Claude Bernard, 69007 Lyon' });

  await page.getByRole('banner').getByRole('button', { name: 'Retour' }).click();
  await expect(page).toHaveURL(new RegExp(`#/edl/${localId}/recapitulatif$`));
  await expect(recap.locator('.recap-sign')).not.toHaveAttribute('aria-disabled', 'true');
  await expect(recap.locator('.recap-missing')).toHaveCount(0);
  await recap.locator('.recap-sign').click();
  await expect(page).toHaveURL(new RegExp(`#/edl/${localId}/signature$`));
});

test("a move-out without the tenant's new address lists it, and may still be closed", async ({ page }) => {
  await signIn(page, 'Agence Mentions Sortie');
  const report = withoutLandlord('Sortant');
  const localId = await seedReport(page, { ...report, owner: T3_WITH_CELLAR.owner });
  await page.goto(`/#/edl/${localId}/recapitulatif`);
  const recap = page.locator('[data-route=edlRecap]');
  const item = recap.locator('.recap-missing li');
  await expect(item).toHaveText('Nouvelle adresse du locataire sortant (À compléter si possible)');
  await expect(recap.locator('.recap-sign')).not.toHaveAttribute('aria-disabled', 'true');
});
