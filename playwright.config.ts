import './server/runtime/require-supported-node.ts';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/chromium';

/**
 * End-to-end tests in Debian's Chromium against the built site served by the real server
 * (`node dist/server/main.js`, what `npm start` runs after building), on a fresh embedded
 * database in .e2e-data. `npm test` builds first; on its own run `npm run build` before.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
/**
 * A second server for the build with a Google Analytics measurement id (`npm run
 * build:e2e-analytics`, which `npm run test:e2e` runs first): consent is tested on it.
 */
const analyticsPort = port + 1;
export const analyticsBuildUrl = `http://127.0.0.1:${analyticsPort}`;
export const analyticsBuildMeasurementId = 'G-E2ETEST000';
export const e2eAdminToken = 'e2e-admin-token-0123456789abcdefghijklm';

export default defineConfig({
  testDir: 'e2e',
  // The migrated database folder the journeys' own servers start from (e2e/global-setup.ts).
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // No retries: a test that passes only on its second try is a bug to find (docs/testing.md).
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions,
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      // Tests tagged @server-answer read server answers with `request` alone and never open a
      // page, so a viewport changes nothing in them: they run in the desktop project only.
      grepInvert: /@server-answer/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: [
    {
      command: 'rm -rf .e2e-data && node dist/server/main.js',
      url: `http://127.0.0.1:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: '.e2e-data',
        ADMIN_TOKEN: e2eAdminToken,
        // The journeys send many leads from one address; the limit itself is tested in the API tests.
        RATE_LIMIT_MAX: '100000',
        LOG_LEVEL: 'warn',
      },
    },
    {
      command: 'rm -rf .e2e-analytics-data && node .e2e-analytics-build/server/main.js',
      url: `${analyticsBuildUrl}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        HOST: '127.0.0.1',
        PORT: String(analyticsPort),
        DATA_DIR: '.e2e-analytics-data',
        ADMIN_TOKEN: e2eAdminToken,
        RATE_LIMIT_MAX: '100000',
        LOG_LEVEL: 'warn',
      },
    },
  ],
});
