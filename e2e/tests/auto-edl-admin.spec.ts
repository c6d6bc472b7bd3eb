/**
 * The agent's Auto-EDL screens (accounts-costing §2 "Auto-EDL management", §5, §6, §8): an agent the
 * admin allowed (canAutoEdl, through the API) invites a tenant from a saved move-in chosen in the
 * picker popup, after the form refused to go without an e-mail and a report; the invitation shows
 * pending; its password is hidden until shown; the login and password are copied (with the 3 s
 * feedback) and the tenant, in a second browser, signs in with them and lands in the self-service
 * flow; the agent deletes it by swiping, with the spec's confirmation, and the tenant's login then
 * fails. Both screens are looked at on a phone and a tablet and pass axe.
 */
import path from 'node:path';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { baseMoveIn, call, saveBaseReport } from './support/selfService.ts';
import { signIn } from './support/session.ts';

const SHOTS = process.env.SHOTS_DIR ?? path.join(import.meta.dirname, '..', 'screenshots');
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SHOTS, `auto-edls-${name}.png`), fullPage: true });

/** The admin, in a browser of its own, creates the agent and allows self-service inspections. */
async function allowedAgent(browser: Browser, suffix: string): Promise<{ login: string; password: string }> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, 'Administration');
  const group = await call(admin, 'POST', '/user-group', { name: `Agence Invitations ${suffix}` });
  expect(group.status).toBe(201);
  const login = `agent.auto.${suffix}`;
  const password = 'agent-auto-edl-pw';
  const user = await call(admin, 'POST', '/user', {
    login,
    email: `auto${suffix}@agence.fr`,
    groupId: (group.body as { id: number }).id,
    admin: false,
    password,
  });
  expect(user.status).toBe(201);
  const allowed = await call(admin, 'PATCH', `/user/${(user.body as { id: number }).id}`, {
    canAutoEdl: true,
  });
  expect(allowed.status).toBe(200);
  await context.close();
  return { login, password };
}

async function tenantLogin(page: Page, login: string, password: string): Promise<void> {
  await page.goto('/');
  await page.locator('input[name=login]').fill(login);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: 'Me connecter' }).click();
}

/** A real swipe to the left on the item, uncovering its delete option. */
async function swipeLeft(page: Page, item: Locator): Promise<void> {
  await item.click({ trial: true });
  const box = await item.locator('ion-item').boundingBox();
  if (!box) throw new Error('item not visible');
  const y = box.y + 30;
  await page.mouse.move(box.x + box.width - 20, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width - 140, y, { steps: 10 });
  await page.mouse.up();
}

