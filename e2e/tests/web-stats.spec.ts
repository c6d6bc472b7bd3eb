/**
 * 'Mes statistiques d'utilisation': three reports saved over two profiles show the right totals and
 * the per-profile list; the downloaded CSV parses back to the same figures; the bars per month add
 * up to the total, and a range from two months back shows three bars (the month between filled in).
 * Phone and tablet.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { entrantT3WithCellar } from './support/seedReport.ts';
import { ADMIN, signIn } from './support/session.ts';
import { expectNoSeriousA11yViolations, expectWellFormedLandmarks } from './support/axe.ts';

const SCREENSHOTS = path.join(import.meta.dirname, '..', 'screenshots');

/** yyyy-MM of `time` in Paris (where the server counts), or of `back` months before it. */
function parisMonth(time: number, back = 0): string {
  const [year = 0, month = 0] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' })
    .format(time)
    .split('-')
    .map(Number);
  const index = year * 12 + month - 1 - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The chart's bars as drawn: [month, entrants, sortants], oldest first. */
function bars(screen: Locator): Promise<[string, number, number][]> {
  return screen
    .locator('.stats-month')
    .evaluateAll((rows) =>
      rows.map((row): [string, number, number] => [
        row.getAttribute('data-month') ?? '',
        Number(row.getAttribute('data-entrants')),
        Number(row.getAttribute('data-sortants')),
      ]),
    );
}

/**
 * From the first of the month two months back to today: three bars, the oldest holding at least
 * the Sortant `saveReports` dates there, the bars adding up to the screen's total.
 */
async function expectThreeMonths(screen: Locator): Promise<void> {
  const now = Date.now();
  await screen.locator('input[name=start_date]:not(.cloned-input)').fill(`${parisMonth(now, 2)}-01`);
  await screen.locator('.stats-filter').click();
  await expect(screen.locator('.stats-month')).toHaveCount(3);
  const drawn = await bars(screen);
  expect(drawn.map(([month]) => month)).toEqual([parisMonth(now, 2), parisMonth(now, 1), parisMonth(now)]);
  expect(drawn[0]?.[2]).toBeGreaterThanOrEqual(1);
  const total = Number(await screen.locator('.stats-total').textContent());
  expect(drawn.reduce((sum, [, entrants, sortants]) => sum + entrants + sortants, 0)).toBe(total);
  await expect(screen.locator('.stats-months-title')).toHaveText('Par mois');
  await expect(screen.locator('.stats-months-legend')).toContainText('Entrants');
}

/** The default range (this month): one bar, this month's, adding up to the total. */
async function expectThisMonth(screen: Locator, total: number): Promise<void> {
  await expect(screen.locator('.stats-month')).toHaveCount(1);
  const [[month, entrants, sortants] = ['', 0, 0]] = await bars(screen);
  expect(month).toBe(parisMonth(Date.now()));
  expect(entrants + sortants).toBe(total);
  expect(entrants).toBeGreaterThanOrEqual(2);
  expect(sortants).toBeGreaterThanOrEqual(1);
}

async function saveReports(request: APIRequestContext): Promise<void> {
  const login = await request.post('/api/login', {
    data: { username: ADMIN.login, password: ADMIN.password },
  });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const profile = async (name: string) => {
    const me = await (await request.get('/api/me', { headers })).json();
    const found = me.profiles.find((p: { name: string }) => p.name === name);
    if (found) return found.id as number;
    return (await (await request.post('/api/profile', { headers, data: { name } })).json()).id as number;
  };
  const first = await profile('Stats Nord');
  const second = await profile('Stats Sud');
  const now = Date.now();
  // A report's date is its creation time: one more on the 15th two months back and one 30 months
  // back (for the bars: a month between filled in, a long range cut to its last 24 months).
  const back = (months: number) => Date.parse(`${parisMonth(now, months)}-15T12:00:00Z`) + (now % 3_600_000);
  const plan: [number, 'Entrant' | 'Sortant', number][] = [
    [first, 'Entrant', now],
    [first, 'Sortant', now + 1],
    [second, 'Entrant', now + 2],
    [second, 'Sortant', back(2)],
    [second, 'Entrant', back(30)],
  ];
  for (const [profileId, edlIO, date] of plan) {
    const report = { ...entrantT3WithCellar(date), edlIO, profileId, open: false };
    const saved = await request.post('/api/edl', {
      headers: { ...headers, 'idempotency-key': `stats-e2e:${date}` },
      data: report,
    });
    expect(saved.status(), await saved.text()).toBe(201);
  }
}

for (const size of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 820, height: 1180 },
]) {
  test(`user statistics show totals per profile and export them (${size.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size);
    await saveReports(request);
    await signIn(page, 'Stats Nord');
    await page.locator('#tab-button-account').click();
    await page.locator('[data-route=account] .user-statistics').click();
    const screen = page.locator('[data-route=user-statistics]');
    await expect(screen.getByText("Mes statistiques d'utilisation").first()).toBeVisible();
    // Other browser tests save reports with this account too: this test's two profiles are among them.
    await expect(screen.locator('.stats-profile', { hasText: 'Stats Sud' })).toBeVisible();
    const nord = screen.locator('.stats-profile', { hasText: 'Stats Nord' });
    const before = Number(await screen.locator('.stats-total').textContent());
    expect(before).toBeGreaterThanOrEqual(3);
    await expect(nord).toContainText('Entrants');
    await expectThisMonth(screen, before);
    await expectNoSeriousA11yViolations(page, 'Mes statistiques');
    await expectWellFormedLandmarks(page, 'Mes statistiques');
    await page.screenshot({ path: path.join(SCREENSHOTS, `user-stats-${size.name}.png`), fullPage: true });

    const download = page.waitForEvent('download');
    await screen.locator('.stats-csv').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^Statistiques_\d{4}-\d{2}-01_\d{4}-\d{2}-\d{2}\.csv$/);
    const text = fs.readFileSync(await file.path(), 'utf8');
    expect(text.startsWith('\uFEFFProfil;Entrants;Sortants;Total\r\n')).toBe(true);
    const rows = text
      .slice(1)
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(';'));
    const total = rows.reduce((sum, row) => sum + Number(row[3]), 0);
    expect(total).toBe(before);

    await expectThreeMonths(screen);
    await page.screenshot({
      path: path.join(SCREENSHOTS, `user-stats-months-${size.name}.png`),
      fullPage: true,
    });

    // A range before any report: the spec's empty message, and no chart.
    await screen.locator('input[name=start_date]:not(.cloned-input)').fill('2001-01-01');
    await screen.locator('input[name=end_date]:not(.cloned-input)').fill('2001-01-31');
    await screen.locator('.stats-filter').click();
    await expect(screen.getByText("Vous n'avez réalisé aucun EDL pendant cette période")).toBeVisible();
    await expect(screen.locator('.stats-months')).toHaveCount(0);

    // Two quick filters: the first one's answer, held back until the second is shown, is dropped.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      /\/api\/edl\/stats\/user\?/,
      async (route) => {
        await held;
        await route.continue();
      },
      { times: 1 },
    );
    const start = screen.locator('input[name=start_date]:not(.cloned-input)');
    const end = screen.locator('input[name=end_date]:not(.cloned-input)');
    await start.fill('2000-01-01');
    await end.fill('2100-12-31');
    await screen.locator('.stats-filter').click();
    await start.fill('2001-01-01');
    await end.fill('2001-01-31');
    await screen.locator('.stats-filter').click();
    const empty = screen.getByText("Vous n'avez réalisé aucun EDL pendant cette période");
    await expect(empty).toBeVisible();
    const stale = page.waitForResponse(/\/api\/edl\/stats\/user\?start_date=2000-01-01/);
    release();
    await (await stale).finished();
    // Two frames: time for the app to have taken the answer and React to have drawn it.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await expect(empty).toBeVisible();
    await expect(screen.locator('.stats-total')).toHaveCount(0);
  });
}

test.use({ viewport: { width: 390, height: 844 } });

test('admin statistics: every group, per user, CSV with the same figures (phone and tablet)', async ({
  page,
  request,
}) => {
  await saveReports(request);
  await signIn(page, 'Stats Nord');
  await page.locator('#tab-button-account').click();
  await page.locator('[data-route=account] .admin-statistics').click();
  const screen = page.locator('[data-route=admin-statistics]');
  await expect(screen.locator('[data-field=group_id]')).toContainText('Tous les groupes');
  await screen.locator('.stats-filter').click();
  const admin = screen.locator('.stats-user', { hasText: 'admin' });
  await expect(admin).toBeVisible();
  const total = Number(await screen.locator('.stats-total').textContent());
  expect(total).toBeGreaterThanOrEqual(3);
  await expectThisMonth(screen, total);
  await expectNoSeriousA11yViolations(page, 'Statistiques admin');
  await expectWellFormedLandmarks(page, 'Statistiques admin');
  await page.screenshot({ path: path.join(SCREENSHOTS, 'admin-stats-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.screenshot({ path: path.join(SCREENSHOTS, 'admin-stats-tablet.png'), fullPage: true });

  const download = page.waitForEvent('download');
  await screen.locator('.stats-csv').click();
  const text = fs.readFileSync(await (await download).path(), 'utf8');
  const rows = text.slice(1).trim().split('\r\n');
  expect(rows[0]).toBe('Utilisateur;Groupe;Groupe parent;Entrants;Sortants;Total');
  expect(rows.slice(1).reduce((sum, line) => sum + Number(line.split(';')[5]), 0)).toBe(total);

  await expectThreeMonths(screen);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'admin-stats-months-tablet.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(SCREENSHOTS, 'admin-stats-months-phone.png'), fullPage: true });

  // Three years back: reports 30 months back and this month, the last 24 months drawn, and said so.
  await screen.locator('input[name=start_date]:not(.cloned-input)').fill(`${parisMonth(Date.now(), 36)}-01`);
  await screen.locator('.stats-filter').click();
  await expect(screen.locator('.stats-months-caption')).toHaveText('Les 24 derniers mois de la période');
  await expect(screen.locator('.stats-month')).toHaveCount(24);
  expect((await bars(screen))[0]?.[0]).toBe(parisMonth(Date.now(), 23));
  // The page scrolls inside ion-content: the last bars are shown by scrolling to them.
  await screen.locator('.stats-month').last().scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'admin-stats-24-months-phone.png') });

  // The super admin has no group: 'Sans groupe' lists them; a range before any report is empty.
  await screen.locator('[data-field=group_id]').click();
  await page.locator('.action-sheet-button', { hasText: 'Sans groupe' }).click();
  await screen.locator('.stats-filter').click();
  await expect(screen.locator('.stats-user', { hasText: 'admin' })).toBeVisible();
  await screen.locator('input[name=start_date]:not(.cloned-input)').fill('2001-01-01');
  await screen.locator('input[name=end_date]:not(.cloned-input)').fill('2001-01-31');
  await screen.locator('.stats-filter').click();
  await expect(
    screen.getByText("Aucun EDL n'a été réalisé pendant cette période pour ce groupe"),
  ).toBeVisible();
});
