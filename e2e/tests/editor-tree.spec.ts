/**
 * Editing the room tree with the network cut: swipe actions (flag as unopened, rename with the
 * reserved-name refusal, duplicate, delete with confirmation), drag sorting in moving mode, and the
 * add bar (room, element, sub-element, field). Every change is found again after a reload.
 */
import { expect, test, type Page } from '@playwright/test';
import { reservedNameMessage, type LocalReport } from '@constat/domain';
import { column, drag, expectStored, openEditorOffline, row, sliding, swipe } from './support/editor.ts';

// With Ionic's transitions, as most users see them (the suite runs with reduced motion).
test.use({ reducedMotion: 'no-preference' });

const salonEntries = (report: LocalReport) =>
  report.edl.find((m) => m.name === 'Salon')?.entry.map((e) => e.name) ?? [];

async function salon(page: Page) {
  await row(column(page, 'Pièces'), 'Salon').click();
  return column(page, 'Éléments de Salon');
}

test('swipe actions: rename (reserved names refused), duplicate, delete with confirmation, flag', async ({
  page,
  context,
}) => {
  const localId = await openEditorOffline(page, context, 'Arbre');
  let entries = await salon(page);

  // Rename: a reserved name is refused with the spec's message, another name is taken.
  await swipe(page, entries, 'Murs', 'start');
  await sliding(entries, 'Murs').getByRole('button', { name: 'Renommer' }).click();
  const prompt = page.locator('ion-alert.editor-prompt');
  await expect(prompt.locator('input')).toHaveValue('Murs');
  await prompt.locator('input').fill('Photos');
  await prompt.getByRole('button', { name: 'Renommer' }).click();
  const refusal = page.locator('ion-alert.editor-refusal');
  await expect(refusal).toContainText(reservedNameMessage('Photos'));
  await expect(refusal).toContainText(
    'Le nom "Photos" est réservé pour des fonctions particulières, vous ne pouvez pas le renommer ainsi car cela pourrait engendrer des bugs.',
  );
  await refusal.getByRole('button', { name: 'OK' }).click();
  await expect(refusal).toBeHidden();
  await expect(row(entries, 'Murs')).toBeVisible();

  await swipe(page, entries, 'Murs', 'start');
  await sliding(entries, 'Murs').getByRole('button', { name: 'Renommer' }).click();
  await prompt.locator('input').fill('Murs peints');
  await prompt.getByRole('button', { name: 'Renommer' }).click();
  await expect(row(entries, 'Murs peints')).toBeVisible();

  // A protected element: the domain refuses, its message is shown.
  await swipe(page, entries, 'Photos', 'end');
  await sliding(entries, 'Photos').getByRole('button', { name: 'Supprimer' }).click();
  await page.locator('ion-alert.editor-confirm').getByRole('button', { name: 'Supprimer' }).click();
  await expect(refusal).toContainText('Une entrée "Photos" ne peut pas être supprimée.');
  await refusal.getByRole('button', { name: 'OK' }).click();

  // Duplicate: the copy comes right after its source.
  await swipe(page, entries, 'Sol', 'start');
  await sliding(entries, 'Sol').getByRole('button', { name: 'Dupliquer' }).click();
  await expect(row(entries, 'Sol 2')).toBeVisible();

  // Delete asks first; 'Annuler' keeps the element.
  await swipe(page, entries, 'Sol 2', 'end');
  await sliding(entries, 'Sol 2').getByRole('button', { name: 'Supprimer' }).click();
  const confirm = page.locator('ion-alert.editor-confirm');
  await expect(confirm).toContainText('Supprimer « Sol 2 » ?');
  await confirm.getByRole('button', { name: 'Annuler' }).click();
  await expect(row(entries, 'Sol 2')).toBeVisible();
  await swipe(page, entries, 'Plafond', 'end');
  await sliding(entries, 'Plafond').getByRole('button', { name: 'Supprimer' }).click();
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(row(entries, 'Plafond')).toHaveCount(0);

  // Flag as unopened: a visited element loses its mark.
  await row(entries, 'Radiateur').click();
  await page
    .getByRole('navigation', { name: "Fil d'Ariane" })
    .getByRole('button', { name: 'Retour' })
    .click();
  await expect(row(entries, 'Radiateur').getByRole('img', { name: 'Visité' })).toBeVisible();
  await swipe(page, entries, 'Radiateur', 'start');
  await sliding(entries, 'Radiateur').getByRole('button', { name: 'Non visité' }).click();
  await expect(row(entries, 'Radiateur').getByRole('img', { name: 'Visité' })).toHaveCount(0);

  await expectStored(page, localId, (r) => {
    const names = salonEntries(r);
    return names.includes('Murs peints') && names.includes('Sol 2') && !names.includes('Plafond');
  });
  await page.reload();
  entries = column(page, 'Éléments de Salon');
  await expect(row(entries, 'Murs peints')).toBeVisible();
  await expect(row(entries, 'Sol 2')).toBeVisible();
  await expect(row(entries, 'Plafond')).toHaveCount(0);
  await expect(row(entries, 'Radiateur').getByRole('img', { name: 'Visité' })).toHaveCount(0);
  const order = await entries.locator('.row-name').allTextContents();
  expect(order.indexOf('Sol 2')).toBe(order.indexOf('Sol') + 1);
  await context.setOffline(false);
});

