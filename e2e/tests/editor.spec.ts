/**
 * The report editor with the network cut (docs/ARCHITECTURE.md "Budgets"): ratings, a custom value, a quick
 * observation, renovation, key totals and the general comment, each found again after a reload. Phone size.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  buildObservation,
  entryAt,
  familyForElement,
  renderWord,
  RENOVATION_CONFIRMATION,
  vocabularyFor,
  type LocalReport,
} from '@constat/domain';
import { chip, column, editor, expectStored, openEditorOffline, row } from './support/editor.ts';
import { storedReport } from './support/seedReport.ts';

const entry = (report: LocalReport, moduleName: string, entryName: string) =>
  report.edl.find((m) => m.name === moduleName)?.entry.find((e) => e.name === entryName);

async function openSalonMurs(page: Page) {
  await row(column(page, 'Pièces'), 'Salon').click();
  await row(column(page, 'Éléments de Salon'), 'Murs').click();
  return column(page, 'Relevé de Murs');
}

test('ratings, a custom value and a quick observation are kept offline across reloads', async ({
  page,
  context,
}) => {
  const localId = await openEditorOffline(page, context, 'Editeur');
  let panel = await openSalonMurs(page);

  // Ratings: one tap chooses, the chosen chip is pressed.
  await chip(panel, "État d'usage", 'Etat usage').click();
  await chip(panel, 'Ménage', 'Sale').click();
  await expect(chip(panel, "État d'usage", 'Etat usage')).toHaveAttribute('aria-pressed', 'true');
  await expect(chip(panel, "État d'usage", 'Bon état')).toHaveAttribute('aria-pressed', 'false');

  // A custom value, with the spec's prompt; an empty answer is ignored.
  await page.getByRole('button', { name: 'Mode ajout' }).click();
  const materials = panel.getByRole('group', { name: 'Matériau', exact: true }).getByRole('button');
  const before = await materials.count();
  await panel.getByRole('button', { name: 'Ajouter une valeur à « Matériau »' }).click();
  const prompt = page.locator('ion-alert.editor-prompt');
  await expect(prompt).toContainText('Entrez votre nouvelle valeur à ajouter pour "Matériau" :');
  await prompt.getByRole('button', { name: 'Ajouter' }).click();
  await expect(prompt).toBeHidden();
  await expect(materials).toHaveCount(before);
  await panel.getByRole('button', { name: 'Ajouter une valeur à « Matériau »' }).click();
  await prompt.locator('input').fill('Béton ciré poncé');
  await prompt.getByRole('button', { name: 'Ajouter' }).click();
  await expect(chip(panel, 'Matériau', 'Béton ciré poncé')).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Mode ajout' }).click();

  // A quick observation: AJOUTER waits for a phrase, the phrase is the domain's.
  const words = vocabularyFor(familyForElement('Murs'));
  const defect = words.defect[0];
  const location = words.location[0];
  if (!defect || !location) throw new Error('vocabulary');
  await panel.getByRole('button', { name: 'Observation rapide' }).click();
  const quick = page.locator('ion-modal.quick-observation');
  await expect(quick.getByText('Observations rapides')).toBeVisible();
  const add = quick.getByRole('button', { name: 'AJOUTER' });
  await expect(add).toBeDisabled();
  await quick.getByRole('button', { name: '2', exact: true }).click();
  await quick
    .getByRole('region', { name: 'Défaut' })
    .getByRole('button', { name: renderWord(defect, 'fr'), exact: true })
    .click();
  await quick
    .getByRole('region', { name: 'Emplacement' })
    .getByRole('button', { name: renderWord(location, 'fr'), exact: true })
    .click();
  const phrase = buildObservation(
    [
      { kind: 'number', value: 2 },
      { kind: 'defect', word: defect.id },
      { kind: 'location', word: location.id },
    ],
    { locale: 'fr' },
  );
  await expect(quick.locator('.quick-preview')).toHaveText(phrase);
  await add.click();
  await expect(quick).toBeHidden();
  const observation = panel.getByLabel('Observations');
  await expect(observation).toHaveValue(phrase);
  // Typed text follows on its own line and reaches the device within the debounce.
  await observation.press('End');
  await observation.pressSequentially('\nÀ reprendre');
  await expectStored(
    page,
    localId,
    (r) => entry(r, 'Salon', 'Murs')?.rate?.other === `${phrase}\nÀ reprendre`,
  );

  await page.reload();
  panel = column(page, 'Relevé de Murs');
  await expect(chip(panel, "État d'usage", 'Etat usage')).toHaveAttribute('aria-pressed', 'true');
  await expect(chip(panel, 'Ménage', 'Sale')).toHaveAttribute('aria-pressed', 'true');
  await expect(chip(panel, 'Matériau', 'Béton ciré poncé')).toHaveAttribute('aria-pressed', 'true');
  await expect(panel.getByLabel('Observations')).toHaveValue(`${phrase}\nÀ reprendre`);
  // An observation takes at most 2 000 characters (the domain's limit), counted near the limit.
  await expect(panel.locator('.length-counter')).toHaveCount(0);
  await expect(panel.getByLabel('Observations')).toHaveAttribute('maxlength', '2000');
  await panel.getByLabel('Observations').fill('x'.repeat(1990));
  await expect(panel.locator('.length-counter')).toHaveText(/^1\s990 \/ 2\s000$/u);
  // The walls were visited: their row says so once back in the room.
  await page
    .getByRole('navigation', { name: "Fil d'Ariane" })
    .getByRole('button', { name: 'Retour' })
    .click();
  await expect(
    row(column(page, 'Éléments de Salon'), 'Murs').getByRole('img', { name: 'Visité' }),
  ).toBeVisible();
  await context.setOffline(false);
});

test('renovation asks first, then resets condition, state, cleaning and observation', async ({
  page,
  context,
}) => {
  const localId = await openEditorOffline(page, context, 'Editeur');
  const panel = await openSalonMurs(page);
  await chip(panel, "État d'usage", 'Dégradé').click();
  await chip(panel, 'Ménage', 'Sale').click();
  await panel.getByLabel('Observations').fill('Trous de chevilles');
  await expectStored(page, localId, (r) => entry(r, 'Salon', 'Murs')?.rate?.other === 'Trous de chevilles');

  await panel.getByRole('button', { name: 'Rénovation' }).click();
  const confirm = page.locator('ion-alert.editor-confirm');
  await expect(confirm).toContainText(RENOVATION_CONFIRMATION);
  await confirm.getByRole('button', { name: 'Annuler' }).click();
  await expect(chip(panel, "État d'usage", 'Dégradé')).toHaveAttribute('aria-pressed', 'true');

  await panel.getByRole('button', { name: 'Rénovation' }).click();
  await confirm.getByRole('button', { name: 'Confirmer' }).click();
  await expect(chip(panel, "État d'usage", 'Très bon état')).toHaveAttribute('aria-pressed', 'true');
  await expect(chip(panel, 'Ménage', 'Propre')).toHaveAttribute('aria-pressed', 'true');
  await expect(panel.getByLabel('Observations')).toHaveValue('');

  await page.reload();
  await expect(chip(column(page, 'Relevé de Murs'), "État d'usage", 'Très bon état')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await context.setOffline(false);
});

test("tenant's charge, pre-quote, key totals and the general comment are kept", async ({ page, context }) => {
  const localId = await openEditorOffline(page, context, 'Editeur');

  // Keys: Total des clés adds the others up and cannot be typed into.
  await row(column(page, 'Pièces'), 'Clés').click();
  await row(column(page, 'Éléments de Clés'), 'Porte palière').click();
  await column(page, 'Relevé de Porte palière').getByLabel('Nombre').fill('3');
  await page.getByRole('navigation', { name: "Fil d'Ariane" }).getByRole('button', { name: 'Clés' }).click();
  await row(column(page, 'Éléments de Clés'), 'Vigik').click();
  await column(page, 'Relevé de Vigik').getByLabel('Nombre').fill('2');
  await page.getByRole('navigation', { name: "Fil d'Ariane" }).getByRole('button', { name: 'Clés' }).click();
  await expect(row(column(page, 'Éléments de Clés'), 'Total des clés')).toContainText('5');
  await row(column(page, 'Éléments de Clés'), 'Total des clés').click();
  await expect(column(page, 'Relevé de Total des clés').getByLabel('Nombre')).toHaveAttribute('readonly', '');

  // Costing of the kitchen floor: charged to the tenant, pre-quoted in m².
  await page
    .getByRole('navigation', { name: "Fil d'Ariane" })
    .getByRole('button', { name: 'Pièces' })
    .click();
  await row(column(page, 'Pièces'), 'Cuisine').click();
  await row(column(page, 'Éléments de Cuisine'), 'Sol').click();
  const panel = column(page, 'Relevé de Sol');
  await panel.getByText('À la charge du locataire').click();
  await panel.getByText('Pré-chiffrer').click();
  await panel.getByRole('button', { name: 'Remplacer' }).click();
  await panel.getByLabel('Mesure').fill('12,5');
  await expect(panel.locator('.input-unit').first()).toHaveText('m²');
  await panel.getByLabel('Coût HT').fill('1 234,50');
  await expectStored(page, localId, (r) => {
    const quote = entry(r, 'Cuisine', 'Sol')?.rate?.preQuote;
    return quote?.action === 'replace' && quote.measure === 1250 && quote.cost === 123450;
  });

  // The general comment, below the rooms.
  await page
    .getByRole('navigation', { name: "Fil d'Ariane" })
    .getByRole('button', { name: 'Pièces' })
    .click();
  await column(page, 'Pièces').getByLabel('Commentaire général').fill('Logement rendu propre, RAS.');
  await expectStored(page, localId, (r) => r.comment === 'Logement rendu propre, RAS.');

  await page.reload();
  await expect(column(page, 'Pièces').getByLabel('Commentaire général')).toHaveValue(
    'Logement rendu propre, RAS.',
  );
  const stored = await storedReport(page, localId);
  const keys = stored?.edl.find((m) => m.name === 'Clés');
  expect(keys && entryAt(stored as LocalReport, keys.id, 10)?.rate?.number).toBe(5);
  await row(column(page, 'Pièces'), 'Cuisine').click();
  await row(column(page, 'Éléments de Cuisine'), 'Sol').click();
  await expect(column(page, 'Relevé de Sol').getByLabel('Mesure')).toHaveValue('12,5');
  await expect(column(page, 'Relevé de Sol').getByLabel('Coût HT')).toHaveValue('1 234,50');
  await expect(column(page, 'Relevé de Sol').getByRole('button', { name: 'Remplacer' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The submit row leads to the recap (its screen comes with part 2).
  await page
    .getByRole('navigation', { name: "Fil d'Ariane" })
    .getByRole('button', { name: 'Pièces' })
    .click();
  await column(page, 'Pièces').getByRole('button', { name: 'Signer et clôturer cet EDL' }).click();
  await expect(page).toHaveURL(new RegExp(`#/edl/${localId}/recapitulatif$`));
  await context.setOffline(false);
});

test('a report missing from the device sends the user to the in-progress list', async ({ page, context }) => {
  await openEditorOffline(page, context, 'Editeur');
  await page.goto('/#/edl/123');
  await expect(page).toHaveURL(/#\/edls\/en-cours$/);
  await expect(page.locator('[data-route=edlsLocal]')).toBeVisible();
  await expect(editor(page)).toBeHidden();
  await context.setOffline(false);
});
