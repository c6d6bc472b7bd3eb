/**
 * The walkthrough's polish and the storage a browser may evict (docs/ARCHITECTURE.md "Beyond the
 * specification"), on a phone: selects and search fields in the interface's language, titles that keep the
 * report's id, the saved list's actions named under their icons, 'Envoyer aux locataires' confirmed with its
 * addresses and last sending, a first profile entered at once, signature pads that follow the
 * window and keep the drawing, a select's error under it, and the eviction warning.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createReport } from '@constat/domain';
import { openNewEntrant } from './support/reportForm.ts';
import { entrantT3WithCellar, seedReport, signIn, T3_WITH_CELLAR } from './support/seedReport.ts';
import { ADMIN } from './support/session.ts';
import { apiGet, saveThroughApi, signedEntrant } from './support/signedReport.ts';

const PASSWORD = 'polish-password-1';

/** The cancel button of the action sheet a select opened. */
const sheetCancel = (page: Page) => page.locator('ion-action-sheet button.action-sheet-cancel');

async function closeSheet(page: Page) {
  await sheetCancel(page).click();
  await expect(page.locator('ion-action-sheet')).toBeHidden();
}

test('every select cancels and every search field is named in the interface language', async ({ page }) => {
  await signIn(page, 'Agence Langue');
  const localSearch = page.getByRole('searchbox', { name: 'Rechercher un EDL en cours' });
  await localSearch.fill('Lyon');
  await page.getByRole('button', { name: 'Effacer la recherche' }).click();
  await expect(localSearch).toHaveValue('');
  await page.getByRole('tab', { name: 'EDLs enregistrés' }).click();
  await expect(page.getByRole('searchbox', { name: 'Rechercher un EDL' })).toBeVisible();

  await page.getByRole('tab', { name: 'EDLs en cours' }).click();
  await openNewEntrant(page);
  await page.locator('ion-select[data-field="genre"]').click();
  await expect(sheetCancel(page)).toHaveText('Annuler');
  await closeSheet(page);

  // The back office's group picker (docs/ARCHITECTURE.md "Beyond the specification").
  await page.locator('#tab-button-account').click();
  await page.locator('.admin-groups-link').click();
  await page.locator('[data-route=userGroups] .admin-new').click();
  await page.locator('[data-route=newUserGroup] ion-select[data-field=parentId]').click();
  await expect(sheetCancel(page)).toHaveText('Annuler');
  await closeSheet(page);

  // In Spanish, the same select cancels in Spanish and the search field is named in Spanish.
  await page.evaluate(() => localStorage.setItem('lang', 'es'));
  await page.goto('/#/edls/en-cours');
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Buscar un EDL en curso' })).toBeVisible();
  await page.goto('/#/nouvel-edl/entrant/default');
  await page.reload();
  await page.locator('ion-select[data-field="genre"]').click();
  await expect(sheetCancel(page)).toHaveText('Cancelar');
  await closeSheet(page);
});

/** A move-out with an exit agreement, saved on the server; its id. */
async function savedMoveOut(page: Page, tenant: string): Promise<number> {
  const stamp = Date.now();
  const info = { ...T3_WITH_CELLAR, renter: { ...T3_WITH_CELLAR.renter, name: tenant } };
  const report = createReport({ edlIO: 'Sortant', template: 'default', info, now: stamp });
  const [id] = await saveThroughApi(page, [{ ...report, open: false, hasConvention: true }]);
  return id ?? 0;
}

/** The title's text fits its bar, which cuts what overflows with an ellipsis: the id is not cut. */
async function expectWhole(title: Locator) {
  const overflow = await title.evaluate((heading) => {
    const bar = heading.closest('ion-title')?.shadowRoot?.querySelector('.toolbar-title');
    if (!bar) throw new Error('a title outside ion-title');
    return bar.scrollWidth - bar.clientWidth;
  });
  expect(overflow).toBeLessThanOrEqual(0);
}

