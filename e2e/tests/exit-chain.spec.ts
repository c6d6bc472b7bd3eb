/**
 * The move-out chain end to end (docs/ARCHITECTURE.md "Beyond the specification"), on a phone and on a
 * tablet, as an agent walks it: a saved move-in duplicated as a move-out, changed at every level (a room, an
 * element pre-quoted for the tenant, a sub-element, a key count, a meter), the comparison marking each
 * change, signed with its exit agreement and a deposit, saved; the saved list offers the costing, which takes
 * the wear of the grid off the walls and states the balance; 'Terminer' renders the convention, whose text
 * holds each change, the priced line, the deposit and the balance. And a move-out with neither an entry report nor
 * the manual toggle has no convention anywhere.
 */
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  conventionBalance,
  conventionLine,
  createReport,
  formatEuros,
  suggestWear,
  type LocalReport,
} from '@constat/domain';
import { chip, column, expectStored, row, sliding, swipe } from './support/editor.ts';
import {
  finishCosting,
  localItem,
  openCosting,
  pdfTextOf,
  saveFromList,
  savedReport,
  setRate,
  signFromRecap,
} from './support/exitChain.ts';
import { fill } from './support/reportForm.ts';
import { seedReport, signIn, T3_WITH_CELLAR } from './support/seedReport.ts';
import { seedSignedReport, signedEntrant } from './support/signedReport.ts';

const SCREENSHOTS = path.join(import.meta.dirname, '..', 'screenshots');
const crumbs = (page: Page) => page.getByRole('navigation', { name: "Fil d'Ariane" });
const toRooms = (page: Page) => crumbs(page).getByRole('button', { name: 'Pièces' }).click();

