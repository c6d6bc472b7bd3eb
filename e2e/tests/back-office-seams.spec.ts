/**
 * The smaller back-office seams (docs/ARCHITECTURE.md "Beyond the specification"), phone and tablet:
 * - 'Mes statistiques d'utilisation' revisited shows a profile's new name without pressing 'Filtrer';
 * - a group admin's new-group form shows an option their group has as 'Activé groupe parent', locked,
 *   before the group exists;
 * - a top-level group's calibration hint does not speak of a parent; a sub-group's does;
 * - the calibration element picker shows whole names, wrapped, with their family.
 */
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { entrantT3WithCellar } from './support/seedReport.ts';
import { ADMIN, signIn } from './support/session.ts';

const SHOTS = '/work/shots/backoffice';
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 1024, height: 768 },
] as const;

type Headers = { authorization: string };

async function bearerOf(request: APIRequestContext, username: string, password: string): Promise<Headers> {
  const login = await request.post('/api/login', { data: { username, password } });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${(await login.json()).token}` };
}

async function newGroup(request: APIRequestContext, admin: Headers, data: object): Promise<number> {
  const created = await request.post('/api/user-group', { headers: admin, data });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

async function newUser(
  request: APIRequestContext,
  admin: Headers,
  login: string,
  groupId: number,
  isAdmin: boolean,
) {
  const password = `${login}-password`;
  const created = await request.post('/api/user', {
    headers: admin,
    data: { login, email: `${login}@coutures.fr`, groupId, admin: isAdmin, password },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { login, password, headers: await bearerOf(request, login, password) };
}

const shot = (page: Page, name: string, size: string) =>
  page.screenshot({ path: path.join(SHOTS, `${name}-${size}.png`), fullPage: true });

for (const size of SIZES) {
  test(`statistics, new group, calibration hints and picker (${size.name})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const suffix = `${size.name}${Date.now() % 100_000}`;
    const admin = await bearerOf(request, ADMIN.login, ADMIN.password);
    const top = await newGroup(request, admin, { name: `Réseau ${suffix}`, shareEdls: true });
    const sub = await newGroup(request, admin, { name: `Antenne ${suffix}`, parentId: top });
    const chief = await newUser(request, admin, `chef.${suffix}`, top, true);
    const profile = await request.post('/api/profile', {
      headers: chief.headers,
      data: { name: `Ancien ${suffix}` },
    });
    const profileId = ((await profile.json()) as { id: number }).id;
    const saved = await request.post('/api/edl', {
      headers: { ...chief.headers, 'idempotency-key': `seams:${suffix}` },
      data: { ...entrantT3WithCellar(Date.now()), profileId, open: false },
    });
    expect(saved.status()).toBe(201);
    await page.setViewportSize({ width: size.width, height: size.height });
    await signIn(page, `Ancien ${suffix}`, chief);

    // Statistics: the new name shows on return, without 'Filtrer'.
    await page.locator('#tab-button-account').click();
    await page.locator('[data-route=account] .user-statistics').click();
    const stats = page.locator('[data-route=user-statistics]');
    await expect(stats.locator('.stats-profile', { hasText: `Ancien ${suffix}` })).toBeVisible();
    const renamed = await request.put(`/api/profile/${profileId}`, {
      headers: chief.headers,
      data: { name: `Nouveau ${suffix}` },
    });
    expect(renamed.status()).toBe(200);
    await stats.getByRole('button', { name: 'Retour' }).first().click();
    await expect(page).toHaveURL(/#\/mon-compte$/);
    await page.locator('[data-route=account] .user-statistics').click();
    await expect(stats.locator('.stats-profile', { hasText: `Nouveau ${suffix}` })).toBeVisible();
    await expect(stats.locator('.stats-profile', { hasText: `Ancien ${suffix}` })).toHaveCount(0);
    await shot(page, 'stats-renamed', size.name);

    // The new-group form of a group admin: their group shares reports, so will the new group.
    await page.goto('/#/mon-compte/groupes-utilisateurs/new');
    const form = page.locator('[data-route=newUserGroup]:not(.ion-page-hidden)');
    const share = form.locator('.option-shareEdls');
    await expect(share.getByText('Activé groupe parent')).toBeVisible();
    await expect(share.locator('ion-toggle')).toHaveJSProperty('checked', true);
    await expect(share.locator('ion-toggle')).toHaveJSProperty('disabled', true);
    await shot(page, 'new-group-inherited', size.name);

    // Calibration hints: a top-level group has no parent to inherit from; a sub-group has.
    await page.goto(`/#/mon-compte/groupes-utilisateurs/${top}/calibrage`);
    const topCalibration = page.locator('[data-route=userGroupCostingCalibration]:not(.ion-page-hidden)');
    await expect(topCalibration.locator('.calibration-hint')).toHaveText(
      'Ces coûts s’appliquent aux utilisateurs du groupe et à ses sous-groupes, qui peuvent les remplacer.',
    );
    await shot(page, 'calibration-top-group-hint', size.name);
    await page.goto(`/#/mon-compte/groupes-utilisateurs/${sub}/calibrage`);
    const subCalibration = page.locator('[data-route=userGroupCostingCalibration]:not(.ion-page-hidden)');
    await expect(subCalibration.locator('.calibration-hint')).toHaveText(
      'Laissez le coût vide pour utiliser celui du groupe parent.',
    );

    // The element picker: whole names, wrapped, with their family.
    await page.goto('/#/mon-compte/calibrage');
    const own = page.locator('[data-route=costingCalibration]:not(.ion-page-hidden)');
    await own.getByRole('button', { name: 'Ajouter un élément' }).click();
    await own.locator('.calibration-row').last().locator('ion-select[data-field="reference"]').click();
    const picker = page.locator('ion-popover.calibration-reference-picker');
    const option = picker.locator('ion-item', { hasText: 'Equipements de la salle de bain (Équipements)' });
    await option.scrollIntoViewIfNeeded();
    await expect(option).toBeVisible();
    await expect(
      picker.locator('ion-item', { hasText: "Compteur d'eau froide (Technique)" }).first(),
    ).toBeAttached();
    // Every name whole: its text ends within its row (a cut name overflows the row, hidden).
    const clipped = await picker.evaluate((popover) =>
      Array.from(popover.querySelectorAll<HTMLElement>('.select-option-label'))
        .filter((label) => {
          const text = document.createRange();
          text.selectNodeContents(label);
          const row = label.closest('ion-item')?.getBoundingClientRect();
          return row === undefined || text.getBoundingClientRect().right > row.right - 8;
        })
        .map((label) => label.textContent),
    );
    expect(clipped).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, `calibration-picker-${size.name}.png`) });
  });
}

