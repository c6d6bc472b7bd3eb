/**
 * The exit agreement shows signatures only under what was signed (docs/ARCHITECTURE.md "Beyond the
 * specification"), on a phone and a tablet: a move-out with its agreement is signed on the device and saved;
 * a costing edit says at once 'Chiffrage modifié depuis la signature' beside the signed total, and 'Terminer'
 * renders a convention that says 'Projet révisé le …, non signé'; the parties then sign the
 * revision on the costing screen, on the report's pads, and the convention prints it signed.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createReport, updateRate, type LocalReport } from '@constat/domain';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { seedReport, signIn, T3_WITH_CELLAR } from './support/seedReport.ts';

const SHOTS = process.env.E2E_SHOTS_DIR ?? path.join(import.meta.dirname, '..', 'screenshots');
const PHONE = { width: 390, height: 844 };
const TABLET = { width: 1024, height: 768 };

/** A move-out with 'Convention de sortie manuelle' on, its living-room walls pre-quoted 250,00 €. */
function moveOutWithAgreement(renter: string): LocalReport {
  const info = {
    ...T3_WITH_CELLAR,
    renter: { ...T3_WITH_CELLAR.renter, name: renter, sortantAddr: '8 rue Neuve' },
  };
  const report = createReport({ edlIO: 'Sortant', template: 'default', info });
  const salon = report.edl.find((m) => m.name.startsWith('Salon'));
  const murs = salon?.entry.find((e) => e.name === 'Murs');
  if (!salon || !murs) throw new Error('no Salon > Murs in the catalogue');
  const quoted = updateRate(report, { moduleId: salon.id, entryId: murs.id }, (rate) => ({
    ...rate,
    condition: 'Dégradé',
    toQuote: true,
    preQuote: { action: 'repair', measure: 1000, cost: 25_000, calibrationId: null },
  }));
  return { ...quoted, conventionSortieManuelle: true, hasConvention: true };
}

async function drawOn(page: Page, canvas: Locator) {
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no pad');
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.6);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.3, { steps: 8 });
  await page.mouse.up();
}

/** The report signed on the device (comparison skipped: no entry report), then saved. */
async function signAndSave(page: Page, localId: number) {
  await page.goto(`/#/edl/${localId}`);
  await page.locator('.submit-report').click();
  await page.locator('ion-alert').getByRole('button', { name: 'OK' }).click();
  await page.locator('[data-route=edlRecap] .recap-sign').click();
  await expect(page).toHaveURL(new RegExp(`#/edl/${localId}/signature$`));
  for (const key of ['renter', 'owner', 'paraphes'])
    await drawOn(page, page.locator(`[data-signer="${key}"] canvas`));
  await page.locator('.signature-validate').click();
  await expect(page).toHaveURL(/#\/edls\/en-cours$/);
  const item = page.locator(`.local-report[data-local-id="${localId}"]`);
  await item.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(item).toHaveCount(0, { timeout: 30_000 });
}

/** The convention PDF once its text satisfies `ready` (a new render replaces the one before). */
async function conventionPdf(page: Page, id: number, ready: (text: string) => boolean) {
  let found: { text: string; file: string } | null = null;
  await expect
    .poll(
      async () => {
        const base64 = await page.evaluate(async (id) => {
          const security = JSON.parse(localStorage.getItem('security') ?? '{}') as { jwtToken?: string };
          const response = await fetch(`/api/edl/${id}/convention.pdf`, {
            headers: { Authorization: `Bearer ${security.jwtToken ?? ''}` },
            cache: 'no-store',
          });
          if (!response.ok) return null;
          const bytes = new Uint8Array(await response.arrayBuffer());
          let text = '';
          for (const byte of bytes) text += String.fromCharCode(byte);
          return btoa(text);
        }, id);
        if (base64 === null) return false;
        const file = path.join(
          await fs.mkdtemp(path.join(os.tmpdir(), 'constat-e2e-rev-')),
          'convention.pdf',
        );
        await fs.writeFile(file, Buffer.from(base64, 'base64'));
        const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
        found = { text, file };
        return ready(text);
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return found as unknown as { text: string; file: string };
}

/** The current screen at the phone's and the tablet's size. */
async function shoot(page: Page, name: string, target: Locator) {
  for (const [device, size] of [
    ['phone', PHONE],
    ['tablet', TABLET],
  ] as const) {
    await page.setViewportSize(size);
    await target.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, `${name}-${device}.png`) });
  }
  await page.setViewportSize(PHONE);
}

