/**
 * Accessibility of the landed screens, phone and tablet: each screen and state is
 * checked with axe (WCAG 2.1 A/AA, no serious or critical violation), its landmarks (one `main`, no
 * nested or duplicated banner), and photographed for a look at the palette. Then the same with an
 * agency's own main colour, light and dark.
 */
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  expectWellFormedLandmarks,
  untilAnimationsEnd,
} from './support/axe.ts';

const ADMIN = { login: 'admin', password: 'constat-admin-pw' };
const PASSWORD = 'agent-password-1';
const SCREENSHOTS = path.join(import.meta.dirname, '..', 'screenshots');
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 820, height: 1180 },
] as const;

async function token(request: APIRequestContext, username: string, password: string): Promise<string> {
  const response = await request.post('/api/login', { data: { username, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

const adminHeaders = async (request: APIRequestContext) => ({
  Authorization: `Bearer ${await token(request, ADMIN.login, ADMIN.password)}`,
});

/** A fresh user without profiles; returns the headers of its own API session. */
async function createUser(request: APIRequestContext, login: string, groupId: number | null = null) {
  const created = await request.post('/api/user', {
    headers: await adminHeaders(request),
    data: { login, email: `${login}@example.test`, password: PASSWORD, uniqueProfile: false, groupId },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { Authorization: `Bearer ${await token(request, login, PASSWORD)}` };
}

async function logIn(page: Page, login: string) {
  await page.locator('input[name=login]').fill(login);
  await page.locator('input[name=password]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Me connecter' }).click();
  await expect(page).toHaveURL(/#\/selection-profil$/);
}

/** Photographs the screen once still, then runs both accessibility checks on it. */
async function check(page: Page, name: string) {
  await untilAnimationsEnd(page);
  await page.screenshot({ path: path.join(SCREENSHOTS, `a11y-${name}.png`) });
  await expectNoSeriousA11yViolations(page, name);
  await expectWellFormedLandmarks(page, name);
}

for (const size of SIZES) {
  test(`every landed screen passes axe at ${size.name} size (${size.width}x${size.height})`, async ({
    page,
    request,
  }) => {
    // One axe run per landed screen: 35-48 s on a quiet CI machine, too close to the 60 s default.
    test.setTimeout(180_000);
    const checkState = (state: string) => check(page, `${size.name}-${state}`);
    await page.setViewportSize(size);

    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Me connecter' })).toBeVisible();
    await checkState('login');

    await page.getByRole('button', { name: 'Mentions légales' }).click();
    const legal = page.locator('ion-modal.legal-modal');
    await expect(legal.getByText('société par actions simplifiée', { exact: false })).toBeVisible();
    await checkState('legal-notice');
    await legal.getByRole('button', { name: 'Fermer' }).click();
    await expect(legal).toBeHidden();

    const login = `a11y${size.name}${Date.now().toString(36)}`;
    const own = await createUser(request, login);
    await logIn(page, login);
    await expect(page.getByText("Vous n'avez pas encore de profil")).toBeVisible();
    await checkState('profiles-empty');

    await page.getByText('Ajouter un profil').click();
    const prompt = page.locator('ion-alert.profile-name-alert');
    await expect(prompt.locator('input')).toBeVisible();
    await checkState('profiles-add-alert');
    await prompt.locator('input').fill('Marie Dupont');
    await prompt.getByRole('button', { name: 'Créer' }).click();
    // A first profile is entered at once; back to the choice once a second one exists.
    await expect(page).toHaveURL(/#\/edls\/en-cours$/);

    // A second profile, locked by a passcode, so the lock mark is checked too.
    const locked = await request.post('/api/profile', { headers: own, data: { name: 'Cabinet Martin' } });
    const { id } = (await locked.json()) as { id: number };
    await request.patch(`/api/profile/${id}/passcode`, { headers: own, data: { passcode: '1234' } });
    await page.goto('/#/selection-profil');
    await page.reload();
    await expect(
      page.locator('.profile-item', { hasText: 'Cabinet Martin' }).locator('.profile-lock'),
    ).toBeVisible();
    await expect(page.getByText('Profil principal')).toBeVisible();
    await checkState('profiles');

    await page.getByRole('button', { name: 'Gérer les profils' }).click();
    await expect(page.getByRole('button', { name: 'Supprimer' }).first()).toBeVisible();
    await checkState('profiles-managing');
    await page.getByRole('button', { name: 'Gérer les profils' }).click();

    await page.locator('.profile-item', { hasText: 'Marie Dupont' }).click();
    await expect(page).toHaveURL(/#\/edls\/en-cours$/);
    await expect(
      page.locator('[data-route=edlsLocal]').getByRole('heading', { name: 'Aucun EDL en cours' }),
    ).toBeVisible();
    await checkState('edls-local');

    await page.locator('#tab-button-account').click();
    await expect(page.locator('[data-route=account]').getByText('Identifiant')).toBeVisible();
    await checkState('account');
  });
}

// A light colour gets black text on its buttons, a dark one white; both pass the same checks.
for (const [hex, fill, text] of [
  ['ffff00', 'rgb(255, 255, 0)', 'rgb(0, 0, 0)'],
  ['000080', 'rgb(0, 0, 128)', 'rgb(255, 255, 255)'],
] as const) {
  test(`an agency's main colour #${hex} keeps buttons and texts readable`, async ({ page, request }) => {
    const group = await request.post('/api/user-group', {
      headers: await adminHeaders(request),
      data: { name: `Agence ${hex} ${Date.now().toString(36)}`, customColor: hex },
    });
    expect(group.status(), await group.text()).toBe(201);
    const login = `colour${hex}${Date.now().toString(36)}`;
    const own = await createUser(request, login, ((await group.json()) as { id: number }).id);
    await request.post('/api/profile', { headers: own, data: { name: 'Agence Centre' } });

    await page.goto('/');
    await logIn(page, login);
    await expect(page.getByText('Profil principal')).toBeVisible();
    await check(page, `agency-${hex}-profiles`);

    await page.locator('.profile-item', { hasText: 'Agence Centre' }).click();
    const newReport = page.locator('[data-route=edlsLocal] .empty-state ion-button .button-native');
    await expect(newReport).toHaveCSS('background-color', fill);
    await expect(newReport).toHaveCSS('color', text);
    await check(page, `agency-${hex}-edls-local`);
  });
}
