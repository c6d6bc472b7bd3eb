/**
 * 'Mon compte', first slice: identity, profile switch and logout, at phone and tablet sizes.
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signIn } from './support/session.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';

const SCREENSHOTS = path.join(import.meta.dirname, '..', 'screenshots');

test('the account tab shows who is signed in, switches profile and logs out', async ({ page }) => {
  await signIn(page, 'Cabinet Nord');
  await page.locator('#tab-button-account').click();
  const account = page.locator('[data-route=account]');
  await expect(account.getByText('Identifiant')).toBeVisible();
  await expect(account.getByText('admin', { exact: true })).toBeVisible();
  await expect(account.locator('.switch-profile')).toContainText('Cabinet Nord');
  await expect(account.locator('.device-storage')).toContainText("Stockage de l'appareil");
  await expect(account.locator('.device-storage ion-note')).toHaveText(/^\d+(,\d)? Mo \(\d+ %\)$/);
  await expectNoSeriousA11yViolations(page, 'Mon compte');
  await page.screenshot({ path: path.join(SCREENSHOTS, 'account.png') });

  await account.locator('.switch-profile').click();
  await expect(page).toHaveURL(/#\/selection-profil$/);
  await page.locator('.profile-item', { hasText: 'Cabinet Nord' }).click();
  await expect(page).toHaveURL(/#\/edls\/en-cours$/);

  await page.locator('#tab-button-account').click();
  await page.locator('[data-route=account] .logout').click();
  await expect(page.getByRole('button', { name: 'Me connecter' })).toBeVisible();
  // The tokens are gone: a reload of a protected route comes back to the login screen.
  await page.goto('/#/edls/en-cours');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Me connecter' })).toBeVisible();
});

test('login and profile selection at tablet size', async ({ page }) => {
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Me connecter' })).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'tablet-login.png') });
  await signIn(page, 'Cabinet Sud');
  await page.locator('#tab-button-account').click();
  await page.locator('[data-route=account] .switch-profile').click();
  await expect(page.locator('.profile-item', { hasText: 'Cabinet Sud' })).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'tablet-profile-selection.png') });
});

test('the tab bar labels share one baseline, phone and tablet', async ({ page, request }) => {
  const login = await request.post('/api/login', {
    data: { username: 'admin', password: 'constat-admin-pw' },
  });
  const { token, refresh } = (await login.json()) as { token: string; refresh: string };
  const headers = { Authorization: `Bearer ${token}` };
  const me = (await (await request.get('/api/me', { headers })).json()) as { profiles: { id: number }[] };
  const profileId =
    me.profiles[0]?.id ??
    (
      (await (await request.post('/api/profile', { headers, data: { name: 'Onglets' } })).json()) as {
        id: number;
      }
    ).id;
  await page.addInitScript(
    ({ token, refresh, profileId }) => {
      if (sessionStorage.getItem('seeded') !== null) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(
        'security',
        JSON.stringify({ login: 'admin', jwtToken: token, refreshToken: refresh }),
      );
      localStorage.setItem('profile', String(profileId));
    },
    { token, refresh, profileId },
  );
  for (const [name, size] of [
    ['tab-bar.png', { width: 390, height: 844 }],
    ['tablet-tab-bar.png', { width: 820, height: 1180 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto('/#/edls/en-cours');
    const labels = page.locator('.main-tab-bar ion-tab-button ion-label');
    await expect(labels).toHaveCount(4);
    await expect(page.locator('[data-route=edlsLocal] .profile-chip')).toBeVisible();
    const bottoms = await labels.evaluateAll((nodes) =>
      nodes.map((node) => Math.round(node.getBoundingClientRect().bottom * 10) / 10),
    );
    expect(new Set(bottoms).size, `label bottoms ${bottoms.join(', ')}`).toBe(1);
    await page.screenshot({ path: path.join(SCREENSHOTS, name) });
  }
});

test('a profile name already taken is refused with an "Erreur" dialog, nothing is created', async ({
  page,
}) => {
  await signIn(page, 'Cabinet Est');
  await page.locator('#tab-button-account').click();
  await page.locator('[data-route=account] .switch-profile').click();
  await expect(page).toHaveURL(/#\/selection-profil$/);
  const before = await page.locator('.profile-item').count();
  await page.getByText('Ajouter un profil').click();
  await page.locator('ion-alert input').fill('cabinet est');
  await page.locator('ion-alert button', { hasText: 'Créer' }).click();
  const dialog = page.locator('ion-alert', { hasText: 'Un profil porte déjà ce nom' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.alert-title')).toHaveText('Erreur');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.locator('.profile-item')).toHaveCount(before);
});
