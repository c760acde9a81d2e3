// `npm test`: every test. Unit, component and API tests with Vitest, then the browser tests with
// Playwright in the system Chromium: the customer portal's group and the back-office's side by
// side, each against a fresh server of its own. `--e2e-only` runs just the browser tests. Ends
// with how long each part took.
import { ensureBuilt } from './lib/ensure-built.mjs';
import { printTimes, runPart, runSideBySide } from './lib/parts.mjs';
import { requireChromium } from './lib/system-chromium.mjs';

const startedAt = performance.now();
const e2eOnly = process.argv.includes('--e2e-only');

let passed = true;
if (!e2eOnly) {
  // On CI a failed test runs once more, and is named at the end if it then passed (decision 090).
  const retry = process.env.CI ? ['--retry=1'] : [];
  passed = await runPart({ name: 'vitest', command: 'npx', args: ['vitest', 'run', ...retry] });
}

const chromium = requireChromium('the browser tests', { preferHeadlessShell: true });
// Both servers serve one build, made here once: each group's server would otherwise build the
// same folder at the same time.
ensureBuilt();
// Each group has a server of its own (apps/web/playwright.config.ts says why), on ports side by side.
const portalPort = Number(process.env.E2E_PORT ?? '3100');
const groups = [
  { group: 'portal', port: portalPort },
  { group: 'back-office', port: Number(process.env.E2E_BACK_OFFICE_PORT ?? portalPort + 1) },
];
const browserPassed = await runSideBySide(
  groups.map(({ group, port }) => ({
    name: `browser: ${group}`,
    command: 'npx',
    args: ['playwright', 'test', '-c', 'apps/web/playwright.config.ts'],
    env: { CHROMIUM_PATH: chromium, E2E_GROUP: group, E2E_PORT: String(port) },
  })),
);

printTimes(startedAt);
process.exit(passed && browserPassed ? 0 : 1);
