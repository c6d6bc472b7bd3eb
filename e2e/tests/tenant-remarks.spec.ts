/**
 * The tenant completes a saved move-in within ten days (docs/ARCHITECTURE.md "Beyond the specification"; loi
 * du 6 juillet 1989 art. 3-2): the agent, on a tablet, creates and copies the remarks link from the saved
 * report's preview popup; the tenant opens it on a phone without an account (no tab bar), writes a general
 * remark and one on an element, sends, sees the confirmation; the agent sees both remarks with their date
 * and in the report's PDF; after revocation the tenant's page says access is refused. A move-in
 * older than ten days offers no link.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectWellFormedLandmarks } from './support/axe.ts';
import { baseMoveIn, saveBaseReport } from './support/selfService.ts';
import { signIn } from './support/session.ts';

const SHOTS = process.env.E2E_SHOTS ?? path.join(import.meta.dirname, '..', 'screenshots');
const DAY = 86_400_000;

async function openPopup(page: Page, tenant: string) {
  await page.getByRole('tab', { name: 'EDLs enregistrés' }).click();
  await expect(page).toHaveURL(/#\/edls\/enregistres$/);
  const item = page.locator('.saved-report', { hasText: tenant });
  await item.getByRole('button', { name: "Voir l'EDL" }).click();
  const popup = page.locator('ion-modal.documents-preview');
  await expect(popup).toBeVisible();
  return popup;
}

async function pdfText(bytes: Buffer): Promise<string> {
  const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'constat-e2e-remarks-')), 'edl.pdf');
  await fs.writeFile(file, bytes);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

test('the tenant completes a saved move-in through the remarks link; the agent reads the remarks and the PDF', async ({
  page,
  browser,
}) => {
  // Two browsers, a PDF rendering and several axe runs on a busy two-core machine.
  test.setTimeout(420_000);
  await fs.mkdir(SHOTS, { recursive: true });
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const tenant = `Inès Remarque ${stamp}`;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 820, height: 1180 });
  await signIn(page, 'Agence Remarques');
  const { id } = await saveBaseReport(page, { ...baseMoveIn(tenant, Date.now()), localId: Number(stamp) });
  const oldTenant = `Ancien Locataire ${stamp}`;
  await saveBaseReport(page, { ...baseMoveIn(oldTenant, Date.now() - 12 * DAY), localId: Number(stamp) + 1 });

  // The agent creates and copies the link from the report's preview popup.
  const popup = await openPopup(page, tenant);
  const panel = popup.locator('.remarks-panel');
  await expect(panel.getByRole('heading', { name: 'Remarques du locataire' })).toBeVisible();
  await expect(panel).toContainText('Aucune remarque reçue pour le moment.');
  await expect(panel.locator('.remarks-hint')).toContainText(
    'le locataire peut compléter cet état des lieux',
  );
  await panel.getByRole('button', { name: 'Créer le lien des remarques' }).click();
  const shownUrl = panel.locator('.remarks-url');
  await expect(shownUrl).toContainText(`#/p/remarques/${id}/`);
  await panel.getByRole('button', { name: 'Copier le lien' }).click();
  await expect(panel.getByRole('button', { name: 'Lien copié !' })).toBeVisible();
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toBe(await shownUrl.textContent());
  await expectNoSeriousA11yViolations(page, 'Aperçu, lien des remarques');
  await page.screenshot({ path: path.join(SHOTS, 'remarks-agent-link-tablet.png') });

  // The tenant, on a phone, without an account.
  const tenantContext = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-FR' });
  const phone = await tenantContext.newPage();
  await phone.goto(url);
  const screen = phone.locator('[data-route=edlRemarksPublic]');
  await expect(screen.getByRole('heading', { name: "Compléter l'EDL" }).first()).toBeVisible();
  await expect(screen.locator('.remarks-intro')).toContainText('inclus');
  await expect(phone.locator('ion-tab-bar')).toBeHidden();
  await expect(screen.locator('.remarks-room')).toHaveText([/Clés/, /Entrée/]);
  const send = screen.getByRole('button', { name: 'Envoyer mes remarques' });
  await expect(send).toBeDisabled();
  await expectNoSeriousA11yViolations(phone, 'Remarques du locataire');
  await expectWellFormedLandmarks(phone, 'Remarques du locataire');
  await phone.screenshot({ path: path.join(SHOTS, 'remarks-tenant-phone.png'), fullPage: true });

  await screen
    .getByRole('textbox', { name: 'Remarque générale' })
    .fill('Le radiateur de la chambre ne chauffe pas.');
  const hall = screen.locator('.remarks-room[data-room="Entrée"]');
  await hall.locator('summary').click();
  await hall.getByRole('textbox', { name: 'Murs' }).fill('Trou de cheville non noté à gauche de la porte.');
  await expect(hall.locator('.remarks-room-count')).toHaveText('1 remarque');
  await expect(screen.locator('.remarks-count')).toHaveText('2 remarques');
  await expectNoSeriousA11yViolations(phone, 'Remarques saisies');
  await phone.screenshot({ path: path.join(SHOTS, 'remarks-tenant-typed-phone.png'), fullPage: true });
  await send.click();
  const sent = screen.locator('.remarks-sent');
  await expect(sent.getByRole('heading', { name: 'Remarques envoyées' })).toBeVisible();
  await expect(sent).toContainText('vos 2 remarques ont été transmises à votre agence');
  await expectNoSeriousA11yViolations(phone, 'Remarques envoyées');
  await phone.screenshot({ path: path.join(SHOTS, 'remarks-tenant-sent-phone.png'), fullPage: true });

  // The agent sees them, dated, then regenerates the PDF, which prints them.
  await popup.getByRole('button', { name: 'Fermer' }).click();
  await expect(popup).toBeHidden();
  const again = await openPopup(page, tenant);
  const items = again.locator('.remarks-item');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Général');
  await expect(items.nth(0)).toContainText('Le radiateur de la chambre ne chauffe pas.');
  await expect(items.nth(1)).toContainText('Entrée > Murs');
  await expect(items.nth(1)).toContainText('Reçue le');
  await page.screenshot({ path: path.join(SHOTS, 'remarks-agent-received-tablet.png') });
  const row = again.locator('.pdf-edl');
  await row.getByRole('button', { name: 'Générer le PDF' }).click();
  await expect(row).toContainText('PDF prêt', { timeout: 30_000 });
  const pdf = await page.evaluate(async (id) => {
    const security = JSON.parse(localStorage.getItem('security') ?? '{}') as { jwtToken?: string };
    const response = await fetch(`/api/edl/${id}.pdf`, {
      headers: { Authorization: `Bearer ${security.jwtToken ?? ''}` },
    });
    return [...new Uint8Array(await response.arrayBuffer())];
  }, id);
  const text = await pdfText(Buffer.from(pdf));
  expect(text).toMatch(
    /Compléments du locataire.*Reçu le.*Général.*Le radiateur de la chambre ne chauffe pas\./,
  );
  expect(text).toContain('Trou de cheville non noté à gauche de la porte.');
  await fs.writeFile(path.join(SHOTS, 'remarks-report.pdf'), Buffer.from(pdf));

  // Revoked: the tenant's page says access is refused.
  const panelAgain = again.locator('.remarks-panel');
  await panelAgain.getByRole('button', { name: 'Révoquer le lien' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Attention' });
  await expect(confirm).toContainText('Révoquer le lien des remarques ?');
  await confirm.getByRole('button', { name: 'Je confirme' }).click();
  await expect(panelAgain.getByRole('button', { name: 'Créer le lien des remarques' })).toBeVisible();
  await phone.reload();
  const refused = screen.getByRole('alert');
  await expect(refused).toContainText('Accès refusé');
  await expect(refused).toContainText("Ce lien n'est plus valide");
  await expect(screen.locator('.remarks-form')).toHaveCount(0);
  await expectNoSeriousA11yViolations(phone, 'Lien des remarques révoqué');
  await phone.screenshot({ path: path.join(SHOTS, 'remarks-tenant-revoked-phone.png'), fullPage: true });
  await tenantContext.close();

  // A move-in older than ten days: the window is over, no link to create.
  await again.getByRole('button', { name: 'Fermer' }).click();
  const old = await openPopup(page, oldTenant);
  const closed = old.locator('.remarks-panel');
  await expect(closed.locator('.remarks-hint')).toContainText(
    'Le délai de 10 jours pour compléter cet état des lieux',
  );
  await expect(closed.getByRole('button', { name: 'Créer le lien des remarques' })).toHaveCount(0);
});
