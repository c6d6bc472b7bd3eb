/**
 * Self-service inspection (auto-EDL), inspection-core §2 "Self-service tenant flow", §4, §5, §8,
 * accounts-costing §2: an agent invites a tenant from a saved move-in; the tenant, on a phone, logs in
 * with the e-mailed credentials and walks every step: language, info (only the name required),
 * element by element with the photo step (a changed rate demands a new photo), loses the network
 * halfway (and reloads offline: the flow resumes where it was), comments, reads the recap, initials,
 * and the signed report waits until the network is back, then goes with the same idempotent upload.
 * The agent then sees the invitation done and opens the report; the tenant's token reaches nothing
 * else (404) and cannot change the report once done (409).
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { chip } from './support/editor.ts';
import { writeCameraJpegs } from './support/photos.ts';
import { signIn, waitForOfflineReady } from './support/session.ts';
import { baseMoveIn, call, saveBaseReport, type Invitation } from './support/selfService.ts';

const SCREENSHOTS = path.join(import.meta.dirname, '..', 'screenshots');

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SCREENSHOTS, `self-service-${name}.png`) });

const step = (page: Page) => page.locator('.self-service-page:not(.ion-page-hidden)');

/** The element shown by the inspection step (room, then 'element › part'). */
async function expectElement(page: Page, name: string): Promise<void> {
  await expect(step(page).locator('.self-service-element')).toHaveText(name);
}

async function validate(page: Page): Promise<void> {
  await step(page).getByRole('button', { name: 'Valider', exact: true }).click();
}

/** The photo step's button, whatever its label. */
const photoButton = (page: Page) => step(page).locator('.self-service-photo-next');

async function addPhoto(page: Page, file: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await step(page).getByRole('button', { name: 'Ajouter une photo' }).click();
  await (await chooser).setFiles(file);
}

