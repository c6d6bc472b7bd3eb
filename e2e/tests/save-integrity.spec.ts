/**
 * What the server trusts in a save (docs/ARCHITECTURE.md "Trust"), with reports signed in the app:
 * - a report signed on the device (photos, every signer) is saved with its fingerprint, which the
 *   server recomputed; so is a move-out duplicated from it, its photos brought down from the server;
 * - a report changed after signing is refused (fingerprint-mismatch): the agent is told, the local
 *   copy stays, open again, and once signed again it is saved;
 * - another version already saved under the report's Idempotency-Key (idempotency-key-reused): the
 *   agent is told, the local copy stays ready, and Save again makes it a new report;
 * - a self-service tenant's report changed after signing: told, kept, signed again, then sent.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { signIn, storedReport } from './support/seedReport.ts';
import { baseMoveIn, call, saveBaseReport, type Invitation } from './support/selfService.ts';
import { waitForOfflineReady } from './support/session.ts';
import { apiGet, seedSignedReport, signedEntrant } from './support/signedReport.ts';

const item = (page: Page, localId: number) => page.locator(`.local-report[data-local-id="${localId}"]`);

interface Summary {
  id: number;
}

async function savedIdsOf(page: Page, tenant: string): Promise<number[]> {
  const { body } = await apiGet(page, `/edl?q=${encodeURIComponent(tenant)}`);
  return (body as Summary[]).map((summary) => summary.id);
}

async function savedDocument(page: Page, id: number): Promise<Record<string, unknown>> {
  const { body } = await apiGet(page, `/edl/${id}`);
  return (body as { data: Record<string, unknown> }).data;
}

async function drawOn(page: Page, pad: ReturnType<Page['locator']>): Promise<void> {
  const canvas = pad.locator('canvas');
  await canvas.scrollIntoViewIfNeeded();
  await canvas.click({ trial: true });
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no pad');
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.6);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.3, { steps: 8 });
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.7, { steps: 8 });
  await page.mouse.up();
}

/** Signs `localId` on the signature screen, every pad, and waits for the list. */
async function signAll(page: Page, localId: number): Promise<string> {
  await page.goto(`/#/edl/${localId}/signature`);
  const pads = page.locator('[data-signer]');
  await expect(pads.first()).toBeVisible();
  for (let i = 0; i < (await pads.count()); i++) await drawOn(page, pads.nth(i));
  await page.locator('.signature-validate').click();
  await expect(page).toHaveURL(/#\/edls\/en-cours$/);
  const signed = await storedReport(page, localId);
  expect(signed?.open).toBe(false);
  expect(signed?.fingerprint).toMatch(/^[0-9a-f]{64}$/);
  return signed?.fingerprint ?? '';
}

/** An open report with `photos` photos on the device, as the editor leaves it before signing. */
async function seedOpenReport(page: Page, tenant: string, localId: number, photos: number): Promise<void> {
  await seedSignedReport(page, { ...signedEntrant(tenant, localId, photos), open: true, signatures: {} });
}

async function saveAndWaitGone(page: Page, localId: number): Promise<void> {
  await item(page, localId).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(item(page, localId)).toHaveCount(0);
}

test('signed on the device, then duplicated as a move-out and signed: both saved with their fingerprint', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'Agence Intégrité');
  const stamp = Date.now();
  const tenant = `Inès Empreinte ${stamp}`;
  await seedOpenReport(page, tenant, stamp, 2);
  const fingerprint = await signAll(page, stamp);
  await saveAndWaitGone(page, stamp);
  const [entryId] = await savedIdsOf(page, tenant);
  expect((await savedDocument(page, entryId ?? 0))['fingerprint']).toBe(fingerprint);

  await page.getByRole('tab', { name: 'EDLs enregistrés' }).click();
  const saved = page.locator('.saved-report', { hasText: tenant });
  await page.locator('.saved-search input').fill(tenant);
  await expect(saved).toHaveCount(1);
  await saved.getByRole('button', { name: 'Dupliquer' }).click();
  await page.locator('ion-action-sheet button', { hasText: /^Sortant$/ }).click();
  await page.locator('[data-route=duplicateEdl] .info-submit-button').click();
  await expect(page).toHaveURL(/#\/edl\/\d+$/);
  const moveOutId = Number(/#\/edl\/(\d+)$/.exec(page.url())?.[1]);
  const moveOutPrint = await signAll(page, moveOutId);
  expect(await storedReport(page, moveOutId)).toMatchObject({
    edlIO: 'Sortant',
    duplicateFromEdlID: entryId,
  });
  await saveAndWaitGone(page, moveOutId);
  const moveOut = (await savedIdsOf(page, tenant)).find((id) => id !== entryId) ?? 0;
  const document = await savedDocument(page, moveOut);
  expect(document['fingerprint']).toBe(moveOutPrint);
  expect(document['edlIO']).toBe('Sortant');
});

test('a report changed after signing is refused, kept, opened again, and saved once signed again', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'Agence Intégrité');
  const stamp = Date.now();
  const tenant = `Jules Modifié ${stamp}`;
  await seedOpenReport(page, tenant, stamp, 1);
  await signAll(page, stamp);
  // The stored report changes after signing (here its general comment), its fingerprint kept.
  const changed = { ...(await storedReport(page, stamp)), comment: 'Ajouté après la signature' };
  await page.evaluate(
    async ({ localId, report }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('constat');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction('reports', 'readwrite');
        const store = tx.objectStore('reports');
        const get = store.get(localId);
        get.onsuccess = () => store.put({ ...get.result, report });
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { localId: stamp, report: changed },
  );
  await page.reload();

  await item(page, stamp).getByRole('button', { name: 'Enregistrer' }).click();
  const dialog = page.locator('ion-alert', { hasText: `Erreur enregistrement EDL local #${stamp}` });
  await expect(dialog).toContainText('Cet EDL a été modifié après sa signature');
  await expect(dialog).toContainText('faites-le signer à nouveau');
  await expectNoSeriousA11yViolations(page, 'fingerprint refused');
  await dialog.locator('button', { hasText: 'OK' }).click();
  // Kept with everything typed, open again to be checked and signed again; nothing on the server.
  await expect(item(page, stamp).getByText('En cours de saisie')).toBeVisible();
  const kept = await storedReport(page, stamp);
  expect(kept).toMatchObject({ open: true, comment: 'Ajouté après la signature' });
  expect(kept?.fingerprint).toBeUndefined();
  expect(await savedIdsOf(page, tenant)).toEqual([]);

  const fingerprint = await signAll(page, stamp);
  await saveAndWaitGone(page, stamp);
  const ids = await savedIdsOf(page, tenant);
  expect(ids).toHaveLength(1);
  const document = await savedDocument(page, ids[0] ?? 0);
  expect(document).toMatchObject({ fingerprint, comment: 'Ajouté après la signature' });
});

