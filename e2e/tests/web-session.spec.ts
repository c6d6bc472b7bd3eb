/**
 * Web app shell, session side: login screen and its messages, session start, page titles, the
 * legal notice, the tab bar's new-report chooser, and a reload with the network cut.
 * Runs against the real server (see ../playwright.config.ts) with its bootstrap admin.
 */
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';

const ADMIN = { login: 'admin', password: 'constat-admin-pw' };
const SCREENSHOTS = path.join(import.meta.dirname, '..', 'screenshots');

async function fillLogin(page: Page, login: string, password: string) {
  await page.locator('input[name=login]').fill(login);
  await page.locator('input[name=password]').fill(password);
}

/** Logs in as the admin and goes through profile selection with a profile of that name. */
async function signInWithProfile(page: Page, profileName: string) {
  await page.goto('/');
  await fillLogin(page, ADMIN.login, ADMIN.password);
  await page.getByRole('button', { name: 'Me connecter' }).click();
  await expect(page).toHaveURL(/#\/selection-profil$/);
  await expect(page.getByText('Ajouter un profil')).toBeVisible();
  const existing = page.locator('.profile-item', { hasText: profileName });
  if ((await existing.count()) === 0) {
    // The account's first profile is entered as soon as it is created.
    const first = (await page.locator('.profile-item').count()) === 0;
    await page.getByText('Ajouter un profil').click();
    await page.locator('ion-alert input').fill(profileName);
    await page.locator('ion-alert button', { hasText: 'Créer' }).click();
    if (first) {
      await expect(page).toHaveURL(/#\/edls\/en-cours$/);
      return;
    }
  }
  await page.locator('.profile-item', { hasText: profileName }).first().click();
  await expect(page).toHaveURL(/#\/edls\/en-cours$/);
}

interface SeededSession {
  token: string;
  refresh: string;
  profileId: number;
}
// Logins are rate-limited per IP: tests that are not about logging in share one API login.
let seeded: SeededSession | null = null;

async function adminSession(request: APIRequestContext): Promise<SeededSession> {
  if (seeded) return seeded;
  const login = await request.post('/api/login', {
    data: { username: ADMIN.login, password: ADMIN.password },
  });
  expect(login.status()).toBe(200);
  const { token, refresh } = (await login.json()) as { token: string; refresh: string };
  const headers = { Authorization: `Bearer ${token}` };
  const me = (await (await request.get('/api/me', { headers })).json()) as {
    profiles: { id: number; name: string }[];
  };
  let profile = me.profiles.find((candidate) => candidate.name === 'Agence Centre');
  if (!profile) {
    const created = await request.post('/api/profile', { headers, data: { name: 'Agence Centre' } });
    profile = (await created.json()) as { id: number; name: string };
  }
  seeded = { token, refresh, profileId: profile.id };
  return seeded;
}

/** Opens the app already signed in as the admin with 'Agence Centre' selected (once per tab). */
async function openSignedIn(page: Page, request: APIRequestContext) {
  const session = await adminSession(request);
  await page.addInitScript((s: SeededSession) => {
    if (sessionStorage.getItem('seeded') !== null) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem(
      'security',
      JSON.stringify({ login: 'admin', jwtToken: s.token, refreshToken: s.refresh }),
    );
    localStorage.setItem('profile', String(s.profileId));
  }, session);
  await page.goto('/#/edls/en-cours');
  await expect(
    page.locator('[data-route=edlsLocal]').getByRole('heading', { name: 'Aucun EDL en cours' }),
  ).toBeVisible();
}

test('login screen looks finished and shows the spec texts', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Constat' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Me connecter' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mentions légales' })).toBeVisible();
  await expect(page).toHaveTitle('Connexion · Constat');
  await expect(page.locator('.main-tab-bar')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'login');
  await page.screenshot({ path: path.join(SCREENSHOTS, 'login.png') });
});

test('empty fields and a wrong password show the login messages for 3 s', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Me connecter' }).click();
  await expect(page.locator('.login-error')).toHaveText('Veuillez renseigner vos identifiants');

  // An unknown login: failures on a real account count towards its lock-out.
  await fillLogin(page, 'nobody-here', 'not-the-password');
  await page.locator('input[name=password]').press('Enter');
  await expect(page.locator('.login-error')).toHaveText('Les identifiants ne sont pas valides');
  await expectNoSeriousA11yViolations(page, 'login error');
  await page.screenshot({ path: path.join(SCREENSHOTS, 'login-error.png') });
  await expect(page.locator('.login-error')).toHaveText('', { timeout: 4_500 });
  await expect(page).toHaveURL(/\/(#\/)?$/);
});

test('the legal notice opens in a popup', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Mentions légales' }).click();
  const modal = page.locator('ion-modal.legal-modal');
  await expect(modal.getByText('société par actions simplifiée', { exact: false })).toBeVisible();
  await expect(modal.getByText('licence gratuite et non exclusive', { exact: false })).toBeVisible();
  await expect(modal.getByText('Union européenne', { exact: false }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'legal notice');
  await modal.getByRole('button', { name: 'Fermer' }).click();
  await expect(modal).toBeHidden();
});

test('log in with the admin, create and choose a profile, land on EDLs en cours', async ({ page }) => {
  await signInWithProfile(page, 'Agence Centre');
  await expect(
    page.locator('[data-route=edlsLocal]').getByRole('heading', { name: 'Aucun EDL en cours' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('EDLs en cours · Constat');
  await expect(page.locator('.main-tab-bar')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'EDLs en cours');

  // The session survives a reload: no login again, same profile.
  await page.reload();
  await expect(page).toHaveURL(/#\/edls\/en-cours$/);
  await expect(page.locator('[data-route=edlsLocal] .profile-chip')).toHaveText('Agence Centre');
});

test('the new-report tab offers the five choices and opens the chosen route', async ({ page, request }) => {
  await openSignedIn(page, request);
  await page.locator('.main-tab-bar ion-tab-button', { hasText: 'Nouvel EDL' }).click();
  const sheet = page.locator('ion-action-sheet');
  for (const choice of ['Entrant', 'Entrant simplifié', 'Sortant', 'Sortant simplifié', 'Annuler']) {
    await expect(sheet.getByRole('button', { name: choice, exact: true })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page, 'new-report chooser');
  await sheet.getByRole('button', { name: 'Sortant simplifié', exact: true }).click();
  await expect(page).toHaveURL(/#\/nouvel-edl\/sortant\/simple$/);
  await expect(page).toHaveTitle('Nouvel EDL · Constat');
  await page.locator('[data-route=newEdl] ion-back-button').click();
  await expect(page).toHaveURL(/#\/edls\/en-cours$/);

  await page.locator('.main-tab-bar ion-tab-button', { hasText: 'Mon compte' }).click();
  await expect(page).toHaveURL(/#\/mon-compte$/);
  await expect(page).toHaveTitle('Mon compte · Constat');
});

test('without a session, a protected route opens the login screen after about 1 s', async ({ page }) => {
  await page.goto('/#/edls/enregistres');
  await expect(page).toHaveURL(/#\/$/, { timeout: 3_000 });
  await expect(page.getByRole('button', { name: 'Me connecter' })).toBeVisible();
});

test('with the network cut after the first load, a reload still shows the app', async ({
  page,
  context,
  request,
}) => {
  await openSignedIn(page, request);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first load installs the service worker; a reload puts the page under its control.
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 })
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(
    page.locator('[data-route=edlsLocal]').getByRole('heading', { name: 'Aucun EDL en cours' }),
  ).toBeVisible();
  await expect(page.locator('.main-tab-bar')).toBeVisible();
  await context.setOffline(false);
});

test('a call that fails offline shows the central "Attention" dialog', async ({ page, context, request }) => {
  await openSignedIn(page, request);
  await page.goto('/#/selection-profil');
  await expect(page.getByText('Ajouter un profil')).toBeVisible();
  await context.setOffline(true);
  await page.getByText('Ajouter un profil').click();
  await page.locator('ion-alert input').fill('Hors ligne');
  await page.locator('ion-alert button', { hasText: 'Créer' }).click();
  const dialog = page.locator('ion-alert.error-dialog');
  await expect(dialog.locator('.alert-title')).toHaveText('Attention');
  await expectNoSeriousA11yViolations(page, '"Attention" dialog');
  await expect(dialog).toContainText(
    "Vous n'êtes plus connectés à Internet, certaines fonctionnalités ne seront plus possibles (vous pouvez tout de même continuer à réaliser vos EDL hors ligne)",
  );
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await context.setOffline(false);
});

test('an expired session says "Connexion perdue" and ends on the login screen', async ({ page, request }) => {
  await openSignedIn(page, request);
  await page.goto('/#/selection-profil');
  await expect(page.getByText('Ajouter un profil')).toBeVisible();
  // Both tokens become unusable (as after a revoked refresh family).
  await page.evaluate(() => {
    localStorage.setItem(
      'security',
      JSON.stringify({ login: 'admin', jwtToken: 'expired', refreshToken: 'revoked' }),
    );
  });
  await page.getByText('Ajouter un profil').click();
  await page.locator('ion-alert input').fill('Trop tard');
  await page.locator('ion-alert button', { hasText: 'Créer' }).click();
  const dialog = page.locator('ion-alert.error-dialog');
  await expect(dialog.locator('.alert-title')).toHaveText('Connexion perdue');
  await expect(dialog).toContainText(
    'Votre connexion à Constat a expirée, vous allez être redirigés vers la page de connexion pour vous reconnecter',
  );
  // The page reloads after 3 s and, without tokens, opens the login screen.
  await expect(page.getByRole('button', { name: 'Me connecter' })).toBeVisible({ timeout: 8_000 });
  await expect(page).toHaveURL(/\/(#\/)?$/);
  const security = await page.evaluate(() => JSON.parse(localStorage.getItem('security') ?? '{}') as unknown);
  expect(security).toEqual({ login: 'admin', jwtToken: null, refreshToken: null });
});
