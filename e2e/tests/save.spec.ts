/**
 * Saving from the in-progress list (inspection-core §2, §4 "Local report life", §8 "Save failure"):
 * 'Tout enregistrer' sends the ready reports one after the other, the statuses move from waiting to
 * 'Enregistrement en cours...' to 'Enregistré !', the server holds each report once with its photos
 * byte-identical, and the local copies go (automatic deletion is the default). A network cut during
 * the upload keeps the report and sends it when the network is back; a refusal shows the spec's
 * dialog with the server's detail and leaves the report ready to save again.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectWellFormedLandmarks } from './support/axe.ts';
import { signIn, storedReport } from './support/seedReport.ts';
import { recordSaveStatuses, saveStatusesOf } from './support/saveStatuses.ts';
import { apiGet, seedSignedReport, signedEntrant } from './support/signedReport.ts';

const item = (page: Page, localId: number) => page.locator(`.local-report[data-local-id="${localId}"]`);

interface Summary {
  id: number;
  renter: string | null;
}

/** `expected` appear in `seen` in that order (statuses too short-lived to matter may sit between). */
function expectInOrder(seen: string[], expected: string[]): void {
  let from = 0;
  for (const status of expected) {
    const at = seen.findIndex((text, i) => i >= from && text.startsWith(status));
    expect(at, `'${status}' after position ${from} in ${JSON.stringify(seen)}`).toBeGreaterThanOrEqual(from);
    from = at + 1;
  }
}

async function savedReportsOf(page: Page, tenant: string): Promise<Summary[]> {
  const { body } = await apiGet(page, `/edl?q=${encodeURIComponent(tenant)}`);
  return body as Summary[];
}

async function savedPhotoHashes(page: Page, id: number): Promise<string[]> {
  const { body } = await apiGet(page, `/edl/${id}`);
  const data = (body as { data: { edl: { entry: { rate?: { photo?: { sha256: string }[] } }[] }[] } }).data;
  return data.edl.flatMap((room) =>
    room.entry.flatMap((entry) => (entry.rate?.photo ?? []).map((p) => p.sha256)),
  );
}

async function photoBytesMatch(page: Page, id: number, sha: string): Promise<boolean> {
  return page.evaluate(
    async ({ id, sha }) => {
      const security = JSON.parse(localStorage.getItem('security') ?? '{}') as { jwtToken?: string };
      const response = await fetch(`/api/edl/${id}/photos/${sha}`, {
        headers: { Authorization: `Bearer ${security.jwtToken ?? ''}` },
      });
      const digest = await crypto.subtle.digest('SHA-256', await response.arrayBuffer());
      const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
      return response.ok && hex === sha;
    },
    { id, sha },
  );
}

test('save all: one at a time, statuses, each report once on the server with its photos', async ({
  page,
}) => {
  await signIn(page, 'Agence Save');
  const stamp = Date.now();
  const first = await seedSignedReport(page, signedEntrant(`Anna Save ${stamp}`, stamp, 3));
  const second = await seedSignedReport(page, signedEntrant(`Bruno Save ${stamp}`, stamp + 1, 2));
  await page.reload();

  await expect(item(page, first.localId).getByText('Prêt à être enregistré')).toBeVisible();
  const saveAll = page.getByRole('button', { name: 'Tout enregistrer (2)' });
  await expect(saveAll).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectWellFormedLandmarks(page);
  await recordSaveStatuses(page);
  await saveAll.click();

  // Automatic deletion (the default): the local copies go once saved.
  await expect(item(page, first.localId)).toHaveCount(0);
  await expect(item(page, second.localId)).toHaveCount(0);
  // The list is newest first: the second report goes first, the first waits its turn (1.5 s apart).
  expectInOrder(await saveStatusesOf(page, second.localId), [
    'Prêt à être enregistré',
    'Enregistrement en cours...',
    'Enregistré !',
  ]);
  expectInOrder(await saveStatusesOf(page, first.localId), [
    'Prêt à être enregistré',
    "En attente d'enregistrement...",
    'Enregistrement en cours...',
    'Enregistré !',
  ]);
  expect(await storedReport(page, first.localId)).toBeNull();

  for (const [tenant, seeded] of [
    [`Anna Save ${stamp}`, first],
    [`Bruno Save ${stamp}`, second],
  ] as const) {
    const saved = await savedReportsOf(page, tenant);
    expect(saved).toHaveLength(1);
    const id = saved[0]?.id ?? 0;
    expect(await savedPhotoHashes(page, id)).toEqual(seeded.photoHashes);
    for (const sha of seeded.photoHashes) expect(await photoBytesMatch(page, id, sha)).toBe(true);
  }
});

