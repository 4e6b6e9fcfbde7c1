import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './scripts/chromium-path';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
/** Shared with the workers through the environment, so they can read the mail the server sent. */
export const E2E_DIR = process.env.E2E_DIR ?? path.join(os.tmpdir(), `prevzem-e2e-${PORT}`);
process.env.E2E_DIR = E2E_DIR;

const browserArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

const desktop = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: chromiumPath() ?? undefined, args: browserArgs },
};
/**
 * Journeys that load the machine on their own — bulk imports holding the embedded database (one connection) for
 * seconds, servers of their own with their own demo data (malformed input, shutdown) — run after all the others, so
 * no other journey waits behind them.
 */
const BULK = /(products-import|malformed-input|shutdown)\.spec\.ts$/;
/** A phone (390 × 844, touch) with the same browser and flags: the journeys in tests/e2e/phone (decision 024). */
const phone = {
  ...devices['Pixel 7'],
  viewport: { width: 390, height: 844 },
  screen: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  launchOptions: desktop.launchOptions,
};
const PHONE = /tests\/e2e\/phone\/[^/]+\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // CI runs two workers, two browsers and the server on two cores: a long journey with a few accessibility scans
  // takes twice as long there as alone. The budget only guards against a hang; no test measures speed (bench/ does).
  timeout: process.env.CI ? 90_000 : 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    // Dialogs and menus then appear without a fade (theme.respectReducedMotion), so no check sees one half drawn.
    reducedMotion: 'reduce',
    launchOptions: { executablePath: chromiumPath() ?? undefined, args: browserArgs },
  },
  projects: [
    { name: 'desktop', testIgnore: [BULK, PHONE], use: desktop },
    { name: 'phone', testMatch: PHONE, use: phone },
    { name: 'bulk', testMatch: BULK, dependencies: ['desktop', 'phone'], use: desktop },
  ],
  webServer: [
    {
      command: 'node_modules/.bin/tsx tests/e2e/support/smtp-catcher.ts',
      port: SMTP_PORT,
      env: { SMTP_PORT: String(SMTP_PORT), E2E_DIR },
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      command: 'node_modules/.bin/tsx tests/e2e/support/start-server.ts',
      url: `http://localhost:${PORT}/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        NODE_ENV: 'production',
        PORT: String(PORT),
        DATA_DIR: path.join(E2E_DIR, 'data'),
        APP_URL: `http://localhost:${PORT}`,
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        MAIL_POLL_MS: '300',
        // Retries of refused mail start after half a second instead of 30 s (the "SMTP down" journey).
        MAIL_RETRY_BASE_MS: '500',
        LOGIN_LIMIT_PER_IP: '10000',
        LOG_LEVEL: 'warn',
      },
    },
  ],
});
