/**
 * 'Mon compte' complete (accounts-costing §2, §5, §8), at phone and tablet sizes: a group's main
 * colour and legal text reach its user and stay after a reload; the user changes their password
 * and logs in with it; a passcode is set, changed and removed with the spec's rules; offline, the
 * actions that need the network are disabled under the spec's wording; the partner platform is
 * connected and one of its cases fills the info form. Setup goes through the API as an admin would.
 */
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { PARTNER_KEY, startPartnerPlatform } from './support/partnerPlatform.ts';
import { cameraJpeg } from './support/photos.ts';
import { ADMIN, signIn, waitForOfflineReady } from './support/session.ts';

const SCREENSHOTS = path.join(import.meta.dirname, '..', 'screenshots');
const PHONE = { width: 390, height: 844 };
const TABLET = { width: 820, height: 1180 };

async function adminHeaders(request: APIRequestContext) {
  const answer = await request.post('/api/login', {
    data: { username: ADMIN.login, password: ADMIN.password },
  });
  const { token } = (await answer.json()) as { token: string };
  return { Authorization: `Bearer ${token}` };
}

/** A group with its own colour and legal text, and a member of it; unique per run (shared server). */
async function groupMember(request: APIRequestContext, tag: string) {
  const headers = await adminHeaders(request);
  const suffix = `${tag}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const group = await request.post('/api/user-group', {
    headers,
    data: {
      name: `Agence ${suffix}`,
      customColor: '1e90ff',
      customLegalText: `Texte légal du groupe ${suffix}`,
    },
  });
  expect(group.status()).toBe(201);
  const { id: groupId } = (await group.json()) as { id: number };
  const account = { login: `agent.${suffix}`, password: `premier-${suffix}` };
  const user = await request.post('/api/user', {
    headers,
    data: { login: account.login, email: `${account.login}@agence.fr`, groupId, password: account.password },
  });
  expect(user.status()).toBe(201);
  return { account, legalText: `Texte légal du groupe ${suffix}` };
}

const accountPage = (page: Page) => page.locator('[data-route=account]');

async function openAccount(page: Page) {
  await page.locator('#tab-button-account').click();
  await expect(accountPage(page).locator('.account-section')).toBeVisible();
}

/** The colour the app applied (inline on the root, only for a non-default colour). */
const appliedBrand = (page: Page) =>
  page.evaluate(() => document.documentElement.style.getPropertyValue('--ion-color-primary'));

async function answerPrompt(page: Page, alertClass: string, values: string[], button: string) {
  const alert = page.locator(`ion-alert.${alertClass}`);
  await expect(alert).toBeVisible();
  const inputs = alert.locator('input, textarea');
  for (const [index, value] of values.entries()) await inputs.nth(index).fill(value);
  await alert.locator('button', { hasText: button }).click();
  await expect(alert).toBeHidden();
}

async function closeMessage(page: Page, text: string) {
  const message = page.locator('ion-alert', { hasText: text });
  await expect(message).toBeVisible();
  await message.getByRole('button', { name: 'OK' }).click();
  await expect(message).toBeHidden();
}

for (const [label, size] of [
  ['phone', PHONE],
  ['tablet', TABLET],
] as const) {
  test(`${label}: the group's colour and legal text reach its user, kept after reload; password change`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size);
    const { account, legalText } = await groupMember(request, label[0] ?? 'x');
    await signIn(page, 'Principal', account);
    // The group's colour is the whole app's primary colour.
    await expect.poll(() => appliedBrand(page)).not.toBe('');
    await openAccount(page);
    const color = accountPage(page).locator('.main-color');
    await expect(color).toHaveAttribute('data-origin', 'group');
    await expect(color).toContainText('Défini par le groupe · #1e90ff');
    const legal = accountPage(page).locator('.legal-text-edl');
    await expect(legal).toHaveAttribute('data-origin', 'group');
    await expect(legal).toContainText(legalText);
    await expect(accountPage(page).locator('.legal-text-convention')).toContainText('Par défaut');

    await page.reload();
    await expect(accountPage(page).locator('.main-color')).toContainText('#1e90ff');
    await expect(accountPage(page).locator('.legal-text-edl')).toContainText(legalText);
    expect(await appliedBrand(page)).not.toBe('');
    await expectNoSeriousA11yViolations(page, `Mon compte (${label})`);
    await page.screenshot({ path: path.join(SCREENSHOTS, `account-page-${label}.png`) });
    await accountPage(page)
      .locator('ion-content')
      .evaluate((content) =>
        (content as HTMLElement & { scrollToBottom: (ms: number) => Promise<void> }).scrollToBottom(0),
      );
    await expect(accountPage(page).locator('.logout')).toBeInViewport();
    await page.screenshot({ path: path.join(SCREENSHOTS, `account-page-${label}-bottom.png`) });

    // Password: a mismatch is refused with the spec's message, then the change goes through.
    const newPassword = `${account.password}-nouveau`;
    await accountPage(page).locator('.account-password').click();
    await answerPrompt(page, 'password-alert', [newPassword, `${newPassword}x`], 'Enregistrer');
    await closeMessage(page, 'Les deux mots de passe ne correspondent pas, veuillez essayer à nouveau');
    await accountPage(page).locator('.account-password').click();
    await answerPrompt(page, 'password-alert', [newPassword, newPassword], 'Enregistrer');
    await closeMessage(page, 'Votre mot de passe a été modifié.');

    await accountPage(page).locator('.logout').click();
    await expect(page.getByRole('button', { name: 'Me connecter' })).toBeVisible();
    await signIn(page, 'Principal', { login: account.login, password: newPassword });
    await expect.poll(() => appliedBrand(page)).not.toBe('');
  });
}