test('moving mode sorts rooms and elements by drag, and the order is kept', async ({ page, context }) => {
  const localId = await openEditorOffline(page, context, 'Arbre');
  await page.getByRole('button', { name: 'Mode déplacement' }).click();
  await expect(page.getByRole('button', { name: 'Mode déplacement' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  const rooms = column(page, 'Pièces');
  await drag(page, rooms, 'Cuisine', 'Entrée');
  await expect(rooms.locator('.row-name')).toContainText(['Clés', 'Energie', 'Cuisine', 'Entrée', 'Salon']);

  // Rows do not open while moving; leave the mode to drill into a room.
  await page.getByRole('button', { name: 'Mode déplacement' }).click();
  const entries = await salon(page);
  await page.getByRole('button', { name: 'Mode déplacement' }).click();
  await drag(page, entries, 'Plafond', 'Murs');
  await expect(entries.locator('.row-name')).toContainText(['Photos', 'Porte', 'Plafond', 'Murs', 'Sol']);
  await page.getByRole('button', { name: 'Mode déplacement' }).click();

  await expectStored(page, localId, (r) => {
    const rooms = r.edl.map((m) => m.name);
    return rooms.indexOf('Cuisine') === 2 && salonEntries(r).indexOf('Plafond') === 2;
  });
  await page.reload();
  await expect(column(page, 'Éléments de Salon').locator('.row-name')).toContainText([
    'Photos',
    'Porte',
    'Plafond',
    'Murs',
  ]);
  await page
    .getByRole('navigation', { name: "Fil d'Ariane" })
    .getByRole('button', { name: 'Pièces' })
    .click();
  await expect(column(page, 'Pièces').locator('.row-name')).toContainText([
    'Clés',
    'Energie',
    'Cuisine',
    'Entrée',
  ]);
  await context.setOffline(false);
});

test('adding mode: a room, an element, a sub-element and a field', async ({ page, context }) => {
  const localId = await openEditorOffline(page, context, 'Arbre');
  await page.getByRole('button', { name: 'Mode ajout' }).click();
  const bar = page.getByRole('toolbar', { name: 'Ajouter' });

  // A room from the popover, in the simplified template; it opens at once.
  await bar.getByRole('button', { name: 'Pièce' }).click();
  const picker = page.locator('ion-modal.editor-picker');
  await picker.getByLabel('Rechercher').fill('couloir');
  await picker.getByText('Couloir (simplifié)').click();
  await expect(picker).toBeHidden();
  const corridor = column(page, 'Éléments de Couloir');
  await expect(corridor).toBeVisible();

  // An element of the catalogue, then a custom one.
  await bar.getByRole('button', { name: 'Élément', exact: true }).click();
  await picker.getByLabel('Rechercher').fill('radiateur');
  await picker.getByText('Radiateur', { exact: true }).click();
  await expect(column(page, 'Relevé de Radiateur')).toBeVisible();
  await page
    .getByRole('navigation', { name: "Fil d'Ariane" })
    .getByRole('button', { name: 'Couloir' })
    .click();
  await bar.getByRole('button', { name: 'Élément', exact: true }).click();
  await picker.getByText('Autre élément…').click();
  const prompt = page.locator('ion-alert.editor-prompt');
  await prompt.locator('input').fill('Placard technique');
  await prompt.getByRole('button', { name: 'Ajouter' }).click();
  await expect(column(page, 'Relevé de Placard technique')).toBeVisible();

  // A field added by hand shows in the panel.
  await bar.getByRole('button', { name: 'Champ' }).click();
  await picker.getByText('Numéro de série').click();
  await expect(column(page, 'Relevé de Placard technique').getByLabel('Numéro de série')).toBeVisible();

  // A custom sub-element under a door; a reserved name is refused.
  await page
    .getByRole('navigation', { name: "Fil d'Ariane" })
    .getByRole('button', { name: 'Pièces' })
    .click();
  await row(column(page, 'Pièces'), 'Salon').click();
  await row(column(page, 'Éléments de Salon'), 'Porte').click();
  await bar.getByRole('button', { name: 'Sous-élément' }).click();
  await prompt.locator('input').fill('Total des clés');
  await prompt.getByRole('button', { name: 'Ajouter' }).click();
  const refusal = page.locator('ion-alert.editor-refusal');
  await expect(refusal).toContainText(reservedNameMessage('Total des clés'));
  await refusal.getByRole('button', { name: 'OK' }).click();
  await bar.getByRole('button', { name: 'Sous-élément' }).click();
  await prompt.locator('input').fill('Butoir');
  await prompt.getByRole('button', { name: 'Ajouter' }).click();
  await expect(column(page, 'Relevé de Butoir')).toBeVisible();

  await expectStored(page, localId, (r) => {
    const corridorRoom = r.edl.find((m) => m.name === 'Couloir');
    const custom = corridorRoom?.entry.find((e) => e.name === 'Placard technique');
    return Boolean(custom?.rateInfo?.includes('serialNumber'));
  });
  await page.reload();
  await expect(column(page, 'Relevé de Butoir')).toBeVisible();
  await page
    .getByRole('navigation', { name: "Fil d'Ariane" })
    .getByRole('button', { name: 'Pièces' })
    .click();
  await row(column(page, 'Pièces'), 'Couloir').click();
  await expect(row(column(page, 'Éléments de Couloir'), 'Placard technique')).toBeVisible();
  await expect(row(column(page, 'Éléments de Couloir'), 'Radiateur')).toBeVisible();
  await context.setOffline(false);
});
