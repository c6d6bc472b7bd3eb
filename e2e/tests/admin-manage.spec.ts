/**
 * Admin screens, the parts admin.spec.ts leaves out (accounts-costing §2, §4, §5, §6), phone and
 * tablet: a group admin sees nothing of a foreign group on screen, and its URLs show "not found";
 * swipe delete of a user and of groups asks the spec's confirmation, says before confirming what
 * becomes of the reports, users and sub-groups, and after it what the server did, which the API
 * confirms (reports moved to the group admin's main profile, users and sub-groups re-attached to
 * the parent, a top-level group's accounts gone). Cancelling deletes nothing.
 */
import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, untilAnimationsEnd } from './support/axe.ts';
import { entrantT3WithCellar } from './support/seedReport.ts';
import { ADMIN, signIn } from './support/session.ts';

const SCREENSHOTS = path.join(import.meta.dirname, '..', 'screenshots');
const USER_CONFIRM = 'Êtes-vous certains de vouloir supprimer cet utilisateur ? Cette action est définitive.';
const GROUP_CONFIRM = 'Êtes-vous certains de vouloir supprimer ce groupe ? Cette action est définitive.';
const NOT_FOUND = "Ce groupe ou cet utilisateur n'existe pas, ou vous n'y avez pas accès.";

type Headers = { authorization: string };

