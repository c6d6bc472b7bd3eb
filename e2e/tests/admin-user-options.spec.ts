/**
 * A user's options (accounts-costing §2, §6) on the user screen and the new user screen, phone size:
 * an option the group switches on reads 'Activé par le groupe', on and locked; the admin cannot take
 * their own admin flag away; a switched option is saved at once (read back from the API); a new user
 * is created with the options switched on in the form, and only those.
 */
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, untilAnimationsEnd } from './support/axe.ts';
import { ADMIN, signIn } from './support/session.ts';

test("a user's options: inherited ones locked, own admin flag kept, changes saved, a new user's chosen", async ({
  page,
  request,
}) => {
  const login = await request.post('/api/login', {
    data: { username: ADMIN.login, password: ADMIN.password },
  });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const stamp = Date.now().toString(36);
  const group = await request.post('/api/user-group', {
    headers,
    data: { name: `Options ${stamp}`, uniqueProfile: true },
  });
  expect(group.status()).toBe(201);
  const groupId = (await group.json()).id as number;
  const user = await request.post('/api/user', {
    headers,
    data: { login: `opt.${stamp}`, email: `opt.${stamp}@agence.fr`, groupId, password: `opt-${stamp}-pw` },
  });
  expect(user.status()).toBe(201);
  const userId = (await user.json()).id as number;
  const readUser = async () => (await request.get(`/api/user/${userId}`, { headers })).json();

  await signIn(page, 'Options');
  await page.goto(`/#/mon-compte/utilisateurs/${userId}`);
  const options = page.locator('[data-route=user]:not(.ion-page-hidden) .admin-user-options');
  await expect(options.locator('.admin-option')).toHaveCount(5);
  await expect(options.locator('.option-uniqueProfile')).toContainText('Activé par le groupe');
  await expect(options.locator('.option-uniqueProfile ion-toggle')).toHaveJSProperty('checked', true);
  await expect(options.locator('.option-uniqueProfile ion-toggle')).toHaveJSProperty('disabled', true);
  await untilAnimationsEnd(page);
  await expectNoSeriousA11yViolations(page, 'user options');
  await options.locator('.option-hideLegend ion-toggle').click();
  await expect.poll(async () => (await readUser()).hideLegend).toBe(true);
  await options.locator('.option-admin ion-toggle').click();
  await expect.poll(async () => (await readUser()).admin).toBe(true);

  // The admin's own account: the admin flag cannot be switched off, the other options can.
  const me = await (await request.get('/api/me', { headers })).json();
  await page.goto(`/#/mon-compte/utilisateurs/${me.id}`);
  const own = page.locator('[data-route=user]:not(.ion-page-hidden) .admin-user-options');
  await expect(own.locator('.option-admin ion-toggle')).toHaveJSProperty('disabled', true);
  await expect(own.locator('.option-hideLegend ion-toggle')).toHaveJSProperty('disabled', false);

  // A new user in that group: created with what was switched on in the form.
  await page.goto(`/#/mon-compte/utilisateurs/new?group=${groupId}`);
  const form = page.locator('[data-route=newUser]');
  await expect(form.locator('.admin-user-options .admin-option')).toHaveCount(5);
  await form.locator('input[name=login]').fill(`new.${stamp}`);
  await form.locator('input[name=email]').fill(`new.${stamp}@agence.fr`);
  await form.locator('.option-admin ion-toggle').click();
  await form.locator('.option-defaultListAllProfiles ion-toggle').click();
  await form.locator('.admin-create').click();
  await expect(page).not.toHaveURL(/utilisateurs\/new/);
  const users = (await (await request.get(`/api/user?group=${groupId}`, { headers })).json()) as {
    login: string;
    admin: boolean;
    defaultListAllProfiles: boolean;
    hideLegend: boolean;
  }[];
  const created = users.find((candidate) => candidate.login === `new.${stamp}`);
  expect(created).toMatchObject({ admin: true, defaultListAllProfiles: true, hideLegend: false });
});