test('an address changed by hand opens that screen, not the previous one (the POP case)', async ({
  page,
}) => {
  await signIn(page, 'Adresse');
  await page.locator('#tab-button-account').click();
  await page.locator('[data-route=account] .user-statistics').click();
  await expect(page.locator('[data-route=user-statistics]:not(.ion-page-hidden)')).toBeVisible();
  // As typed in the address bar: only the hash changes, the page is not reloaded.
  await page.goto('/#/mon-compte/calibrage');
  await expect(page).toHaveURL(/#\/mon-compte\/calibrage$/);
  await expect(page.locator('[data-route=costingCalibration]:not(.ion-page-hidden)')).toBeVisible();
  await expect(page.locator('[data-route=account]:not(.ion-page-hidden)')).toHaveCount(0);
  // Back and forward still move through the history the app wrote.
  await page.goBack();
  await expect(page.locator('[data-route=account]:not(.ion-page-hidden)')).toBeVisible();
});

for (const size of SIZES) {
  test(`an own colour's row keeps its origin whole, its reset under it (${size.name})`, async ({
    page,
    request,
  }) => {
    const suffix = `couleur${size.name}${Date.now() % 100_000}`;
    const admin = await bearerOf(request, ADMIN.login, ADMIN.password);
    const group = await newGroup(request, admin, { name: `Agence ${suffix}` });
    const user = await newUser(request, admin, suffix, group, false);
    expect(
      (await request.patch('/api/me', { headers: user.headers, data: { customColor: '1e90ff' } })).status(),
    ).toBe(200);
    await page.setViewportSize({ width: size.width, height: size.height });
    await signIn(page, `Profil ${suffix}`, user);
    await page.locator('#tab-button-account').click();
    const row = page.locator('[data-route=account] .main-color');
    const origin = row.locator('.color-origin');
    await expect(origin).toHaveText('Personnalisé · #1e90ff');
    await expect(row.getByRole('button', { name: 'Revenir à la couleur héritée' })).toBeVisible();
    // One line: 'Personnalisé' is never cut in two.
    const lines = await origin.evaluate((p) => {
      const style = getComputedStyle(p);
      const line = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.3;
      return p.getBoundingClientRect().height / line;
    });
    expect(lines).toBeLessThan(1.5);
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, `account-colour-row-${size.name}.png`) });
  });
}