async function bearerOf(request: APIRequestContext, username: string, password: string): Promise<Headers> {
  const login = await request.post('/api/login', { data: { username, password } });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${(await login.json()).token}` };
}

/** An account made through the API, with one profile and `reports` saved reports. */
async function account(
  request: APIRequestContext,
  headers: Headers,
  login: string,
  groupId: number | null,
  reports: number,
  admin = false,
) {
  const password = `${login}-pw`;
  const created = await request.post('/api/user', {
    headers,
    data: { login, email: `${login}@agence.fr`, groupId, password, admin },
  });
  expect(created.status(), await created.text()).toBe(201);
  const own = await bearerOf(request, login, password);
  const profile = await request.post('/api/profile', { headers: own, data: { name: 'Principal' } });
  const profileId = (await profile.json()).id as number;
  const now = Date.now();
  for (let index = 0; index < reports; index++) {
    const saved = await request.post('/api/edl', {
      headers: { ...own, 'idempotency-key': `${login}:${index}` },
      data: { ...entrantT3WithCellar(now + index), profileId, open: false },
    });
    expect(saved.status(), await saved.text()).toBe(201);
  }
  return { id: (await created.json()).id as number, login, password, profileId, headers: own };
}

async function group(request: APIRequestContext, headers: Headers, name: string, parentId?: number) {
  const created = await request.post('/api/user-group', { headers, data: { name, parentId } });
  expect(created.status()).toBe(201);
  return (await created.json()).id as number;
}

/** An address typed in: a fresh page load (a hash change alone is a history 'back' to the router). */
async function open(page: Page, url: string) {
  await page.goto(url);
  await page.reload();
}

/** A finger swipe from right to left across the row (Ionic's sliding item). */
async function swipeAway(page: Page, row: Locator) {
  await row.click({ trial: true });
  const box = await row.boundingBox();
  if (!box) throw new Error('row not visible');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width - 10, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 10, y, { steps: 16 });
  await page.mouse.up();
}

async function confirmDialog(page: Page, cssClass: string, texts: string[], shot?: string) {
  const alert = page.locator(`ion-alert.${cssClass}`);
  await expect(alert).toBeVisible();
  for (const text of texts) await expect(alert).toContainText(text);
  await untilAnimationsEnd(page);
  if (shot) await page.screenshot({ path: path.join(SCREENSHOTS, `${shot}.png`) });
  return alert;
}

for (const size of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 820, height: 1180 },
]) {
  test(`a group admin sees no foreign group; swipe delete says what becomes of the data (${size.name})`, async ({
    page,
    request,
  }) => {
    // Two accounts, five screens and four deletions on a shared two-core machine.
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    const stamp = `${size.name[0]}${Date.now().toString(36)}`;
    const superHeaders = await bearerOf(request, ADMIN.login, ADMIN.password);
    const nord = `Nord ${stamp}`;
    const lille = `Lille ${stamp}`;
    const quai = `Quai ${stamp}`;
    const sud = `Sud ${stamp}`;
    const nordId = await group(request, superHeaders, nord);
    const lilleId = await group(request, superHeaders, lille, nordId);
    const quaiId = await group(request, superHeaders, quai, lilleId);
    const sudId = await group(request, superHeaders, sud);
    const chief = await account(request, superHeaders, `chef.${stamp}`, nordId, 0, true);
    const leaving = await account(request, superHeaders, `depart.${stamp}`, lilleId, 2);
    const staying = await account(request, superHeaders, `reste.${stamp}`, lilleId, 1);
    const foreign = await account(request, superHeaders, `sud.${stamp}`, sudId, 1);
    const loner = await account(request, superHeaders, `seul.${stamp}`, null, 1);
    const chiefReports = async () =>
      Number(
        (await request.get(`/api/edl?p=${chief.profileId}`, { headers: chief.headers })).headers()[
          'pagination-count'
        ],
      );
    expect(await chiefReports()).toBe(0);

    // The group admin: the foreign group is nowhere on screen, and its URLs are not found.
    await signIn(page, 'Principal', { login: chief.login, password: chief.password });
    await open(page, '/#/mon-compte/groupes-utilisateurs');
    const groups = page.locator('[data-route=userGroups]');
    await expect(groups.locator('.admin-group', { hasText: quai })).toBeVisible();
    await expect(groups.locator('.admin-group')).toHaveCount(3);
    await expect(groups.locator('.admin-group', { hasText: sud })).toHaveCount(0);
    for (const [url, route] of [
      [`/#/mon-compte/groupes-utilisateurs/${sudId}`, 'userGroup'],
      [`/#/mon-compte/utilisateurs/groupe/${sudId}`, 'userListGroup'],
      [`/#/mon-compte/utilisateurs/${foreign.id}`, 'user'],
    ] as const) {
      await open(page, url);
      const screen = page.locator(`[data-route=${route}]`).last();
      await expect(screen.locator('.admin-not-found')).toHaveText(NOT_FOUND);
      await expect(screen.getByText(sud)).toHaveCount(0);
      await expect(screen.getByText(foreign.login)).toHaveCount(0);
    }
    await expectNoSeriousA11yViolations(page, 'Utilisateur introuvable');

    // Swipe delete of a member: cancelled first (nothing happens), then confirmed.
    await open(page, `/#/mon-compte/utilisateurs/groupe/${lilleId}`);
    const lilleUsers = page.locator('[data-route=userListGroup]').last();
    const title = `Liste des utilisateurs du groupe ${nord} > ${lille}`;
    await expect(lilleUsers.getByRole('heading', { name: `${title} (2)` }).first()).toBeVisible();
    const leavingRow = lilleUsers.locator('.admin-user', { hasText: leaving.login });
    const userConsequence = "Ses EDL enregistrés seront transférés au profil principal d'un administrateur";
    await swipeAway(page, leavingRow);
    let alert = await confirmDialog(page, 'confirm-delete-user', [USER_CONFIRM, userConsequence]);
    await alert.locator('button', { hasText: 'Annuler' }).click();
    await expect(alert).toBeHidden();
    expect((await request.get(`/api/user/${leaving.id}`, { headers: chief.headers })).status()).toBe(200);
    // The row closes again once the dialog is up, so the list is unchanged after a cancel.
    await expect(leavingRow).not.toHaveClass(/item-sliding-active-slide/);
    await swipeAway(page, leavingRow);
    alert = await confirmDialog(
      page,
      'confirm-delete-user',
      [USER_CONFIRM, userConsequence],
      `admin-delete-user-${size.name}`,
    );
    await alert.locator('button', { hasText: 'Je confirme' }).click();
    await expect(lilleUsers.locator('.admin-notice')).toHaveText(
      `Utilisateur supprimé : 2 EDL transférés à ${chief.login}.`,
    );
    await expect(lilleUsers.getByRole('heading', { name: `${title} (1)` }).first()).toBeVisible();
    await expect(leavingRow).toHaveCount(0);
    expect(
      (
        await request.post('/api/login', { data: { username: leaving.login, password: leaving.password } })
      ).status(),
    ).toBe(401);
    expect(await chiefReports()).toBe(2);

    // Swipe delete of the sub-group: its user, sub-group and reports go to the parent.
    await open(page, '/#/mon-compte/groupes-utilisateurs');
    await swipeAway(page, groups.locator('.admin-group', { hasText: lille }));
    alert = await confirmDialog(
      page,
      'confirm-delete-group',
      [
        GROUP_CONFIRM,
        `Ses utilisateurs, ses sous-groupes et leurs EDL enregistrés seront rattachés au groupe parent « ${nord} ».`,
      ],
      `admin-delete-group-${size.name}`,
    );
    await alert.locator('button', { hasText: 'Je confirme' }).click();
    await expect(groups.locator('.admin-notice')).toHaveText(
      `Groupe supprimé : 1 utilisateur(s), 1 sous-groupe(s) et 1 EDL rattachés à « ${nord} ».`,
    );
    await expect(groups.locator('.admin-group')).toHaveCount(2);
    const rows = await groups
      .locator('.admin-group')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-name')));
    expect(rows).toEqual([nord, quai]);
    const moved = await (await request.get(`/api/user/${staying.id}`, { headers: chief.headers })).json();
    expect(moved.groupId).toBe(nordId);
    const quaiNow = await (await request.get(`/api/user-group/${quaiId}`, { headers: chief.headers })).json();
    expect(quaiNow.parentId).toBe(nordId);
    expect((await request.get(`/api/user-group/${lilleId}`, { headers: superHeaders })).status()).toBe(404);
    // Their own group cannot be swiped away.
    await expect(groups.locator('.admin-group', { hasText: nord })).toHaveJSProperty('disabled', true);

    // The super admin: a user without group (reports anonymised), then a top-level group.
    await page.locator('#tab-button-account').click();
    await page.locator('[data-route=account] .logout').click();
    await signIn(page, 'Admin Groupes');
    await open(page, '/#/mon-compte/utilisateurs');
    const users = page.locator('[data-route=users]');
    await users.locator('.admin-search input').fill(stamp);
    // The search applies after its debounce and redraws the list: swipe once it has.
    await expect(users.locator('.admin-user').filter({ hasNotText: stamp })).toHaveCount(0);
    await swipeAway(page, users.locator('.admin-user', { hasText: loner.login }));
    alert = await confirmDialog(page, 'confirm-delete-user', [
      USER_CONFIRM,
      'Ses EDL enregistrés seront anonymisés (sans profil ni groupe).',
    ]);
    await alert.locator('button', { hasText: 'Je confirme' }).click();
    await expect(users.locator('.admin-notice')).toHaveText('Utilisateur supprimé : 1 EDL anonymisé.');
    await expect(users.locator('.admin-user', { hasText: loner.login })).toHaveCount(0);

    await open(page, '/#/mon-compte/groupes-utilisateurs');
    await swipeAway(page, groups.locator('.admin-group', { hasText: sud }));
    alert = await confirmDialog(page, 'confirm-delete-group', [
      GROUP_CONFIRM,
      'Ses utilisateurs, ses sous-groupes et leurs utilisateurs seront supprimés ; leurs EDL enregistrés seront anonymisés.',
    ]);
    await alert.locator('button', { hasText: 'Je confirme' }).click();
    await expect(groups.locator('.admin-notice')).toHaveText(
      'Groupe supprimé avec 1 utilisateur(s) et 0 sous-groupe(s) ; 1 EDL anonymisés.',
    );
    await expect(groups.locator('.admin-group', { hasText: sud })).toHaveCount(0);
    expect(
      (
        await request.post('/api/login', { data: { username: foreign.login, password: foreign.password } })
      ).status(),
    ).toBe(401);
    expect((await request.get(`/api/user-group/${sudId}`, { headers: superHeaders })).status()).toBe(404);
  });
}
