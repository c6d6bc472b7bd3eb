/**
 * Keys left empty read 'Non renseigné' in the recap, the total too while no count is typed; a typed
 * 0 stays 0 (docs/ARCHITECTURE.md "Beyond the specification"; the documents say the same,
 * packages/documents/test/keys.test.ts).
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { column, openEditorOffline, row } from './support/editor.ts';

const SHOTS = process.env.E2E_SHOTS_DIR ?? path.join(import.meta.dirname, '..', 'screenshots');

async function typeKeyCount(page: Page, key: string, count: string) {
  await row(column(page, 'Éléments de Clés'), key).click();
  const input = column(page, `Relevé de ${key}`).getByLabel('Nombre');
  await input.fill(count);
  await input.blur();
  await page.getByRole('navigation', { name: "Fil d'Ariane" }).getByRole('button', { name: 'Clés' }).click();
}

async function recapKeys(page: Page, localId: number) {
  await page.goto(`/#/edl/${localId}/recapitulatif`);
  const keys = page.locator('[data-route=edlRecap] .recap-module', {
    has: page.locator('.recap-module-title', { hasText: /^Clés$/ }),
  });
  await expect(keys).toBeVisible();
  return (name: string) =>
    keys.locator('.recap-entry', { has: page.getByRole('heading', { name, exact: true }) });
}

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 1024, height: 768 },
]) {
  test(`empty keys and their total read 'Non renseigné' in the recap, a typed 0 stays 0 (${viewport.name})`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const localId = await openEditorOffline(page, context, 'Clés vides');
    await row(column(page, 'Pièces'), 'Clés').click();
    // A count typed then wiped: nothing is recorded, the total neither.
    await typeKeyCount(page, 'Porte palière', '3');
    await expect(row(column(page, 'Éléments de Clés'), 'Total des clés')).toContainText('3');
    await typeKeyCount(page, 'Porte palière', '');

    let entry = await recapKeys(page, localId);
    await expect(entry('Porte palière')).toContainText('Non renseigné');
    await expect(entry('Total des clés')).toContainText('Non renseigné');
    await expect(entry('Total des clés').locator('.field-number')).toHaveCount(0);
    await entry('Total des clés').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, `keys-recap-${viewport.name}.png`) });

    // A typed 0 is a count: no key of that kind was handed over.
    await page.goto(`/#/edl/${localId}`);
    // The editor reopens where it was left: in the keys.
    await expect(column(page, 'Éléments de Clés')).toBeVisible();
    await typeKeyCount(page, 'Vigik', '0');
    // Back by its address: the recap, often kept mounted from the first visit, reads the device again
    // (app/router/useScreenEntries.ts: Ionic tells it nothing on such an entry).
    entry = await recapKeys(page, localId);
    await expect(entry('Vigik').locator('.field-number dd')).toHaveText('0');
    await expect(entry('Total des clés').locator('.field-number dd')).toHaveText('0');
    await expect(entry('Porte palière')).toContainText('Non renseigné');
  });
}
