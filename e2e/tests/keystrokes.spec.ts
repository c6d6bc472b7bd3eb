/**
 * Every keystroke kept (docs/ARCHITECTURE.md "Beyond the specification"): each kind of debounced input is
 * typed into and left at once, the way a quick finger or iOS's predictive text does it (a whole word
 * inserted, then a tap elsewhere in the same moment, long before the field's debounce), and every character
 * is found stored afterwards. Phone size.
 */
import { createReport, type LocalReport } from '@constat/domain';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { column, expectStored, openEditorOffline, row } from './support/editor.ts';
import { choose, fill, openNewEntrant } from './support/reportForm.ts';
import { T3_WITH_CELLAR } from './support/seedReport.ts';
import { ADMIN, readStoredReports, signIn } from './support/session.ts';

/**
 * Types `text` into `input` as one insertion (predictive text), then, in one task of the page (well
 * within 20 ms), leaves the field and taps `target`: no screen update comes between the last
 * keystroke, the blur and the tap.
 */
async function typeThenTap(page: Page, input: Locator, text: string, target: Locator): Promise<void> {
  await input.click();
  await page.keyboard.insertText(text);
  await target.evaluate((element) => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    (element as HTMLElement).click();
  });
}

/** Types `text` into `input`, then at once goes back in the history without leaving the field. */
async function typeThenGoBack(page: Page, input: Locator, text: string): Promise<void> {
  await input.click();
  await page.keyboard.insertText(text);
  await page.evaluate(() => history.back());
}

/** Types `text` into `input`, then at once reloads the page (pagehide, no blur). */
async function typeThenReload(page: Page, input: Locator, text: string): Promise<void> {
  await input.click();
  await page.keyboard.insertText(text);
  await page.reload();
}

const ionInput = (scope: Page | Locator, name: string) =>
  scope.locator(`input[name="${name}"]:not(.cloned-input)`);

const entry = (report: LocalReport, moduleName: string, entryName: string) =>
  report.edl.find((m) => m.name === moduleName)?.entry.find((e) => e.name === entryName);

async function adminBearer(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/login', {
    data: { username: ADMIN.login, password: ADMIN.password },
  });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${(await login.json()).token}` };
}

test("info form: the last tenant's e-mail typed and 'Créer l'EDL' tapped at once is stored", async ({
  page,
}) => {
  await signIn(page, 'Touches');
  await openNewEntrant(page);
  await choose(page, 'genre', 'Maison');
  await choose(page, 'typeLogement', 'T2');
  await fill(page, 'mandataire', 'Agence Nord');
  await fill(page, 'addr', '3 place Bellecour');
  await fill(page, 'codePostal', '69002');
  // The town typed, then the page reloaded at once: the form's draft has it.
  await typeThenReload(page, ionInput(page, 'ville'), 'Lyon');
  await expect(ionInput(page, 'ville')).toHaveValue('Lyon');
  await expect(ionInput(page, 'codePostal')).toHaveValue('69002');
  await fill(page, 'etage', '0');
  await fill(page, 'numAppart', 'A');
  await fill(page, 'renter.name', 'Lucie Rapide');
  await typeThenTap(
    page,
    ionInput(page, 'renter.email'),
    'lucie@exemple.fr',
    page.locator('.info-submit-button'),
  );
  await expect(page).toHaveURL(/#\/edl\/\d+$/);
  const localId = Number(/\/edl\/(\d+)$/.exec(page.url())?.[1]);
  await expect
    .poll(async () => (await readStoredReports(page)).find((r) => r.localId === localId)?.report.renter)
    .toMatchObject({ name: 'Lucie Rapide', email: 'lucie@exemple.fr' });

  // 'Modifier les infos': the phone typed and 'Valider' tapped at once.
  await page.goto(`/#/modifier-edl/${localId}`);
  await expect(page.locator('[data-route=editEdlInfo]')).toBeVisible();
  await typeThenTap(page, ionInput(page, 'renter.tel'), '0611223344', page.locator('.info-submit-button'));
  await expect(page).toHaveURL(new RegExp(`#/edl/${localId}$`));
  await expect
    .poll(async () => (await readStoredReports(page)).find((r) => r.localId === localId)?.report.renter)
    .toMatchObject({ email: 'lucie@exemple.fr', tel: '0611223344' });
});

