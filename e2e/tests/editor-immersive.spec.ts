/**
 * Immersive mode end to end with the network cut: previous / current / next at the three levels,
 * arrows stepping through the rates (sub-entry, then entry, then module), jumps, scroll buttons, the
 * report language, the exit button, and leaving past the last rate or before the first.
 */
import { expect, test, type Page } from '@playwright/test';
import { translateCatalogue } from '@constat/domain';
import { chip, column, expectStored, openEditorOffline, row } from './support/editor.ts';

const immersive = (page: Page) => page.locator('ion-modal.immersive-modal');
const level = (page: Page, name: string) => immersive(page).getByRole('group', { name, exact: true });

async function expectAt(page: Page, module: string, entry: string, subEntry?: string) {
  await expect(level(page, 'Pièce').locator('strong')).toHaveText(module);
  await expect(level(page, 'Élément').locator('strong')).toHaveText(entry);
  if (subEntry) await expect(level(page, 'Sous-élément').locator('strong')).toHaveText(subEntry);
  else await expect(level(page, 'Sous-élément')).toHaveCount(0);
}

test('immersive mode steps through the rates and keeps what is rated', async ({ page, context }) => {
  const localId = await openEditorOffline(page, context, 'Immersion');
  await row(column(page, 'Pièces'), 'Entrée').click();
  await page.getByRole('button', { name: 'Mode immersif' }).click();
  await expect(immersive(page)).toBeVisible();

  // Opens at the first rate of the selection, with its neighbours at each level.
  await expectAt(page, 'Entrée', "Porte d'entrée", 'Ouvrant');
  await expect(level(page, 'Pièce').getByRole('button', { name: 'Aller à « Energie »' })).toBeVisible();
  await expect(level(page, 'Pièce').getByRole('button', { name: 'Aller à « Salon »' })).toBeVisible();
  await expect(level(page, 'Élément').getByRole('button', { name: 'Aller à « Murs »' })).toBeVisible();
  await expect(
    level(page, 'Sous-élément').getByRole('button', { name: 'Aller à « Huisserie »' }),
  ).toBeVisible();

  await chip(immersive(page), "État d'usage", 'Neuf').click();
  await immersive(page).getByRole('button', { name: 'Suivant' }).click();
  await expectAt(page, 'Entrée', "Porte d'entrée", 'Huisserie');
  await immersive(page).getByRole('button', { name: 'Précédent' }).click();
  await expectAt(page, 'Entrée', "Porte d'entrée", 'Ouvrant');
  await expect(chip(immersive(page), "État d'usage", 'Neuf')).toHaveAttribute('aria-pressed', 'true');

  // From the last sub-entry the next arrow goes on to the next entry.
  for (const sub of ['Huisserie', 'Poignée', 'Serrure', 'Judas', 'Seuil']) {
    await immersive(page).getByRole('button', { name: 'Suivant' }).click();
    await expectAt(page, 'Entrée', "Porte d'entrée", sub);
  }
  await immersive(page).getByRole('button', { name: 'Suivant' }).click();
  await expectAt(page, 'Entrée', 'Murs');

  // A neighbour in the header jumps there (its first rate).
  await level(page, 'Pièce').getByRole('button', { name: 'Aller à « Salon »' }).click();
  await expectAt(page, 'Salon', 'Porte', 'Ouvrant');

  // Scroll buttons.
  const scroller = immersive(page).locator('ion-content.immersive-content');
  const scrollTop = () =>
    scroller.evaluate(
      async (el) =>
        (await (el as HTMLElement & { getScrollElement: () => Promise<HTMLElement> }).getScrollElement())
          .scrollTop,
    );
  await immersive(page).getByRole('button', { name: 'Bas de page' }).click();
  await expect.poll(scrollTop).toBeGreaterThan(100);
  await immersive(page).getByRole('button', { name: 'Haut de page' }).click();
  await expect.poll(scrollTop).toBe(0);

  // The report's language, from immersive mode.
  await immersive(page).getByRole('button', { name: "Langue de l'EDL : FR (Français)" }).click();
  await page.locator('ion-action-sheet').getByRole('button', { name: 'English' }).click();
  const en = (name: string) => translateCatalogue(name, 'en');
  await expectAt(page, en('Salon'), en('Porte'), en('Ouvrant'));
  await expect(chip(immersive(page), "État d'usage", en('Bon état'))).toBeVisible();
  await immersive(page).getByRole('button', { name: "Langue de l'EDL : EN (English)" }).click();
  await page.locator('ion-action-sheet').getByRole('button', { name: 'Français' }).click();
  await expectAt(page, 'Salon', 'Porte', 'Ouvrant');

  // The exit button leaves, on the element reached.
  await immersive(page).getByRole('button', { name: 'Quitter le mode immersif' }).click();
  await expect(immersive(page)).toBeHidden();
  await expect(column(page, 'Relevé de Ouvrant')).toBeVisible();

  await expectStored(page, localId, (report) => {
    const door = report.edl.find((m) => m.name === 'Entrée')?.entry.find((e) => e.name === "Porte d'entrée");
    return door?.content?.find((s) => s.name === 'Ouvrant')?.rate?.condition === 'Neuf';
  });
  await page.reload();
  await expect(column(page, 'Relevé de Ouvrant')).toBeVisible();
  await page
    .getByRole('navigation', { name: "Fil d'Ariane" })
    .getByRole('button', { name: 'Pièces' })
    .click();
  await row(column(page, 'Pièces'), 'Entrée').click();
  await row(column(page, 'Éléments de Entrée'), "Porte d'entrée").click();
  await row(column(page, "Sous-éléments de Porte d'entrée"), 'Ouvrant').click();
  await expect(chip(column(page, 'Relevé de Ouvrant'), "État d'usage", 'Neuf')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await context.setOffline(false);
});

test('stepping past the last rate or before the first leaves immersive mode', async ({ page, context }) => {
  await openEditorOffline(page, context, 'Immersion');

  await row(column(page, 'Pièces'), 'Etat de propreté général').click();
  await page.getByRole('button', { name: 'Mode immersif' }).click();
  await expectAt(page, 'Etat de propreté général', 'Propreté générale');
  for (const entry of ['Vitres', 'Sols', 'Sanitaires', 'Cuisine et électroménager']) {
    await immersive(page).getByRole('button', { name: 'Suivant' }).click();
    await expectAt(page, 'Etat de propreté général', entry);
  }
  await immersive(page).getByRole('button', { name: 'Suivant' }).click();
  await expect(immersive(page)).toBeHidden();
  await expect(column(page, 'Relevé de Cuisine et électroménager')).toBeVisible();

  await page
    .getByRole('navigation', { name: "Fil d'Ariane" })
    .getByRole('button', { name: 'Pièces' })
    .click();
  await row(column(page, 'Pièces'), 'Clés').click();
  await page.getByRole('button', { name: 'Mode immersif' }).click();
  await expectAt(page, 'Clés', 'Porte palière');
  await immersive(page).getByRole('button', { name: 'Précédent' }).click();
  await expect(immersive(page)).toBeHidden();
  await expect(column(page, 'Relevé de Porte palière')).toBeVisible();
  await context.setOffline(false);
});
