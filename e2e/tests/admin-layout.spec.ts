/**
 * Layout of the account page and the admin screens with long names, phone (390x844) and tablet
 * (820x1180): the group user list's title ("Liste des utilisateurs du groupe {parent} > {name}
 * ({count})") wraps inside the screen instead of being cut off, and the custom legal text editor
 * is wide enough to edit a paragraph. Every screen is photographed to be looked at.
 */
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { untilAnimationsEnd } from './support/axe.ts';
import { ADMIN, signIn } from './support/session.ts';

const SCREENSHOTS = path.join(import.meta.dirname, '..', 'screenshots');

async function superHeaders(request: APIRequestContext) {
  const login = await request.post('/api/login', {
    data: { username: ADMIN.login, password: ADMIN.password },
  });
  return { authorization: `Bearer ${(await login.json()).token}` };
}

/** An address typed in: a fresh page load (a hash change alone is a history 'back' to the router). */
async function open(page: Page, url: string) {
  await page.goto(url);
  await page.reload();
}

async function shot(page: Page, name: string) {
  await untilAnimationsEnd(page);
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** How the large title of a screen sits: lines, right edge, and whether Ionic cut it off. */
function titleLayout(page: Page, route: string) {
  return page
    .locator(`[data-route=${route}] ion-title.title-large [role=heading]`)
    .evaluate((heading: HTMLElement) => {
      const box = heading.getBoundingClientRect();
      const inner = heading.closest('ion-title')?.shadowRoot?.querySelector('.toolbar-title');
      return {
        lines: Math.round(box.height / parseFloat(getComputedStyle(heading).lineHeight)),
        right: box.right,
        viewport: window.innerWidth,
        cut: inner ? inner.scrollWidth > inner.clientWidth + 1 : true,
      };
    });
}

for (const size of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 820, height: 1180 },
]) {
  test(`long group titles wrap; the legal text editor has room; screenshots (${size.name})`, async ({
    page,
    request,
  }) => {
    // Seven screens, each loaded afresh, on a shared two-core machine.
    test.setTimeout(360_000);
    await page.setViewportSize(size);
    const stamp = `${size.name[0]}${Date.now().toString(36)}`;
    const headers = await superHeaders(request);
    const parentName = `Agence immobilière du Grand Nord-Pas-de-Calais ${stamp}`;
    const childName = `Antenne de Villeneuve-d'Ascq Pont-de-Bois ${stamp}`;
    const parent = (
      await (await request.post('/api/user-group', { headers, data: { name: parentName } })).json()
    ).id as number;
    const child = (
      await (
        await request.post('/api/user-group', { headers, data: { name: childName, parentId: parent } })
      ).json()
    ).id as number;
    const login = `marie-charlotte.delaunay-montgolfier.${stamp}`;
    const created = await request.post('/api/user', {
      headers,
      data: { login, email: `${login}@agence-du-grand-nord.fr`, groupId: child, admin: false },
    });
    expect(created.status()).toBe(201);
    const userId = (await created.json()).id as number;

    await signIn(page, 'Admin Groupes');
    await page.locator('#tab-button-account').click();
    await expect(page.locator('[data-route=account] .admin-section')).toBeVisible();
    await shot(page, `layout-account-${size.name}`);

    // The legal text editor: most of the screen's width, a tall text area.
    await page.locator('[data-route=account] .legal-text-edl').click();
    const editor = page.locator('ion-alert.legal-text-alert');
    await expect(editor.locator('textarea')).toBeVisible();
    await untilAnimationsEnd(page);
    const wrapper = await editor.locator('.alert-wrapper').boundingBox();
    const area = await editor.locator('textarea').boundingBox();
    expect(wrapper?.width).toBeGreaterThanOrEqual(Math.min(size.width * 0.9, 600));
    expect(area?.height).toBeGreaterThanOrEqual(180);
    await page.screenshot({ path: path.join(SCREENSHOTS, `layout-legal-text-${size.name}.png`) });
    await editor.locator('button', { hasText: 'Annuler' }).click();
    await expect(editor).toBeHidden();

    await open(page, '/#/mon-compte/utilisateurs');
    await page.locator('[data-route=users] .admin-search input').fill(stamp);
    await expect(page.locator('[data-route=users] .admin-group')).toHaveCount(2);
    await shot(page, `layout-users-${size.name}`);

    await open(page, '/#/mon-compte/groupes-utilisateurs');
    await expect(page.locator('[data-route=userGroups] .admin-group', { hasText: childName })).toBeVisible();
    await shot(page, `layout-groups-${size.name}`);

    await open(page, `/#/mon-compte/utilisateurs/groupe/${child}`);
    const title = `Liste des utilisateurs du groupe ${parentName} > ${childName} (1)`;
    await expect(page.getByRole('heading', { name: title }).first()).toBeVisible();
    const layout = await titleLayout(page, 'userListGroup');
    expect(layout.cut).toBe(false);
    expect(layout.right).toBeLessThanOrEqual(layout.viewport);
    expect(layout.lines).toBeGreaterThanOrEqual(2);
    await shot(page, `layout-group-users-${size.name}`);

    await open(page, `/#/mon-compte/utilisateurs/${userId}`);
    await expect(page.locator('[data-route=user] .admin-login')).toHaveText(login);
    expect((await titleLayout(page, 'user')).cut).toBe(false);
    await shot(page, `layout-user-${size.name}`);

    await open(page, `/#/mon-compte/groupes-utilisateurs/${child}`);
    await expect(page.getByRole('heading', { name: childName }).first()).toBeVisible();
    expect((await titleLayout(page, 'userGroup')).cut).toBe(false);
    await shot(page, `layout-group-${size.name}`);
  });
}
