/**
 * Web app shell, profile selection: create, default badge, gear actions, delete with confirmation,
 * passcode entry checked on the device, and the unique-profile rule. Each test makes its own user
 * through the API (as the bootstrap admin) so tests do not depend on each other.
 */
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';

const ADMIN = { login: 'admin', password: 'constat-admin-pw' };
const SCREENSHOTS = path.join(import.meta.dirname, '..', 'screenshots');

async function token(request: APIRequestContext, username: string, password: string): Promise<string> {
  const response = await request.post('/api/login', { data: { username, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

interface NewUser {
  login: string;
  password: string;
  uniqueProfile?: boolean;
  profiles?: { name: string; passcode?: string; makeDefault?: boolean }[];
}

// Logins are rate-limited per IP: the admin signs in once for the whole file.
let adminToken: string | null = null;

/** A fresh user (no group, created by the super admin) with the given profiles. */
async function createUser(request: APIRequestContext, user: NewUser): Promise<void> {
  adminToken ??= await token(request, ADMIN.login, ADMIN.password);
  const admin = adminToken;
  const created = await request.post('/api/user', {
    headers: { Authorization: `Bearer ${admin}` },
    data: {
      login: user.login,
      email: `${user.login}@example.test`,
      password: user.password,
      uniqueProfile: user.uniqueProfile ?? false,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const own = { Authorization: `Bearer ${await token(request, user.login, user.password)}` };
  for (const profile of user.profiles ?? []) {
    const response = await request.post('/api/profile', { headers: own, data: { name: profile.name } });
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: number };
    if (profile.passcode !== undefined) {
      const set = await request.patch(`/api/profile/${id}/passcode`, {
        headers: own,
        data: { passcode: profile.passcode },
      });
      expect(set.status()).toBe(200);
    }
    if (profile.makeDefault) {
      expect((await request.put(`/api/profile/${id}/default`, { headers: own })).status()).toBe(200);
    }
  }
}

async function logIn(page: Page, login: string, password: string) {
  await page.goto('/');
  await page.locator('input[name=login]').fill(login);
  await page.locator('input[name=password]').fill(password);
  await page.locator('input[name=password]').press('Enter');
}

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}`;

test('profiles: create, badge, gear actions, delete with confirmation', async ({ page, request }) => {
  const login = unique('agent');
  await createUser(request, { login, password: 'agent-password-1', profiles: [{ name: 'Agence Centre' }] });
  await logIn(page, login, 'agent-password-1');
  await expect(page).toHaveURL(/#\/selection-profil$/);
  await expect(page).toHaveTitle('Je choisis un profil · Constat');
  await expect(page.locator('[data-route=profileSelection] ion-title').last()).toHaveText(
    'Je choisis un profil',
  );

  await page.getByText('Ajouter un profil').click();
  await page.locator('ion-alert input').fill('Marie Dupont');
  await page.locator('ion-alert button', { hasText: 'Créer' }).click();
  const marie = page.locator('.profile-item', { hasText: 'Marie Dupont' });
  await expect(marie).toBeVisible();

  const centre = page.locator('.profile-item', { hasText: 'Agence Centre' });
  await expect(centre.getByText('Profil principal')).toBeVisible();
  await expect(marie.getByText('Profil principal')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'profile selection');

  // The gear shows the actions: make Marie the main profile, then delete Agence Centre.
  await page.getByRole('button', { name: 'Gérer les profils' }).click();
  await expect(marie.getByRole('button', { name: 'Supprimer', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'profile selection, managing');
  await marie.getByRole('button', { name: 'Définir comme profil principal', exact: true }).click();
  await expect(marie.getByText('Profil principal')).toBeVisible();
  await expect(centre.getByText('Profil principal')).toHaveCount(0);

  await centre.getByRole('button', { name: 'Supprimer', exact: true }).click();
  const confirm = page.locator('ion-alert', { hasText: 'Êtes-vous certains de vouloir supprimer' });
  await expect(confirm).toContainText('Êtes-vous certains de vouloir supprimer le profil "Agence Centre"');
  await confirm.getByRole('button', { name: 'Je confirme' }).click();
  await expect(centre).toHaveCount(0);

  await page.getByRole('button', { name: 'Gérer les profils' }).click();
  await marie.click();
  await expect(page).toHaveURL(/#\/edls\/en-cours$/);
  await expect(page.locator('[data-route=edlsLocal] .profile-chip')).toHaveText('Marie Dupont');
});

test('passcode: a wrong code says "Code secret erroné", the right one opens the profile', async ({
  page,
  request,
}) => {
  const login = unique('locked');
  await createUser(request, {
    login,
    password: 'agent-password-1',
    profiles: [{ name: 'Cabinet Martin', passcode: '1234' }, { name: 'Sans code' }],
  });
  await logIn(page, login, 'agent-password-1');
  await expect(page).toHaveURL(/#\/selection-profil$/);
  const locked = page.locator('.profile-item', { hasText: 'Cabinet Martin' });
  await expect(locked.locator('.profile-lock')).toBeVisible();
  await expect(page.locator('.profile-item', { hasText: 'Sans code' }).locator('.profile-lock')).toHaveCount(
    0,
  );
  await page.screenshot({ path: path.join(SCREENSHOTS, 'profile-selection.png') });

  await locked.click();
  const prompt = page.locator('ion-alert.passcode-alert');
  await prompt.locator('input').fill('0000');
  await prompt.getByRole('button', { name: 'Valider' }).click();
  const error = page.locator('ion-alert', { hasText: 'Code secret erroné' });
  await expect(error).toBeVisible();
  await expect(error.locator('.alert-title')).toHaveText('Erreur');
  await error.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/#\/selection-profil$/);

  await locked.click();
  await page.locator('ion-alert.passcode-alert input').fill('1234');
  await page.locator('ion-alert.passcode-alert').getByRole('button', { name: 'Valider' }).click();
  await expect(page).toHaveURL(/#\/edls\/en-cours$/);

  // A profile with a passcode coming from login goes back to profile selection.
  await page.evaluate(() => {
    const security = JSON.parse(localStorage.getItem('security') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('security', JSON.stringify({ ...security, jwtToken: null, refreshToken: null }));
  });
  await logIn(page, login, 'agent-password-1');
  await expect(page).toHaveURL(/#\/selection-profil$/);
});

test('unique profile: asked to create one, then selected after 1 s; no "Ajouter un profil"', async ({
  page,
  request,
}) => {
  const login = unique('solo');
  await createUser(request, { login, password: 'agent-password-1', uniqueProfile: true });
  await logIn(page, login, 'agent-password-1');
  const prompt = page.locator('ion-alert', { hasText: 'Créez votre profil pour commencer' });
  await expect(prompt).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'first profile prompt');
  await prompt.locator('input').fill('Mon agence');
  await prompt.getByRole('button', { name: 'Créer' }).click();
  await expect(page.locator('.profile-item', { hasText: 'Mon agence' })).toBeVisible();
  await expect(page.getByText('Ajouter un profil')).toHaveCount(0);
  await expect(page).toHaveURL(/#\/edls\/en-cours$/, { timeout: 5_000 });

  // Next time the only profile is chosen without asking.
  await page.goto('/#/selection-profil');
  await expect(page).toHaveURL(/#\/edls\/en-cours$/);
});
