/**
 * Admin screens (accounts-costing §2 "Admin screens", §6), phone and tablet: a super admin creates a
 * group, a sub-group, a group admin and a user through the screens; the group admin logs in and
 * sees only their subtree, and nothing of another group. Swipe delete says what becomes of the
 * user's reports. Every screen passes the axe check; the lists and details are photographed.
 */
import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  expectWellFormedLandmarks,
  untilAnimationsEnd,
} from './support/axe.ts';
import { ADMIN, signIn } from './support/session.ts';

const SCREENSHOTS = path.join(import.meta.dirname, '..', 'screenshots');

async function bearerOf(request: APIRequestContext, username: string, password: string) {
  const login = await request.post('/api/login', { data: { username, password } });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${(await login.json()).token}` };
}

async function checkScreen(page: Page, label: string, shot?: string) {
  await untilAnimationsEnd(page);
  await expectNoSeriousA11yViolations(page, label);
  await expectWellFormedLandmarks(page, label);
  if (shot) await page.screenshot({ path: path.join(SCREENSHOTS, `${shot}.png`), fullPage: true });
}

async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page.locator('ion-action-sheet button', { hasText: option }).first().click();
  await expect(page.locator('ion-action-sheet')).toBeHidden();
}

async function openAccount(page: Page) {
  await page.locator('#tab-button-account').click();
  await expect(page.locator('[data-route=account] .admin-section')).toBeVisible();
}

for (const size of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 820, height: 1180 },
]) {
  test(`a super admin builds a group tree; its group admin sees only that subtree (${size.name})`, async ({
    page,
    request,
  }) => {
    // One long journey through seven screens and two accounts, on a shared two-core machine.
    test.setTimeout(240_000);
    await page.setViewportSize(size);
    const stamp = `${size.name[0]}${Date.now().toString(36)}`;
    const nord = `Nord ${stamp}`;
    const lille = `Lille ${stamp}`;
    const chief = { login: `chef.${stamp}`, password: `chef-${stamp}-pw` };
    const agent = { login: `agent.${stamp}`, password: `agent-${stamp}-pw` };
    // Another tenant, made through the API: the group admin must get nothing of it.
    const superHeaders = await bearerOf(request, ADMIN.login, ADMIN.password);
    const sud = await request.post('/api/user-group', {
      headers: superHeaders,
      data: { name: `Sud ${stamp}` },
    });
    const sudId = (await sud.json()).id as number;

    await signIn(page, 'Admin Groupes');
    await openAccount(page);
    await page.locator('.admin-groups-link').click();
    const groups = page.locator('[data-route=userGroups]');
    await expect(groups.locator('.admin-groups')).toBeVisible();

    // The group, then its sub-group.
    await groups.locator('.admin-new').click();
    const newGroup = page.locator('[data-route=newUserGroup]');
    await newGroup.locator('.admin-create').click();
    await expect(page.locator('ion-alert')).toContainText('Veuillez corriger les informations renseignées !');
    await page.locator('ion-alert button', { hasText: 'OK' }).click();
    await checkScreen(page, 'Nouveau groupe');
    await newGroup.locator('input[name=name]').fill(nord);
    await newGroup.locator('ion-toggle[data-field=shareEdls]').click();
    await newGroup.locator('.admin-create').click();
    const group = page.locator('[data-route=userGroup]');
    await expect(group.getByRole('heading', { name: nord }).first()).toBeVisible();
    await expect(group.locator('ion-toggle[data-field=shareEdls]')).toHaveJSProperty('checked', true);
    await checkScreen(page, 'Groupe', `admin-group-${size.name}`);

    await page.goto('/#/mon-compte/groupes-utilisateurs/new');
    await newGroup.locator('input[name=name]').fill(lille);
    await choose(page, newGroup.locator('ion-select[data-field=parentId]'), nord);
    await newGroup.locator('.admin-create').click();
    await expect(group.getByRole('heading', { name: lille }).first()).toBeVisible();
    // Options on in the parent show as such and cannot be changed.
    await expect(group.locator('.option-shareEdls')).toContainText('Activé groupe parent');
    await expect(group.locator('ion-toggle[data-field=shareEdls]')).toHaveJSProperty('disabled', true);
    await expect(group.locator('.admin-hint')).toContainText(`rattachés au groupe parent « ${nord} »`);

    // The tree: the sub-group under its parent.
    await page.goto('/#/mon-compte/groupes-utilisateurs');
    const nordRow = groups.locator('.admin-group', { hasText: nord });
    const lilleRow = groups.locator('.admin-group', { hasText: lille });
    await expect(lilleRow).toBeVisible();
    const rows = await groups
      .locator('.admin-group')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-name')));
    expect(rows.indexOf(lille)).toBe(rows.indexOf(nord) + 1);
    await expect(nordRow).toContainText('0 utilisateur');
    await checkScreen(page, "Groupes d'utilisateurs", `admin-groups-${size.name}`);

    // The users list of a super admin: users without group, and the groups.
    await openAccount(page);
    await page.locator('.admin-users-link').click();
    const users = page.locator('[data-route=users]');
    await expect(users.locator('.admin-user', { hasText: ADMIN.login }).first()).toBeVisible();
    await users.locator('.admin-search input').fill(stamp);
    await expect(users.locator('.admin-group')).toHaveCount(3);
    await checkScreen(page, 'Utilisateurs', `admin-users-${size.name}`);
    await users.locator('.admin-group', { hasText: nord }).click();

    // The group's list: empty message and hint, the sub-group with its count.
    const groupUsers = page.locator('[data-route=userListGroup]');
    await expect(
      groupUsers.getByRole('heading', { name: `Liste des utilisateurs du groupe ${nord} (0)` }).first(),
    ).toBeVisible();
    await expect(groupUsers.getByText("Aucun utilisateur n'est relié à ce groupe.")).toBeVisible();
    await expect(groupUsers.locator('.admin-sub-group', { hasText: lille })).toContainText('0 utilisateur');
    await checkScreen(page, 'Groupe vide');

    // The group admin, created from the group's list.
    await groupUsers.locator('.admin-new').click();
    const newUser = page.locator('[data-route=newUser]');
    await newUser.locator('input[name=login]').fill(chief.login);
    await newUser.locator('input[name=email]').fill(`${chief.login}@agence.fr`);
    await newUser.locator('input[name=password]').fill(chief.password);
    await newUser.locator('ion-toggle[data-field=admin]').click();
    await checkScreen(page, 'Nouvel utilisateur', `admin-new-user-${size.name}`);
    await newUser.locator('.admin-create').click();
    await expect(
      groupUsers.getByRole('heading', { name: `Liste des utilisateurs du groupe ${nord} (1)` }).first(),
    ).toBeVisible();
    await expect(
      groupUsers.locator('.admin-user', { hasText: chief.login }).locator('.admin-icon'),
    ).toBeVisible();

    // A user of the sub-group.
    await groupUsers.locator('.admin-sub-group', { hasText: lille }).click();
    const lilleTitle = `Liste des utilisateurs du groupe ${nord} > ${lille}`;
    await expect(page.getByRole('heading', { name: `${lilleTitle} (0)` }).first()).toBeVisible();
    await page.locator('[data-route=userListGroup] .admin-new').last().click();
    await newUser.locator('input[name=login]').fill(agent.login);
    await newUser.locator('input[name=email]').fill(`${agent.login}@agence.fr`);
    await newUser.locator('input[name=password]').fill(agent.password);
    await newUser.locator('.admin-create').click();
    await expect(page.getByRole('heading', { name: `${lilleTitle} (1)` }).first()).toBeVisible();
    await checkScreen(page, 'Utilisateurs du sous-groupe', `admin-group-users-${size.name}`);

    // The user's page: every option, the group's forced option, what deletion does.
    await page.locator('[data-route=userListGroup] .admin-user', { hasText: agent.login }).last().click();
    const user = page.locator('[data-route=user]');
    await expect(user.locator('.admin-login')).toHaveText(agent.login);
    await expect(user.locator('ion-toggle[data-field=canAutoEdl]')).toBeVisible();
    await expect(user.locator('.admin-hint')).toContainText(
      "transférés au profil principal d'un administrateur",
    );
    await user.locator('ion-toggle[data-field=hideLegend]').click();
    const agentId = Number(/utilisateurs\/(\d+)$/.exec(page.url())?.[1]);
    await expect
      .poll(
        async () =>
          (await (await request.get(`/api/user/${agentId}`, { headers: superHeaders })).json()).hideLegend,
      )
      .toBe(true);
    await checkScreen(page, 'Utilisateur', `admin-user-${size.name}`);

    // The group admin: their subtree only.
    await openAccount(page);
    await page.locator('[data-route=account] .logout').click();
    await signIn(page, 'Chef', chief);
    await openAccount(page);
    await page.locator('.admin-users-link').click();
    await expect(
      page.getByRole('heading', { name: `Liste des utilisateurs du groupe ${nord} (1)` }).first(),
    ).toBeVisible();
    await page.locator('[data-route=userListGroup] .admin-sub-group', { hasText: lille }).last().click();
    await expect(page.getByRole('heading', { name: `${lilleTitle} (1)` }).first()).toBeVisible();
    await openAccount(page);
    await page.locator('.admin-groups-link').click();
    await expect(groups.locator('.admin-group')).toHaveCount(2);
    await expect(groups.locator('.admin-group', { hasText: `Sud ${stamp}` })).toHaveCount(0);
    // Their own group cannot be swiped away; the sub-group can.
    await expect(groups.locator('.admin-group', { hasText: nord })).toHaveJSProperty('disabled', true);

    const chiefHeaders = await bearerOf(request, chief.login, chief.password);
    expect((await request.get(`/api/user-group/${sudId}`, { headers: chiefHeaders })).status()).toBe(404);
  });
}