test('editor: an observation, a number and the general comment left at once are stored', async ({
  page,
  context,
}) => {
  const localId = await openEditorOffline(page, context, 'Touches');
  const crumbs = page.getByRole('navigation', { name: "Fil d'Ariane" });

  // An observation, then back to the rooms at once.
  await row(column(page, 'Pièces'), 'Salon').click();
  await row(column(page, 'Éléments de Salon'), 'Murs').click();
  await typeThenTap(
    page,
    column(page, 'Relevé de Murs').getByLabel('Observations'),
    'Trou de cheville',
    crumbs.getByRole('button', { name: 'Pièces' }),
  );
  await expectStored(page, localId, (r) => entry(r, 'Salon', 'Murs')?.rate?.other === 'Trou de cheville');

  // A number (keys), then back at once.
  await row(column(page, 'Pièces'), 'Clés').click();
  await row(column(page, 'Éléments de Clés'), 'Porte palière').click();
  await typeThenTap(
    page,
    column(page, 'Relevé de Porte palière').getByLabel('Nombre'),
    '3',
    crumbs.getByRole('button', { name: 'Clés' }),
  );
  await expectStored(page, localId, (r) => entry(r, 'Clés', 'Porte palière')?.rate?.number === 3);

  // The general comment, then 'Signer et clôturer cet EDL' at once: the recap shows it.
  await crumbs.getByRole('button', { name: 'Pièces' }).click();
  const rooms = column(page, 'Pièces');
  await typeThenTap(
    page,
    rooms.getByLabel('Commentaire général'),
    'Logement rendu propre',
    rooms.getByRole('button', { name: 'Signer et clôturer cet EDL' }),
  );
  await expect(page).toHaveURL(new RegExp(`#/edl/${localId}/recapitulatif$`));
  await expect(page.locator('.recap-comment')).toContainText('Logement rendu propre');
  await expectStored(page, localId, (r) => r.comment === 'Logement rendu propre');
  await context.setOffline(false);
});

test('editor: an observation typed then the page reloaded at once is stored', async ({ page, context }) => {
  const localId = await openEditorOffline(page, context, 'Touches');
  await row(column(page, 'Pièces'), 'Salon').click();
  await row(column(page, 'Éléments de Salon'), 'Sol').click();
  await typeThenReload(page, column(page, 'Relevé de Sol').getByLabel('Observations'), 'Rayure');
  await expectStored(page, localId, (r) => entry(r, 'Salon', 'Sol')?.rate?.other === 'Rayure');
  await context.setOffline(false);
});

test('costing: a line field typed then left by going back at once is saved', async ({ page, request }) => {
  const admin = await adminBearer(request);
  const profile = await (
    await request.post('/api/profile', { headers: admin, data: { name: `Chiffre ${Date.now()}` } })
  ).json();
  const report = createReport({
    edlIO: 'Sortant',
    template: 'default',
    info: T3_WITH_CELLAR,
    now: Date.now(),
  });
  let done = false;
  const edl = report.edl.map((module) => ({
    ...module,
    entry: module.entry.map((item) => {
      if (done || item.name !== 'Murs') return item;
      done = true;
      const preQuote = { action: 'repair' as const, measure: 1250, cost: null, calibrationId: null };
      return { ...item, rate: { ...item.rate, condition: 'Dégradé', toQuote: true, preQuote } };
    }),
  }));
  const exit: LocalReport = {
    ...report,
    open: false,
    profileId: profile.id,
    conventionSortieManuelle: true,
    edl,
  };
  const saved = await request.post('/api/edl', {
    headers: { ...admin, 'idempotency-key': `keystrokes:${report.localId}:${Date.now()}` },
    data: exit,
  });
  expect(saved.status()).toBe(201);
  const edlId: number = (await saved.json()).id;

  await signIn(page, profile.name);
  await page.goto(`/#/costing/${edlId}`);
  const screen = page.locator('[data-route=edlCosting]');
  const task = screen.locator('.costing-line').first().locator('input[name=costing-task]');
  await expect(task).toBeVisible();
  await task.fill('');
  await typeThenGoBack(page, task, 'Reboucher et peindre');
  await expect(screen).toBeHidden();
  await page.goto(`/#/costing/${edlId}`);
  await expect(task).toHaveValue('Reboucher et peindre');
});

