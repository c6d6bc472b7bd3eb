/**
 * The exit agreement reachable from the screens (docs/ARCHITECTURE.md "Beyond the specification"), on a
 * phone: a saved move-in duplicated as a move-out, pre-quoted in the editor, goes from 'Signer et clôturer
 * cet EDL' to the convention recap (the exit comparison), is signed and saved; the saved list shows its
 * costing icon, and 'Terminer' on the costing screen renders the convention PDF without error. The same with
 * 'Convention de sortie manuelle' switched on in 'Modifier les infos' on a move-out made from
 * nothing, which before the toggle goes to the plain recap.
 */
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createReport, updateRate, type LocalReport } from '@constat/domain';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { column, expectStored, row } from './support/editor.ts';
import { fill, toggle } from './support/reportForm.ts';
import { seedReport, signIn, storedReport, T3_WITH_CELLAR } from './support/seedReport.ts';
import { seedSignedReport, signedEntrant } from './support/signedReport.ts';
import {
  finishCosting,
  openCosting,
  pdfTextOf,
  saveFromList,
  savedReport,
  signFromRecap,
} from './support/exitChain.ts';

const SCREENSHOTS = path.join(import.meta.dirname, '..', 'screenshots');
const crumbs = (page: Page) => page.getByRole('navigation', { name: "Fil d'Ariane" });
const savedMoveOut = (page: Page, renter: string) => savedReport(page, renter, 'sortant');
const conventionText = (page: Page, id: number) => pdfTextOf(page, `/api/edl/${id}/convention.pdf`);

/** The costing screen from the saved list's icon: a wear step saved, then 'Terminer' without error. */
async function costAndFinish(page: Page, item: Locator, id: number) {
  const screen = await openCosting(page, item, id);
  const line = screen.locator('.costing-line').first();
  await line.locator('.costing-wear input[data-field=wear]').focus();
  await page.keyboard.press('ArrowRight');
  await expect(screen.locator('.costing-status')).toHaveText('Enregistré !');
  await finishCosting(page, screen);
}

test('a saved move-in duplicated as a move-out: convention recap, costing icon, convention PDF', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'Agence Convention');
  const stamp = Date.now();
  const renter = `Inès Convention ${stamp}`;
  const entry = await seedSignedReport(page, signedEntrant(renter, stamp, 1));
  await page.goto('/#/edls/en-cours');
  await page.reload();
  await saveFromList(page, entry.localId);

  // The saved move-in, duplicated as a move-out from the saved list.
  await page.getByRole('tab', { name: 'EDLs enregistrés' }).click();
  await page.locator('.saved-search input').fill(renter);
  const savedEntry = page.locator('.saved-report').filter({ hasText: renter });
  await expect(savedEntry).toHaveCount(1);
  const entryId = Number(await savedEntry.getAttribute('data-id'));
  await expect(savedEntry.getByRole('button', { name: 'Chiffrage', exact: true })).toHaveCount(0);
  await savedEntry.getByRole('button', { name: 'Dupliquer' }).click();
  await page.locator('ion-action-sheet button', { hasText: /^Sortant$/ }).click();
  await expect(page).toHaveURL(new RegExp(`#/dupliquer-edl/${entryId}/sortant/remote$`));
  const form = page.locator('[data-route=duplicateEdl]');
  await expect(form.locator('.move-out-note')).toHaveText(
    "Cet EDL de sortie sera comparé à l'EDL d'entrée dont il est dupliqué.",
  );
  await fill(page, 'renter.sortantAddr', '8 rue Neuve');
  await form.locator('.info-submit-button').click();
  await expect(page).toHaveURL(/#\/edl\/\d+$/);
  const localId = Number(/#\/edl\/(\d+)$/.exec(page.url())?.[1]);
  const created = await storedReport(page, localId);
  expect(created).toMatchObject({ edlIO: 'Sortant', duplicateFromEdlID: entryId, hasConvention: true });
  expect(created?.comment ?? null).toBeNull();

  // The kitchen floor charged to the tenant and pre-quoted: the line the costing will price.
  await row(column(page, 'Pièces'), 'Cuisine').click();
  await row(column(page, 'Éléments de Cuisine'), 'Sol').click();
  const panel = column(page, 'Relevé de Sol');
  await panel.getByText('À la charge du locataire').click();
  await panel.getByText('Pré-chiffrer').click();
  await panel.getByRole('button', { name: 'Remplacer' }).click();
  await panel.getByLabel('Mesure').fill('12,5');
  await panel.getByLabel('Coût HT').fill('1 234,50');
  await expectStored(page, localId, (r) => {
    const kitchen = r.edl.find((m) => m.name === 'Cuisine');
    return kitchen?.entry.find((e) => e.name === 'Sol')?.rate?.preQuote?.cost === 123450;
  });
  await crumbs(page).getByRole('button', { name: 'Pièces' }).click();

  // 'Signer et clôturer cet EDL' reaches the convention recap: the entry report beside the exit.
  await page.locator('.submit-report').click();
  await expect(page).toHaveURL(new RegExp(`#/edl/${localId}/recapitulatif-convention$`));
  const comparison = page.locator('[data-route=edlRecapConvention]');
  await expect(comparison.locator('.comparison-module').first()).toBeVisible();
  await expect(comparison.getByRole('button', { name: 'Suivant' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'convention recap');
  const kitchen = comparison.locator('.comparison-module', {
    has: page.locator('.comparison-module-title', { hasText: /^Cuisine/ }),
  });
  await kitchen.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'convention-recap-phone.png') });
  await comparison.getByRole('button', { name: 'Suivant' }).click();
  await expect(page).toHaveURL(new RegExp(`#/edl/${localId}/recapitulatif\\?convention=vue$`));
  await signFromRecap(page, localId);
  expect((await storedReport(page, localId))?.hasConvention).toBe(true);
  await saveFromList(page, localId);

  // Saved: the costing icon and the convention preview; 'Terminer' renders the convention PDF.
  const { item, id } = await savedMoveOut(page, renter);
  await expect(item.getByRole('button', { name: 'Chiffrage', exact: true })).toBeVisible();
  await expect(item.getByRole('button', { name: 'Voir la convention de sortie' })).toBeVisible();
  await expect(item.getByRole('button', { name: 'Historique' })).toBeVisible();
  await costAndFinish(page, item, id);
  const text = await conventionText(page, id);
  expect(text).toContain('Convention de sortie');
  expect(text).toContain('Chiffrage des travaux');

  // The preview offers the convention's PDF, rendered by 'Terminer', and the costs toggle.
  const again = await savedMoveOut(page, renter);
  await again.item.getByRole('button', { name: 'Voir la convention de sortie' }).click();
  const popup = page.locator('ion-modal.documents-preview');
  await expect(popup.locator('.pdf-convention')).toBeVisible();
  await expect(
    popup.locator('.pdf-convention .pdf-actions').getByRole('button', { name: 'Télécharger' }),
  ).toBeVisible();
  await expect(popup.locator('.costs-toggle')).toBeVisible();
  await popup.getByRole('button', { name: 'Fermer' }).click();
  await expect(popup).toBeHidden();
});