test('another version saved under the same key: refused, kept, and saved as a new report on Save', async ({
  page,
}) => {
  await signIn(page, 'Agence Intégrité');
  const stamp = Date.now();
  const tenant = `Karim Version ${stamp}`;
  const report = { ...signedEntrant(tenant, stamp, 0), comment: 'Version corrigée' };
  await seedSignedReport(page, report);
  // Another version of this report went to the server under the key this device will use.
  const first = await page.evaluate(
    async ({ report }) => {
      // The device's id, made as the app makes it if it has not saved anything yet.
      const device = localStorage.getItem('constat:deviceId') ?? crypto.randomUUID();
      localStorage.setItem('constat:deviceId', device);
      const security = JSON.parse(localStorage.getItem('security') ?? '{}') as { jwtToken?: string };
      const response = await fetch('/api/edl', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${security.jwtToken ?? ''}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': `${device}:${report.localId}`,
        },
        body: JSON.stringify({
          ...report,
          signatures: {},
          comment: 'Première version',
          profileId: Number(localStorage.getItem('profile')),
        }),
      });
      return response.status;
    },
    { report },
  );
  expect(first).toBe(201);
  await page.reload();

  await item(page, stamp).getByRole('button', { name: 'Enregistrer' }).click();
  const dialog = page.locator('ion-alert', { hasText: `Erreur enregistrement EDL local #${stamp}` });
  await expect(dialog).toContainText('Une autre version de cet EDL a déjà été enregistrée sur le serveur');
  await expect(dialog).toContainText("pour l'enregistrer comme un nouvel EDL");
  await dialog.locator('button', { hasText: 'OK' }).click();
  await expect(item(page, stamp).getByText('Prêt à être enregistré')).toBeVisible();
  expect((await storedReport(page, stamp))?.comment).toBe('Version corrigée');
  expect(await savedIdsOf(page, tenant)).toHaveLength(1);

  // Save again: this version becomes a new report beside the first.
  await saveAndWaitGone(page, stamp);
  const ids = await savedIdsOf(page, tenant);
  expect(ids).toHaveLength(2);
  const comments = await Promise.all(ids.map(async (id) => (await savedDocument(page, id))['comment']));
  expect(comments.sort()).toEqual(['Première version', 'Version corrigée']);
});