test('calibration: an own cost typed then left by going back at once is saved', async ({ page }) => {
  await signIn(page, 'Calibre');
  await page.goto('/#/mon-compte');
  await page.goto('/#/mon-compte/calibrage');
  const screen = page.locator('[data-route=costingCalibration]');
  await screen.getByRole('button', { name: 'Ajouter un élément' }).click();
  const line = screen.locator('.calibration-row').last();
  for (const [field, option] of [
    ['reference', 'Murs (Murs, sols et plafonds)'],
    ['nature', 'Peinture'],
    // Not calibration.spec's line (Réparer): the server is shared by the specs of a run.
    ['action', 'Nettoyer'],
  ] as const) {
    await line.locator(`ion-select[data-field="${field}"]`).click();
    await page.locator('ion-popover ion-item', { hasText: option }).first().click();
    await expect(page.locator('ion-popover')).toBeHidden();
  }
  await expect(screen.locator('.calibration-status')).toHaveText('Enregistré !');
  await typeThenGoBack(page, ionInput(line, 'calibration-cost'), '33,5');
  await expect(screen).toBeHidden();
  await page.goto('/#/mon-compte/calibrage');
  const cost = ionInput(screen.locator('.calibration-row').last(), 'calibration-cost');
  await expect(cost).toHaveValue('33,50');
});

test("account: an e-mail typed and 'Enregistrer' tapped at once is saved", async ({ page }) => {
  await signIn(page, 'Compte');
  await page.goto('/#/mon-compte');
  await page.locator('.account-email').click();
  const alert = page.locator('ion-alert.edit-email');
  await expect(alert).toBeVisible();
  await alert.locator('input').fill('');
  await typeThenTap(
    page,
    alert.locator('input'),
    'admin.rapide@exemple.fr',
    alert.locator('button', { hasText: 'Enregistrer' }),
  );
  await expect(page.locator('.account-email .account-value')).toHaveText('admin.rapide@exemple.fr');
  await page.reload();
  await expect(page.locator('.account-email .account-value')).toHaveText('admin.rapide@exemple.fr');
  // Back to the admin's first address: the specs of a run share the server.
  await page.locator('.account-email').click();
  await alert.locator('input').fill('admin@constat.local');
  await alert.locator('button', { hasText: 'Enregistrer' }).click();
  await expect(page.locator('.account-email .account-value')).toHaveText('admin@constat.local');
});

test("admin: a new group's name typed while the parent's read answers is kept and created", async ({
  page,
  request,
}) => {
  const headers = await adminBearer(request);
  const stamp = Date.now().toString(36);
  const parent = await request.post('/api/user-group', {
    headers,
    data: { name: `Parent ${stamp}`, shareEdls: true },
  });
  expect(parent.status()).toBe(201);
  const parentId = (await parent.json()).id as number;
  await signIn(page, 'Groupes rapides');
  // The chosen parent's options are read from the server; its answer is held until the name is typed,
  // so that the screen renders with the answer while the field still has the focus (a slow network).
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/user-group/${parentId}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/#/mon-compte/groupes-utilisateurs/new');
  const screen = page.locator('[data-route=newUserGroup]');
  await screen.locator('ion-select[data-field=parentId]').click();
  await page
    .locator('ion-action-sheet button', { hasText: `Parent ${stamp}` })
    .first()
    .click();
  await expect(page.locator('ion-action-sheet')).toBeHidden();
  const name = ionInput(screen, 'name');
  await name.click();
  await page.keyboard.insertText(`Enfant ${stamp}`);
  const answered = page.waitForResponse(`**/api/user-group/${parentId}`);
  release();
  await answered;
  // The answer is on screen (the parent's option shown inherited), the field still focused with what
  // was typed.
  await expect(screen.locator('.option-shareEdls')).toContainText('Activé groupe parent');
  await expect(name).toBeFocused();
  await expect(name).toHaveValue(`Enfant ${stamp}`);
  await screen.locator('.admin-create').click();
  const group = page.locator('[data-route=userGroup]');
  await expect(group.getByRole('heading', { name: `Enfant ${stamp}` }).first()).toBeVisible();
  const tree = await request.get('/api/user-group/tree', { headers });
  const names = JSON.stringify(await tree.json());
  expect(names).toContain(`Enfant ${stamp}`);
});