/** A move-out made from nothing (no entry report), its living-room walls pre-quoted. */
function bareMoveOut(renter: string): LocalReport {
  const info = {
    ...T3_WITH_CELLAR,
    renter: { ...T3_WITH_CELLAR.renter, name: renter, sortantAddr: '8 rue Neuve' },
  };
  const report = createReport({ edlIO: 'Sortant', template: 'default', info });
  const salon = report.edl.find((m) => m.name.startsWith('Salon'));
  const murs = salon?.entry.find((e) => e.name === 'Murs');
  if (!salon || !murs) throw new Error('no Salon > Murs in the catalogue');
  return updateRate(report, { moduleId: salon.id, entryId: murs.id }, (rate) => ({
    ...rate,
    condition: 'Dégradé',
    toQuote: true,
    preQuote: { action: 'repair', measure: 1000, cost: 25_000, calibrationId: null },
  }));
}

test("'Convention de sortie manuelle' on a move-out made from nothing: the same chain, the recap before", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'Agence Convention Manuelle');
  const renter = `Hugo Manuel ${Date.now()}`;
  const localId = await seedReport(page, bareMoveOut(renter));

  // Without the toggle, no convention: the submit row goes to the plain recap.
  await page.goto(`/#/edl/${localId}`);
  await page.locator('.submit-report').click();
  await expect(page).toHaveURL(new RegExp(`#/edl/${localId}/recapitulatif$`));

  // 'Modifier les infos': not duplicated, so the note suggests duplicating; the toggle switched on.
  await page.goto(`/#/modifier-edl/${localId}`);
  await expect(page.locator('.move-out-note')).toContainText("pensez à le dupliquer depuis l'EDL d'entrée");
  await toggle(page, 'conventionSortieManuelle');
  await expectStored(page, localId, (r) => r.conventionSortieManuelle === true && r.hasConvention === true);
  await page.locator('.info-submit-button').click();
  await expect(page).toHaveURL(new RegExp(`#/edl/${localId}$`));

  // Now the convention recap: nothing to compare with, said as such, and OK leads to the recap.
  await page.locator('.submit-report').click();
  await expect(page).toHaveURL(new RegExp(`#/edl/${localId}/recapitulatif-convention$`));
  const dialog = page.locator('ion-alert');
  await expect(dialog).toContainText(
    "Il n'est pas possible d'afficher une convention de sortie : cet EDL de sortie n'est pas dupliqué d'un EDL d'entrée, aucune comparaison n'est possible.",
  );
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(new RegExp(`#/edl/${localId}/recapitulatif\\?convention=vue$`));
  await signFromRecap(page, localId);
  await saveFromList(page, localId);

  const { item, id } = await savedMoveOut(page, renter);
  await expect(item.getByRole('button', { name: 'Chiffrage', exact: true })).toBeVisible();
  await costAndFinish(page, item, id);
  expect(await conventionText(page, id)).toContain('Convention de sortie');
});
