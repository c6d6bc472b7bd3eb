/**
 * The tenant's copy at signing (issue 9 "beyond the spec"): a signed report on the device gives its
 * PDF with the network cut. The PDF renderer (pdfmake and its fonts) is a lazy chunk the service
 * worker precached; the downloaded file is read back with pdftotext.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { signIn } from './support/seedReport.ts';
import { waitForOfflineReady } from './support/session.ts';
import { seedSignedReport, signedEntrant } from './support/signedReport.ts';

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
