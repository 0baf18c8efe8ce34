import { defineConfig, devices } from '@playwright/test';
import { DEMO_ZONE } from './tests/support/data/dates';

const PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * Debian's Chromium headless shell (package chromium-headless-shell), the same engine
 * without the full browser's GPU process: it software-composites every frame, and on a
 * 2-core machine the full browser took a third more CPU for the same browser flows (the
 * headless shell is also what Playwright itself runs headless tests in). Playwright cannot
 * download browsers on this network.
 */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A bound for a state that does come, not a wait: on a busy 2-core machine a sign-in can
  // take seconds to reach the dashboard, so the 5 s default fails tests that would pass
  // (npm run test:slow-machine runs the suite on a machine made half as fast).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    ...devices['Desktop Chrome'],
    // The demo customers' zone: the day their browser shows is the day the provider ships on
    // (tests/support/data/dates.ts), at any hour the suite runs.
    timezoneId: DEMO_ZONE,
    launchOptions: chromiumLaunch,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // A fresh database and session store for every run; the simulator stays still.
    command: 'rm -rf data/e2e && node dist/server/main.js',
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      SESSION_DB: 'data/e2e/sessions.sqlite',
      REFERENCE_DB: 'data/e2e/reference.sqlite',
      SIMULATOR: 'false',
      LOG_LEVEL: 'warn',
      // Every browser test comes from 127.0.0.1: allow it more sign-ins and sign-ups.
      RATE_LIMIT_SCALE: '20',
      // An import books at a pace a browser test can follow (and cancel), not 500 rows a second.
      IMPORT_ROWS_PER_SECOND: '25',
      // The pseudo-locale run (docs/i18n.md): the `lang=pseudo` cookie shows the portal in
      // the pseudo language; no other test sets it.
      PORTAL_PSEUDO_LOCALE: 'true',
    },
  },
});
