/**
 * The changes since entry on the exit comparison (docs/ARCHITECTURE.md "Beyond the specification"), on a
 * phone: a saved move-in duplicated as a move-out, changed in the editor at every level (a room deleted, an
 * element, a sub-element of the equipped kitchen, a key count, a meter reading); 'Signer et clôturer cet EDL'
 * reaches the comparison, which counts the changes, marks each one 'entry -> exit' (the meter with
 * its consumption) and folds what did not change. Screenshots on a phone and a tablet.
 */
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { updateRate, type LocalReport, type Rate } from '@constat/domain';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { chip, column, expectStored, row, sliding, swipe } from './support/editor.ts';
import { fill } from './support/reportForm.ts';
import { signIn } from './support/seedReport.ts';
import { seedSignedReport, signedEntrant } from './support/signedReport.ts';

const SCREENSHOTS = path.join(import.meta.dirname, '..', 'screenshots');
const crumbs = (page: Page) => page.getByRole('navigation', { name: "Fil d'Ariane" });
const localItem = (page: Page, localId: number) => page.locator(`.local-report[data-local-id="${localId}"]`);

const HOB = ['Cuisine', 'Cuisine équipée', 'Plaques de cuisson'];
const VIGIK = ['Clés', 'Vigik'];
const ELECTRIC = ['Energie', 'Compteur électrique'];
const WALLS = ['Salon', 'Murs'];

function set(report: LocalReport, names: string[], patch: Rate): LocalReport {
  const [room, element, sub] = names;
  const module = report.edl.find((m) => m.name === room);
  const entry = module?.entry.find((e) => e.name === element);
  const subEntry = entry?.content?.find((s) => s.name === sub);
  if (!module || !entry) throw new Error(`no ${names.join(' > ')}`);
  const at = { moduleId: module.id, entryId: entry.id, subEntryId: subEntry?.id };
  return updateRate(report, at, (rate) => ({ ...(rate ?? {}), ...patch }));
}

/** The move-in as signed: the values the move-out will change. */
function movedIn(renter: string, stamp: number): LocalReport {
  let report = signedEntrant(renter, stamp, 1);
  report = set(report, WALLS, { condition: 'Bon état' });
  report = set(report, HOB, { condition: 'Bon état', state: 'Fonctionne' });
  report = set(report, VIGIK, { number: '2' });
  return set(report, ELECTRIC, { serialNumber: 'EL-42', kwPeak: '12 000' });
}

const back = (page: Page, to: string) => crumbs(page).getByRole('button', { name: to }).click();

/** The room of the comparison titled `name`. */
const room = (screen: Locator, name: string) =>
  screen.locator('.comparison-module', {
    has: screen.page().locator('.comparison-module-title', { hasText: new RegExp(`^${name}`) }),
  });

/** A changed element of a room, by its heading. */
const changed = (scope: Locator, name: string) =>
  scope.locator('.comparison-changed', {
    has: scope.page().getByRole('heading', { name: new RegExp(`^${name}`) }),
  });

