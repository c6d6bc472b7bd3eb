/** Filling the info form the way an agent does (selects, inputs, toggles) and creating a report. */
import { expect, type Page } from '@playwright/test';

export async function choose(page: Page, selectName: string, option: string) {
  await page.locator(`ion-select[data-field="${selectName}"]`).click();
  await page.locator('ion-action-sheet button', { hasText: option }).first().click();
  await expect(page.locator('ion-action-sheet')).toBeHidden();
}

export async function fill(page: Page, name: string, value: string) {
  const input = page.locator(`input[name="${name}"]:not(.cloned-input)`);
  await input.fill(value);
  await input.blur();
}

export async function toggle(page: Page, name: string) {
  await page.locator(`ion-toggle[data-field="${name}"]`).click();
}

export async function openNewEntrant(page: Page) {
  await page.locator('#tab-button-new-report').click();
  await page.locator('ion-action-sheet button', { hasText: /^Entrant$/ }).click();
  await expect(page).toHaveURL(/#\/nouvel-edl\/entrant\/default$/);
  await expect(page.locator('[data-route=newEdl]')).toBeVisible();
  await expect(page.locator('[data-route=newEdl] .report-kind')).toHaveText('EDL entrant · détaillé');
}

export async function createFilledEntrant(page: Page, tenant: string) {
  await openNewEntrant(page);
  await choose(page, 'genre', 'Maison');
  await choose(page, 'typeLogement', 'T2');
  await fill(page, 'proprietaireNom', 'Marc Bailleur');
  await fill(page, 'proprietaireAdresse', '9 rue Mercière, 69002 Lyon');
  await fill(page, 'mandataire', 'Agence Nord');
  await fill(page, 'addr', '3 place Bellecour');
  await fill(page, 'codePostal', '69002');
  await fill(page, 'ville', 'Lyon');
  await fill(page, 'etage', '0');
  await fill(page, 'numAppart', 'A');
  await fill(page, 'renter.name', tenant);
  await page.locator('.info-submit-button').click();
  await expect(page).toHaveURL(/#\/edl\/\d+$/);
  return Number(/\/edl\/(\d+)$/.exec(page.url())?.[1]);
}
