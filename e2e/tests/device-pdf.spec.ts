/**
 * The tenant's copy at signing (docs/ARCHITECTURE.md "Beyond the specification"): a signed report on the
 * device gives its PDF with the network cut. The PDF renderer (pdfmake and its fonts) is a lazy chunk the
 * service worker precached; the downloaded file is read back with pdftotext. A move-out duplicated on the
 * device from its entry report prints the changes since entry, as the server's document does.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { localReportSummary, updateRate, type LocalReport } from '@constat/domain';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { signIn } from './support/seedReport.ts';
import { waitForOfflineReady } from './support/session.ts';
import { seedSignedReport, signedEntrant } from './support/signedReport.ts';

const SHOTS = path.join(import.meta.dirname, '..', 'screenshots');
const PHONE = { width: 390, height: 844 };
const TABLET = { width: 820, height: 1180 };

test('offline, a signed report on the device downloads as a PDF with the tenant and the address', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'Agence Copie');
  const stamp = Date.now();
  const tenant = `Gaëlle Copie ${stamp}`;
  const seeded = await seedSignedReport(page, signedEntrant(tenant, stamp, 2));
  await waitForOfflineReady(page);
  await context.setOffline(true);
  await page.reload();

  const item = page.locator(`.local-report[data-local-id="${seeded.localId}"]`);
  const copy = item.getByRole('button', { name: 'Télécharger une copie (PDF)' });
  await expect(copy).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'in-progress list with the PDF copy action');
  const [download] = await Promise.all([page.waitForEvent('download'), copy.click()]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^EDL Gaëlle Copie ${stamp} \\d{4}-\\d{2}-\\d{2}\\.pdf$`),
  );
  const file = path.join(os.tmpdir(), `device-copy-${stamp}.pdf`);
  await download.saveAs(file);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text).toContain(tenant);
  expect(text).toContain('12 rue des Lilas');
  expect(text).toContain('69003');
});

/** The living room's walls of `report`, as the catalogue names them. */
function salonMurs(report: LocalReport): { moduleId: number; entryId: number } {
  const salon = report.edl.find((m) => m.name.startsWith('Salon'));
  const murs = salon?.entry.find((e) => e.name === 'Murs');
  if (!salon || !murs) throw new Error('no Salon > Murs in the catalogue');
  return { moduleId: salon.id, entryId: murs.id };
}

/**
 * Signs the stored move-out `localId` as the signature screen would leave it (open false, one tenant
 * signature image, the list's summary) after `change` to its content; the row's other fields (the
 * kept entry) stay.
 */
async function signStored(page: Page, localId: number, change: (report: LocalReport) => LocalReport) {
  const before = await page.evaluate(async (localId) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('constat');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const row = await new Promise<{ report: LocalReport; entry?: LocalReport }>((resolve, reject) => {
      const get = db.transaction('reports').objectStore('reports').get(localId);
      get.onsuccess = () => resolve(get.result as { report: LocalReport; entry?: LocalReport });
      get.onerror = () => reject(get.error);
    });
    db.close();
    return row;
  }, localId);
  const report: LocalReport = {
    ...change(before.report),
    open: false,
    signatures: { renter: { label: 'Locataire', _ref: `sig:${localId}:renter` } },
  };
  await page.evaluate(
    async ({ localId, report, summary }) => {
      const canvas = new OffscreenCanvas(300, 120);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no canvas');
      context.fillStyle = '#fff';
      context.fillRect(0, 0, 300, 120);
      context.strokeStyle = '#123';
      context.beginPath();
      context.moveTo(20, 90);
      context.bezierCurveTo(80, 10, 160, 110, 280, 30);
      context.stroke();
      const signature = await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer();
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('constat');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction(['reports', 'summaries', 'signatures'], 'readwrite');
        const reports = tx.objectStore('reports');
        const get = reports.get(localId);
        get.onsuccess = () => {
          const row = get.result as { userId: number; profileId: number };
          reports.put({ ...row, report, updatedAt: Date.now() });
          tx.objectStore('summaries').put({ localId, userId: row.userId, profileId: row.profileId, summary });
        };
        tx.objectStore('signatures').add({
          ref: `sig:${localId}:renter`,
          localEdlId: localId,
          signer: 'renter',
          data: signature,
          type: 'image/png',
          createdAt: Date.now(),
        });
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { localId, report, summary: localReportSummary(report) },
  );
  return before.entry ?? null;
}

test('offline, the copy of a move-out duplicated on the device from its entry prints the changes since entry', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'Agence Copie');
  const stamp = Date.now();
  const tenant = `Hugo Sortie ${stamp}`;
  const signed = signedEntrant(tenant, stamp, 1);
  const entrant = updateRate(signed, salonMurs(signed), (rate) => ({
    ...rate,
    condition: 'Etat usage',
    other: 'Trou de cheville au-dessus du radiateur',
  }));
  await seedSignedReport(page, entrant);
  await waitForOfflineReady(page);

  // Duplicated through the app, as the agent does at the move-out.
  await page.reload();
  await page.locator(`.local-report[data-local-id="${stamp}"]`).locator('.duplicate-report').click();
  await page.locator('ion-action-sheet button', { hasText: /^Sortant$/ }).click();
  await expect(page).toHaveURL(new RegExp(`#/dupliquer-edl/${stamp}/sortant/local$`));
  await page.locator('.info-submit-button:visible').click();
  await expect(page).toHaveURL(/#\/edl\/\d+$/);
  const exitId = Number(/#\/edl\/(\d+)$/.exec(page.url())?.[1]);
  // Leave the editor for good (a full load of the list): a write of its own must not land after the
  // signed state this test stores.
  await page.goto('about:blank');
  await page.goto('/#/edls/en-cours');
  await expect(page.locator(`.local-report[data-local-id="${exitId}"]`)).toBeVisible();

  // At the move-out the walls got worse; the rest is as at entry.
  const kept = await signStored(page, exitId, (report) =>
    updateRate(report, salonMurs(report), (rate) => ({
      ...rate,
      condition: 'Mauvais état',
      other: 'Papier peint arraché sur un mètre',
    })),
  );
  expect(kept).toMatchObject({ localId: stamp, edlIO: 'Entrant' });

  await context.setOffline(true);
  await page.reload();
  const copy = page
    .locator(`.local-report[data-local-id="${exitId}"]`)
    .getByRole('button', { name: 'Télécharger une copie (PDF)' });
  await expect(copy).toBeVisible();
  for (const size of [PHONE, TABLET]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: path.join(SHOTS, `device-copy-list-${size.width}.png`) });
  }
  const [download] = await Promise.all([page.waitForEvent('download'), copy.click()]);
  const file = path.join(os.tmpdir(), `device-copy-exit-${stamp}.pdf`);
  await download.saveAs(file);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text).toContain('État des lieux de sortie');
  expect(text).toContain('Évolutions depuis l’état des lieux d’entrée');
  expect(text).not.toContain('Aucune évolution constatée');
  // The changes open the document, before 'Logement': one row per changed field, entry -> exit.
  const changes = text.slice(text.indexOf('Évolutions depuis'), text.indexOf('\nLogement'));
  expect(changes).toMatch(/Salon › Murs · État\s+État d’usage\s+Mauvais état/);
  expect(changes.replace(/\s+/g, ' ')).toContain('Trou de cheville au-dessus');
  expect(changes.replace(/\s+/g, ' ')).toContain('Papier peint arraché sur un');
  // Elements left as at entry are not listed.
  expect(changes).not.toContain('Plafond');
});
