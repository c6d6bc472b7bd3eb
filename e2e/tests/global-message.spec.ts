/**
 * The global message (accounts-costing §3, §4, §6; inspection-core §2), phone and tablet: the super
 * admin writes it on 'Mon compte'; a user of a group then sees it, as sanitised HTML, above their
 * in-progress list; a group admin has no editor; an empty message shows nothing. The message is
 * withdrawn at the end whatever happens: every browser test shares this server.
 */
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations, untilAnimationsEnd } from './support/axe.ts';
import { ADMIN, signIn } from './support/session.ts';

const SCREENSHOTS = path.join(import.meta.dirname, '..', 'screenshots');

async function bearerOf(request: APIRequestContext, username: string, password: string) {
  const login = await request.post('/api/login', { data: { username, password } });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${(await login.json()).token}` };
}

for (const size of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 820, height: 1180 },
]) {
  test(`the super admin's global message reaches every user's in-progress list (${size.name})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    const stamp = `${size.name[0]}${Date.now().toString(36)}`;
    const superHeaders = await bearerOf(request, ADMIN.login, ADMIN.password);
    const groupId = (
      await (
        await request.post('/api/user-group', { headers: superHeaders, data: { name: `Msg ${stamp}` } })
      ).json()
    ).id as number;
    const member = { login: `lecteur.${stamp}`, password: `lecteur-${stamp}-pw` };
    const chief = { login: `chefmsg.${stamp}`, password: `chefmsg-${stamp}-pw` };
    for (const [account, admin] of [
      [member, false],
      [chief, true],
    ] as const) {
      const created = await request.post('/api/user', {
        headers: superHeaders,
        data: { ...account, email: `${account.login}@agence.fr`, groupId, admin },
      });
      expect(created.status()).toBe(201);
    }
    try {
      await signIn(page, 'Admin Groupes');
      await page.locator('#tab-button-account').click();
      const item = page.locator('[data-route=account] .global-message');
      await expect(item).toContainText('Message global');
      await item.click();
      const editor = page.locator('ion-alert.global-message-alert');
      await editor
        .locator('textarea')
        .fill(`<strong>Maintenance ${stamp}</strong> ce soir <img src="x" alt="" onerror="window.hacked=1">`);
      await editor.locator('button', { hasText: 'Enregistrer' }).click();
      await expect(editor).toBeHidden();
      await expect(item.locator('.global-message-preview')).toContainText(`Maintenance ${stamp}`);
      await untilAnimationsEnd(page);
      await page.screenshot({ path: path.join(SCREENSHOTS, `global-message-editor-${size.name}.png`) });
      await page.locator('[data-route=account] .logout').click();

      // A member of a group: the message above their in-progress list, as HTML without the script.
      await signIn(page, 'Lecteur', member);
      const message = page.locator('[data-route=edlsLocal] .admin-message');
      await expect(message.locator('strong')).toHaveText(`Maintenance ${stamp}`);
      await expect(message).toContainText('ce soir');
      await expect(message.locator('img')).not.toHaveAttribute('onerror', /.*/);
      expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
      await expectNoSeriousA11yViolations(page, 'EDLs en cours avec message global');
      await page.screenshot({ path: path.join(SCREENSHOTS, `global-message-list-${size.name}.png`) });

      // A group admin: no editor, and the API refuses them.
      await page.locator('#tab-button-account').click();
      await page.locator('[data-route=account] .logout').click();
      await signIn(page, 'Chef', chief);
      await page.locator('#tab-button-account').click();
      await expect(page.locator('[data-route=account] .admin-section')).toBeVisible();
      await expect(page.locator('[data-route=account] .global-message')).toHaveCount(0);
      const chiefHeaders = await bearerOf(request, chief.login, chief.password);
      const refused = await request.patch('/api/me', {
        headers: chiefHeaders,
        data: { globalAdminMessage: 'x' },
      });
      expect(refused.status()).toBe(403);

      // Withdrawn: nothing shown any more.
      await request.patch('/api/me', { headers: superHeaders, data: { globalAdminMessage: '' } });
      await page.locator('#tab-button-in-progress').click();
      await page.reload();
      await expect(page.locator('[data-route=edlsLocal]')).toBeVisible();
      await expect(page.locator('[data-route=edlsLocal] .admin-message')).toHaveCount(0);
    } finally {
      await request.patch('/api/me', { headers: superHeaders, data: { globalAdminMessage: '' } });
    }
  });
}
