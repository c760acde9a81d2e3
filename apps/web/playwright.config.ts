import os from 'node:os';
import path from 'node:path';

import { defineConfig, devices } from '@playwright/test';

import { findChromium } from '../../scripts/lib/system-chromium.mjs';

// E2E_PORT lets several runs (each with its own WEB_OUT_DIR build) use their own server.
const port = process.env.E2E_PORT ?? '3100';

// The test server's data folder, one per port, named here so the specs read the mail it writes
// to its mailbox (DATA_DIR/mailbox without SMTP_URL; e2e/support/mailbox.ts). The server, started
// by the web server command below, inherits it.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `wildfire-e2e-${port}`);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;

// The system Chromium, its headless shell when installed (scripts/lib/system-chromium.mjs says
// why); no browser download is needed.
const chromium = {
  executablePath: findChromium({ preferHeadlessShell: true }) ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/**
 * `npm test` runs the customer portal's specs and the back-office's on two fresh servers: the
 * back-office specs change the shared demo data (broadcasts reach every customer, properties and
 * members are added) that the portal specs count on. The back-office sweep's fit-only views
 * (`back-office-layout.spec.ts`) change nothing and run with the portal's group, so the two
 * groups take about as long. Without E2E_GROUP every spec runs.
 */
const BACK_OFFICE_SPECS = /(admin-[^/]*|broadcast-reaches-inbox)\.spec\.ts$/;
function specsOf(group: string | undefined) {
  if (group === 'portal') return { testMatch: /.*\.spec\.ts/, testIgnore: BACK_OFFICE_SPECS };
  if (group === 'back-office') return { testMatch: BACK_OFFICE_SPECS };
  return { testMatch: /.*\.spec\.ts/ };
}

/**
 * Tests that end a demo account's other sessions or change how it signs in (two-factor) would
 * pull the session from under a spec signed in as the same account on the other worker: they
 * carry this tag and run last, as the set-up's teardown project, once every other spec of the
 * group is done (a teardown, unlike a dependency, keeps a run of one spec file to that file).
 */
const CHANGES_SHARED_ACCOUNT = /@changes-shared-account/;

// Groups run side by side (scripts/test.mjs), so each keeps its results in a folder of its own.
const runName = process.env.E2E_GROUP ?? 'all';

export default defineConfig({
  testDir: 'e2e',
  outputDir: `test-results/${runName}`,
  fullyParallel: false,
  // Several specs walk a whole flow (reset, enrol, sign in again) with argon2 hashing and axe
  // checks on the way; on a busy 2-core machine that takes longer than the default 30 s.
  timeout: 60_000,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Two workers on CI too: the error-state specs spend seconds waiting for the client's
  // retries, which the other worker fills; specs within a file still run in order.
  workers: 2,
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: `playwright-report/${runName}` }]]
    : 'list',
  use: {
    baseURL,
    // People who ask for reduced motion get no animations (theme.respectReducedMotion), and so do
    // the tests: no check lands mid-transition (axe once measured a drawer's fading text), and
    // the browser draws far fewer frames. The two background-video tests ask for motion.
    contextOptions: { reducedMotion: 'reduce' },
    // Recorded on the retry only: recording every test (and dropping the passing ones' traces)
    // kept the browser busy encoding frames and cost a fifth of the run.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The app's service worker would answer requests that specs stub with page.route (which
    // never sees a worker's requests); e2e/pwa.spec.ts allows it to test it.
    serviceWorkers: 'block',
  },
  projects: [
    // Logs in once per role and saves the browser state the other specs reuse.
    {
      name: 'setup',
      testMatch: /.*\.setup\.ts/,
      teardown: 'shared-accounts',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    {
      name: 'chromium',
      ...specsOf(process.env.E2E_GROUP),
      grepInvert: CHANGES_SHARED_ACCOUNT,
      dependencies: ['setup'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    {
      name: 'shared-accounts',
      ...specsOf(process.env.E2E_GROUP),
      grep: CHANGES_SHARED_ACCOUNT,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
  ],
  webServer: {
    // Builds the web app and the server, then serves both with demo data on port 3100.
    command: 'node ../../scripts/serve-e2e.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
