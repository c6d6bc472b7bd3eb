/**
 * The public costing link (accounts-costing §6; docs/ARCHITECTURE.md "Access rules"): the agent creates it
 * from the costing screen and copies it (3 s of feedback); the tenant opens it on a phone without an account
 * (no tab bar), sees the agent's totals HT / TVA / TTC, changes the wear and regenerates the exit
 * agreement, whose PDF then prints the new figures; the agent revokes the link after a
 * confirmation, and the tenant's page then says in French that access is refused.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createReport, type LocalReport, type Module } from '@constat/domain';
import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { T3_WITH_CELLAR } from './support/seedReport.ts';
import { ADMIN, signIn } from './support/session.ts';

const SCREENSHOTS = path.join(import.meta.dirname, '..', 'screenshots');
type Headers = Record<string, string>;

async function bearerOf(request: APIRequestContext, username: string, password: string): Promise<Headers> {
  const login = await request.post('/api/login', { data: { username, password } });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${(await login.json()).token}` };
}

/** A move-out with an exit agreement and one degraded wall pre-quoted at 12,5 m². */
function exitWithAgreement(profileId: number): LocalReport {
  const report = createReport({
    edlIO: 'Sortant',
    template: 'default',
    info: T3_WITH_CELLAR,
    now: Date.now(),
  });
  let done = false;
  const edl = report.edl.map((module): Module => ({
    ...module,
    entry: module.entry.map((entry) => {
      if (done || entry.name !== 'Murs') return entry;
      done = true;
      const preQuote = { action: 'repair' as const, measure: 1250, cost: null, calibrationId: null };
      return {
        ...entry,
        rate: { ...entry.rate, condition: 'Dégradé', type: 'Peinture', toQuote: true, preQuote },
      };
    }),
  }));
  return { ...report, open: false, profileId, conventionSortieManuelle: true, hasConvention: true, edl };
}

const totalsOf = async (screen: Locator) => ({
  ht: await screen.locator('.costing-ht').textContent(),
  tva: await screen.locator('.costing-tva').textContent(),
  ttc: await screen.locator('.costing-ttc').textContent(),
});

async function pdfText(bytes: Buffer): Promise<string> {
  const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'constat-e2e-pdf-')), 'convention.pdf');
  await fs.writeFile(file, bytes);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

