/**
 * Calibration screens: a new line saved once complete, the French currency input, the statuses,
 * the duplicate refusal, and a member seeing the group's cost read-only; phone and tablet sizes.
 */
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectWellFormedLandmarks } from './support/axe.ts';
import { ADMIN, signIn } from './support/session.ts';

const SCREENSHOTS = path.join(import.meta.dirname, '..', 'screenshots');

async function pick(page: Page, row: ReturnType<Page['locator']>, field: string, option: string) {
  await row.locator(`ion-select[data-field="${field}"]`).click();
  await page.locator('ion-popover ion-item', { hasText: option }).first().click();
  await expect(page.locator('ion-popover')).toBeHidden();
}

async function bearerOf(request: APIRequestContext, username: string, password: string) {
  const login = await request.post('/api/login', { data: { username, password } });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${(await login.json()).token}` };
}

test('own calibration: a line typed in French currency is saved once complete; duplicates refused', async ({
  page,
}) => {
  // Two axe runs, two full-page screenshots and a reload: over a minute on a busy machine.
  test.setTimeout(120_000);
  await signIn(page, 'Calibrage');
  await page.goto('/#/mon-compte/calibrage');
  const screen = page.locator('[data-route=costingCalibration]');
  await expect(
    screen.getByRole('heading', { name: 'Mon calibrage pour auto-chiffrage' }).first(),
  ).toBeVisible();
  await expect(screen.locator('.calibration-status')).toHaveText('');

  await screen.getByRole('button', { name: 'Ajouter un élément' }).click();
  const row = screen.locator('.calibration-row').last();
  await pick(page, row, 'reference', 'Murs (Murs, sols et plafonds)');
  await pick(page, row, 'nature', 'Peinture');
  await pick(page, row, 'action', 'Réparer');
  await expect(screen.locator('.calibration-status')).toHaveText('Enregistré !');
  await expect(screen.locator('.calibration-status')).toHaveText('', { timeout: 4000 });
  const cost = row.locator('input[name=calibration-cost]:not(.cloned-input)');
  await cost.fill('1 250,5');
  await cost.blur();
  await expect(screen.locator('.calibration-status')).toHaveText('Enregistré !');
  await pick(page, row, 'taxRate', '20 %');
  await expect(cost).toHaveValue('1 250,50');
  await expectNoSeriousA11yViolations(page, 'Calibrage');
  await expectWellFormedLandmarks(page, 'Calibrage');
  await page.screenshot({ path: path.join(SCREENSHOTS, 'calibration-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.screenshot({ path: path.join(SCREENSHOTS, 'calibration-tablet.png'), fullPage: true });

  await page.reload();
  await expect(screen.locator('input[name=calibration-cost]:not(.cloned-input)').first()).toHaveValue(
    '1 250,50',
  );

  await screen.getByRole('button', { name: 'Ajouter un élément' }).click();
  const copy = screen.locator('.calibration-row').last();
  await pick(page, copy, 'reference', 'Murs (Murs, sols et plafonds)');
  await pick(page, copy, 'nature', 'Peinture');
  await pick(page, copy, 'action', 'Réparer');
  const alert = page.locator('ion-alert');
  await expect(alert).toContainText('Non-autorisé');
  await expect(alert).toContainText(
    'Un élément identique existe déjà, vous ne pouvez pas en avoir deux identiques !',
  );
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(copy.locator('ion-select[data-field="action"]')).toHaveJSProperty('value', undefined);
});

test("a member sees the group's cost read-only beside their own", async ({ page, request }) => {
  const admin = await bearerOf(request, ADMIN.login, ADMIN.password);
  const group = await (
    await request.post('/api/user-group', { headers: admin, data: { name: 'Agence Calibrée' } })
  ).json();
  const line = {
    reference: 'Murs',
    name: null,
    custom: false,
    type: 'coating',
    nature: 'Peinture',
    action: 'repair',
    unitCost: 2000,
    taxRate: 2000,
  };
  expect(
    (await request.post(`/api/calibration/group/${group.id}`, { headers: admin, data: line })).status(),
  ).toBe(201);
  const password = 'agent-calibre-password';
  const created = await request.post('/api/user', {
    headers: admin,
    data: { login: 'agent.calibre', email: 'agent@calibre.fr', groupId: group.id, admin: false, password },
  });
  expect(created.status()).toBe(201);

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'Agent', { login: 'agent.calibre', password });
  await page.goto('/#/mon-compte/calibrage');
  const row = page.locator('[data-route=costingCalibration] .calibration-row').first();
  await expect(row.locator('[data-field="inherited-cost"]')).toContainText('20,00 €/m²');
  await expect(row.locator('ion-select[data-field="reference"]')).toHaveClass(/select-disabled/);
  const cost = row.locator('input[name=calibration-cost]:not(.cloned-input)');
  await cost.fill('25');
  await cost.blur();
  await expect(page.locator('.calibration-status')).toHaveText('Enregistré !');
  await expect(cost).toHaveValue('25,00');
  await page.screenshot({ path: path.join(SCREENSHOTS, 'calibration-member-phone.png'), fullPage: true });
  await page.context().setOffline(true);
  await expect(page.locator('.calibration-offline')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajouter un élément' })).toBeDisabled();
  await page.context().setOffline(false);
});
