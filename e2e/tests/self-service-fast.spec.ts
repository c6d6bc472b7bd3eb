/**
 * The tenant moves a room at a time where nothing changed (docs/ARCHITECTURE.md "Beyond the specification"):
 * on a phone, a tenant invited from a full T3 move-in (12 rooms, about 300 elements) who finds everything as
 * stated completes the inspection, signs and sends it in under 40 taps, every tap counted: each room shows
 * its elements' current state at a glance and 'Tout est conforme dans cette pièce', and the progress
 * bar counts rooms ('Pièce 3 sur 12'). The agent gets the report unchanged, every element opened.
 */
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { selfServiceSteps, type LocalReport, type Module } from '@constat/domain';
import { entrantT3WithCellar } from './support/seedReport.ts';
import { signIn } from './support/session.ts';
import { call, saveBaseReport, type Invitation } from './support/selfService.ts';

const SHOTS = '/work/shots/backoffice';
const step = (page: Page) => page.locator('.self-service-page:not(.ion-page-hidden)');

for (const size of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 1024, height: 768 },
] as const) {
  test(`a tenant who finds everything as stated completes a T3 in under 40 taps (${size.name})`, async ({
    page: agent,
    browser,
  }) => {
    test.setTimeout(180_000);
    const stamp = Date.now();
    await signIn(agent, 'Agence Auto-EDL');
    const base: LocalReport = { ...entrantT3WithCellar(stamp), open: false };
    const rooms = new Set(selfServiceSteps(base.edl).map((s) => s.module)).size;
    expect(rooms).toBe(12);
    const saved = await saveBaseReport(agent, base);
    const created = await call(agent, 'POST', '/auto-edl', {
      duplicateFromId: saved.id,
      email: `t3-${stamp}@example.org`,
      preData: { etage: '2', numAppart: '21' },
      profileId: Number(await agent.evaluate(() => localStorage.getItem('profile'))),
    });
    expect(created.status).toBe(201);
    const invitation = created.body as Invitation;

    const context = await browser.newContext({
      viewport: { width: size.width, height: size.height },
      isMobile: size.name === 'phone',
      hasTouch: true,
      locale: 'fr-FR',
    });
    const tenant = await context.newPage();
    let taps = 0;
    /** One tap: a button, a choice, or focusing a field to type in it. */
    const tap = async (target: Locator) => {
      taps += 1;
      await target.click();
    };
    const type = async (field: Locator, text: string) => {
      taps += 1;
      await field.fill(text);
    };

    await tenant.goto('/');
    await type(tenant.locator('input[name=login]'), invitation.login);
    await type(tenant.locator('input[name=password]'), invitation.password);
    await tap(tenant.getByRole('button', { name: 'Me connecter' }));
    await tap(step(tenant).getByText('Français'));
    await type(step(tenant).locator('input[name="renter.name"]'), `Locataire Pressé ${stamp}`);
    // Leaving the field commits the name (the same tap as the next one on a phone).
    await step(tenant).locator('input[name="renter.name"]').blur();
    await tap(step(tenant).getByRole('button', { name: "Commencer l'état des lieux" }));
    await expect(tenant).toHaveURL(/#\/auto-edl$/);

    for (let room = 1; room <= rooms; room++) {
      await expect(step(tenant).locator('.self-service-progress span')).toHaveText(
        `Pièce ${room} sur ${rooms}`,
      );
      const glance = step(tenant).locator('.self-service-glance');
      await expect(glance.locator('li').first()).toBeVisible();
      if (room === 3) {
        await expect(glance.locator('li', { hasText: 'Murs' }).first()).toBeVisible();
        await tenant.screenshot({ path: path.join(SHOTS, `self-service-room-${size.name}.png`) });
        await glance.scrollIntoViewIfNeeded();
        await tenant.screenshot({ path: path.join(SHOTS, `self-service-glance-${size.name}.png`) });
      }
      await tap(step(tenant).getByRole('button', { name: 'Tout est conforme dans cette pièce' }));
    }

    await expect(step(tenant).locator('.self-service-progress span')).toHaveText('Dernière étape');
    await tap(step(tenant).getByRole('button', { name: 'Valider et signer' }));
    await expect(tenant).toHaveURL(/#\/auto-edl\/recapitulatif$/);
    await tap(step(tenant).getByRole('button', { name: 'Signer', exact: true }));
    const canvas = step(tenant).locator('canvas.signature-canvas');
    const box = await canvas.boundingBox();
    if (!box) throw new Error('no pad');
    taps += 1; // The initials: one stroke.
    await tenant.mouse.move(box.x + 20, box.y + box.height / 2);
    await tenant.mouse.down();
    await tenant.mouse.move(box.x + box.width - 20, box.y + 20, { steps: 12 });
    await tenant.mouse.up();
    await tap(step(tenant).getByRole('button', { name: 'Valider et envoyer' }));
    await expect(tenant).toHaveURL(/#\/auto-edl\/done$/, { timeout: 30_000 });
    await expect(step(tenant).getByText('Merci !')).toBeVisible();
    console.log(`self-service T3 (${size.name}): ${taps} taps for ${rooms} rooms`);
    expect(taps).toBeLessThan(40);

    // The agent's copy: every element as it was, and opened (looked at) by the tenant.
    const list = await call(agent, 'GET', '/auto-edl');
    const done = (list.body as Invitation[]).find((i) => i.id === invitation.id);
    const result = await call(agent, 'GET', `/edl/${done?.autoEdl?.id ?? 0}`);
    expect(result.status).toBe(200);
    const edl = (result.body as { data: { edl: Module[] } }).data.edl;
    const elements = (tree: Module[]) =>
      tree.flatMap((m) =>
        m.entry
          .filter((e) => e.name !== 'Photos')
          .flatMap((e) => [e, ...(e.content ?? [])].map((element) => ({ room: m.name, element }))),
      );
    const notOpened = elements(edl).filter(({ element }) => !element.opened);
    expect(notOpened.map(({ room, element }) => `${room} › ${element.name}`)).toEqual([]);
    const rates = (tree: Module[]) => elements(tree).map(({ element }) => element.rate ?? null);
    expect(rates(edl)).toEqual(rates(base.edl));
    await context.close();
  });
}
