/**
 * The info form and the in-progress list (inspection-core §2, §5), offline after login: an invalid
 * form creates nothing, a valid one builds the room tree and opens the editor, every change survives
 * a reload, the list shows and finds the report, and deletes it after the spec's confirmation.
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectWellFormedLandmarks } from './support/axe.ts';
import { choose, createFilledEntrant, fill, openNewEntrant, toggle } from './support/reportForm.ts';
import { readStoredReports, signIn, waitForOfflineReady } from './support/session.ts';

const SCREENSHOTS = path.join(import.meta.dirname, '..', 'screenshots');

test('offline: an invalid form shows the messages and creates nothing; a T3 with a cellar is created, kept and listed', async ({
  page,
  context,
}) => {
  await signIn(page, 'Agence Lyon');
  await waitForOfflineReady(page);
  await context.setOffline(true);

  await openNewEntrant(page);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'info-form-empty.png'), fullPage: false });
  await expectNoSeriousA11yViolations(page, 'new report form');
  await expectWellFormedLandmarks(page, 'new report form');
  const submit = page.locator('.info-submit-button');
  await expect(submit).toHaveText("Créer l'EDL");
  await submit.click();
  await expect(submit).toHaveText('Certains champs obligatoires ne sont pas remplis');
  await expect(submit).toHaveAttribute('color', 'danger');
  await expect(submit).toHaveClass(/button-disabled/);
  const form = page.locator('[data-route=newEdl]');
  await expect(form.getByText('Vous devez choisir une valeur').first()).toBeVisible();
  await expect(form.getByText('Vous devez renseigner ce champ').first()).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'info-form-invalid.png') });
  await expectNoSeriousA11yViolations(page, 'new report form with errors');
  // The red label goes back to the button after 3 s.
  await expect(submit).toHaveText("Créer l'EDL", { timeout: 5_000 });
  expect(await readStoredReports(page)).toEqual([]);

  await choose(page, 'genre', 'Appartement');
  await choose(page, 'typeLogement', 'T3');
  await expect(page.locator('input[name="numeroCave"]:not(.cloned-input)')).toHaveCount(0);
  await toggle(page, 'presenceCave');
  await fill(page, 'numeroCave', '14');
  await fill(page, 'proprietaireNom', 'Mme Durand');
  await fill(page, 'mandataire', 'Agence Lyon Centre');
  await fill(page, 'addr', '12 rue de la République');
  await fill(page, 'codePostal', '69002');
  await fill(page, 'ville', 'Lyon');
  await fill(page, 'etage', '3');
  await fill(page, 'numAppart', '12');
  await fill(page, 'renter.name', 'Élodie Martin');
  await fill(page, 'renter.email', 'elodie@example.fr');

  // Tenants: up to 5, only the last one (from the second) can be removed.
  const addRenter = page.locator('.add-renter');
  for (let i = 2; i <= 5; i += 1) {
    await addRenter.click();
    await expect(page.locator('.renter-section')).toHaveCount(i);
  }
  await expect(page.locator('.renter-section')).toHaveCount(5);
  await expect(addRenter).toHaveCount(0);
  await expect(page.locator('.remove-renter')).toHaveCount(1);
  await expect(page.locator('[data-renter=renter5] .remove-renter')).toHaveCount(1);
  for (let i = 4; i >= 2; i -= 1) {
    await page.locator('.remove-renter').click();
    await expect(page.locator('.renter-section')).toHaveCount(i);
  }
  await expect(page.locator('.renter-section')).toHaveCount(2);
  await fill(page, 'renter2.name', 'Paul Petit');

  // The 'represented' toggle only shows with a garant.
  await expect(page.locator('ion-toggle[data-field="renter.represented"]')).toHaveCount(0);
  await page.locator('.add-garant').click();
  await expect(page.locator('.add-garant')).toHaveCount(0);
  await fill(page, 'garant.name', 'M. Martin père');
  await expect(page.locator('ion-toggle[data-field="renter.represented"]')).toBeVisible();

  // Extra e-mails: up to 3.
  for (let i = 1; i <= 3; i += 1) {
    await page.locator('.add-extra-email').click();
    await expect(page.locator('.extra-emails-section input[type=email]:not(.cloned-input)')).toHaveCount(i);
  }
  await expect(page.locator('.add-extra-email')).toHaveCount(0);
  await fill(page, 'extraEmail', 'gestion@agence.fr');

  // A reload in the middle of the form keeps what was typed.
  await page.reload();
  await expect(page.locator('input[name="renter2.name"]:not(.cloned-input)')).toHaveValue('Paul Petit');
  await expect(page.locator('input[name="numeroCave"]:not(.cloned-input)')).toHaveValue('14');
  await page.screenshot({ path: path.join(SCREENSHOTS, 'info-form-filled.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page, 'new report form filled, Sortant fields absent');

  await page.locator('.info-submit-button').click();
  await expect(page).toHaveURL(/#\/edl\/\d+$/);
  const [row] = await readStoredReports(page);
  if (!row) throw new Error('no report stored');
  const rooms = row.report.edl.map((module) => module.name);
  expect(rooms.filter((name) => /^Chambre/.test(name))).toHaveLength(2);
  expect(rooms.some((name) => /^Cave/.test(name))).toBe(true);
  expect(row.report.bien['presenceCave']).toBe('oui');
  expect(row.report.bien['meuble']).toBe('non');
  expect(row.report['nbRenters']).toBe(2);

  // Creating cleared the history: back is not the form any more. The list shows the report.
  await page.reload();
  await expect(page).toHaveURL(/#\/edl\/\d+$/);
  await page.locator('#tab-button-in-progress').click();
  const item = page.locator('.local-report');
  await expect(item).toHaveCount(1);
  await expect(item.locator('.local-report-title')).toHaveText('Élodie Martin / Paul Petit');
  await expect(item.locator('.local-report-header')).toHaveText(
    'Mandataire : Agence Lyon Centre · Propriétaire : Mme Durand',
  );
  await expect(item.locator('.local-report-footer')).toHaveText(
    /^EDL d'entrée du \d{2}\/\d{2}\/\d{4} \/ Appartement - T3 · Porte 12$/,
  );
  await expect(item.locator('.local-report-status')).toHaveText('En cours de saisie');
  await expect(item.locator('.save-report')).toBeDisabled();
  await expect(page.locator('[data-route=edlsLocal] .device-storage-note')).toHaveText(
    /^Stockage de l'appareil : \d+(,\d)? Mo \(\d+ %\)$/,
  );
  await page.screenshot({ path: path.join(SCREENSHOTS, 'local-list.png') });
  await expectNoSeriousA11yViolations(page, 'in-progress list with a report');
  await expectWellFormedLandmarks(page, 'in-progress list with a report');

  await page.locator('.local-search input').fill('republique lyon');
  await expect(item).toHaveCount(1);
  await page.locator('.local-search input').fill('marseille');
  await expect(item).toHaveCount(0);
  await expect(page.getByText('Aucun EDL en cours ne correspond à « marseille »')).toBeVisible();
  await page.locator('.local-search input').fill('');

  // Duplicate chooser: the opposite type is emphasised.
  await item.locator('.duplicate-report').click();
  await expect(page.locator('.duplicate-chooser .emphasised-choice')).toHaveText('Sortant');
  await expectNoSeriousA11yViolations(page, 'duplicate chooser');
  await page.locator('.duplicate-chooser button', { hasText: 'Annuler' }).click();
  await expect(page.locator('.duplicate-chooser')).toHaveCount(0);

  // Swipe-to-delete of an unsaved report says it will be lost, and removes it after confirmation.
  await item.locator('.swipe-delete').dispatchEvent('click');
  const alert = page.locator('ion-alert.confirm-delete-report');
  await expect(alert).toContainText(
    "Il n'a pas été enregistré sur le serveur : il sera perdu définitivement.",
  );
  await alert.getByRole('button', { name: 'Je confirme' }).click();
  await expect(item).toHaveCount(0);
  await expect(page.locator('ion-alert')).toHaveCount(0);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'local-list-empty.png') });
  await expect(page.getByRole('heading', { name: 'Aucun EDL en cours' })).toBeVisible();
  expect(await readStoredReports(page)).toEqual([]);
  await context.setOffline(false);
});

test('editing the info writes each change to the device; another account on the device never sees the report', async ({
  page,
  request,
}) => {
  await signIn(page, 'Agence Nord');
  const localId = await createFilledEntrant(page, 'Jean Dupont');

  await page.goto(`/#/modifier-edl/${localId}`);
  await expect(page.locator('[data-route=editEdlInfo]')).toBeVisible();
  await expect(page.locator('input[name="renter.name"]:not(.cloned-input)')).toHaveValue('Jean Dupont');
  await fill(page, 'renter.name', 'Jean-Pierre Dupont');
  await fill(page, 'addr', '');
  await page.locator('.info-submit-button').click();
  await expect(page.locator('.info-submit-button')).toHaveText(
    'Certains champs obligatoires ne sont pas remplis',
  );
  await expect(page.getByText('Vous devez renseigner ce champ')).toBeVisible();
  await page.reload();
  await expect(page.locator('input[name="renter.name"]:not(.cloned-input)')).toHaveValue(
    'Jean-Pierre Dupont',
  );
  await fill(page, 'addr', '4 place Bellecour');
  await expect(page.locator('.info-submit-button')).toHaveText("Valider et retourner à l'EDL", {
    timeout: 5_000,
  });
  await page.locator('.info-submit-button').click();
  await expect(page).toHaveURL(new RegExp(`#/edl/${localId}$`));
  const [row] = (await readStoredReports(page)).filter((r) => r.localId === localId);
  expect(row?.report.renter.name).toBe('Jean-Pierre Dupont');
  expect(row?.report.bien['addr']).toBe('4 place Bellecour');

  // A second account signs in on the same device.
  const login = await request.post('/api/login', {
    data: { username: 'admin', password: 'constat-admin-pw' },
  });
  const { token } = (await login.json()) as { token: string };
  const other = { login: `agent${Date.now()}`, password: 'motdepasse-agent-2' };
  const created = await request.post('/api/user', {
    headers: { Authorization: `Bearer ${token}` },
    data: { login: other.login, email: `${other.login}@example.fr`, password: other.password },
  });
  expect(created.status()).toBe(201);
  await page.locator('#tab-button-account').click();
  await page.locator('[data-route=account] .logout').click();
  await signIn(page, 'Cabinet Sud', other);
  await expect(page.getByRole('heading', { name: 'Aucun EDL en cours' })).toBeVisible();
  await page.goto(`/#/edl/${localId}`);
  await expect(page).toHaveURL(/#\/edls\/en-cours$/);
  await page.goto(`/#/modifier-edl/${localId}`);
  await expect(page).toHaveURL(/#\/edls\/en-cours$/);
  expect((await readStoredReports(page)).some((r) => r.localId === localId)).toBe(true);

  // Back to the first account: its report is still there after the logout and login.
  await page.locator('#tab-button-account').click();
  await page.locator('[data-route=account] .logout').click();
  await signIn(page, 'Agence Nord');
  await expect(page.locator('[data-route=edlsLocal] .local-report-title')).toHaveText('Jean-Pierre Dupont');
});

test('the list and the form at tablet size', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signIn(page, 'Agence Tablette');
  await createFilledEntrant(page, 'Sophie Bernard');
  await page.locator('#tab-button-in-progress').click();
  await expect(page.locator('[data-route=edlsLocal] .local-report')).toBeVisible();
  await expect(page.locator('[data-route=edl]')).toBeHidden();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'tablet-local-list.png') });
  await openNewEntrant(page);
  await expect(page.locator('[data-route=edlsLocal]')).toBeHidden();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'tablet-info-form.png') });
  await expectNoSeriousA11yViolations(page, 'new report form, tablet');
});

test('a move-out form shows the comparison note, the entry date, the forwarding address and the exit agreement toggle', async ({
  page,
}) => {
  await signIn(page, 'Agence Sortie');
  await page.goto('/#/nouvel-edl/sortant/simple');
  const form = page.locator('[data-route=newEdl]');
  await expect(form.locator('.report-kind')).toHaveText('EDL sortant · simplifié');
  await expect(form.locator('.move-out-note')).toContainText("sera comparé à l'EDL d'entrée");
  await expect(page.locator('input[name="entryDate"]:not(.cloned-input)')).toBeVisible();
  await expect(page.locator('input[name="renter.sortantAddr"]:not(.cloned-input)')).toBeVisible();
  await expect(page.locator('ion-toggle[data-field="conventionSortieManuelle"]')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'move-out form');
  await choose(page, 'genre', 'Studio');
  await choose(page, 'typeLogement', 'Studio');
  await fill(page, 'mandataire', 'Agence Sortie');
  await fill(page, 'addr', '1 quai Saint-Antoine');
  await fill(page, 'codePostal', '69002');
  await fill(page, 'ville', 'Lyon');
  await fill(page, 'etage', '1');
  await fill(page, 'numAppart', '4');
  await fill(page, 'renter.name', 'Karim Benali');
  await fill(page, 'renter.sortantAddr', '8 rue Neuve');
  await fill(page, 'entryDate', '2023-09-01');
  await toggle(page, 'conventionSortieManuelle');
  await page.locator('.info-submit-button').click();
  await expect(page).toHaveURL(/#\/edl\/\d+$/);
  const [row] = await readStoredReports(page);
  expect(row?.report['edlIO']).toBe('Sortant');
  expect(row?.report['template']).toBe('simple');
  expect(row?.report['entryDate']).toBe('2023-09-01');
  expect(row?.report['conventionSortieManuelle']).toBe(true);
  expect(row?.report['hasConvention']).toBe(true);
  // A studio merges the toilet into the bathroom: no separate WC room.
  expect(row?.report.edl.some((module) => /^WC/.test(module.name))).toBe(false);
});

test('after a logout and a login, reports missing from the device send to the list and the tabs still work', async ({
  page,
}) => {
  await signIn(page, 'Agence Redirection');
  await page.locator('#tab-button-account').click();
  await page.locator('[data-route=account] .logout').click();
  await signIn(page, 'Agence Redirection');
  await page.goto('/#/edl/123');
  await expect(page).toHaveURL(/#\/edls\/en-cours$/);
  await page.goto('/#/modifier-edl/123');
  await expect(page).toHaveURL(/#\/edls\/en-cours$/);
  await page.locator('#tab-button-account').click();
  await expect(page.locator('[data-route=account] .logout')).toBeVisible();
});