test('passcode: set with the 4-digit rules, changed, asked on entry, removed', async ({ page, request }) => {
  const { account } = await groupMember(request, 'p');
  await signIn(page, 'Code', account);
  await openAccount(page);
  const section = accountPage(page).locator('.account-profile-section');
  await expect(section.locator('.passcode-state')).toHaveText('Aucun code secret');

  await section.locator('.passcode-set').click();
  await answerPrompt(page, 'passcode-set-alert', ['12a4', '12a4'], 'Enregistrer');
  await closeMessage(page, 'Le code secret doit faire 4 chiffres');
  await section.locator('.passcode-set').click();
  await answerPrompt(page, 'passcode-set-alert', ['1234', '1243'], 'Enregistrer');
  await closeMessage(page, 'Les deux codes secrets ne correspondent pas, veuillez essayer à nouveau');
  await section.locator('.passcode-set').click();
  await answerPrompt(page, 'passcode-set-alert', ['1234', '1234'], 'Enregistrer');
  await expect(section.locator('.passcode-state')).toHaveText('Code secret actif');

  await expect(section.locator('.passcode-set')).toContainText('Modifier le code secret');
  await section.locator('.passcode-set').click();
  await answerPrompt(page, 'passcode-set-alert', ['5678', '5678'], 'Enregistrer');

  // Entering the profile asks for the new code: the old one is wrong.
  await section.locator('.switch-profile').click();
  await page.locator('.profile-item', { hasText: 'Code' }).click();
  await answerPrompt(page, 'passcode-alert', ['1234'], 'Valider');
  await closeMessage(page, 'Code secret erroné');
  await page.locator('.profile-item', { hasText: 'Code' }).click();
  await answerPrompt(page, 'passcode-alert', ['5678'], 'Valider');
  await expect(page).toHaveURL(/#\/edls\/en-cours$/);

  await openAccount(page);
  await section.locator('.passcode-remove').click();
  const confirm = page.locator('ion-alert.account-confirm');
  await expect(confirm).toContainText('Supprimer le code secret du profil « Code » ?');
  await confirm.locator('button', { hasText: 'Je confirme' }).click();
  await expect(section.locator('.passcode-state')).toHaveText('Aucun code secret');
  await expect(section.locator('.passcode-remove')).toHaveCount(0);
});

test('logo: a camera photo is resized on the device to fit 150x150, kept by the server, shown, removed', async ({
  page,
  request,
}) => {
  const { account } = await groupMember(request, 'l');
  await signIn(page, 'Logo', account);
  await openAccount(page);
  const logo = accountPage(page).locator('.account-logo');
  await expect(logo).toContainText('Aucun logo');
  const photo = await cameraJpeg(page, 200);
  await logo
    .locator('input.logo-input')
    .setInputFiles({ name: 'logo.jpg', mimeType: 'image/jpeg', buffer: photo });
  const image = logo.locator('img');
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([
    150, 113,
  ]);
  // Kept by the server: still there after a reload.
  await page.reload();
  await expect(accountPage(page).locator('.account-logo img')).toBeVisible();
  await accountPage(page).locator('.logo-remove').click();
  await page.locator('ion-alert.account-confirm button', { hasText: 'Je confirme' }).click();
  await expect(accountPage(page).locator('.account-logo')).toContainText('Aucun logo');
});

test('offline, the actions that need the network are disabled under the spec wording', async ({
  page,
  context,
  request,
}) => {
  const { account } = await groupMember(request, 'o');
  await signIn(page, 'Hors ligne', account);
  await waitForOfflineReady(page);
  await openAccount(page);
  await expect(accountPage(page).locator('.account-offline')).toHaveCount(0);
  await context.setOffline(true);
  try {
    await expect(accountPage(page).locator('.account-offline')).toHaveText(
      "Vous n'êtes plus connectés à Internet, certaines fonctionnalités ne seront plus possibles (vous pouvez tout de même continuer à réaliser vos EDL hors ligne)",
    );
    await page.screenshot({ path: path.join(SCREENSHOTS, 'account-page-offline.png') });
    for (const item of [
      '.account-email',
      '.account-password',
      '.passcode-set',
      '.legal-text-edl',
      '.account-platform',
    ])
      await expect(accountPage(page).locator(item)).toHaveClass(/item-disabled/);
    await expect(accountPage(page).locator('.logo-change')).toHaveAttribute('disabled', '');
    // What works on the device stays available.
    await expect(accountPage(page).locator('.switch-profile')).not.toHaveClass(/item-disabled/);
    await expect(accountPage(page).locator('.app-version')).toContainText('2.23.0');
    await accountPage(page).locator('.assistance').click();
    await closeMessage(page, 'Téléphone :');
    await expectNoSeriousA11yViolations(page, 'Mon compte hors ligne');
  } finally {
    await context.setOffline(false);
  }
  await expect(accountPage(page).locator('.account-offline')).toHaveCount(0);
});

test('partner platform: a wrong key is refused, a good one lists the cases and fills the info form', async ({
  page,
  request,
}) => {
  const partner = await startPartnerPlatform();
  try {
    const { account } = await groupMember(request, 'k');
    await signIn(page, 'Plateforme', account);
    await openAccount(page);
    const platform = accountPage(page).locator('.account-platform');
    await expect(platform.locator('.platform-state')).toHaveText('Non connecté');

    await platform.click();
    await answerPrompt(page, 'platform-key-alert', ['cle-inconnue'], 'Me connecter');
    await closeMessage(page, 'Cette clé ne correspond pas à une clé de la plateforme');
    await platform.click();
    await answerPrompt(page, 'platform-key-alert', [PARTNER_KEY], 'Me connecter');
    await expect(platform.locator('.platform-state')).toHaveText('Connecté');

    await page.goto('/#/nouvel-edl/entrant/default');
    const form = page.locator('[data-route=newEdl]');
    const field = (name: string) => form.locator(`input[name="${name}"]:not(.cloned-input)`);
    await form.locator('.platform-choose').click();
    const list = page.locator('ion-alert.platform-cases-alert');
    // An entry report: the exit case, the diagnostic and the finished case are left out.
    await expect(list.locator('.alert-radio-label')).toHaveText(['DOS-041 · Agence du Parc · Paul Entrant']);
    await expectNoSeriousA11yViolations(page, 'Dossiers de la plateforme');
    await list.locator('.alert-radio-label').first().click();
    await list.locator('button', { hasText: 'Choisir' }).click();
    const question = page.locator('ion-alert.platform-fill-alert');
    await expect(question).toContainText(
      'Souhaitez-vous remplir les informations du bien grâce aux données du dossier ?',
    );
    await question.locator('button', { hasText: 'Oui' }).click();
    await expect(form.locator('.platform-choose')).toContainText('DOS-041');
    await expect(field('addr')).toHaveValue('3 rue des Lilas');
    await expect(field('renter.name')).toHaveValue('Paul Entrant');
    await expect(field('proprietaireNom')).toHaveValue('Marc Propriétaire');
    await expect(field('proprietaireAdresse')).toHaveValue('18 rue Juiverie, 69005 Lyon');
    await expect(field('mandataire')).toHaveValue('Agence du Parc (Julie Roux)');
    // The report's platform case travels with the form (its draft on the device).
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(localStorage)
            .filter((key) => key.startsWith('newReportDraft:') && key.endsWith(':entrant/default'))
            .map(
              (key) =>
                (JSON.parse(localStorage.getItem(key) ?? '{}') as { platformCaseId?: unknown })
                  .platformCaseId,
            ),
        ),
      )
      .toEqual([41]);
    await form.locator('.platform-clear').click();
    await expect(form.locator('.platform-choose')).toContainText('Choisir un dossier');
  } finally {
    await partner.close();
  }
});