test('the agent shares the costing, the tenant edits it on a phone and regenerates the agreement, then the link is revoked', async ({
  page,
  request,
  browser,
}) => {
  // Two browsers, a PDF rendering and five axe runs: longer than one screen's test on a busy machine.
  test.setTimeout(180_000);
  // Unique names: the e2e server is shared by every spec and every repetition.
  const suffix = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const admin = await bearerOf(request, ADMIN.login, ADMIN.password);
  const group = await (
    await request.post('/api/user-group', { headers: admin, data: { name: `Agence Lien ${suffix}` } })
  ).json();
  const login = `agent.lien.${suffix}`;
  const password = 'agent-lien-password';
  const user = await (
    await request.post('/api/user', {
      headers: admin,
      data: { login, email: `lien${suffix}@agence.fr`, groupId: group.id, admin: false, password },
    })
  ).json();
  const agent = await bearerOf(request, login, password);
  const paint = {
    reference: 'Murs',
    name: null,
    custom: false,
    type: 'coating',
    nature: 'Peinture',
    action: 'repair',
    unitCost: 2500,
    taxRate: 2000,
  };
  expect(
    (await request.post(`/api/calibration/user/${user.id}`, { headers: agent, data: paint })).status(),
  ).toBe(201);
  const profile = await (
    await request.post('/api/profile', { headers: agent, data: { name: 'Lien' } })
  ).json();
  const report = exitWithAgreement(profile.id);
  const saved = await request.post('/api/edl', {
    headers: { ...agent, 'idempotency-key': `e2e:${report.localId}:${suffix}` },
    data: report,
  });
  expect(saved.status()).toBe(201);
  const edlId: number = (await saved.json()).id;

  // The agent, on a tablet, creates and copies the link.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 820, height: 1180 });
  await signIn(page, 'Lien', { login, password });
  await page.goto(`/#/costing/${edlId}`);
  const screen = page.locator('[data-route=edlCosting]');
  await expect(screen.locator('.costing-ttc')).toHaveText('375,00 €');
  const share = screen.locator('.costing-share');
  await expect(share.getByRole('heading', { name: 'Lien public du chiffrage' })).toBeVisible();
  await share.getByRole('button', { name: 'Créer le lien public' }).click();
  const shownUrl = share.locator('.costing-share-url');
  await expect(shownUrl).toContainText(`#/p/costing/${edlId}/`);
  await share.getByRole('button', { name: 'Copier le lien' }).click();
  await expect(share.getByRole('button', { name: 'Lien copié !' })).toBeVisible();
  await expect(share.locator('.costing-share-status')).toHaveText(
    'Le lien est copié dans le presse-papiers.',
  );
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toBe(await shownUrl.textContent());
  await expectNoSeriousA11yViolations(page, 'Chiffrage, lien public partagé');
  await page.screenshot({ path: path.join(SCREENSHOTS, 'public-costing-share-tablet.png'), fullPage: true });
  // The feedback lasts 3 s, then the button says what it does again.
  await expect(share.getByRole('button', { name: 'Copier le lien' })).toBeVisible();
  const agentTotals = await totalsOf(screen);

  // The tenant, on a phone, without an account.
  const tenant = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-FR' });
  const phone = await tenant.newPage();
  await phone.goto(url);
  const publicScreen = phone.locator('[data-route=edlCostingPublic]');
  await expect(
    publicScreen.getByRole('heading', { name: `Chiffrage de l'EDL #${edlId}` }).first(),
  ).toBeVisible();
  await expect(publicScreen.locator('.costing-ttc')).toHaveText(agentTotals.ttc ?? '');
  expect(await totalsOf(publicScreen)).toEqual(agentTotals);
  await expect(phone.locator('ion-tab-bar')).toBeHidden();
  await expect(publicScreen.locator('.costing-share')).toHaveCount(0);
  await expectNoSeriousA11yViolations(phone, 'Chiffrage public');
  await phone.screenshot({ path: path.join(SCREENSHOTS, 'public-costing-phone.png'), fullPage: true });

  // Wear 20 % (4 steps of 5 by the keyboard): 312,50 € x 0,8 = 250,00 € HT, 300,00 € TTC.
  const wearRow = publicScreen.locator('.costing-line').first().locator('.costing-wear');
  await wearRow.locator('input[data-field=wear]').focus();
  for (const wear of [5, 10, 15, 20]) {
    await phone.keyboard.press('ArrowRight');
    await expect(wearRow).toContainText(`Vétusté ${wear} %`);
  }
  await expect(publicScreen.locator('.costing-ht')).toHaveText('250,00 €');
  await expect(publicScreen.locator('.costing-tva')).toHaveText('50,00 €');
  await expect(publicScreen.locator('.costing-ttc')).toHaveText('300,00 €');
  await expect(publicScreen.locator('.costing-status')).toHaveText('Enregistré !');
  await publicScreen.getByRole('button', { name: 'Terminer' }).click();
  const done = phone.getByRole('alertdialog', { name: "C'est tout bon !" });
  await expect(done).toBeVisible();
  await expect(done).toContainText(
    'Un nouveau pdf de la convention de sortie a été généré avec le chiffrage à jour',
  );
  await expectNoSeriousA11yViolations(phone, 'Chiffrage public, PDF régénéré');
  await done.locator('button', { hasText: 'Rester' }).click();
  await expect(done).toBeHidden();

  // The agreement the tenant asked for prints the tenant's figures.
  await expect
    .poll(
      async () => {
        const pdf = await request.get(`/api/edl/${edlId}/convention.pdf`, { headers: agent });
        return pdf.status() === 200 ? pdfText(await pdf.body()) : '';
      },
      { timeout: 30_000 },
    )
    .toMatch(/Chiffrage des travaux.*250,00\s€.*300,00\s€/);

  // The agent sees the tenant's edit, then revokes the link after confirming.
  await page.reload();
  await expect(screen.locator('.costing-ttc')).toHaveText('300,00 €');
  await share.getByRole('button', { name: 'Révoquer le lien' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Attention' });
  await expect(confirm).toContainText('Révoquer le lien public ?');
  await expectNoSeriousA11yViolations(page, 'Révocation du lien public');
  await confirm.locator('button', { hasText: 'Je confirme' }).click();
  await expect(share.getByRole('button', { name: 'Créer le lien public' })).toBeVisible();
  await expect(shownUrl).toHaveCount(0);

  await phone.reload();
  const refused = publicScreen.getByRole('alert');
  await expect(refused).toContainText('Accès refusé');
  await expect(refused).toContainText("vérifiez l'adresse URL utilisée");
  await expect(publicScreen.locator('.costing-line')).toHaveCount(0);
  await expect(publicScreen.locator('.costing-totals')).toHaveCount(0);
  await expectNoSeriousA11yViolations(phone, 'Lien public révoqué');
  await phone.screenshot({
    path: path.join(SCREENSHOTS, 'public-costing-revoked-phone.png'),
    fullPage: true,
  });
  await tenant.close();
});
