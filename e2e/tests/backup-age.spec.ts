/**
 * The last good backup's age on 'Mon compte', for the super admin alone: the browser tests' server
 * starts on a fresh embedded PostgreSQL and its daily run has not come, so no backup was ever taken
 * and the line warns so. A user of a group, even their admin, sees no such line, and the readiness
 * answer behind it tells the same.
 */
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, untilAnimationsEnd } from './support/axe.ts';
import { ADMIN, signIn } from './support/session.ts';

test("the super admin sees that no backup was ever taken; a group's admin does not", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const ready = await request.get('/api/ready');
  expect(ready.status()).toBe(200);
  expect((await ready.json()).backup).toEqual({ lastSuccessAgeSeconds: null, failuresSince: 0 });

  await signIn(page, 'Admin Sauvegardes');
  await page.locator('#tab-button-account').click();
  const line = page.locator('[data-route=account] .backup-age');
  await line.scrollIntoViewIfNeeded();
  await expect(line).toContainText('Sauvegarde des données');
  await expect(line).toContainText("Aucune sauvegarde n'a encore été effectuée");
  await expect(line).toHaveClass(/backup-age-warning/);
  await untilAnimationsEnd(page);
  await expectNoSeriousA11yViolations(page, 'Mon compte du super admin, sauvegarde');
  await page.screenshot({ path: testInfo.outputPath('backup-age-390.png'), fullPage: false });
  await page.locator('[data-route=account] .logout').click();

  // A group's admin: the administration section, without the backup line.
  const login = await request.post('/api/login', {
    data: { username: ADMIN.login, password: ADMIN.password },
  });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const stamp = Date.now().toString(36);
  const group = await request.post('/api/user-group', { headers, data: { name: `Sauvegarde ${stamp}` } });
  const chief = { login: `chefsauv.${stamp}`, password: `chefsauv-${stamp}-pw` };
  const created = await request.post('/api/user', {
    headers,
    data: { ...chief, email: `${chief.login}@agence.fr`, groupId: (await group.json()).id, admin: true },
  });
  expect(created.status()).toBe(201);
  await signIn(page, 'Chef', chief);
  await page.locator('#tab-button-account').click();
  await expect(page.locator('[data-route=account] .admin-section')).toBeVisible();
  await expect(page.locator('[data-route=account] .backup-age')).toHaveCount(0);
});
