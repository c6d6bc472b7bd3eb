/**
 * The saved list (inspection-core §2 "Saved list", §9): the reports on the server with search
 * (accents and case ignored, sent 500 ms after typing), pages of 20 with the page bar only above one
 * page, the comment popup titled with the id that saves on close, swipe delete with the spec's
 * confirmation, and the offline state.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectWellFormedLandmarks } from './support/axe.ts';
import { signIn } from './support/seedReport.ts';
import { apiGet, saveThroughApi, signedEntrant } from './support/signedReport.ts';

// With Ionic's transitions, as most users see them (the suite runs with reduced motion).
test.use({ reducedMotion: 'no-preference' });

const items = (page: Page) => page.locator('.saved-report');
const search = (page: Page) => page.locator('.saved-search input');

async function openSavedList(page: Page) {
  await page.getByRole('tab', { name: 'EDLs enregistrés' }).click();
  await expect(page).toHaveURL(/#\/edls\/enregistres$/);
}

test('search, pages, comment and delete in the saved list', async ({ page }) => {
  await signIn(page, 'Agence Liste');
  const stamp = Date.now();
  const reports = Array.from({ length: 22 }, (_, i) =>
    signedEntrant(`Liste${stamp} Locataire ${i + 1}`, stamp + i, 0),
  );
  reports.push(signedEntrant(`Hélène Dupré Liste${stamp}`, stamp + 100, 0));
  const ids = await saveThroughApi(page, reports);
  await openSavedList(page);

  await search(page).fill(`liste${stamp}`);
  await expect(page.getByText('23 EDLs')).toBeVisible();
  await expect(items(page)).toHaveCount(20);
  const bar = page.getByRole('navigation', { name: 'Pages' });
  await expect(bar.getByRole('button', { name: 'Page 2' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectWellFormedLandmarks(page);
  await bar.getByRole('button', { name: 'Page suivante' }).click();
  await expect(items(page)).toHaveCount(3);
  await expect(bar.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  // Accents and case ignored; back to page 1, and no page bar for a single page.
  await search(page).fill(`HELENE dupre liste${stamp}`);
  await expect(items(page)).toHaveCount(1);
  await expect(bar).toHaveCount(0);
  const helene = items(page).first();
  await expect(helene).toContainText(`Hélène Dupré Liste${stamp}`);
  const heleneId = ids[22] ?? 0;
  await expect(helene).toContainText(`#${heleneId}`);

  // The comment popup is titled with the id and saves when it closes.
  await helene.getByRole('button', { name: 'Commentaire' }).click();
  const popup = page.locator('ion-alert.saved-comment');
  await expect(popup).toContainText(`Commentaire de l'EDL #${heleneId}`);
  await popup.locator('textarea').fill('Clés remises au gardien');
  await popup.locator('button', { hasText: 'Fermer' }).click();
  await expect(helene).toContainText('Clés remises au gardien');
  const saved = await apiGet(page, `/edl/${heleneId}`);
  expect((saved.body as { comment: string }).comment).toBe('Clés remises au gardien');

  // Swipe delete asks the spec's question, then the report is gone from the server.
  await helene.evaluate((sliding) =>
    (sliding as HTMLElement & { open: (side: string) => Promise<void> }).open('end'),
  );
  await helene.locator('.swipe-delete').click();
  const confirm = page.locator('ion-alert.confirm-delete-saved');
  await expect(confirm).toContainText('Êtes-vous certains de vouloir supprimer cet EDL du serveur ?');
  await confirm.locator('button', { hasText: 'Je confirme' }).click();
  await expect(
    page.getByText(`Aucun EDL enregistré ne correspond à « HELENE dupre liste${stamp} »`),
  ).toBeVisible();
  expect((await apiGet(page, `/edl/${heleneId}`)).status).toBe(404);
});

test('the saved list says it needs the network when offline', async ({ page, context }) => {
  await signIn(page, 'Agence Liste');
  await openSavedList(page);
  await expect(page.locator('.saved-loading')).toHaveCount(0);
  await context.setOffline(true);
  await expect(page.getByText('Vous êtes hors ligne')).toBeVisible();
  await expect(page.locator('.saved-search')).toHaveAttribute('aria-disabled', 'true');
  await expectNoSeriousA11yViolations(page);
});