test('a tenant does the inspection alone on a phone, offline halfway; the agent gets it', async ({
  page: agent,
  browser,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now();
  const [photoA = '', photoB = '', photoC = ''] = await writeCameraJpegs(browser, 3);

  // The agent: a saved move-in to start from, and the invitation.
  await signIn(agent, 'Agence Auto-EDL');
  const base = await saveBaseReport(agent, baseMoveIn(`Ancien Locataire ${stamp}`, stamp));
  const profileId = Number(await agent.evaluate(() => localStorage.getItem('profile')));
  const created = await call(agent, 'POST', '/auto-edl', {
    duplicateFromId: base.id,
    email: `locataire-${stamp}@example.org`,
    preData: { etage: '3e gauche', numAppart: 'A12' },
    profileId,
  });
  expect(created.status).toBe(201);
  const invitation = created.body as Invitation;
  expect(invitation.autoEdl).toBeNull();

  // The tenant, on a phone.
  const tenantContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
    serviceWorkers: 'allow',
  });
  const tenant = await tenantContext.newPage();
  await tenant.goto('/');
  await tenant.locator('input[name=login]').fill(invitation.login);
  await tenant.locator('input[name=password]').fill(invitation.password);
  await tenant.getByRole('button', { name: 'Me connecter' }).click();

  // Language.
  await expect(tenant).toHaveURL(/#\/auto-edl\/lang$/);
  await expect(step(tenant).getByText('Français')).toBeVisible();
  await expect(step(tenant).getByRole('button', { name: 'Me déconnecter' })).toBeVisible();
  await waitForOfflineReady(tenant);
  await expect(tenant).toHaveURL(/#\/auto-edl\/lang$/);
  await shot(tenant, '1-lang');
  await expectNoSeriousA11yViolations(tenant, 'self-service language');
  await step(tenant).getByText('Français').click();

  // Info: the previous report's dwelling with the invitation's floor and flat; only the name required.
  await expect(tenant).toHaveURL(/#\/auto-edl\/info$/);
  await expect(step(tenant).getByText('étage 3e gauche, porte A12')).toBeVisible();
  const start = step(tenant).getByRole('button', { name: "Commencer l'état des lieux" });
  await start.click();
  const invalid = step(tenant).getByRole('button', {
    name: 'Certains champs obligatoires ne sont pas remplis',
  });
  await expect(invalid).toBeDisabled();
  await expect(step(tenant).getByText('Vous devez renseigner ce champ')).toBeVisible();
  await shot(tenant, '2-info-invalid');
  await expectNoSeriousA11yViolations(tenant, 'self-service info (invalid)');
  await expect(start).toBeEnabled({ timeout: 5_000 });
  const tenantName = `Jeanne Locataire ${stamp}`;
  await step(tenant).locator('input[name="renter.name"]').fill(tenantName);
  await step(tenant).locator('input[name="renter.name"]').blur();
  await start.click();

  // Keys: no Photos entry there, 'Valider' moves on.
  await expect(tenant).toHaveURL(/#\/auto-edl$/);
  await expectElement(tenant, 'Porte palière');
  await expect(step(tenant).getByText('Pièce 1 sur 2')).toBeVisible();
  await expect(step(tenant).getByRole('button', { name: 'Précédent' })).toBeDisabled();
  await shot(tenant, '3-step-keys');
  await expectNoSeriousA11yViolations(tenant, 'self-service inspection step');
  await validate(tenant);
  await expectElement(tenant, 'Total des clés');
  await validate(tenant);

  // The hall: each element then its photo step. Unchanged: a photo is optional.
  await expectElement(tenant, "Porte d'entrée › Ouvrant");
  await validate(tenant);
  await expect(photoButton(tenant)).toHaveText('Continuer sans photo');
  await shot(tenant, '4-photo-optional');
  await expectNoSeriousA11yViolations(tenant, 'self-service photo step (optional)');
  await photoButton(tenant).click();

  // The network goes away halfway.
  await tenantContext.setOffline(true);
  await expectElement(tenant, "Porte d'entrée › Poignée");
  await validate(tenant);
  await addPhoto(tenant, photoA);
  await expect(photoButton(tenant)).toHaveText('Continuer');
  await photoButton(tenant).click();

  // The walls had a photo from the agent: changed, they need a new one.
  await expectElement(tenant, 'Murs');
  await chip(step(tenant), "État d'usage", 'Mauvais état').click();
  await validate(tenant);
  await expect(photoButton(tenant)).toHaveText('Nouvelle photo obligatoire');
  await expect(photoButton(tenant)).toHaveClass(/button-disabled/);
  await shot(tenant, '5-photo-mandatory');
  await expectNoSeriousA11yViolations(tenant, 'self-service photo step (mandatory)');
  await addPhoto(tenant, photoB);
  await expect(photoButton(tenant)).toHaveText('Continuer');
  await shot(tenant, '6-photo-taken');
  await photoButton(tenant).click();

  // 'Précédent' goes back one element, and 'Valider' comes back.
  await expectElement(tenant, 'Sol');
  await step(tenant).getByRole('button', { name: 'Précédent' }).click();
  await expectElement(tenant, 'Murs');
  await validate(tenant);
  await expect(photoButton(tenant)).toHaveText('Continuer');
  await photoButton(tenant).click();

  // Offline, a reload comes back to the same element.
  await expectElement(tenant, 'Sol');
  await tenant.reload();
  await expectElement(tenant, 'Sol');
  await chip(step(tenant), "État d'usage", 'Etat moyen').click();
  await validate(tenant);
  await expect(photoButton(tenant)).toHaveText('Photo obligatoire');
  await expect(photoButton(tenant)).toHaveClass(/button-disabled/);
  await addPhoto(tenant, photoC);
  await photoButton(tenant).click();

  // The general comment, then the recap.
  await expect(step(tenant).locator('.self-service-element')).toHaveText('Commentaire général');
  await step(tenant).locator('textarea').fill('Rayure sur le sol de l’entrée.');
  await shot(tenant, '7-comment');
  await expectNoSeriousA11yViolations(tenant, 'self-service comment');
  await step(tenant).getByRole('button', { name: 'Valider et signer' }).click();
  await expect(tenant).toHaveURL(/#\/auto-edl\/recapitulatif$/);
  await expect(step(tenant).getByText('Mauvais état')).toBeVisible();
  await expect(step(tenant).getByText('Rayure sur le sol de l’entrée.')).toBeVisible();
  await shot(tenant, '8-recap');
  await expectNoSeriousA11yViolations(tenant, 'self-service recap');
  await step(tenant).getByRole('button', { name: 'Signer', exact: true }).click();

  // Only the initials pad; a missing signature says so.
  await expect(tenant).toHaveURL(/#\/auto-edl\/signature$/);
  await expect(step(tenant).locator('.signature-pad')).toHaveCount(1);
  const send = step(tenant).getByRole('button', { name: 'Valider et envoyer' });
  await send.click();
  await expect(step(tenant).getByRole('button', { name: 'Signature manquante : "Paraphe"' })).toBeVisible();
  const canvas = step(tenant).locator('canvas.signature-canvas');
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no pad');
  await tenant.mouse.move(box.x + 20, box.y + box.height / 2);
  await tenant.mouse.down();
  await tenant.mouse.move(box.x + box.width - 20, box.y + 20, { steps: 12 });
  await tenant.mouse.up();
  await shot(tenant, '9-signature');
  await expectNoSeriousA11yViolations(tenant, 'self-service signature');
  await expect(send).toBeEnabled({ timeout: 6_000 });
  await send.click();

  // Offline: signed, waiting for the network.
  await expect(step(tenant).getByText(/sera envoyé automatiquement dès le retour du réseau/)).toBeVisible();
  await shot(tenant, '10-waiting');
  await tenantContext.setOffline(false);
  await expect(tenant).toHaveURL(/#\/auto-edl\/done$/, { timeout: 30_000 });
  await expect(step(tenant).getByText('Merci !')).toBeVisible();
  await shot(tenant, '11-done');
  await expectNoSeriousA11yViolations(tenant, 'self-service done');

  // The agent sees it done and opens the report: the tenant's changes and photos are there.
  const list = await call(agent, 'GET', '/auto-edl');
  const done = (list.body as Invitation[]).find((i) => i.id === invitation.id);
  expect(done?.autoEdl?.renter).toContain(tenantName);
  const resultId = done?.autoEdl?.id ?? 0;
  const result = await call(agent, 'GET', `/edl/${resultId}`);
  expect(result.status).toBe(200);
  const saved = (
    result.body as {
      data: {
        renter: { name: string };
        bien: { etage: string };
        edl: {
          name: string;
          entry: { name: string; rate: { condition?: string; photo?: unknown[] } | null }[];
        }[];
      };
    }
  ).data;
  expect(saved.renter.name).toBe(tenantName);
  expect(saved.bien.etage).toBe('3e gauche');
  const hall = saved.edl.find((m) => m.name === 'Entrée');
  expect(hall?.entry.find((e) => e.name === 'Murs')?.rate?.condition).toBe('Mauvais état');
  expect(hall?.entry.find((e) => e.name === 'Photos')?.rate?.photo).toHaveLength(4);
  await agent.goto('/#/edls/enregistres');
  await agent.locator('[data-route="edlsRemote"]').getByRole('searchbox').fill(tenantName);
  await expect(agent.locator('.saved-report', { hasText: tenantName })).toBeVisible();

  // The tenant's token: nothing else (404), and no second upload once done (409).
  expect((await call(tenant, 'GET', `/edl/${resultId + 100000}`)).status).toBe(404);
  expect((await call(tenant, 'GET', '/users')).status).toBe(404);
  expect((await call(tenant, 'GET', '/auto-edl')).status).toBe(404);
  const again = await call(
    tenant,
    'POST',
    '/edl',
    // Without its signatures the fingerprint no longer holds (422 fingerprint-mismatch): none sent.
    { ...saved, profileId, signatures: {}, fingerprint: undefined },
    { 'Idempotency-Key': `other-device:${stamp}` },
  );
  expect(again.status).toBe(409);

  // Reloaded, the flow stays done.
  await tenant.reload();
  await expect(step(tenant).getByText('Merci !')).toBeVisible();
  await tenantContext.close();
});

test('the tenant screens on a tablet', async ({ page: agent, browser }) => {
  const stamp = Date.now();
  await signIn(agent, 'Agence Auto-EDL');
  const base = await saveBaseReport(agent, baseMoveIn(`Ancien Tablette ${stamp}`, stamp));
  const profileId = Number(await agent.evaluate(() => localStorage.getItem('profile')));
  const created = await call(agent, 'POST', '/auto-edl', {
    duplicateFromId: base.id,
    email: `tablette-${stamp}@example.org`,
    preData: { etage: '1', numAppart: 'B3' },
    profileId,
  });
  const invitation = created.body as Invitation;
  const context = await browser.newContext({ viewport: { width: 820, height: 1180 }, locale: 'fr-FR' });
  const tenant = await context.newPage();
  await tenant.goto('/');
  await tenant.locator('input[name=login]').fill(invitation.login);
  await tenant.locator('input[name=password]').fill(invitation.password);
  await tenant.getByRole('button', { name: 'Me connecter' }).click();
  await step(tenant).getByText('English').click();
  // The interface speaks the tenant's language from then on.
  await expect(step(tenant).getByRole('button', { name: 'Start the inspection' })).toBeVisible();
  await step(tenant).locator('input[name="renter.name"]').fill(`Tablet Tenant ${stamp}`);
  await step(tenant).locator('input[name="renter.name"]').blur();
  await step(tenant).getByRole('button', { name: 'Start the inspection' }).click();
  await expect(step(tenant).getByText('Room 1 of 2')).toBeVisible();
  await expectNoSeriousA11yViolations(tenant, 'self-service step (tablet, English)');
  await tenant.screenshot({ path: path.join(SCREENSHOTS, 'self-service-tablet-step.png') });
  // Logging out leaves the flow; logging in again resumes it at the same step.
  await step(tenant).getByRole('button', { name: 'Log out' }).click();
  await expect(tenant).toHaveURL(/#\/$/);
  await tenant.locator('input[name=login]').fill(invitation.login);
  await tenant.locator('input[name=password]').fill(invitation.password);
  await tenant.getByRole('button', { name: /Me connecter|Sign in/ }).click();
  await expect(step(tenant).getByText('Room 1 of 2')).toBeVisible();
  await context.close();
});
