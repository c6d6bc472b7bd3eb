/**
 * Web app shell, session resilience: queued error dialogs each shown in turn, 'Connexion perdue'
 * reloading whatever is tapped, logout going straight to login, refresh failures that are not a
 * refusal keeping the session, one refresh across tabs, and the unique-profile wait cancelled by a
 * logout. Each test makes its own user through the API (as the bootstrap admin).
 */
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

const ADMIN = { login: 'admin', password: 'constat-admin-pw' };
const PASSWORD = 'agent-password-1';

interface Tokens {
  token: string;
  refresh: string;
}

async function apiLogin(request: APIRequestContext, username: string, password: string): Promise<Tokens> {
  const response = await request.post('/api/login', { data: { username, password } });
  expect(response.status()).toBe(200);
  return (await response.json()) as Tokens;
}

let adminToken: string | null = null;
let serial = 0;

/** A fresh user with the given profiles; returns its login and the profiles' ids. */
async function createUser(
  request: APIRequestContext,
  profileNames: string[],
  uniqueProfile = false,
): Promise<{ login: string; profileIds: number[] }> {
  adminToken ??= (await apiLogin(request, ADMIN.login, ADMIN.password)).token;
  serial += 1;
  const login = `res${serial}${Date.now().toString(36)}`;
  const created = await request.post('/api/user', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { login, email: `${login}@example.test`, password: PASSWORD, uniqueProfile },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { token } = await apiLogin(request, login, PASSWORD);
  const profileIds: number[] = [];
  for (const name of profileNames) {
    const response = await request.post('/api/profile', {
      headers: { Authorization: `Bearer ${token}` },
      data: { name },
    });
    expect(response.status()).toBe(201);
    profileIds.push(((await response.json()) as { id: number }).id);
  }
  return { login, profileIds };
}

/** Stores a session in the context's localStorage before the app's first load (once per context). */
async function seed(context: BrowserContext, login: string, tokens: Tokens, jwt: string, profileId?: number) {
  await context.addInitScript(
    ({ login, jwt, refresh, profileId }) => {
      if (localStorage.getItem('seeded') !== null) return;
      localStorage.setItem('seeded', '1');
      localStorage.setItem('security', JSON.stringify({ login, jwtToken: jwt, refreshToken: refresh }));
      if (profileId !== undefined) localStorage.setItem('profile', String(profileId));
    },
    { login, jwt, refresh: tokens.refresh, profileId },
  );
}

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/** The in-progress list once signed in with the profile (the chip shows the chosen profile). */
const signedInList = (page: Page) => page.locator('[data-route=edlsLocal] .profile-chip');

test('two different errors queued are shown one after the other, and a later one still shows', async ({
  page,
  context,
  request,
}) => {
  const { login, profileIds } = await createUser(request, ['Premier', 'Second', 'Troisième']);
  await seed(context, login, await apiLogin(request, login, PASSWORD), '', profileIds[0]);
  await page.goto('/#/selection-profil');
  await expect(page.locator('.profile-item')).toHaveCount(3);

  // Both 'set as default' calls fail, late enough for the two errors to be queued together.
  await page.route('**/api/profile/*/default', async (route) => {
    const id = /profile\/(\d+)\/default/.exec(route.request().url())?.[1] ?? '?';
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'internal', message: `Panne profil ${id}` }),
    });
  });
  await page.getByRole('button', { name: 'Gérer les profils' }).click();
  for (const name of ['Second', 'Troisième']) {
    await page
      .locator('.profile-item', { hasText: name })
      .getByRole('button', { name: 'Définir comme profil principal', exact: true })
      .click();
  }

  const dialog = page.locator('ion-alert.error-dialog');
  const [second, third] = [profileIds[1], profileIds[2]];
  await expect(dialog.locator('.alert-message')).toHaveText(`Panne profil ${second}`);
  await expect(dialog.locator('.alert-title')).toHaveText('Erreur technique');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog.locator('.alert-message')).toHaveText(`Panne profil ${third}`);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);

  // A later error is not stuck behind the earlier ones.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Gérer les profils' }).click();
  await page.getByText('Ajouter un profil').click();
  await page.locator('ion-alert input').fill('Hors ligne');
  await page.locator('ion-alert button', { hasText: 'Créer' }).click();
  await expect(dialog.locator('.alert-title')).toHaveText('Attention');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);
  await context.setOffline(false);
});