/** The status of a POST to the server with the signed-in user's token. */
const post = (page: Page, url: string) =>
  page.evaluate(async (url) => {
    const security = JSON.parse(localStorage.getItem('security') ?? '{}') as { jwtToken?: string };
    const response = await fetch(url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${security.jwtToken ?? ''}` },
    });
    return response.status;
  }, url);

const WALLS = ['Salon', 'Murs'];
const ENTRY_DATE = '2021-06-01';
const HOB = ['Cuisine', 'Cuisine équipée', 'Plaques de cuisson'];
const VIGIK = ['Clés', 'Vigik'];
const ELECTRIC = ['Energie', 'Compteur électrique'];

/** The move-in as signed: the values the move-out changes. */
function movedIn(renter: string, stamp: number): LocalReport {
  // Made on ENTRY_DATE: the wear grid counts the years since.
  let report = { ...signedEntrant(renter, stamp, 1), date: Date.parse(`${ENTRY_DATE}T10:00:00Z`) };
  report = setRate(report, WALLS, { condition: 'Bon état' });
  report = setRate(report, HOB, { condition: 'Bon état', state: 'Fonctionne' });
  report = setRate(report, VIGIK, { number: '2' });
  return setRate(report, ELECTRIC, { serialNumber: 'EL-42', kwPeak: '12 000' });
}

const room = (screen: Locator, name: string) =>
  screen.locator('.comparison-module', {
    has: screen.page().locator('.comparison-module-title', { hasText: new RegExp(`^${name}`) }),
  });
const changed = (scope: Locator, name: string) =>
  scope.locator('.comparison-changed', {
    has: scope.page().getByRole('heading', { name: new RegExp(`^${name}`) }),
  });

/** The editor's changes at every level, the walls charged to the tenant and pre-quoted in m². */
async function changeEveryLevel(page: Page, localId: number) {
  const rooms = column(page, 'Pièces');
  await swipe(page, rooms, 'Cave', 'end');
  await sliding(rooms, 'Cave').getByRole('button', { name: 'Supprimer' }).click();
  await page.locator('ion-alert.editor-confirm').getByRole('button', { name: 'Supprimer' }).click();
  await expect(row(rooms, 'Cave')).toHaveCount(0);

  await row(rooms, 'Salon').click();
  await row(column(page, 'Éléments de Salon'), 'Murs').click();
  const walls = column(page, 'Relevé de Murs');
  await chip(walls, "État d'usage", 'Dégradé').click();
  await walls.getByText('À la charge du locataire').click();
  await walls.getByText('Pré-chiffrer').click();
  await walls.getByRole('button', { name: 'Remplacer' }).click();
  await walls.getByLabel('Mesure').fill('12,5');
  await walls.getByLabel('Coût HT').fill('1 430');
  await toRooms(page);

  await row(rooms, 'Cuisine').click();
  await row(column(page, 'Éléments de Cuisine'), 'Cuisine équipée').click();
  await row(column(page, 'Sous-éléments de Cuisine équipée'), 'Plaques de cuisson').click();
  await chip(column(page, 'Relevé de Plaques de cuisson'), "État d'usage", 'Hors service').click();
  await toRooms(page);

  await row(rooms, 'Clés').click();
  await row(column(page, 'Éléments de Clés'), 'Vigik').click();
  await column(page, 'Relevé de Vigik').getByLabel('Nombre').fill('1');
  await toRooms(page);

  await row(rooms, 'Energie').click();
  await row(column(page, 'Éléments de Energie'), 'Compteur électrique').click();
  await column(page, 'Relevé de Compteur électrique')
    .getByLabel('Relevé heures pleines (kWh)')
    .fill('12 345');
  await toRooms(page);

  await expectStored(page, localId, (r) => {
    const salon = r.edl.find((m) => m.name === 'Salon');
    const energy = r.edl.find((m) => m.name === 'Energie');
    return (
      salon?.entry.find((e) => e.name === 'Murs')?.rate?.preQuote?.cost === 143_000 &&
      energy?.entry.find((e) => e.name === 'Compteur électrique')?.rate?.kwPeak === '12 345'
    );
  });
}

/** The comparison marks each change, entry value -> exit value. */
async function expectComparison(page: Page, localId: number) {
  await page.locator('.submit-report').click();
  await expect(page).toHaveURL(new RegExp(`#/edl/${localId}/recapitulatif-convention$`));
  const screen = page.locator('[data-route=edlRecapConvention]');
  await expect(screen.locator('.comparison-summary')).toHaveText(/^\d+ changements depuis l'entrée$/);

  const walls = changed(room(screen, 'Salon'), 'Murs');
  await expect(walls.locator('.field-condition .change-from')).toHaveText('Bon état');
  await expect(walls.locator('.field-condition .change-to')).toHaveText('Dégradé');
  const hob = changed(changed(room(screen, 'Cuisine'), 'Cuisine équipée'), 'Plaques de cuisson');
  await expect(hob.locator('.field-condition .change-to')).toHaveText('Hors service');
  const vigik = changed(room(screen, 'Clés'), 'Vigik');
  await expect(vigik.locator('.field-number .change-from')).toHaveText('2');
  await expect(vigik.locator('.field-number .change-to')).toHaveText('1');
  const meter = changed(room(screen, 'Energie'), 'Compteur électrique');
  await expect(meter.locator('.comparison-consumption')).toHaveText('Consommation : 345 kWh');
  await expect(room(screen, 'Cave').locator('.comparison-badge')).toHaveText('Pièce absente à la sortie');
  return screen;
}

for (const device of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 1024, height: 768 },
]) {
  test(`${device.name}: entry saved -> move-out changed at every level -> signed with its convention -> costed -> convention PDF`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: device.width, height: device.height });
    await signIn(page, `Agence Chaîne ${device.name}`);
    const stamp = Date.now();
    const renter = `Léa Chaîne ${device.name} ${stamp}`;
    const entry = await seedSignedReport(page, movedIn(renter, stamp));
    await page.goto('/#/edls/en-cours');
    await page.reload();
    await saveFromList(page, entry.localId);

    // The saved move-in duplicated as a move-out.
    const savedEntry = await savedReport(page, renter, 'entrant');
    await savedEntry.item.getByRole('button', { name: 'Dupliquer' }).click();
    await page.locator('ion-action-sheet button', { hasText: /^Sortant$/ }).click();
    await expect(page).toHaveURL(new RegExp(`#/dupliquer-edl/${savedEntry.id}/sortant/remote$`));
    await fill(page, 'renter.sortantAddr', '8 rue Neuve');
    await fill(page, 'depotGarantie', '2 000');
    await page.locator('[data-route=duplicateEdl] .info-submit-button').click();
    await expect(page).toHaveURL(/#\/edl\/\d+$/);
    const localId = Number(/#\/edl\/(\d+)$/.exec(page.url())?.[1]);

    await changeEveryLevel(page, localId);
    const comparison = await expectComparison(page, localId);
    await comparison.locator('.comparison-summary').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOTS, `exit-chain-comparison-${device.name}.png`) });
    await comparison.getByRole('button', { name: 'Suivant' }).click();
    await expect(page).toHaveURL(new RegExp(`#/edl/${localId}/recapitulatif\\?convention=vue$`));
    await signFromRecap(page, localId);
    const exitDate = Date.now();
    await saveFromList(page, localId);

    // Saved: the costing icon; the walls' pre-quote with the wear of the grid taken off, the deposit
    // and the balance.
    const { item, id } = await savedReport(page, renter, 'sortant');
    await expect(item.getByRole('button', { name: 'Chiffrage', exact: true })).toBeVisible();
    const costing = await openCosting(page, item, id);
    const line = costing.locator('.costing-line', { hasText: 'Murs' });
    await expect(line.locator('input[name=costing-cost]:not(.cloned-input)')).toHaveValue('1 430,00');
    const wear = suggestWear({ family: 'peintures', entryDate: ENTRY_DATE, exitDate });
    expect(wear).toBeGreaterThan(0);
    const walls = conventionLine({ cost: 143_000, taxRate: 2000, wear, measure: 1250, unitCost: null });
    const balance = conventionBalance(walls.total, 200_000);
    await expect(line.locator('.costing-wear label')).toHaveText(`Vétusté ${wear} %`);
    await expect(line.locator('.costing-wear-hint')).toHaveText(`Vétusté suggérée par la grille : ${wear} %`);
    await expect(line.locator('.costing-tenant-share-amount')).toHaveText(formatEuros(walls.tenantShare));
    await expect(costing.locator('.costing-deposit')).toHaveText('2 000,00 €');
    await expect(costing.locator('.costing-balance-amount')).toHaveText(formatEuros(balance.amount ?? 0));
    // 'Terminer' comes with the first saved change: the wear moved one step, then the grid's put back.
    await line.locator('.costing-wear input[data-field=wear]').focus();
    await page.keyboard.press('ArrowRight');
    await line.locator('.costing-wear-hint').getByRole('button', { name: 'Appliquer' }).click();
    await expect(line.locator('.costing-wear label')).toHaveText(`Vétusté ${wear} %`);
    await expect(costing.locator('.costing-status')).toHaveText('Enregistré !');
    await page.screenshot({ path: path.join(SCREENSHOTS, `exit-chain-costing-${device.name}.png`) });
    await finishCosting(page, costing);

    const convention = await pdfTextOf(page, `/api/edl/${id}/convention.pdf`);
    expect(convention).toContain('Convention de sortie');
    expect(convention).toContain('Évolutions depuis l’état des lieux d’entrée');
    expect(convention).toContain('Salon › Murs · État Bon état Dégradé');
    expect(convention).toMatch(/Cuisine › Cuisine équipée › Plaques de cuisson · État Bon état Hors service/);
    expect(convention).toContain('Clés › Vigik · Nombre 2 1');
    expect(convention).toMatch(/Énergie › Compteur électrique · kWh heures pleines 12 000 12 345/);
    expect(convention).toContain('Consommation : 345 kWh');
    expect(convention).toContain('Cave — Pièce absente à la sortie');
    expect(convention).toContain('Chiffrage des travaux');
    // The priced line with the grid's wear, the deposit and the balance to return.
    expect(convention).toContain(`${wear} %`);
    expect(convention).toContain(formatEuros(walls.tenantShare));
    expect(convention).toContain('Dépôt de garantie 2 000,00 €');
    expect(convention).toContain(`Solde à restituer au locataire ${formatEuros(balance.amount ?? 0)}`);
    // The grid's wear changed what the tenant pays after signing: an unsigned draft until signed.
    expect(convention).toContain('non signé');

    // The exit report itself, asked for, opens with the same changes.
    expect(await post(page, `/api/edl/${id}/pdf/generate`)).toBeLessThan(300);
    const report = await pdfTextOf(page, `/api/edl/${id}.pdf`);
    expect(report.indexOf('Évolutions depuis l’état des lieux d’entrée')).toBeGreaterThan(-1);
    expect(report).toContain('Clés › Vigik · Nombre 2 1');
  });
}

test('a move-out with neither an entry report nor the manual toggle has no convention anywhere', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'Agence Sans Convention');
  const renter = `Noé Sans Convention ${Date.now()}`;
  const info = {
    ...T3_WITH_CELLAR,
    renter: { ...T3_WITH_CELLAR.renter, name: renter, sortantAddr: '8 rue Neuve' },
  };
  const localId = await seedReport(page, createReport({ edlIO: 'Sortant', template: 'default', info }));

  await page.goto(`/#/edl/${localId}`);
  await page.locator('.submit-report').click();
  await expect(page).toHaveURL(new RegExp(`#/edl/${localId}/recapitulatif$`));
  await signFromRecap(page, localId);
  await expect(localItem(page, localId)).toBeVisible();
  await saveFromList(page, localId);

  const { item, id } = await savedReport(page, renter, 'sortant');
  await expect(item.getByRole('button', { name: 'Dupliquer' })).toBeVisible();
  await expect(item.getByRole('button', { name: 'Chiffrage', exact: true })).toHaveCount(0);
  await expect(item.getByRole('button', { name: 'Voir la convention de sortie' })).toHaveCount(0);
  expect(await post(page, `/api/edl/${id}/convention-pdf/generate`)).toBe(409);
});
