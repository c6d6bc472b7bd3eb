/**
 * Floors, walls and ceilings are coatings whatever their material (docs/ARCHITECTURE.md "Beyond the
 * specification"): a floor pre-quoted at 10 m² with no material chosen, calibrated at 8,00 €/m² for every
 * nature, reads 'Mesure (m²)', 'Calibré à 8,00€/m²' and its nature 'Toutes' on the costing screen, on a
 * phone and on a tablet.
 */
import path from 'node:path';
import { createReport, type LocalReport, type Module } from '@constat/domain';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { T3_WITH_CELLAR } from './support/seedReport.ts';
import { ADMIN, signIn } from './support/session.ts';

const SHOTS = process.env.E2E_SHOTS_DIR ?? path.join(import.meta.dirname, '..', 'screenshots');
type Headers = Record<string, string>;

async function bearerOf(request: APIRequestContext, username: string, password: string): Promise<Headers> {
  const login = await request.post('/api/login', { data: { username, password } });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${(await login.json()).token}` };
}

/** A move-out whose living-room floor is worn, to repair on 10 m², its material left empty. */
function exitWithBareFloor(profileId: number): LocalReport {
  const report = createReport({
    edlIO: 'Sortant',
    template: 'default',
    info: T3_WITH_CELLAR,
    now: Date.now(),
  });
  const edl = report.edl.map((module): Module =>
    module.name !== 'Salon'
      ? module
      : {
          ...module,
          entry: module.entry.map((entry) => {
            if (entry.name !== 'Sol') return entry;
            const preQuote = { action: 'repair' as const, measure: 1000, cost: null, calibrationId: null };
            return { ...entry, rate: { ...entry.rate, condition: 'Dégradé', toQuote: true, preQuote } };
          }),
        },
  );
  return { ...report, open: false, profileId, edl };
}

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 1024, height: 768 },
]) {
  test(`a floor without a material is costed in m² at its €/m² calibration (${viewport.name})`, async ({
    page,
    request,
  }) => {
    const suffix = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const login = `agent.sol.${suffix}`;
    const password = 'agent-sol-password';
    const admin = await bearerOf(request, ADMIN.login, ADMIN.password);
    const group = await (
      await request.post('/api/user-group', { headers: admin, data: { name: `Agence Sol ${suffix}` } })
    ).json();
    const user = await (
      await request.post('/api/user', {
        headers: admin,
        data: { login, email: `sol${suffix}@agence.fr`, groupId: group.id, admin: false, password },
      })
    ).json();
    const agent = await bearerOf(request, login, password);
    const floor = {
      reference: 'Sol',
      name: null,
      custom: false,
      type: 'coating',
      nature: null,
      action: 'repair',
      unitCost: 800,
      taxRate: 2000,
    };
    expect(
      (await request.post(`/api/calibration/user/${user.id}`, { headers: agent, data: floor })).status(),
    ).toBe(201);
    const profile = await (
      await request.post('/api/profile', { headers: agent, data: { name: 'Sol' } })
    ).json();
    const report = exitWithBareFloor(profile.id);
    const saved = await request.post('/api/edl', {
      headers: { ...agent, 'idempotency-key': `e2e:${report.localId}:${suffix}` },
      data: report,
    });
    expect(saved.status()).toBe(201);
    const edlId: number = (await saved.json()).id;

    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signIn(page, 'Sol', { login, password });
    await page.goto(`/#/costing/${edlId}`);
    const screen = page.locator('[data-route=edlCosting]');
    const line = screen.locator('.costing-line', { hasText: 'Salon > Sol' });
    await expect(line).toBeVisible();
    await expect(line).toContainText('Mesure (m²)');
    await expect(line).not.toContainText('Mesure (u)');
    await expect(line).toContainText('Calibré à 8,00€/m²');
    await expect(line.locator('.costing-row', { hasText: 'Nature' })).toContainText('Toutes');
    await expect(line.locator('input[name=costing-cost]:not(.cloned-input)')).toHaveValue('80,00');
    await page.screenshot({ path: path.join(SHOTS, `coating-costing-${viewport.name}.png`) });
  });
}