test('the exit comparison marks each change since entry at every level, unchanged ones folded', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'Agence Comparaison');
  const stamp = Date.now();
  const renter = `Hugo Comparaison ${stamp}`;
  const entry = await seedSignedReport(page, movedIn(renter, stamp));
  await page.goto('/#/edls/en-cours');
  await page.reload();
  await localItem(page, entry.localId).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(localItem(page, entry.localId)).toHaveCount(0, { timeout: 30_000 });

  // The saved move-in duplicated as a move-out.
  await page.getByRole('tab', { name: 'EDLs enregistrés' }).click();
  await page.locator('.saved-search input').fill(renter);
  const savedEntry = page.locator('.saved-report').filter({ hasText: renter });
  await expect(savedEntry).toHaveCount(1);
  await savedEntry.getByRole('button', { name: 'Dupliquer' }).click();
  await page.locator('ion-action-sheet button', { hasText: /^Sortant$/ }).click();
  await fill(page, 'renter.sortantAddr', '8 rue Neuve');
  await page.locator('[data-route=duplicateEdl] .info-submit-button').click();
  await expect(page).toHaveURL(/#\/edl\/\d+$/);
  const localId = Number(/#\/edl\/(\d+)$/.exec(page.url())?.[1]);

  // Room: the cellar is gone.
  const rooms = column(page, 'Pièces');
  await swipe(page, rooms, 'Cave', 'end');
  await sliding(rooms, 'Cave').getByRole('button', { name: 'Supprimer' }).click();
  await page.locator('ion-alert.editor-confirm').getByRole('button', { name: 'Supprimer' }).click();
  await expect(row(rooms, 'Cave')).toHaveCount(0);
  // Element: the living-room walls.
  await row(rooms, 'Salon').click();
  await row(column(page, 'Éléments de Salon'), 'Murs').click();
  await chip(column(page, 'Relevé de Murs'), "État d'usage", 'Dégradé').click();
  await back(page, 'Pièces');
  // Sub-element: the equipped kitchen's hob.
  await row(rooms, 'Cuisine').click();
  await row(column(page, 'Éléments de Cuisine'), 'Cuisine équipée').click();
  await row(column(page, 'Sous-éléments de Cuisine équipée'), 'Plaques de cuisson').click();
  await chip(column(page, 'Relevé de Plaques de cuisson'), "État d'usage", 'Hors service').click();
  await back(page, 'Pièces');
  // Key: one Vigik badge of two.
  await row(rooms, 'Clés').click();
  await row(column(page, 'Éléments de Clés'), 'Vigik').click();
  await column(page, 'Relevé de Vigik').getByLabel('Nombre').fill('1');
  await back(page, 'Pièces');
  // Meter: the electricity meter's peak reading.
  await row(rooms, 'Energie').click();
  await row(column(page, 'Éléments de Energie'), 'Compteur électrique').click();
  await column(page, 'Relevé de Compteur électrique')
    .getByLabel('Relevé heures pleines (kWh)')
    .fill('12 345');
  await back(page, 'Pièces');
  await expectStored(page, localId, (r) => {
    const keys = r.edl.find((m) => m.name === 'Clés');
    const energy = r.edl.find((m) => m.name === 'Energie');
    return (
      String(keys?.entry.find((e) => e.name === 'Vigik')?.rate?.number) === '1' &&
      energy?.entry.find((e) => e.name === 'Compteur électrique')?.rate?.kwPeak === '12 345'
    );
  });

  // 'Signer et clôturer cet EDL': the comparison counts the five changes and marks each.
  await page.locator('.submit-report').click();
  await expect(page).toHaveURL(new RegExp(`#/edl/${localId}/recapitulatif-convention$`));
  const screen = page.locator('[data-route=edlRecapConvention]');
  await expect(screen.locator('.comparison-summary')).toHaveText("5 changements depuis l'entrée");

  const walls = changed(room(screen, 'Salon'), 'Murs');
  await expect(walls.locator('.comparison-badge')).toHaveText('Modifié');
  await expect(walls.locator('.field-condition')).toContainText("État d'usage");
  await expect(walls.locator('.field-condition .change-from')).toHaveText('Bon état');
  await expect(walls.locator('.field-condition .change-to')).toHaveText('Dégradé');

  const kitchen = changed(room(screen, 'Cuisine'), 'Cuisine équipée');
  const hob = changed(kitchen, 'Plaques de cuisson');
  await expect(hob.locator('.field-condition .change-from')).toHaveText('Bon état');
  await expect(hob.locator('.field-condition .change-to')).toHaveText('Hors service');
  await expect(kitchen.locator('.comparison-unchanged > summary')).toHaveText('8 sous-éléments inchangés');

  const vigik = changed(room(screen, 'Clés'), 'Vigik');
  await expect(vigik.locator('.field-number .change-from')).toHaveText('2');
  await expect(vigik.locator('.field-number .change-to')).toHaveText('1');

  const meter = changed(room(screen, 'Energie'), 'Compteur électrique');
  await expect(meter.locator('.field-kwPeak .change-from')).toHaveText('12 000');
  await expect(meter.locator('.field-kwPeak .change-to')).toHaveText('12 345');
  await expect(meter.locator('.comparison-consumption')).toHaveText('Consommation : 345 kWh');

  await expect(room(screen, 'Cave').locator('.comparison-badge')).toHaveText('Pièce absente à la sortie');

  // What did not change is folded behind its count, and opens on a tap.
  const salon = room(screen, 'Salon');
  const folded = salon.locator('.comparison-unchanged');
  await expect(folded.locator('summary')).toHaveText(/^\d+ éléments inchangés$/);
  await expect(folded.getByRole('heading', { name: 'Sol', exact: true })).toBeHidden();
  await folded.locator('summary').click();
  await expect(folded.getByRole('heading', { name: 'Sol', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'exit comparison with changes');

  await screen.locator('.comparison-summary').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'exit-changes-phone.png') });
  await kitchen.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'exit-changes-kitchen-phone.png') });
  await page.setViewportSize({ width: 1024, height: 768 });
  await kitchen.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'exit-changes-tablet.png') });
});