test('costing and history titles keep the report id readable on a phone', async ({ page }) => {
  await signIn(page, 'Agence Titres');
  const id = await savedMoveOut(page, `Titres ${Date.now()}`);
  for (const [path, route, title] of [
    [`/#/costing/${id}`, 'edlCosting', `Chiffrage de l'EDL #${id}`],
    [`/#/history/${id}`, 'edlHistory', `Historique de l'EDL #${id}`],
  ] as const) {
    await page.goto(path);
    const screen = page.locator(`[data-route=${route}]`);
    const large = screen.locator('ion-title.title-large [role=heading]');
    await expect(large).toHaveText(title);
    await expectWhole(large);
    await expectWhole(screen.locator('ion-title:not(.title-large) [role=heading]'));
  }
});

test("the saved list's actions show their names, and sending asks first with the addresses", async ({
  page,
}) => {
  await signIn(page, 'Agence Actions');
  const tenant = `Actions ${Date.now()}`;
  const report = signedEntrant(tenant, Date.now(), 0);
  const [id] = await saveThroughApi(page, [
    {
      ...report,
      renter: { ...report.renter, email: 'locataire@example.fr' },
      extraEmail: 'gestion@example.fr',
    },
  ]);
  await page.getByRole('tab', { name: 'EDLs enregistrés' }).click();
  const item = page.locator('.saved-report', { hasText: tenant });
  const captions = { report: 'EDL', duplicate: 'Dupliquer', email: 'E-mail', comment: 'Commentaire' };
  for (const [action, caption] of Object.entries(captions)) {
    const button = item.locator(`.action-${action}`);
    await expect(button).toHaveText(caption);
    await expect(button.getByText(caption)).toBeInViewport();
  }
  await expect(item.getByRole('button', { name: 'E-mail : envoyer aux locataires' })).toBeVisible();

  await item.getByRole('button', { name: 'E-mail : envoyer aux locataires' }).click();
  const popup = page.locator('ion-modal.documents-preview');
  const send = popup.locator('.send-button');
  await send.click();
  const confirmation = popup.locator('.send-confirmation');
  await expect(confirmation.locator('.send-recipients li')).toHaveText([
    'locataire@example.fr',
    'gestion@example.fr',
  ]);
  await expect(confirmation).toContainText('Pas encore envoyé aux locataires');
  // Nothing is sent until confirmed, and no second sending can start meanwhile.
  await expect(send).toHaveAttribute('aria-disabled', 'true');
  await confirmation.getByRole('button', { name: 'Annuler' }).click();
  await expect(confirmation).toBeHidden();
  expect(
    ((await apiGet(page, `/edl/${id}/send`)).body as { lastSentAt: string | null }).lastSentAt,
  ).toBeNull();

  await send.click();
  await confirmation.getByRole('button', { name: "Confirmer l'envoi" }).click();
  await expect(confirmation).toBeHidden();
  await expect(send).toHaveAttribute('data-state', 'sent');
  await expect(send).toHaveAttribute('aria-disabled', 'true');
  await expect(send).toHaveText('Envoyer aux locataires', { timeout: 8000 });
  await send.click();
  await expect(confirmation).toContainText(/Dernier envoi le \d\d\/\d\d\/\d{4} \d\d:\d\d/);
});

async function bearer(request: APIRequestContext, username: string, password: string) {
  const response = await request.post('/api/login', { data: { username, password } });
  return { Authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
}

test("an account's first profile is entered as soon as it is created", async ({ page, request }) => {
  const login = `premier${Date.now().toString(36)}`;
  const created = await request.post('/api/user', {
    headers: await bearer(request, ADMIN.login, ADMIN.password),
    data: { login, email: `${login}@example.test`, password: PASSWORD, uniqueProfile: false, groupId: null },
  });
  expect(created.status()).toBe(201);
  await page.goto('/');
  await page.locator('input[name=login]').fill(login);
  await page.locator('input[name=password]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Me connecter' }).click();
  await expect(page.getByText("Vous n'avez pas encore de profil")).toBeVisible();
  await page.getByText('Ajouter un profil').click();
  await page.locator('ion-alert input').fill('Cabinet Premier');
  await page.locator('ion-alert button', { hasText: 'Créer' }).click();
  await expect(page).toHaveURL(/#\/edls\/en-cours$/);
  await expect(page.locator('[data-route=edlsLocal] .profile-chip')).toHaveText('Cabinet Premier');
});

/** How many of the pad's pixels are not white (the drawing). */
function inkedPixels(canvas: Locator): Promise<number> {
  return canvas.evaluate((element: HTMLCanvasElement) => {
    const { data } = element.getContext('2d')?.getImageData(0, 0, element.width, element.height) ?? {
      data: new Uint8ClampedArray(),
    };
    let inked = 0;
    for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 255) < 128) inked += 1;
    return inked;
  });
}

