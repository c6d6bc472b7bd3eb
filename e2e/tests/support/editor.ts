/**
 * Helpers of the editor's browser tests: open a seeded report with the network cut, find rows,
 * chips and columns by what the user reads, and swipe or drag rows with the mouse as a finger would.
 */
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import type { LocalReport } from '@constat/domain';
import { entrantT3WithCellar, seedReport, signIn, storedReport } from './seedReport.ts';

/** Signs in, stores an Entrant T3 with a cellar, cuts the network and opens the editor on it. */
export async function openEditorOffline(
  page: Page,
  context: BrowserContext,
  profileName: string,
  report: LocalReport = entrantT3WithCellar(),
): Promise<number> {
  await signIn(page, profileName);
  const localId = await seedReport(page, report);
  // The service worker must control the page before the network goes, or a reload finds nothing.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 })
    .toBe(true);
  await context.setOffline(true);
  await page.goto(`/#/edl/${localId}`);
  await expect(editor(page)).toBeVisible();
  return localId;
}

export function editor(page: Page): Locator {
  return page.locator('[data-route=edl] .editor-columns');
}

/** A column of the editor by what it lists: 'Pièces', 'Éléments de Salon', 'Relevé de Murs'... */
export function column(page: Page, label: string): Locator {
  return page.getByRole('region', { name: label, exact: true });
}

/** A row of a list by its exact name. */
export function row(scope: Locator, name: string): Locator {
  return scope
    .locator('.element-row')
    .filter({ has: scope.page().locator('.row-name').getByText(name, { exact: true }) });
}

/** The swipe container of a row (its options live there). */
export function sliding(scope: Locator, name: string): Locator {
  // `has` is relative to each candidate: the row is looked up inside it, not from the column.
  const page = scope.page();
  const named = page
    .locator('.element-row')
    .filter({ has: page.locator('.row-name').getByText(name, { exact: true }) });
  return scope.locator('ion-item-sliding').filter({ has: named });
}

export function chip(scope: Locator | Page, group: string, value: string): Locator {
  return scope
    .getByRole('group', { name: group, exact: true })
    .getByRole('button', { name: value, exact: true });
}

/** Swipes a row: 'start' uncovers the left options (flag, rename, duplicate), 'end' the delete. */
export async function swipe(page: Page, scope: Locator, name: string, side: 'start' | 'end'): Promise<void> {
  // Waits for the row to stand still (a column slides in on a phone) before measuring it.
  await row(scope, name).click({ trial: true });
  const box = await row(scope, name).boundingBox();
  if (!box) throw new Error(`row ${name} not visible`);
  const y = box.y + box.height / 2;
  const from = side === 'start' ? box.x + 20 : box.x + box.width - 20;
  const to = side === 'start' ? from + 260 : from - 260;
  await page.mouse.move(from, y);
  await page.mouse.down();
  await page.mouse.move(to, y, { steps: 12 });
  await page.mouse.up();
}

/** Drags a row by its handle (moving mode) onto the position of another row. */
export async function drag(page: Page, scope: Locator, name: string, onto: string): Promise<void> {
  const handle = row(scope, name).locator('ion-reorder');
  await handle.click({ trial: true });
  const source = await handle.boundingBox();
  const target = await row(scope, onto).boundingBox();
  if (!source || !target) throw new Error('rows not visible');
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  // Ionic starts a reorder after a short hold-free move; small steps keep its gesture in charge.
  await page.mouse.move(source.x + source.width / 2, target.y + target.height / 4, { steps: 20 });
  await page.mouse.up();
}

/** Waits until the device holds a report matching `check` (what a reload would find). */
export async function expectStored(
  page: Page,
  localId: number,
  check: (report: LocalReport) => boolean,
): Promise<void> {
  await expect
    .poll(async () => {
      const report = await storedReport(page, localId);
      return report !== null && check(report);
    })
    .toBe(true);
}
