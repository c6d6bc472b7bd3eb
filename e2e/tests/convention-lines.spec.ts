/**
 * A convention that says what was agreed, line by line (docs/ARCHITECTURE.md "Beyond the specification"), on
 * a phone: a move-out's 'Dépôt de garantie' typed in 'Modifier les infos' (a bad amount refused under the
 * field), signed with a convention and saved; the costing screen applies the wear from the grid to
 * the pre-quoted walls and shows the tenant's share, the deposit and the balance; 'Terminer'
 * renders the convention PDF, whose text holds the wear, the share, the deposit and the balance.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  conventionBalance,
  conventionLine,
  createReport,
  formatEuros,
  suggestWear,
  updateRate,
  type LocalReport,
} from '@constat/domain';
import { expectStored } from './support/editor.ts';
import { fill, toggle } from './support/reportForm.ts';
import { seedReport, signIn, T3_WITH_CELLAR } from './support/seedReport.ts';

const SHOTS = process.env.E2E_SHOTS_DIR ?? path.join(import.meta.dirname, '..', 'screenshots');
const ENTRY_DATE = '2021-06-01';
/** The walls' pre-quote: 10 m² for a lump sum of 1 430,00 € (no calibration on this account). */
const QUOTED_CENTS = 143_000;

/** A move-out made from nothing, its living-room walls degraded and pre-quoted. */
function moveOutWithQuotedWalls(renter: string): LocalReport {
  const info = {
    ...T3_WITH_CELLAR,
    renter: { ...T3_WITH_CELLAR.renter, name: renter, sortantAddr: '8 rue Neuve' },
  };
  const report = createReport({ edlIO: 'Sortant', template: 'default', info });
  const salon = report.edl.find((m) => m.name.startsWith('Salon'));
  const murs = salon?.entry.find((e) => e.name === 'Murs');
  if (!salon || !murs) throw new Error('no Salon > Murs in the catalogue');
  return updateRate(report, { moduleId: salon.id, entryId: murs.id }, (rate) => ({
    ...rate,
    condition: 'Dégradé',
    toQuote: true,
    preQuote: { action: 'repair', measure: 1000, cost: QUOTED_CENTS, calibrationId: null },
  }));
}

async function sign(page: Page, signerKey: string) {
  const canvas = page.locator(`[data-signer="${signerKey}"] canvas`);
  await canvas.scrollIntoViewIfNeeded();
  await canvas.click({ trial: true });
  const box = await canvas.boundingBox();
  if (!box) throw new Error(`no pad for ${signerKey}`);
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.6);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.3, { steps: 8 });
  await page.mouse.up();
}

/** The convention PDF's text once rendered (pdftotext), read with the signed-in user's token. */
async function conventionText(page: Page, id: number): Promise<string> {
  let base64: string | null = null;
  await expect
    .poll(
      async () => {
        base64 = await page.evaluate(async (id) => {
          const security = JSON.parse(localStorage.getItem('security') ?? '{}') as { jwtToken?: string };
          const response = await fetch(`/api/edl/${id}/convention.pdf`, {
            headers: { Authorization: `Bearer ${security.jwtToken ?? ''}` },
          });
          if (!response.ok) return null;
          const bytes = new Uint8Array(await response.arrayBuffer());
          let text = '';
          for (const byte of bytes) text += String.fromCharCode(byte);
          return btoa(text);
        }, id);
        return base64 !== null;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'constat-e2e-lines-')), 'convention.pdf');
  await fs.writeFile(file, Buffer.from(base64 ?? '', 'base64'));
  if (process.env.E2E_SHOTS_DIR) await fs.copyFile(file, path.join(SHOTS, 'convention-e2e.pdf'));
  // No-break spaces (the amounts' separators) read as spaces.
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

