/**
 * The verification address printed in every stored PDF (docs/ARCHITECTURE.md "A report's journey"): read from
 * the PDF with pdftotext, opened on a phone without an account, it says 'État des lieux authentique' with
 * the report's date and the parties' initials; the same address with a changed fingerprint says the
 * document is not recognised; the page speaks the visitor's language (en here).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { baseMoveIn, call, saveBaseReport } from './support/selfService.ts';
import { signIn } from './support/session.ts';

const SHOTS = process.env.SEAL_SHOTS ?? path.join(os.tmpdir(), 'constat-verification-shots');

async function pdfText(bytes: Buffer): Promise<string> {
  const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'constat-e2e-verif-')), 'edl.pdf');
  await fs.writeFile(file, bytes);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
}

test('the address printed in a PDF opens a page that says whether the document is authentic', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await fs.mkdir(SHOTS, { recursive: true });
  await signIn(page, 'Agence Vérification');
  const { id } = await saveBaseReport(page, {
    ...baseMoveIn('Inès Valette', Date.now()),
    localId: Date.now(),
  });
  expect((await call(page, 'POST', `/edl/${id}/pdf/generate`)).status).toBe(202);
  await expect
    .poll(async () => (await call(page, 'GET', `/edl/${id}`)).body, { timeout: 60_000 })
    .toMatchObject({
      pdfsGenerated: ['edl'],
    });
  const pdf = await page.evaluate(async (id) => {
    const security = JSON.parse(localStorage.getItem('security') ?? '{}') as { jwtToken?: string };
    const response = await fetch(`/api/edl/${id}.pdf`, {
      headers: { Authorization: `Bearer ${security.jwtToken ?? ''}` },
    });
    return [...new Uint8Array(await response.arrayBuffer())];
  }, id);
  const printed = /https?:\/\/\S+\/verifier\/(\d+)\/([0-9a-f]{16})/.exec(await pdfText(Buffer.from(pdf)));
  expect(printed?.[1]).toBe(String(id));
  const address = printed?.[0] ?? '';

  // A visitor on a phone, without an account, opens the printed address.
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-FR' });
  const phone = await visitor.newPage();
  await phone.goto(address);
  await expect(phone).toHaveURL(new RegExp(`#/verifier/${id}/${printed?.[2]}$`));
  const screen = phone.locator('[data-route=verification]');
  await expect(screen.getByRole('heading', { name: 'État des lieux authentique' })).toBeVisible();
  const facts = screen.locator('.verification-facts');
  await expect(facts).toContainText("État des lieux d'entrée");
  await expect(facts).toContainText(`N° ${id}`);
  await expect(facts).toContainText('I. V.');
  await expect(facts).toContainText('J. M.');
  await expect(facts).not.toContainText('Valette');
  await expect(facts).toContainText(String(new Date().getFullYear()));
  await expect(phone.locator('ion-tab-bar')).toBeHidden();
  await phone.screenshot({ path: path.join(SHOTS, 'verification-authentic-390.png') });
  await phone.setViewportSize({ width: 1024, height: 768 });
  await phone.screenshot({ path: path.join(SHOTS, 'verification-authentic-1024.png') });

  // The same address with one digit of the fingerprint changed, once the service worker is active:
  // it answers the page itself (index.html for any path), the address must still open this screen.
  await phone.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const fingerprint = printed?.[2] ?? '';
  const changed = `${fingerprint.slice(0, -1)}${fingerprint.endsWith('0') ? '1' : '0'}`;
  await phone.goto(address.replace(fingerprint, changed));
  await expect(screen.getByRole('heading', { name: 'Document non reconnu' })).toBeVisible();
  await expect(screen).not.toContainText('État des lieux authentique');
  await phone.screenshot({ path: path.join(SHOTS, 'verification-unknown-1024.png') });
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.screenshot({ path: path.join(SHOTS, 'verification-unknown-390.png') });
  await visitor.close();

  // In English.
  const english = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });
  await english.addInitScript(() => localStorage.setItem('lang', 'en'));
  const en = await english.newPage();
  await en.goto(address);
  await expect(en.getByRole('heading', { name: 'Authentic inventory report' })).toBeVisible();
  await expect(en.locator('.verification-facts')).toContainText('Move-in inventory report');
  await en.screenshot({ path: path.join(SHOTS, 'verification-authentic-en-390.png') });
  await english.close();
});
