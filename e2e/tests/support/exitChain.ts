/**
 * The move-out chain's steps as a user walks them (docs/ARCHITECTURE.md "Beyond the specification"): sign on
 * the pads, save from the in-progress list, find the saved move-out, open its costing and 'Terminer', and
 * read a rendered PDF back with pdftotext.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { updateRate, type LocalReport, type Rate } from '@constat/domain';

export const localItem = (page: Page, localId: number) =>
  page.locator(`.local-report[data-local-id="${localId}"]`);

/** Sets the rate of room > element (> sub-element) of a report before it is put on the device. */
export function setRate(report: LocalReport, names: string[], patch: Rate): LocalReport {
  const [room, element, sub] = names;
  const module = report.edl.find((m) => m.name === room);
  const entry = module?.entry.find((e) => e.name === element);
  const subEntry = entry?.content?.find((s) => s.name === sub);
  if (!module || !entry) throw new Error(`no ${names.join(' > ')}`);
  const at = { moduleId: module.id, entryId: entry.id, subEntryId: subEntry?.id };
  return updateRate(report, at, (rate) => ({ ...(rate ?? {}), ...patch }));
}

/** Draws a stroke on the pad of `signerKey`. */
async function sign(page: Page, signerKey: string): Promise<void> {
  const canvas = page.locator(`[data-signer="${signerKey}"] canvas`);
  await canvas.scrollIntoViewIfNeeded();
  // Waits for the pad to stand still (the page slides in) before measuring it.
  await canvas.click({ trial: true });
  const box = await canvas.boundingBox();
  if (!box) throw new Error(`no pad for ${signerKey}`);
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.6);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.3, { steps: 8 });
  await page.mouse.up();
}

/** From the recap: every pad signed, back to the in-progress list. */
export async function signFromRecap(page: Page, localId: number): Promise<void> {
  // Seen once on a loaded machine: a tap on the recap just mounted led nowhere; tapped again then.
  await expect(async () => {
    await page.locator('[data-route=edlRecap] .recap-sign').click();
    await expect(page).toHaveURL(new RegExp(`#/edl/${localId}/signature$`), { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  for (const key of ['renter', 'owner', 'paraphes']) await sign(page, key);
  await page.locator('.signature-validate').click();
  await expect(page).toHaveURL(/#\/edls\/en-cours$/);
}

/** 'Enregistrer' on the in-progress list; resolves once the report has left the device's list. */
export async function saveFromList(page: Page, localId: number): Promise<void> {
  await localItem(page, localId).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(localItem(page, localId)).toHaveCount(0, { timeout: 30_000 });
}

/** The saved list's report of `renter` of type `io`, and its server id. */
export async function savedReport(
  page: Page,
  renter: string,
  io: 'entrant' | 'sortant',
): Promise<{ item: Locator; id: number }> {
  await page.getByRole('tab', { name: 'EDLs enregistrés' }).click();
  await page.locator('.saved-search input').fill(renter);
  const item = page.locator('.saved-report', { has: page.locator(`.io-${io}`) }).filter({ hasText: renter });
  await expect(item).toHaveCount(1);
  return { item, id: Number(await item.getAttribute('data-id')) };
}

/** A PDF of the server (`/api/edl/{id}/convention.pdf`, …) once rendered, as text (pdftotext). */
export async function pdfTextOf(page: Page, url: string): Promise<string> {
  let base64: string | null = null;
  await expect
    .poll(
      async () => {
        base64 = await page.evaluate(async (url) => {
          const security = JSON.parse(localStorage.getItem('security') ?? '{}') as { jwtToken?: string };
          const response = await fetch(url, {
            headers: { Authorization: `Bearer ${security.jwtToken ?? ''}` },
          });
          if (!response.ok) return null;
          const bytes = new Uint8Array(await response.arrayBuffer());
          let text = '';
          for (const byte of bytes) text += String.fromCharCode(byte);
          return btoa(text);
        }, url);
        return base64 !== null;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'constat-e2e-pdf-')), 'document.pdf');
  await fs.writeFile(file, Buffer.from(base64 ?? '', 'base64'));
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

/** The costing screen opened from the saved list's icon. */
export async function openCosting(page: Page, item: Locator, id: number): Promise<Locator> {
  await item.getByRole('button', { name: 'Chiffrage', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#/costing/${id}$`));
  const screen = page.locator('[data-route=edlCosting]');
  await expect(screen.locator('.costing-line').first()).toBeVisible();
  return screen;
}

/** 'Terminer' on the costing screen: back to the saved list, no generation error. */
export async function finishCosting(page: Page, screen: Locator): Promise<void> {
  await screen.getByRole('button', { name: 'Terminer' }).click();
  await expect(page).toHaveURL(/#\/edls\/enregistres$/);
  await expect(page.locator('ion-alert', { hasText: 'Erreur génération' })).toHaveCount(0);
}
