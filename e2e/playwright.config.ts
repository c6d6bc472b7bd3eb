/**
 * Browser tests in Debian's Chromium (never a downloaded browser) against the real product: the
 * server started as `npm start` starts it, with its own embedded PostgreSQL in a fresh directory,
 * serving the built web app.
 */
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_SMTP_PORT } from './mailboxPlace.ts';

const port = Number(process.env.E2E_PORT ?? 3310);
export const E2E_ADMIN = { login: 'admin', password: 'constat-admin-pw' };
/** The partner platform a browser test plays on this port (tests/support/partnerPlatform.ts). */
export const E2E_PLATFORM_PORT = Number(process.env.E2E_PLATFORM_PORT ?? port + 7);

export default defineConfig({
  testDir: './tests',
  globalSetup: './mailPeer.ts',
  fullyParallel: false,
  workers: 1,
  // CI (E2E_RETRIES=1) runs a failed test once more: Playwright then reports it as flaky by name, and
  // one slow moment of a shared 2-core machine does not throw away a whole run. Locally, no retry.
  retries: Number(process.env.E2E_RETRIES ?? 0),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL: `http://localhost:${port}`,
    ...devices['iPhone 13'],
    browserName: 'chromium',
    viewport: { width: 390, height: 844 },
    locale: 'fr-FR',
    serviceWorkers: 'allow',
    // The system's "reduce motion" setting: the app then skips Ionic's page and overlay transitions
    // (app/App.tsx). The whole suite ran in 19 min instead of 28 on 2 cores. Specs that keep the
    // animations, as most users see them: editor-tree and saved-list (`reducedMotion: 'no-preference'`).
    reducedMotion: 'reduce',
    // Recording a trace costs about a quarter of the run's time; CI, which cannot open one, sets
    // E2E_TRACE=off (the list reporter and error-context.md still tell what failed).
    trace: process.env.E2E_TRACE === 'off' ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node ../apps/server/src/main.ts',
    url: `http://localhost:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: path.join(os.tmpdir(), `constat-e2e-${process.pid}`),
      ADMIN_LOGIN: E2E_ADMIN.login,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      // No scheduled backup in the middle of a run: the account screen's backup line reads 'none yet'.
      BACKUP_SCHEDULE: 'off',
      // Every test logs in from the same address: the per-IP limit is tested in the API tests.
      LOGIN_LIMIT_PER_IP: '1000',
      DATABASE_URL: '',
      PLATFORM_URL: `http://127.0.0.1:${E2E_PLATFORM_PORT}/partenaire`,
      PLATFORM_WAIT_MS: '3000',
      // Every e-mail goes to the run's real SMTP peer (mailPeer.ts), read back by tests/support/mailbox.ts.
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
    },
  },
});