test('a costing edited after signing is an unsigned draft until the parties sign the revision', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'Agence Révision');
  const renter = `Léa Révision ${Date.now()}`;
  const localId = await seedReport(page, moveOutWithAgreement(renter));
  await signAndSave(page, localId);

  await page.getByRole('tab', { name: 'EDLs enregistrés' }).click();
  await page.locator('.saved-search input').fill(renter);
  const item = page.locator('.saved-report').filter({ hasText: renter });
  await expect(item).toHaveCount(1);
  const id = Number(await item.getAttribute('data-id'));
  await item.getByRole('button', { name: 'Chiffrage', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#/costing/${id}$`));
  const screen = page.locator('[data-route=edlCosting]');
  const panel = screen.locator('.agreement-panel');

  // As signed: the costing charges the pre-quote the parties signed.
  await expect(panel.locator('.agreement-signed')).toContainText('Chiffrage conforme aux montants signés le');
  await expect(screen.getByRole('button', { name: 'Faire signer la révision' })).toHaveCount(0);

  // An edit of the cost: the screen says so at once, the signed total beside the current one.
  const line = screen.locator('.costing-line').first();
  await line.locator('input[name=costing-cost]').fill('300');
  await line.locator('input[name=costing-cost]').press('Enter');
  await expect(screen.locator('.costing-status')).toHaveText('Enregistré !');
  const revised = panel.locator('.agreement-revised');
  await expect(revised.getByRole('heading', { name: 'Chiffrage modifié depuis la signature' })).toBeVisible();
  await expect(revised.locator('.agreement-signed-ttc')).toHaveText(/300,00\s€/u);
  await expect(revised.locator('.agreement-current-ttc')).toHaveText(/360,00\s€/u);
  await shoot(page, 'costing-revised', revised);
  await expectNoSeriousA11yViolations(page, 'costing screen, revised');

  // 'Terminer': the convention PDF is a revised draft, not signed; the signatures sit under the
  // signed totals only.
  await screen.getByRole('button', { name: 'Terminer' }).click();
  await expect(page).toHaveURL(/#\/edls\/enregistres$/);
  const draft = await conventionPdf(page, id, (text) => text.includes('non signé'));
  expect(draft.text).toMatch(/Projet révisé le \d+ \S+ \d{4}, non signé/u);
  expect(draft.text).toContain('Montants signés / Montants révisés (non signés)');
  const fingerprintLabel = draft.text.indexOf('Empreinte du contenu signé (SHA-256)');
  expect(fingerprintLabel).toBeGreaterThan(draft.text.indexOf('portent sur les montants signés le'));
  execFileSync('pdftoppm', ['-png', '-r', '60', draft.file, path.join(SHOTS, 'convention-draft')]);

  // The tenant's public link shows the same draft, without the pads: they sign at the agency.
  await page.goto(`/#/costing/${id}`);
  const share = screen.locator('.costing-share');
  await share.getByRole('button', { name: 'Créer le lien public' }).click();
  const publicUrl = (await share.locator('.costing-share-url').textContent()) ?? '';
  expect(publicUrl).toContain(`#/p/costing/${id}/`);
  const tenantContext = await browser.newContext({ viewport: PHONE, locale: 'fr-FR' });
  const tenant = await tenantContext.newPage();
  await tenant.goto(publicUrl);
  const publicScreen = tenant.locator('[data-route=edlCostingPublic]');
  const publicRevised = publicScreen.locator('.agreement-revised');
  await expect(
    publicRevised.getByRole('heading', { name: 'Chiffrage modifié depuis la signature' }),
  ).toBeVisible();
  await expect(publicRevised).toContainText(
    "tant que les parties ne signent pas la révision auprès de l'agence",
  );
  await expect(publicScreen.getByRole('button', { name: 'Faire signer la révision' })).toHaveCount(0);
  await publicRevised.scrollIntoViewIfNeeded();
  await tenant.screenshot({ path: path.join(SHOTS, 'public-costing-revised-phone.png') });
  await tenantContext.close();

  // The revision signed on the costing screen, on the report's pads (no initials).
  await screen.getByRole('button', { name: 'Faire signer la révision' }).click();
  const sheet = page.locator('ion-modal.revision-signature');
  await expect(sheet.locator('.revision-total')).toHaveText(/Total de la révision : 360,00\s€ TTC/u);
  await expect(sheet.locator('[data-signer]')).toHaveCount(2);
  await expect(sheet.locator('[data-signer=paraphes]')).toHaveCount(0);
  await sheet.getByRole('button', { name: 'Valider les signatures' }).click();
  await expect(sheet.getByRole('alert')).toHaveText('Signature manquante : "Locataire"');
  for (const key of ['renter', 'owner']) await drawOn(page, sheet.locator(`[data-signer="${key}"] canvas`));
  await shoot(page, 'costing-revision-pads', sheet.locator('.signature-submit'));
  await sheet.getByRole('button', { name: 'Valider les signatures' }).click();
  const done = page.locator('ion-alert', { hasText: 'La révision est signée' });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(panel.locator('.agreement-signed')).toContainText('Révision 1 du chiffrage signée le');
  await expect(panel.locator('.agreement-history li')).toHaveCount(2);
  await expect(panel.locator('.agreement-history li').nth(1)).toContainText(
    'par Locataire, Propriétaire ou mandataire : 360,00',
  );
  await shoot(page, 'costing-revision-signed', panel);

  // The server regenerated the convention: the revision, signed, with its date and fingerprint.
  const signed = await conventionPdf(page, id, (text) => text.includes('Révision 1 du chiffrage, signée le'));
  expect(signed.text).not.toContain('non signé');
  expect(signed.text).toMatch(/Empreinte de la révision signée \(SHA-256\) [0-9a-f]{64}/u);
  execFileSync('pdftoppm', ['-png', '-r', '60', signed.file, path.join(SHOTS, 'convention-signed')]);
});
