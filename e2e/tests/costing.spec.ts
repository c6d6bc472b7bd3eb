/**
 * Costing of a move-out: paint calibrated at 20,00 €/m² for the group and 25,00 €/m² for the user, a
 * degraded wall pre-quoted at 12,5 m² costs 312,50 € before wear; the wear slider applies; the totals
 * are right to the cent; the tenant opens the public link on a phone and sees the same totals.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { costingTotals, createReport, formatEuros, type LocalReport, type Module } from '@constat/domain';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectWellFormedLandmarks } from './support/axe.ts';
import { T3_WITH_CELLAR } from './support/seedReport.ts';
import { ADMIN, signIn } from './support/session.ts';

const SCREENSHOTS = path.join(import.meta.dirname, '..', 'screenshots');
type Headers = Record<string, string>;

async function bearerOf(request: APIRequestContext, username: string, password: string): Promise<Headers> {
  const login = await request.post('/api/login', { data: { username, password } });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${(await login.json()).token}` };
}

function exitWithDegradedWall(profileId: number): LocalReport {
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
  return { ...report, open: false, profileId, edl };
}

const paint = (unitCost: number) => ({
  reference: 'Murs',
  name: null,
  custom: false,
  type: 'coating',
  nature: 'Peinture',
  action: 'repair',
  unitCost,
  taxRate: 2000,
});

test('a move-out is priced from the calibration, the wear applies, the tenant sees the same totals', async ({
  page,
  request,
  browser,
}) => {
  // Two browsers, four axe runs and a CSV download: longer than one screen's test on a busy machine.
  test.setTimeout(180_000);
  // Unique names: the e2e server is shared by every spec and every repetition.
  const suffix = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const login = `agent.sortie.${suffix}`;
  const admin = await bearerOf(request, ADMIN.login, ADMIN.password);
  const group = await (
    await request.post('/api/user-group', { headers: admin, data: { name: `Agence Sortie ${suffix}` } })
  ).json();
  const password = 'agent-sortie-password';
  const user = await (
    await request.post('/api/user', {
      headers: admin,
      data: { login, email: `sortie${suffix}@agence.fr`, groupId: group.id, admin: false, password },
    })
  ).json();
  const agent = await bearerOf(request, login, password);
  expect(
    (
      await request.post(`/api/calibration/group/${group.id}`, { headers: admin, data: paint(2000) })
    ).status(),
  ).toBe(201);
  expect(
    (await request.post(`/api/calibration/user/${user.id}`, { headers: agent, data: paint(2500) })).status(),
  ).toBe(201);
  const profile = await (
    await request.post('/api/profile', { headers: agent, data: { name: 'Sortie' } })
  ).json();
  const report = exitWithDegradedWall(profile.id);
  const saved = await request.post('/api/edl', {
    headers: { ...agent, 'idempotency-key': `e2e:${report.localId}:${suffix}` },
    data: report,
  });
  expect(saved.status()).toBe(201);
  const edlId: number = (await saved.json()).id;

  await page.setViewportSize({ width: 820, height: 1180 });
  await signIn(page, 'Sortie', { login, password });
  await page.goto(`/#/costing/${edlId}`);
  const screen = page.locator('[data-route=edlCosting]');
  await expect(screen.getByRole('heading', { name: `Chiffrage de l'EDL #${edlId}` }).first()).toBeVisible();
  const line = screen.locator('.costing-line').first();
  await expect(line).toContainText('> Murs');
  await expect(line.locator('input[name=costing-cost]:not(.cloned-input)')).toHaveValue('312,50');
  await expect(screen.locator('.costing-ht')).toHaveText('312,50 €');
  await expect(screen.locator('.costing-tva')).toHaveText('62,50 €');
  await expect(screen.locator('.costing-ttc')).toHaveText('375,00 €');
  await expectNoSeriousA11yViolations(page, 'Chiffrage');
  await expectWellFormedLandmarks(page, 'Chiffrage');
  await page.screenshot({ path: path.join(SCREENSHOTS, 'costing-tablet.png'), fullPage: true });

  // Wear 20 % by the keyboard on the slider: 4 steps of 5.
  const wearRow = line.locator('.costing-wear');
  await wearRow.locator('input[data-field=wear]').focus();
  for (const wear of [5, 10, 15, 20]) {
    await page.keyboard.press('ArrowRight');
    await expect(wearRow).toContainText(`Vétusté ${wear} %`);
  }
  const worn = [{ enabled: true, cost: 25000, taxRate: 2000 }];
  const expected = costingTotals(worn);
  await expect(screen.locator('.costing-ht')).toHaveText(formatEuros(expected.ht));
  await expect(screen.locator('.costing-tva')).toHaveText(formatEuros(expected.tva));
  await expect(screen.locator('.costing-ttc')).toHaveText(formatEuros(expected.ttc));
  await expect(screen.locator('.costing-status')).toHaveText('Enregistré !');
  await expect(screen.getByRole('button', { name: 'Terminer' })).toBeVisible();

  const link = await (await request.post(`/api/edl/${edlId}/public-link`, { headers: agent })).json();
  const tenant = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await tenant.newPage();
  await phone.goto(`/#/p/costing/${edlId}/${link.publicToken}`);
  const publicScreen = phone.locator('[data-route=edlCostingPublic]');
  await expect(publicScreen.locator('.costing-ttc')).toHaveText(formatEuros(expected.ttc));
  await expect(publicScreen.locator('.costing-ht')).toHaveText('250,00 €');
  await expect(phone.locator('ion-tab-bar')).toBeHidden();
  await expectNoSeriousA11yViolations(phone, 'Chiffrage public');
  await phone.screenshot({ path: path.join(SCREENSHOTS, 'costing-public-phone.png'), fullPage: true });
  await tenant.close();

  await page.goto(`/#/history/${edlId}`);
  const history = page.locator('[data-route=edlHistory]');
  await expect(history.getByRole('heading', { name: `Historique de l'EDL #${edlId}` }).first()).toBeVisible();
  await expect(history.locator('.history-status')).toHaveText('Un historique de chiffrage existe');
  await expect(history.locator(`.history-card[data-edl="${edlId}"]`)).toContainText(
    formatEuros(expected.ttc),
  );
  await expectNoSeriousA11yViolations(page, 'Historique');
  const download = page.waitForEvent('download');
  await history.getByRole('button', { name: 'Export Chiffrages (.csv)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^HistoriqueChiffragesEDLs_.+\.csv$/);
  const csv = await fs.readFile(await file.path(), 'utf8');
  expect(csv.startsWith('\uFEFFEDL;')).toBe(true);
  expect(csv).toContain(';250,00;20 %;50,00;');
});
