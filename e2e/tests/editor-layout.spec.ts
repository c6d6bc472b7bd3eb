/**
 * The editor's layout: 1 to 4 columns side by side at 100, 50, 33 and 25 % of the width on a tablet,
 * one column at a time on a phone, the report's language independent of the interface's, named
 * icon buttons; and the editor's screenshots at 390x844 and 1024x768 (e2e/screenshots).
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { translateCatalogue } from '@constat/domain';
import { chip, column, openEditorOffline, row } from './support/editor.ts';

const SCREENSHOTS = path.join(import.meta.dirname, '..', 'screenshots');
/** A screenshot once transitions (a column sliding in, a modal rising) have finished. */
async function shot(page: Page, name: string) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });
}

async function columnWidths(page: Page): Promise<number[]> {
  return page
    .locator('[data-route=edl] .editor-column')
    .evaluateAll((nodes) => nodes.map((node) => Math.round(node.getBoundingClientRect().width)));
}

test('tablet: 1, 2, 3 then 4 columns at 100, 50, 33 and 25 % of the width', async ({ page, context }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await openEditorOffline(page, context, 'Tablette');
  const width = await page.locator('[data-route=edl] .editor-columns').evaluate((el) => el.clientWidth);
  const expectColumns = async (count: number) =>
    expect
      .poll(() => columnWidths(page))
      .toEqual(Array.from({ length: count }, () => Math.round(width / count)));

  await expectColumns(1);
  await shot(page, 'editor-tablet-rooms');
  await row(column(page, 'Pièces'), 'Salon').click();
  await expectColumns(2);
  await row(column(page, 'Éléments de Salon'), 'Murs').click();
  await expectColumns(3);
  await chip(column(page, 'Relevé de Murs'), "État d'usage", 'Etat usage').click();
  await row(column(page, 'Éléments de Salon'), 'Porte').click();
  await expectColumns(3);
  await row(column(page, 'Sous-éléments de Porte'), 'Poignée').click();
  await expectColumns(4);
  await chip(column(page, 'Relevé de Poignée'), 'Fonctionnement', 'Ne fonctionne pas').click();
  await shot(page, 'editor-tablet-4-columns');

  await page.getByRole('button', { name: 'Mode ajout' }).click();
  await page
    .getByRole('toolbar', { name: 'Ajouter' })
    .getByRole('button', { name: 'Élément', exact: true })
    .click();
  await expect(page.locator('ion-modal.editor-picker').getByText('Murs, sols et plafonds')).toBeVisible();
  await shot(page, 'editor-tablet-add-entry');
  await page.locator('ion-modal.editor-picker').getByRole('button', { name: 'Fermer' }).click();
  await page.getByRole('button', { name: 'Mode ajout' }).click();

  await page.getByRole('button', { name: 'Mode immersif' }).click();
  await expect(
    page.locator('ion-modal.immersive-modal').getByRole('group', { name: 'Sous-élément' }),
  ).toBeVisible();
  await shot(page, 'editor-tablet-immersive');
  await page.getByRole('button', { name: 'Quitter le mode immersif' }).click();

  await page.getByRole('button', { name: 'Mode déplacement' }).click();
  await shot(page, 'editor-tablet-moving');
  await context.setOffline(false);
});

test('phone: one column at a time, the breadcrumb goes back', async ({ page, context }) => {
  await openEditorOffline(page, context, 'Telephone');
  await shot(page, 'editor-phone-rooms');
  await row(column(page, 'Pièces'), 'Salon').click();
  await expect(column(page, 'Éléments de Salon')).toBeVisible();
  await expect(page.locator('.column-modules')).toBeHidden();
  await shot(page, 'editor-phone-entries');
  await row(column(page, 'Éléments de Salon'), 'Murs').click();
  const panel = column(page, 'Relevé de Murs');
  await chip(panel, "État d'usage", 'Etat moyen').click();
  await chip(panel, 'Ménage', 'Poussière').click();
  await panel.getByLabel('Observations').fill('Traces de meubles derrière le canapé');
  await expect(page.locator('.column-entries')).toBeHidden();
  await shot(page, 'editor-phone-rate');
  await panel.getByText('À la charge du locataire').click();
  await panel.getByText('Pré-chiffrer').click();
  await panel.getByRole('button', { name: 'Réparer' }).click();
  await panel.getByLabel('Mesure').fill('8');
  await panel.getByLabel('Coût HT').fill('240');
  await panel.getByLabel('Coût HT').scrollIntoViewIfNeeded();
  await shot(page, 'editor-phone-prequote');

  await panel.getByRole('button', { name: 'Observation rapide' }).click();
  await expect(page.getByText('Observations rapides')).toBeVisible();
  await page.locator('ion-modal.quick-observation').getByRole('button', { name: '3', exact: true }).click();
  await shot(page, 'editor-phone-quick-observation');
  await page.locator('ion-modal.quick-observation').getByRole('button', { name: 'Fermer' }).click();

  await page.getByRole('button', { name: 'Mode immersif' }).click();
  await expect(page.locator('ion-modal.immersive-modal')).toBeVisible();
  await shot(page, 'editor-phone-immersive');
  await page.getByRole('button', { name: 'Quitter le mode immersif' }).click();

  await page.getByRole('button', { name: 'Mode ajout' }).click();
  await shot(page, 'editor-phone-adding');
  await page.getByRole('button', { name: 'Mode ajout' }).click();

  await page
    .getByRole('navigation', { name: "Fil d'Ariane" })
    .getByRole('button', { name: 'Retour' })
    .click();
  await expect(column(page, 'Éléments de Salon')).toBeVisible();
  await page
    .getByRole('navigation', { name: "Fil d'Ariane" })
    .getByRole('button', { name: 'Retour' })
    .click();
  await expect(column(page, 'Pièces')).toBeVisible();
  await expect(page.locator('.column-entries')).toBeHidden();
  await context.setOffline(false);
});

test("the report's language is its own: English labels under a French interface", async ({
  page,
  context,
}) => {
  await openEditorOffline(page, context, 'Langue');
  await page.getByRole('button', { name: "Langue de l'EDL : FR (Français)" }).click();
  await page.locator('ion-action-sheet').getByRole('button', { name: 'English' }).click();
  const living = translateCatalogue('Salon', 'en');
  await row(column(page, 'Pièces'), living).click();
  await row(column(page, `Éléments de ${living}`), translateCatalogue('Murs', 'en')).click();
  // Interface strings stay French, catalogue values follow the report.
  await expect(page.getByRole('link', { name: 'Modifier les infos' })).toBeVisible();
  const panel = column(page, `Relevé de ${translateCatalogue('Murs', 'en')}`);
  await expect(chip(panel, "État d'usage", translateCatalogue('Bon état', 'en'))).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.reload();
  await expect(page.getByRole('button', { name: "Langue de l'EDL : EN (English)" })).toBeVisible();
  await context.setOffline(false);
});