test('a signature pad follows a rotation and keeps what was drawn', async ({ page }) => {
  await signIn(page, 'Agence Rotation');
  const localId = await seedReport(page, entrantT3WithCellar());
  await page.goto(`/#/edl/${localId}/signature`);
  const canvas = page.locator('[data-signer="renter"] canvas');
  await canvas.click({ trial: true });
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no pad');
  expect(Math.round(box.width)).toBe(312);
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.6);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.3, { steps: 8 });
  await page.mouse.up();
  const drawn = await inkedPixels(canvas);
  expect(drawn).toBeGreaterThan(50);

  // Landscape: 80 % of 844 px is over the 600 px maximum; 40 % of 390 px high.
  await page.setViewportSize({ width: 844, height: 390 });
  await expect.poll(async () => Math.round((await canvas.boundingBox())?.width ?? 0)).toBe(600);
  expect(Math.round((await canvas.boundingBox())?.height ?? 0)).toBe(156);
  const ratio = await page.evaluate(() => window.devicePixelRatio);
  expect(await canvas.evaluate((element: HTMLCanvasElement) => element.width)).toBe(600 * ratio);
  // The stroke is drawn again, scaled to the smaller height: still there, not blank.
  expect(await inkedPixels(canvas)).toBeGreaterThan(drawn * 0.3);
  await expect(page.locator('.signature-validate')).not.toContainText('Locataire');

  // Back to portrait (a split view closing): the same drawing at the phone's size.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(async () => Math.round((await canvas.boundingBox())?.width ?? 0)).toBe(312);
  expect(await inkedPixels(canvas)).toBeGreaterThan(drawn * 0.3);
});

test('a select showing its error keeps its chevron at the end of its row', async ({ page }) => {
  await signIn(page, 'Agence Erreurs');
  await openNewEntrant(page);
  await page.locator('.info-submit-button').click();
  const item = page.locator('ion-item', { has: page.locator('ion-select[data-field="typeLogement"]') });
  const select = item.locator('ion-select');
  const error = item.getByText('Vous devez choisir une valeur');
  await expect(error).toBeVisible();
  const [selectBox, errorBox, itemBox] = await Promise.all([
    select.boundingBox(),
    error.boundingBox(),
    item.boundingBox(),
  ]);
  if (!selectBox || !errorBox || !itemBox) throw new Error('not laid out');
  // The select spans the row (less the item's insets); its error sits under its label and value.
  expect(selectBox.width).toBeGreaterThan(itemBox.width - 48);
  expect(errorBox.y).toBeGreaterThan(selectBox.y + 30);
  expect(errorBox.x).toBeLessThan(selectBox.x + 20);
});

test('refused persistent storage: a lasting warning while reports are on the device, and the account says so', async ({
  page,
}) => {
  // The browser's answer, not our server's: Safari refuses a site not installed on the home screen.
  await page.addInitScript(() => {
    Object.defineProperty(navigator.storage, 'persist', { value: () => Promise.resolve(false) });
    Object.defineProperty(navigator.storage, 'persisted', { value: () => Promise.resolve(false) });
  });
  await signIn(page, 'Agence Stockage');
  const warning = page.locator('[data-route=edlsLocal] .eviction-warning');
  await expect(page.locator('[data-route=edlsLocal] .empty-state')).toBeVisible();
  await expect(warning).toHaveCount(0);

  await seedReport(page, entrantT3WithCellar());
  await page.reload();
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('heading')).toHaveText('Vos EDLs en cours peuvent être effacés');
  await expect(warning).toContainText('Safari efface les données');
  await expect(warning).toContainText("« Sur l'écran d'accueil »");

  await page.locator('#tab-button-account').click();
  await expect(page.locator('[data-route=account] .device-storage')).toContainText(
    "Stockage non permanent : le navigateur peut l'effacer",
  );
  await page.locator('#tab-button-in-progress').click();
  await expect(warning).toBeVisible();
});