test('"Connexion perdue": OK does not cancel the reload, and the session is forgotten', async ({
  page,
  context,
  request,
}) => {
  const { login, profileIds } = await createUser(request, ['Agence']);
  await seed(context, login, await apiLogin(request, login, PASSWORD), '', profileIds[0]);
  await page.goto('/#/selection-profil');
  await expect(page.getByText('Ajouter un profil')).toBeVisible();
  await expect.poll(() => stored(page, 'me')).not.toBeNull();
  await page.evaluate(() => {
    (window as unknown as { beforeReload: boolean }).beforeReload = true;
    localStorage.setItem(
      'security',
      JSON.stringify({ login: 'x', jwtToken: 'expired', refreshToken: 'revoked' }),
    );
  });
  await page.getByText('Ajouter un profil').click();
  await page.locator('ion-alert input').fill('Trop tard');
  await page.locator('ion-alert button', { hasText: 'Créer' }).click();
  const dialog = page.locator('ion-alert.error-dialog');
  await expect(dialog.locator('.alert-title')).toHaveText('Connexion perdue');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);

  // The page reloads about 3 s after the dialog came up, even though OK was pressed.
  await expect
    .poll(
      () => page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload ?? false),
      {
        timeout: 6_000,
      },
    )
    .toBe(false);
  await expect(page.getByRole('button', { name: 'Me connecter' })).toBeVisible();
  expect(await stored(page, 'me')).toBeNull();
  expect(await stored(page, 'profile')).toBeNull();
  expect(JSON.parse((await stored(page, 'security')) ?? '{}')).toEqual({
    login: 'x',
    jwtToken: null,
    refreshToken: null,
  });
});

test('logout opens the login screen at once (no 1 s start-up delay)', async ({ page, context, request }) => {
  const { login, profileIds } = await createUser(request, ['Agence']);
  await seed(context, login, await apiLogin(request, login, PASSWORD), '', profileIds[0]);
  // A slow network: the agent taps 'Me déconnecter' while the session start still fetches the user.
  await page.route('**/api/me', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue().catch(() => undefined);
  });
  await page.goto('/#/mon-compte');
  const logout = page.locator('[data-route=account] .logout');
  await expect(logout).toBeVisible();
  await page.evaluate(() => {
    const times = window as unknown as { clickedAt?: number; loginAt?: number };
    document.querySelector('[data-route=account] .logout')?.addEventListener(
      'click',
      () => {
        times.clickedAt = performance.now();
        const watch = () => {
          if (location.hash === '#/' || location.hash === '') times.loginAt = performance.now();
          else requestAnimationFrame(watch);
        };
        watch();
      },
      { capture: true },
    );
  });
  await logout.click();
  await expect(page.getByRole('button', { name: 'Me connecter' })).toBeVisible();
  const elapsed = await page.evaluate(() => {
    const times = window as unknown as { clickedAt?: number; loginAt?: number };
    return (times.loginAt ?? Infinity) - (times.clickedAt ?? 0);
  });
  expect(elapsed).toBeLessThan(500);
  expect(await stored(page, 'me')).toBeNull();
  expect(await stored(page, 'profile')).toBeNull();
});

test('a refresh answered 503 keeps the session and says "Mauvaise connexion"', async ({
  page,
  context,
  request,
}) => {
  const { login, profileIds } = await createUser(request, ['Agence']);
  const tokens = await apiLogin(request, login, PASSWORD);
  await seed(context, login, tokens, tokens.token, profileIds[0]);
  await page.goto('/#/edls/en-cours');
  await expect(signedInList(page)).toHaveText('Agence');

  await page.route('**/api/login/refresh', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"maintenance"}' }),
  );
  // The access token is no longer accepted: the call refreshes, and the refresh fails with a 503.
  await page.evaluate(() => {
    const security = JSON.parse(localStorage.getItem('security') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('security', JSON.stringify({ ...security, jwtToken: 'expired' }));
  });
  await page.goto('/#/selection-profil');
  await page.getByText('Ajouter un profil').click();
  await page.locator('ion-alert input').fill('Pendant la panne');
  await page.locator('ion-alert button', { hasText: 'Créer' }).click();
  const dialog = page.locator('ion-alert.error-dialog');
  await expect(dialog.locator('.alert-title')).toHaveText('Attention');
  await expect(dialog).toContainText(
    'Mauvaise connexion à Internet, certaines fonctionnalités risquent de mal fonctionner',
  );
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/#\/selection-profil$/);
  expect(JSON.parse((await stored(page, 'security')) ?? '{}')).toMatchObject({
    jwtToken: 'expired',
    refreshToken: tokens.refresh,
  });

  // A reload during the outage starts with the stored user.
  await page.goto('/#/edls/en-cours');
  await page.reload();
  await expect(signedInList(page)).toHaveText('Agence');
  await expect(dialog.locator('.alert-title')).toHaveText('Attention');
  await dialog.getByRole('button', { name: 'OK' }).click();
  expect(await stored(page, 'me')).not.toBeNull();

  // Once the server is back, the same refresh token still works.
  await page.unroute('**/api/login/refresh');
  await page.reload();
  await expect(signedInList(page)).toHaveText('Agence');
  expect(JSON.parse((await stored(page, 'security')) ?? '{}')).not.toMatchObject({ jwtToken: 'expired' });
});