test('an agent invites a tenant from a saved move-in, shares the credentials, then deletes the invitation', async ({
  page: agent,
  browser,
}) => {
  // Three browsers, four axe runs, four screenshots, argon2 hashes: long on a busy machine.
  test.setTimeout(360_000);
  const suffix = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const account = await allowedAgent(browser, suffix);
  await agent.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(agent, 'Invitations', account);
  const renter = `Ancien Locataire ${suffix}`;
  const base = await saveBaseReport(agent, baseMoveIn(renter, Date.now()));

  // From the account's management section to the (empty) list.
  await agent.goto('/#/mon-compte');
  await agent.locator('.account-auto-edls').click();
  const list = agent.locator('[data-route="autoEdls"]');
  await expect(agent).toHaveURL(/#\/mon-compte\/auto-edls$/);
  await expect(list.getByText("Aucun Auto-EDL n'a encore été demandé.")).toBeVisible();
  await list.getByRole('button', { name: 'Nouveau' }).click();

  // The form: each required field is checked when left; nothing goes without an e-mail and a report.
  const form = agent.locator('[data-route="newAutoEdl"]');
  await expect(agent).toHaveURL(/#\/mon-compte\/auto-edls\/new$/);
  const email = form.locator('input[name=email]');
  const etage = form.locator('input[name=etage]');
  await email.focus();
  await email.blur();
  await expect(form.getByText('Vous devez renseigner ce champ')).toHaveCount(1);
  await etage.focus();
  await etage.blur();
  await expect(form.getByText('Vous devez renseigner ce champ')).toHaveCount(2);
  await email.fill('pas-un-email');
  await email.blur();
  await expect(form.getByText('Vous devez renseigner une adresse e-mail valide')).toBeVisible();
  const send = form.getByRole('button', { name: "Envoyer l'Auto-EDL" });
  const dialog = agent.locator('ion-alert');
  await send.click();
  await expect(dialog).toContainText('Erreur');
  await expect(dialog).toContainText('Veuillez corriger les informations renseignées !');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);
  const tenantEmail = `locataire${suffix}@exemple.fr`;
  await email.fill(tenantEmail);
  await email.blur();
  await etage.fill('3e gauche');
  await etage.blur();
  await form.locator('input[name=numAppart]').fill('A12');
  await form.locator('input[name=numAppart]').blur();
  await expect(form.locator('.ion-invalid')).toHaveCount(0);
  // Every field valid but still no report: the dialog again.
  await send.click();
  await expect(dialog).toContainText('Veuillez corriger les informations renseignées !');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);

  // The picker popup: the saved move-in, found by its tenant's name.
  await form.getByRole('button', { name: "Choisir l'EDL à dupliquer" }).click();
  const picker = agent.locator('ion-modal.auto-edl-picker');
  await expect(picker.getByText('Choisir un EDL')).toBeVisible();
  await picker.getByRole('searchbox').fill(renter);
  const choice = picker.locator(`.auto-edl-picker-item[data-id="${base.id}"]`);
  await expect(choice).toContainText(renter);
  await expect(picker.locator('.auto-edl-picker-item')).toHaveCount(1);
  await expectNoSeriousA11yViolations(agent, 'Auto-EDL picker');
  await shot(agent, 'picker-phone');
  await choice.click();
  await expect(picker).toBeHidden();
  await expect(form.locator('.new-auto-edl-chosen')).toContainText(`${renter} · #${base.id} · Entrant`);
  await expectNoSeriousA11yViolations(agent, 'Nouvel Auto-EDL');
  await shot(agent, 'new-phone');
  await agent.setViewportSize({ width: 820, height: 1180 });
  await shot(agent, 'new-tablet');
  await agent.setViewportSize({ width: 390, height: 844 });
  await send.click();

  // Back on the list: pending, from the move-in, the password hidden until shown. (Creating hashes
  // the tenant's password with argon2: slow on a busy machine.)
  await expect(agent).toHaveURL(/#\/mon-compte\/auto-edls$/, { timeout: 30_000 });
  const item = list.locator('.auto-edl-item', { hasText: tenantEmail });
  await expect(item).toHaveClass(/is-pending/);
  await expect(item.getByRole('img', { name: 'En attente' })).toBeVisible();
  await expect(item.locator('.auto-edl-status')).toHaveText(/^Demandé le \d{2}\/\d{2}\/\d{4}$/);
  await expect(item.locator('.auto-edl-base')).toContainText(`À partir de l'EDL #${base.id} · Entrant`);
  await expect(item.locator('.auto-edl-base')).toContainText(`Locataire : ${renter}`);
  await expect(item.locator('.auto-edl-predata')).toHaveText('Étage / porte : 3e gauche · Appartement : A12');
  const login = (await item.locator('.auto-edl-login code').textContent()) ?? '';
  expect(login).toMatch(/^auto-[a-z2-9]{8}$/);
  const passwordValue = item.locator('.auto-edl-password code');
  await expect(passwordValue).toHaveText('••••••••••');
  await item.getByRole('button', { name: 'Afficher le mot de passe' }).click();
  await expect(passwordValue).not.toHaveText('••••••••••');
  const password = (await passwordValue.textContent()) ?? '';

  // Copying: the clipboard holds each value, 'Copié !' shows, then goes after 3 s.
  await item.getByRole('button', { name: "Copier l'identifiant" }).click();
  await expect(item.locator('.auto-edl-login .auto-edl-copied')).toHaveText('Copié !');
  expect(await agent.evaluate(() => navigator.clipboard.readText())).toBe(login);
  await item.getByRole('button', { name: 'Copier le mot de passe' }).click();
  await expect(item.locator('.auto-edl-password .auto-edl-copied')).toHaveText('Copié !');
  await expect(item.locator('.auto-edl-login .auto-edl-copied')).toHaveText('');
  const copiedPassword = await agent.evaluate(() => navigator.clipboard.readText());
  expect(copiedPassword).toBe(password);
  await expectNoSeriousA11yViolations(agent, 'Auto-EDLs');
  await shot(agent, 'list-phone');
  await expect(item.locator('.auto-edl-password .auto-edl-copied')).toHaveText('', { timeout: 5_000 });
  await agent.setViewportSize({ width: 820, height: 1180 });
  await shot(agent, 'list-tablet');
  await agent.setViewportSize({ width: 390, height: 844 });

  // The tenant, with the copied credentials, lands in the self-service flow.
  const tenantContext = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-FR' });
  const tenant = await tenantContext.newPage();
  await tenantLogin(tenant, login, copiedPassword);
  await expect(tenant).toHaveURL(/#\/auto-edl\/lang$/);
  await expect(tenant.getByText('Français')).toBeVisible();

  // Search finds it by the tenant's e-mail, not by an unrelated word.
  const search = list.getByRole('searchbox');
  await search.fill('personne-ne-correspond');
  await expect(list.getByText('Aucun Auto-EDL ne correspond à votre recherche.')).toBeVisible();
  await search.fill(tenantEmail);
  await expect(item).toBeVisible();

  // Swipe to delete: the spec's confirmation, then the tenant can no longer sign in.
  await swipeLeft(agent, item);
  const confirm = agent.locator('ion-alert.confirm-delete-auto-edl');
  if ((await confirm.count()) === 0) await item.locator('ion-item-option').click();
  await expect(confirm).toContainText(
    'Êtes-vous certains de vouloir supprimer cet Auto-EDL ? Cette action est définitive.',
  );
  await confirm.getByRole('button', { name: 'Je confirme' }).click();
  await expect(list.locator('.auto-edl-item')).toHaveCount(0);
  await expect(list.getByText("L'Auto-EDL a été supprimé.")).toBeVisible();
  expect((await call(agent, 'GET', '/auto-edl')).body).toEqual([]);

  const again = await tenantContext.newPage();
  await tenantLogin(again, login, copiedPassword);
  await expect(again.getByText('Les identifiants ne sont pas valides')).toBeVisible();
  await expect(again).not.toHaveURL(/#\/auto-edl/);
  await tenantContext.close();
});

test('offline, the list and the form say so and their actions are disabled', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const suffix = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const account = await allowedAgent(browser, suffix);
  await signIn(page, 'Hors ligne', account);
  await page.goto('/#/mon-compte/auto-edls');
  const list = page.locator('[data-route="autoEdls"]');
  await expect(list.getByText("Aucun Auto-EDL n'a encore été demandé.")).toBeVisible();
  await page.context().setOffline(true);
  const offline =
    "Vous n'êtes plus connectés à Internet, certaines fonctionnalités ne seront plus possibles (vous pouvez tout de même continuer à réaliser vos EDL hors ligne)";
  await expect(list.getByText(offline)).toBeVisible();
  await expect(list.getByRole('button', { name: 'Nouveau' })).toBeDisabled();
  await page.context().setOffline(false);
  await list.getByRole('button', { name: 'Nouveau' }).click();
  const form = page.locator('[data-route="newAutoEdl"]');
  await expect(form.getByRole('button', { name: "Choisir l'EDL à dupliquer" })).toBeEnabled();
  await page.context().setOffline(true);
  await expect(form.getByText(offline)).toBeVisible();
  await expect(form.getByRole('button', { name: "Envoyer l'Auto-EDL" })).toBeDisabled();
  await expect(form.getByRole('button', { name: "Choisir l'EDL à dupliquer" })).toBeDisabled();
  await page.context().setOffline(false);
});
