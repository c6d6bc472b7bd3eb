/**
 * Every link the server writes in an e-mail opens its screen (docs/ARCHITECTURE.md "Beyond the
 * specification"): the e-mails come through the run's real SMTP peer (mailPeer.ts), and each link is opened
 * in the browser as its reader would. The tenant's invitation leads, after logging in with the mailed
 * credentials, to the language step of the self-service flow; a new account's password e-mail to the login
 * screen, where the mailed password works. A bare app path (an old link) opens the app at that screen, not a
 * JSON 404.
 */
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { linkOf, mailTo, type ReceivedMail } from './support/mailbox.ts';
import { ADMIN, signIn } from './support/session.ts';
import { baseMoveIn, call, saveBaseReport, type Invitation } from './support/selfService.ts';

const SHOTS = '/work/shots/backoffice';

const credentialsOf = (mail: ReceivedMail) => ({
  login: /Identifiant : (\S+)/.exec(mail.text)?.[1] ?? '',
  password: /Mot de passe : (\S+)/.exec(mail.text)?.[1] ?? '',
});

/** A phone of the e-mail's reader, with nothing stored yet. */
async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
  });
  return context.newPage();
}

async function logIn(page: Page, credentials: { login: string; password: string }): Promise<void> {
  await page.locator('input[name=login]').fill(credentials.login);
  await page.locator('input[name=password]').fill(credentials.password);
  await page.getByRole('button', { name: 'Me connecter' }).click();
}

test('the invitation e-mail opens the self-service flow at its language step', async ({ page, browser }) => {
  const stamp = Date.now();
  await signIn(page, 'Agence Liens');
  const base = await saveBaseReport(page, baseMoveIn(`Ancien ${stamp}`, stamp));
  const email = `invite-${stamp}@example.org`;
  const created = await call(page, 'POST', '/auto-edl', {
    duplicateFromId: base.id,
    email,
    preData: { etage: '1', numAppart: 'B2' },
    profileId: Number(await page.evaluate(() => localStorage.getItem('profile'))),
  });
  expect(created.status).toBe(201);
  const invitation = created.body as Invitation;

  const mail = await mailTo(email);
  const link = linkOf(mail);
  expect(link).toBe(new URL('/#/auto-edl', page.url()).href);
  expect(credentialsOf(mail)).toEqual({ login: invitation.login, password: invitation.password });

  const tenant = await phone(browser);
  await tenant.goto(link);
  await expect(tenant.getByRole('button', { name: 'Me connecter' })).toBeVisible();
  await tenant.screenshot({ path: path.join(SHOTS, 'invitation-link-login-390.png') });
  await logIn(tenant, credentialsOf(mail));
  await expect(tenant).toHaveURL(/#\/auto-edl\/lang$/);
  await expect(
    tenant.locator('.self-service-page:not(.ion-page-hidden)').getByText('Français'),
  ).toBeVisible();
  await tenant.screenshot({ path: path.join(SHOTS, 'invitation-link-lang-390.png') });
  await tenant.context().close();
});

test("a new account's password e-mail opens the login screen, where its password works", async ({
  page,
  browser,
}) => {
  const login = `mdp-${Date.now()}`;
  await signIn(page, 'Agence Liens', ADMIN);
  const created = await call(page, 'POST', '/user', { login, email: `${login}@example.org` });
  expect(created.status).toBe(201);

  const mail = await mailTo(`${login}@example.org`);
  expect(linkOf(mail)).toBe(new URL('/#/', page.url()).href);
  const reader = await phone(browser);
  await reader.goto(linkOf(mail));
  await logIn(reader, credentialsOf(mail));
  await expect(reader).toHaveURL(/#\/selection-profil$/);
  await reader.context().close();
});

test('a bare app path opens the app at that screen; an unknown API path stays a JSON 404', async ({
  page,
}) => {
  await page.goto('/auto-edl');
  await expect(page).toHaveURL(/\/#\/auto-edl$|\/#\/$/);
  await expect(page.getByRole('button', { name: 'Me connecter' })).toBeVisible();
  const api = await page.request.get('/api/auto-edl-nothing', { headers: { accept: 'text/html' } });
  expect(api.status()).toBe(404);
  expect((await api.json()) as unknown).toMatchObject({ code: 'not-found' });
});