/** The visible self-service screen (Ionic keeps the others mounted, hidden). */
const step = (page: Page) => page.locator('.self-service-page:not(.ion-page-hidden)');

async function tenantStep(page: Page, element: string, photoStep: boolean): Promise<void> {
  await expect(step(page).locator('.self-service-element')).toHaveText(element);
  await step(page).getByRole('button', { name: 'Valider', exact: true }).click();
  if (photoStep) await step(page).locator('.self-service-photo-next').click();
}

async function initial(page: Page): Promise<void> {
  const canvas = step(page).locator('canvas.signature-canvas');
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no pad');
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width - 20, box.y + 20, { steps: 12 });
  await page.mouse.up();
  const send = step(page).getByRole('button', { name: 'Valider et envoyer' });
  await expect(send).toBeEnabled({ timeout: 6_000 });
  await send.click();
}

test("a tenant's report changed after signing is refused, kept, signed again and sent", async ({
  page: agent,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  await signIn(agent, 'Agence Intégrité');
  const base = await saveBaseReport(agent, baseMoveIn(`Ancienne Locataire ${stamp}`, stamp));
  const created = await call(agent, 'POST', '/auto-edl', {
    duplicateFromId: base.id,
    email: `integrite-${stamp}@example.org`,
    preData: { etage: '1', numAppart: 'B4' },
    profileId: Number(await agent.evaluate(() => localStorage.getItem('profile'))),
  });
  expect(created.status).toBe(201);
  const invitation = created.body as Invitation;

  const tenantContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
    serviceWorkers: 'allow',
  });
  const tenant = await tenantContext.newPage();
  await tenant.goto('/');
  await tenant.locator('input[name=login]').fill(invitation.login);
  await tenant.locator('input[name=password]').fill(invitation.password);
  await tenant.getByRole('button', { name: 'Me connecter' }).click();
  await expect(tenant).toHaveURL(/#\/auto-edl\/lang$/);
  await waitForOfflineReady(tenant);
  await step(tenant).getByText('Français').click();
  const name = `Lina Locataire ${stamp}`;
  await step(tenant).locator('input[name="renter.name"]').fill(name);
  await step(tenant).locator('input[name="renter.name"]').blur();
  const start = step(tenant).getByRole('button', { name: "Commencer l'état des lieux" });
  await expect(start).toBeEnabled({ timeout: 5_000 });
  await start.click();
  await tenantStep(tenant, 'Porte palière', false);
  await tenantStep(tenant, 'Total des clés', false);
  await tenantStep(tenant, "Porte d'entrée › Ouvrant", true);
  await tenantStep(tenant, "Porte d'entrée › Poignée", true);
  await tenantStep(tenant, 'Murs', true);
  await tenantStep(tenant, 'Sol', true);
  await step(tenant).getByRole('button', { name: 'Valider et signer' }).click();
  await step(tenant).getByRole('button', { name: 'Signer', exact: true }).click();
  await expect(tenant).toHaveURL(/#\/auto-edl\/signature$/);

  // Signed offline; the report on the device then changes before it is sent.
  await tenantContext.setOffline(true);
  await initial(tenant);
  await expect(step(tenant).getByText(/sera envoyé automatiquement dès le retour du réseau/)).toBeVisible();
  await tenant.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('constat');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction('reports', 'readwrite');
      const cursor = tx.objectStore('reports').openCursor();
      cursor.onsuccess = () => {
        const row = cursor.result?.value as { report: Record<string, unknown> } | undefined;
        if (row)
          cursor.result?.update({ ...row, report: { ...row.report, comment: 'Changé après signature' } });
      };
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  });
  await tenantContext.setOffline(false);
  const dialog = tenant.locator('ion-alert', { hasText: 'Erreur synchronisation EDL local #' });
  await expect(dialog).toContainText('modifié après votre signature');
  await expectNoSeriousA11yViolations(tenant, 'self-service fingerprint refused');
  await dialog.locator('button', { hasText: 'OK' }).click();

  await step(tenant).getByRole('button', { name: 'Signer à nouveau' }).click();
  await initial(tenant);
  await expect(tenant).toHaveURL(/#\/auto-edl\/done$/, { timeout: 30_000 });
  const list = await call(agent, 'GET', '/auto-edl');
  const done = (list.body as Invitation[]).find((i) => i.id === invitation.id);
  const resultId = done?.autoEdl?.id ?? 0;
  const { body } = await apiGet(agent, `/edl/${resultId}`);
  const saved = (body as { data: Record<string, unknown> }).data;
  expect(saved['comment']).toBe('Changé après signature');
  expect(saved['fingerprint']).toMatch(/^[0-9a-f]{64}$/);
  await tenantContext.close();
});