test('two tabs needing a refresh at once make a single refresh call', async ({ page, context, request }) => {
  const { login, profileIds } = await createUser(request, ['Agence']);
  const tokens = await apiLogin(request, login, PASSWORD);
  await seed(context, login, tokens, 'expired', profileIds[0]);
  let refreshCalls = 0;
  await context.route('**/api/login/refresh', async (route) => {
    refreshCalls += 1;
    // Slow enough for the other tab to need a refresh while this one is under way.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  const [tabA, tabB] = [page, await context.newPage()];
  await Promise.all([tabA.goto('/#/edls/en-cours'), tabB.goto('/#/edls/en-cours')]);
  await expect(signedInList(tabA)).toHaveText('Agence');
  await expect(signedInList(tabB)).toHaveText('Agence');
  expect(refreshCalls).toBe(1);
  const security = JSON.parse((await stored(tabB, 'security')) ?? '{}') as Record<string, string>;
  expect(security.refreshToken).not.toBe(tokens.refresh);
  expect(security.jwtToken).not.toBe('expired');
  await expect(tabA.locator('ion-alert.error-dialog')).toHaveCount(0);
  await expect(tabB.locator('ion-alert.error-dialog')).toHaveCount(0);
});

test('unique profile: a logout during the 1 s wait after creation chooses nothing', async ({
  page,
  context,
  request,
}) => {
  const { login } = await createUser(request, [], true);
  await seed(context, login, await apiLogin(request, login, PASSWORD), '');
  await page.goto('/#/selection-profil');
  const prompt = page.locator('ion-alert', { hasText: 'Créez votre profil pour commencer' });
  await prompt.locator('input').fill('Mon agence');
  await prompt.getByRole('button', { name: 'Créer' }).click();
  await expect(page.locator('.profile-item', { hasText: 'Mon agence' })).toBeVisible();
  await page.locator('[data-route=profileSelection] .logout').click();
  await expect(page.getByRole('button', { name: 'Me connecter' })).toBeVisible();
  await page.waitForTimeout(1_500);
  await expect(page).toHaveURL(/\/(#\/)?$/);
  expect(await stored(page, 'profile')).toBeNull();
});

test('a tab whose storage still shows a refresh token another tab rotated adopts the new pair', async ({
  page,
  context,
  request,
}) => {
  const { login, profileIds } = await createUser(request, ['Agence']);
  const old = await apiLogin(request, login, PASSWORD);
  // Another tab rotated the pair; this tab's localStorage has not caught up (Chromium propagates
  // localStorage between tabs asynchronously), but the rotation is recorded in IndexedDB.
  const rotated = await request.post('/api/login/refresh', { data: { refresh: old.refresh } });
  expect(rotated.status()).toBe(200);
  const fresh = (await rotated.json()) as Tokens;
  let refreshCalls = 0;
  await context.route('**/api/login/refresh', async (route) => {
    refreshCalls += 1;
    await route.continue();
  });
  // A first load with nothing stored makes no call: the state below is set before any session start.
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Me connecter' })).toBeVisible();
  await page.evaluate(
    (rotation) =>
      new Promise<void>((resolve, reject) => {
        const opening = indexedDB.open('constat-session', 1);
        opening.onupgradeneeded = () => opening.result.createObjectStore('rotation');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const transaction = opening.result.transaction('rotation', 'readwrite');
          transaction.objectStore('rotation').put(rotation, 'last');
          transaction.oncomplete = () => resolve();
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    { from: old.refresh, jwtToken: fresh.token, refreshToken: fresh.refresh },
  );
  await page.evaluate(
    ({ security, profileId }) => {
      localStorage.setItem('security', JSON.stringify(security));
      localStorage.setItem('profile', String(profileId));
    },
    { security: { login, jwtToken: 'expired', refreshToken: old.refresh }, profileId: profileIds[0] },
  );
  await page.goto('/#/edls/en-cours');
  await page.reload();
  await expect(signedInList(page)).toHaveText('Agence');
  expect(refreshCalls).toBe(0);
  expect(JSON.parse((await stored(page, 'security')) ?? '{}')).toMatchObject({
    jwtToken: fresh.token,
    refreshToken: fresh.refresh,
  });
});

for (const [step, slowCall] of [
  ['fetching the user', '**/api/me'],
  ['refreshing the tokens', '**/api/login/refresh'],
] as const) {
  test(`a logout while the session start is still ${step} stays a logout`, async ({
    page,
    context,
    request,
  }) => {
    const { login, profileIds } = await createUser(request, ['Agence']);
    await seed(context, login, await apiLogin(request, login, PASSWORD), '', profileIds[0]);
    let slow = true;
    await context.route(slowCall, async (route) => {
      if (slow) await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto('/#/mon-compte');
    const logout = page.locator('[data-route=account] .logout');
    await expect(logout).toBeVisible();
    slow = false;
    await logout.click();
    await expect(page.getByRole('button', { name: 'Me connecter' })).toBeVisible();
    // What the start was waiting for arrives afterwards: it must not sign the agent back in.
    await page.waitForTimeout(2_000);
    await expect(page.getByRole('button', { name: 'Me connecter' })).toBeVisible();
    expect(await stored(page, 'me')).toBeNull();
    expect(JSON.parse((await stored(page, 'security')) ?? '{}')).toMatchObject({
      jwtToken: null,
      refreshToken: null,
    });
    await page.reload();
    await expect(page.getByRole('button', { name: 'Me connecter' })).toBeVisible();
  });
}