test('deposit typed on the move-out, wear from the grid on the costing screen, all of it in the convention PDF', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'Agence Lignes');
  const renter = `Léa Lignes ${Date.now()}`;
  const localId = await seedReport(page, moveOutWithQuotedWalls(renter));

  // 'Modifier les infos': the entry date, a deposit that is not an amount (refused), then 1 200.
  await page.goto(`/#/modifier-edl/${localId}`);
  const form = page.locator('[data-route=editEdlInfo]');
  const deposit = form.locator('ion-item', { has: page.locator('input[name=depotGarantie]') });
  await fill(page, 'entryDate', ENTRY_DATE);
  await fill(page, 'depotGarantie', 'douze cents');
  await toggle(page, 'conventionSortieManuelle');
  await form.locator('.info-submit-button').click();
  await expect(page).toHaveURL(new RegExp(`#/modifier-edl/${localId}$`));
  await expect(deposit.getByRole('alert')).toContainText(
    'Le dépôt de garantie doit être un montant en euros',
  );
  await fill(page, 'depotGarantie', '1 200');
  await expectStored(page, localId, (r) => r.depotGarantie === '1 200' && r.entryDate === ENTRY_DATE);
  await deposit.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, 'deposit-field-phone.png') });
  await page.setViewportSize({ width: 1024, height: 768 });
  await deposit.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, 'deposit-field-tablet.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await form.locator('.info-submit-button').click();
  await expect(page).toHaveURL(new RegExp(`#/edl/${localId}$`));

  // Signed with its convention (nothing to compare with: the recap), saved.
  await page.locator('.submit-report').click();
  await expect(page).toHaveURL(new RegExp(`#/edl/${localId}/recapitulatif-convention$`));
  await page.locator('ion-alert').getByRole('button', { name: 'OK' }).click();
  await page.locator('[data-route=edlRecap] .recap-sign').click();
  for (const key of ['renter', 'owner', 'paraphes']) await sign(page, key);
  await page.locator('.signature-validate').click();
  await expect(page).toHaveURL(/#\/edls\/en-cours$/);
  const exitDate = Date.now();
  const local = page.locator(`.local-report[data-local-id="${localId}"]`);
  await local.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(local).toHaveCount(0, { timeout: 30_000 });

  // The costing screen: the grid's wear for paint since the entry date, taken off the lump sum.
  await page.getByRole('tab', { name: 'EDLs enregistrés' }).click();
  await page.locator('.saved-search input').fill(renter);
  const item = page.locator('.saved-report').filter({ hasText: renter });
  await expect(item).toHaveCount(1);
  const id = Number(await item.getAttribute('data-id'));
  await item.getByRole('button', { name: 'Chiffrage', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#/costing/${id}$`));
  const wear = suggestWear({ family: 'peintures', entryDate: ENTRY_DATE, exitDate });
  expect(wear).toBeGreaterThan(0);
  const amounts = conventionLine({ cost: QUOTED_CENTS, taxRate: 2000, wear, measure: 1000, unitCost: null });
  const balance = conventionBalance(amounts.total, 120_000);
  expect(balance.kind).toBe('toReturn');
  const screen = page.locator('[data-route=edlCosting]');
  const line = screen.locator('.costing-line').first();
  await expect(line.locator('.costing-wear label')).toHaveText(`Vétusté ${wear} %`);
  await expect(line.locator('.costing-tenant-share')).toContainText(`Forfait : ${formatEuros(QUOTED_CENTS)}`);
  await expect(line.locator('.costing-tenant-share')).toContainText(`vétusté ${wear} %`);
  await expect(line.locator('.costing-tenant-share-amount')).toHaveText(formatEuros(amounts.tenantShare));
  await expect(screen.locator('.costing-ttc')).toHaveText(formatEuros(amounts.total));
  await expect(screen.locator('.costing-deposit')).toHaveText('1 200,00 €');
  await expect(screen.locator('.costing-balance')).toContainText('Solde à restituer au locataire');
  await expect(screen.locator('.costing-balance-amount')).toHaveText(formatEuros(balance.amount ?? 0));
  await line.locator('.costing-tenant-share').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, 'costing-line-phone.png') });
  await screen.locator('.costing-totals').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, 'costing-totals-phone.png') });
  await page.setViewportSize({ width: 1024, height: 768 });
  await line.locator('.costing-tenant-share').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, 'costing-tablet.png') });
  await page.setViewportSize({ width: 390, height: 844 });

  // The grid's suggestion under the slider; moved off it, 'Appliquer' puts it back (a saved change
  // that offers 'Terminer').
  const hint = line.locator('.costing-wear-hint');
  await expect(hint).toHaveText(`Vétusté suggérée par la grille : ${wear} %`);
  await line.locator('.costing-wear input[data-field=wear]').focus();
  await page.keyboard.press('ArrowRight');
  await expect(line.locator('.costing-wear label')).toHaveText(`Vétusté ${wear + 5} %`);
  await expect(line.locator('.costing-tenant-share-amount')).not.toHaveText(formatEuros(amounts.tenantShare));
  await page.screenshot({ path: path.join(SHOTS, 'costing-apply-grid-phone.png') });
  await hint.getByRole('button', { name: 'Appliquer' }).click();
  await expect(line.locator('.costing-wear label')).toHaveText(`Vétusté ${wear} %`);
  await expect(line.locator('.costing-tenant-share-amount')).toHaveText(formatEuros(amounts.tenantShare));
  await expect(hint.getByRole('button', { name: 'Appliquer' })).toHaveCount(0);
  await expect(screen.locator('.costing-status')).toHaveText('Enregistré !');
  await screen.getByRole('button', { name: 'Terminer' }).click();
  await expect(page).toHaveURL(/#\/edls\/enregistres$/);
  await expect(page.locator('ion-alert', { hasText: 'Erreur génération' })).toHaveCount(0);

  const text = await conventionText(page, id);
  expect(text).toContain('Salon › Murs');
  expect(text).toContain('Forfait');
  expect(text).toContain(formatEuros(QUOTED_CENTS));
  expect(text).toContain(`${wear} %`);
  expect(text).toContain(formatEuros(amounts.tenantShare));
  expect(text).toContain(formatEuros(amounts.total));
  expect(text).toContain('Dépôt de garantie 1 200,00 €');
  expect(text).toContain(`Total à la charge du locataire (TTC) ${formatEuros(amounts.total)}`);
  expect(text).toContain(`Solde à restituer au locataire ${formatEuros(balance.amount ?? 0)}`);
});