// On a slow line (docs/ARCHITECTURE.md "Budgets"), one question for the whole save instead of one HEAD per
// image.
test('a save asks once which images the server lacks, then sends only those', async ({ page }) => {
  await signIn(page, 'Agence Save');
  const stamp = Date.now();
  const tenant = `Denis Inventaire ${stamp}`;
  const seeded = await seedSignedReport(page, signedEntrant(tenant, stamp, 6));
  // Two of its photos reached the server already (an earlier attempt cut short, say).
  const early = seeded.photoHashes.slice(0, 2);
  const statuses = await page.evaluate(async (early) => {
    const security = JSON.parse(localStorage.getItem('security') ?? '{}') as { jwtToken?: string };
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('constat');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const rows = await new Promise<{ data: ArrayBuffer; type: string }[]>((resolve, reject) => {
      const request = db.transaction('photos').objectStore('photos').getAll();
      request.onsuccess = () => resolve(request.result as { data: ArrayBuffer; type: string }[]);
      request.onerror = () => reject(request.error);
    });
    const hex = async (data: ArrayBuffer) =>
      [...new Uint8Array(await crypto.subtle.digest('SHA-256', data))]
        .map((b) => b.toString(16).padStart(2, '0'))
        .join('');
    const sent: number[] = [];
    for (const row of rows) {
      const sha = await hex(row.data);
      if (!early.includes(sha)) continue;
      const put = await fetch(`/api/photos/${sha}`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${security.jwtToken ?? ''}`, 'Content-Type': row.type },
        body: row.data,
      });
      sent.push(put.status);
    }
    return sent;
  }, early);
  expect(statuses).toEqual([201, 201]);
  await page.reload();

  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/photos')) requests.push(`${request.method()} ${url.pathname}`);
  });
  await item(page, seeded.localId).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(item(page, seeded.localId)).toHaveCount(0);

  expect(requests.filter((r) => r === 'POST /api/photos/missing')).toHaveLength(1);
  expect(requests.filter((r) => r.startsWith('HEAD'))).toEqual([]);
  const puts = requests.filter((r) => r.startsWith('PUT')).map((r) => r.slice('PUT /api/photos/'.length));
  // The four photos the server lacked and the signature; not the two it had.
  expect(puts).toHaveLength(5);
  for (const sha of seeded.photoHashes.slice(2)) expect(puts).toContain(sha);
  for (const sha of early) expect(puts).not.toContain(sha);
  const saved = await savedReportsOf(page, tenant);
  expect(await savedPhotoHashes(page, saved[0]?.id ?? 0)).toEqual(seeded.photoHashes);
});

test('a network cut during the upload keeps the report and sends it when the network is back', async ({
  page,
  context,
}) => {
  await signIn(page, 'Agence Save');
  const stamp = Date.now();
  const tenant = `Chloé Coupure ${stamp}`;
  const seeded = await seedSignedReport(page, signedEntrant(tenant, stamp, 4));
  await page.reload();

  // The connection drops while the second photo is on its way.
  let puts = 0;
  await page.route('**/api/photos/*', async (route) => {
    if (route.request().method() === 'PUT' && ++puts === 2) {
      await context.setOffline(true);
      await route.abort('internetdisconnected');
      return;
    }
    await route.continue();
  });
  await item(page, seeded.localId).getByRole('button', { name: 'Enregistrer' }).click();

  await expect(item(page, seeded.localId).getByText('Connexion perdue')).toBeVisible();
  await expect(page.locator('ion-alert', { hasText: "Vous n'êtes plus connectés à Internet" })).toBeVisible();
  await page.locator('ion-alert button', { hasText: 'OK' }).click();
  // Offline, the report is still on the device, unchanged and unsaved; saving is disabled.
  const kept = await storedReport(page, seeded.localId);
  expect(kept?.id ?? null).toBeNull();
  expect(kept?.signatures?.renter?._ref).toBe(`sig:${stamp}:renter`);
  await expect(item(page, seeded.localId).getByRole('button', { name: 'Enregistrer' })).toBeDisabled();

  await recordSaveStatuses(page);
  await context.setOffline(false);
  await expect(item(page, seeded.localId)).toHaveCount(0);
  expectInOrder(await saveStatusesOf(page, seeded.localId), [
    'Connexion perdue',
    'Enregistrement en cours...',
    'Enregistré !',
  ]);
  const saved = await savedReportsOf(page, tenant);
  expect(saved).toHaveLength(1);
  expect(await savedPhotoHashes(page, saved[0]?.id ?? 0)).toEqual(seeded.photoHashes);
});

// The 'online' event comes when an interface is up, not when the server answers: the first re-send
// may fail again. The report must not stay 'waiting' for an 'online' event that never comes, with
// Save disabled: it is sent again a moment later, without another dialog.
test('a re-send that fails right after the network is back is tried again', async ({ page, context }) => {
  await signIn(page, 'Agence Save');
  const stamp = Date.now();
  const tenant = `Élodie Retour ${stamp}`;
  const seeded = await seedSignedReport(page, signedEntrant(tenant, stamp, 2));
  await page.reload();

  // The first PUT goes while the network is down; the first request after it is back fails too.
  // Several images travel at once: the ones still on their way when the network goes fail with it.
  let network: 'up' | 'down' | 'back' | 'failed again' = 'up';
  await page.route('**/api/photos/*', async (route) => {
    if (network === 'up' && route.request().method() === 'PUT') {
      network = 'down';
      await context.setOffline(true);
    } else if (network === 'back') {
      network = 'failed again';
    } else if (network !== 'down') {
      await route.continue();
      return;
    }
    await route.abort('internetdisconnected');
  });
  await item(page, seeded.localId).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.locator('ion-alert', { hasText: "Vous n'êtes plus connectés à Internet" })).toBeVisible();
  await page.locator('ion-alert button', { hasText: 'OK' }).click();
  await expect(item(page, seeded.localId).getByText('Connexion perdue')).toBeVisible();

  await recordSaveStatuses(page);
  network = 'back';
  await context.setOffline(false);
  await expect(item(page, seeded.localId)).toHaveCount(0);
  expect(network).toBe('failed again');
  expectInOrder(await saveStatusesOf(page, seeded.localId), [
    'Connexion perdue',
    'Enregistrement en cours...',
    'Connexion perdue',
    'Enregistrement en cours...',
    'Enregistré !',
  ]);
  // The automatic re-sends brought no dialog of their own.
  await expect(page.locator('ion-alert')).toHaveCount(0);
  expect(await savedReportsOf(page, tenant)).toHaveLength(1);
});

test('a refused report shows the save error with the server detail and stays ready to save', async ({
  page,
}) => {
  await signIn(page, 'Agence Save');
  const stamp = Date.now();
  const report = { ...signedEntrant(`Denis Refus ${stamp}`, stamp, 1), nbRenters: 9 };
  const seeded = await seedSignedReport(page, report);
  await page.reload();

  await item(page, seeded.localId).getByRole('button', { name: 'Enregistrer' }).click();
  const dialog = page.locator('ion-alert', { hasText: `Erreur enregistrement EDL local #${stamp}` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Un problème est survenu lors de l'enregistrement de votre EDL.");
  await expect(dialog).toContainText('nbRenters');
  await dialog.locator('button', { hasText: 'OK' }).click();
  await expect(item(page, seeded.localId).getByText('Prêt à être enregistré')).toBeVisible();
  expect((await storedReport(page, seeded.localId))?.nbRenters).toBe(9);
});

/** Replaces the bytes of the photo `ref` on the device (the app hashes them again when sending). */
async function setPhotoBytes(page: Page, ref: string, bytes: number[] | null): Promise<number[]> {
  return page.evaluate(
    async ({ ref, bytes }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('constat');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const before = await new Promise<number[]>((resolve, reject) => {
        const tx = db.transaction('photos', 'readwrite');
        const index = tx.objectStore('photos').index('ref');
        const read = index.openCursor(ref);
        read.onsuccess = () => {
          const cursor = read.result;
          if (!cursor) return reject(new Error(`no photo ${ref}`));
          const row = cursor.value as { data: ArrayBuffer };
          const old = [...new Uint8Array(row.data)];
          if (bytes) cursor.update({ ...row, data: new Uint8Array(bytes).buffer });
          tx.oncomplete = () => resolve(old);
        };
        tx.onerror = () => reject(tx.error);
      });
      db.close();
      return before;
    },
    { ref, bytes },
  );
}

// Several photos travel at once: one the server refuses stops the others, the agent gets the save
// error with the server's reason, the report stays on the device ready to save again, and the
// progress bar only ever moves forward within its total.
test('a refused photo stops the upload, shows the server reason and the report can be saved again', async ({
  page,
}) => {
  await signIn(page, 'Agence Save');
  const stamp = Date.now();
  const tenant = `Fanny Photo ${stamp}`;
  const seeded = await seedSignedReport(page, signedEntrant(tenant, stamp, 6));
  // The third photo is not an image any more: the server refuses it (a whole JPEG or PNG only).
  const original = await setPhotoBytes(page, `ref:${stamp}:2`, [
    ...new TextEncoder().encode('pas une photo'),
  ]);
  await page.reload();

  await page.evaluate((id) => {
    const seen: [number, number][] = [];
    (window as unknown as { __progress: typeof seen }).__progress = seen;
    new MutationObserver(() => {
      const bar = document.querySelector<HTMLProgressElement>(
        `.local-report[data-local-id="${id}"] progress`,
      );
      if (bar && seen.at(-1)?.[0] !== bar.value) seen.push([bar.value, bar.max]);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  }, seeded.localId);
  await item(page, seeded.localId).getByRole('button', { name: 'Enregistrer' }).click();
  const dialog = page.locator('ion-alert', { hasText: `Erreur enregistrement EDL local #${stamp}` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Un problème est survenu lors de l'enregistrement de votre EDL.");
  await expect(dialog).toContainText("n'est pas une image");
  await dialog.locator('button', { hasText: 'OK' }).click();
  await expect(item(page, seeded.localId).getByText('Prêt à être enregistré')).toBeVisible();
  expect((await storedReport(page, seeded.localId))?.id ?? null).toBeNull();
  expect(await savedReportsOf(page, tenant)).toHaveLength(0);

  // The photo is whole again: the same report saves, with every photo once.
  await setPhotoBytes(page, `ref:${stamp}:2`, original);
  await page.evaluate(() => {
    (window as unknown as { __progress: unknown[] }).__progress.length = 0;
  });
  await item(page, seeded.localId).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(item(page, seeded.localId)).toHaveCount(0);
  const saved = await savedReportsOf(page, tenant);
  expect(saved).toHaveLength(1);
  expect(await savedPhotoHashes(page, saved[0]?.id ?? 0)).toEqual(seeded.photoHashes);
  const progress = await page.evaluate(
    () => (window as unknown as { __progress: [number, number][] }).__progress,
  );
  expect(progress.length).toBeGreaterThan(1);
  const max = progress[0]?.[1] ?? 0;
  for (const [i, [value, total]] of progress.entries()) {
    expect(total).toBe(max);
    expect(value).toBeLessThanOrEqual(total);
    expect(value).toBeGreaterThanOrEqual(progress[i - 1]?.[0] ?? 0);
  }
});
