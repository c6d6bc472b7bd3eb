/**
 * A group's members and admin on the back-office screens (docs/ARCHITECTURE.md "Beyond the specification"):
 * - in a group that shares reports, an ordinary member's 'EDLs enregistrés' filter lists every
 *   profile of the group, a colleague's profiles without any saved report included, under the group's name;
 * - 'Mon calibrage' shows the group's unit cost and VAT read-only (accounts-costing §6), and the own
 *   VAT left empty says which rate costing applies;
 * - a group admin leaving 'Calibrage du groupe' by the tab bar reaches 'Mon compte' without error.
 * Phone and tablet sizes.
 */
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
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

/** A sharing group with a VAT-calibrated line, its admin and two members (the second with two profiles). */
async function sharingGroup(request: APIRequestContext, suffix: string) {
  const admin = await bearerOf(request, ADMIN.login, ADMIN.password);
  const created = await request.post('/api/user-group', {
    headers: admin,
    data: { name: `Agence Partagée ${suffix}`, shareEdls: true },
  });
  expect(created.status()).toBe(201);
  const group = (await created.json()) as { id: number; name: string };
  const line = {
    reference: 'Murs',
    name: null,
    custom: false,
    type: 'coating',
    nature: 'Peinture',
    action: 'repair',
    unitCost: 800,
    taxRate: 1000,
  };
  const calibrated = await request.post(`/api/calibration/group/${group.id}`, { headers: admin, data: line });
  expect(calibrated.status()).toBe(201);
  const account = async (login: string, profiles: string[], isAdmin = false) => {
    const password = `${login}-password`;
    const user = await request.post('/api/user', {
      headers: admin,
      data: { login, email: `${login}@partage.fr`, groupId: group.id, admin: isAdmin, password },
    });
    expect(user.status(), await user.text()).toBe(201);
    const own = await bearerOf(request, login, password);
    for (const name of profiles)
      expect((await request.post('/api/profile', { headers: own, data: { name } })).status()).toBe(201);
    return { login, password };
  };
  return {
    group,
    member: await account(`anne.${suffix}`, [`Anne ${suffix}`]),
    colleague: await account(`bruno.${suffix}`, [`Bruno Terrain ${suffix}`, `Bruno Bureau ${suffix}`]),
    chief: await account(`chef.${suffix}`, [`Chef ${suffix}`], true),
  };
}

const shot = (page: Page, name: string, size: string) =>
  page.screenshot({ path: path.join(SHOTS, `${name}-${size}.png`), fullPage: true });

for (const size of SIZES) {
  test(`a sharing group's member sees every group profile and the group's VAT (${size.name})`, async ({
    page,
    request,
  }) => {
    const suffix = `${size.name}${Date.now() % 100_000}`;
    const { group, member } = await sharingGroup(request, suffix);
    await page.setViewportSize({ width: size.width, height: size.height });
    await signIn(page, `Anne ${suffix}`, member);

    await page.goto('/#/edls/enregistres');
    const saved = page.locator('.saved-reports-page:not(.ion-page-hidden)');
    await expect(saved.getByText(`EDLs enregistrés du groupe ${group.name}`)).toBeVisible();
    await saved.locator('ion-select[data-field="profile-filter"]').click();
    const options = page.locator('ion-popover ion-item');
    await expect(options).toHaveText([
      'Tous',
      `Anne ${suffix}`,
      `Bruno Bureau ${suffix}`,
      `Bruno Terrain ${suffix}`,
      `Chef ${suffix}`,
    ]);
    await shot(page, 'saved-list-group-profiles', size.name);
    await page.keyboard.press('Escape');
    await expect(page.locator('ion-popover')).toBeHidden();

    await page.goto('/#/mon-compte/calibrage');
    const row = page.locator('[data-route=costingCalibration] .calibration-row').first();
    await expect(row.locator('[data-field="inherited-cost"]')).toHaveText(/Coût groupe\s*8,00 €\/m²/);
    await expect(row.locator('[data-field="inherited-vat"]')).toHaveText(/TVA groupe\s*10 %/);
    // Read-only: a label, not a choice; the own VAT, empty, says the group's applies.
    await expect(
      row.locator('[data-field="inherited-vat"] ion-select, [data-field="inherited-vat"] input'),
    ).toHaveCount(0);
    await expect(row.locator('ion-select[data-field="taxRate"]')).toHaveJSProperty(
      'placeholder',
      '10 % (groupe)',
    );
    await expect(row.locator('ion-select[data-field="taxRate"]')).toHaveJSProperty('value', undefined);
    await shot(page, 'calibration-member-vat', size.name);
  });
}

test('a group admin leaves group calibration by the tab bar without an error', async ({ page, request }) => {
  const suffix = `tab${Date.now() % 100_000}`;
  const { group, chief } = await sharingGroup(request, suffix);
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/calibration/user/')) asked.push(sent.url());
  });
  await signIn(page, `Chef ${suffix}`, chief);
  await page.goto(`/#/mon-compte/groupes-utilisateurs/${group.id}/calibrage`);
  const calibration = page.locator('[data-route=userGroupCostingCalibration]');
  await expect(calibration.getByRole('heading', { name: 'Calibrage du groupe' }).first()).toBeVisible();
  await expect(calibration.locator('.calibration-row')).toHaveCount(1);
  await page.locator('.main-tab-bar ion-tab-button[tab="account"]').click();
  await expect(page).toHaveURL(/#\/mon-compte$/);
  await expect(page.locator('[data-route=account]:not(.ion-page-hidden)')).toBeVisible();
  await expect(
    page.locator('[data-route=account]').getByRole('heading', { name: 'Mon compte' }).first(),
  ).toBeVisible();
  await expect(page.locator('ion-alert')).toHaveCount(0);
  await expect(page.getByText('Erreur technique')).toHaveCount(0);
  expect(asked).toEqual([]);
});
