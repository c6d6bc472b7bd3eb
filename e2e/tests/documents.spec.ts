/**
 * The documents popup of the saved list (inspection-core §2 "Saved list", §4 "PDF and email"): the
 * report's PDF generated on the server, the popup waiting on the has-generated stream, then
 * downloaded; the document language; the send button's states (after its confirmation).
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectWellFormedLandmarks } from './support/axe.ts';
import { signIn } from './support/seedReport.ts';
import { apiGet, saveThroughApi, signedEntrant } from './support/signedReport.ts';

async function openPopup(page: Page, tenant: string) {
  await page.getByRole('tab', { name: 'EDLs enregistrés' }).click();
  await expect(page).toHaveURL(/#\/edls\/enregistres$/);
  const item = page.locator('.saved-report', { hasText: tenant });
  await item.getByRole('button', { name: "Voir l'EDL" }).click();
  const popup = page.locator('ion-modal.documents-preview');
  await expect(popup).toBeVisible();
  return popup;
}

test('generate, wait for, download the PDF; change its language; send it', async ({ page }) => {
  await signIn(page, 'Agence Documents');
  const stamp = Date.now();
  const tenant = `Zoé Lefèvre ${stamp}`;
  const report = signedEntrant(tenant, stamp, 0);
  const [id] = await saveThroughApi(page, [
    { ...report, renter: { ...report.renter, email: 'zoe@example.fr' } },
  ]);
  const popup = await openPopup(page, tenant);
  await expect(popup).toContainText(`Documents · EDL n° ${id}`);
  const row = popup.locator('.pdf-edl');
  await expect(row).toContainText('PDF non généré');
  await expect(row.getByRole('button', { name: 'Télécharger' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await expectWellFormedLandmarks(page);

  await row.getByRole('button', { name: 'Générer le PDF' }).click();
  await expect(row).toContainText('PDF prêt', { timeout: 20_000 });
  await expect(row.getByRole('button', { name: 'Régénérer le PDF' })).toBeEnabled();
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Télécharger' }).click();
  expect((await download).suggestedFilename()).toBe(`EDL-${id}.pdf`);

  // The document language is the report's own, changed on the server.
  await popup.locator('[data-field=locale] ion-select').click();
  await page.locator('ion-action-sheet button', { hasText: 'Anglais' }).click();
  await expect
    .poll(async () => ((await apiGet(page, `/edl/${id}`)).body as { locale: string }).locale)
    .toBe('en');

  const send = popup.locator('.send-button');
  await expect(send).toHaveText('Envoyer aux locataires');
  await send.click();
  await popup.getByRole('button', { name: "Confirmer l'envoi" }).click();
  await expect(send).toContainText('Envoyé');
  await expect(send).toHaveAttribute('data-state', 'sent');
  await expect(send).toHaveText('Envoyer aux locataires', { timeout: 8000 });

  await popup.getByRole('button', { name: 'Fermer' }).click();
  await expect(popup).toBeHidden();
  const list = await apiGet(page, '/edl');
  const summary = (list.body as { id: number; pdfsGenerated: string[] }[]).find((r) => r.id === id);
  expect(summary?.pdfsGenerated).toEqual(['edl']);
});

for (const size of [
  { width: 390, height: 844 },
  { width: 820, height: 1180 },
]) {
  test(`the popup at ${size.width}x${size.height}`, async ({ page }) => {
    await page.setViewportSize(size);
    await signIn(page, 'Agence Documents');
    const stamp = Date.now();
    const tenant = `Écran ${size.width} ${stamp}`;
    await saveThroughApi(page, [signedEntrant(tenant, stamp, 0)]);
    const popup = await openPopup(page, tenant);
    await expect(popup.locator('.pdf-edl')).toContainText('PDF non généré');
    if (process.env.SCREENSHOTS)
      await page.screenshot({ path: `${process.env.SCREENSHOTS}/documents-${size.width}.png` });
  });
}
