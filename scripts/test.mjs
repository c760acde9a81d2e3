// `npm test`: every test. Unit, component and API tests with Vitest, then the browser tests
// with Playwright in the system Chromium. `--e2e-only` runs just the browser tests.
import { spawnSync } from 'node:child_process';
import { root } from './lib/ensure-built.mjs';
import { requireChromium } from './lib/system-chromium.mjs';

const e2eOnly = process.argv.includes('--e2e-only');
const run = (command, args, env = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
    .status ?? 1;

let failed = false;
if (!e2eOnly) failed = run('npx', ['vitest', 'run']) !== 0;

const chromium = requireChromium('the browser tests');
// Two groups, each against its own fresh server (apps/web/playwright.config.ts says why).
for (const group of ['portal', 'back-office']) {
  console.log(`\nBrowser tests: ${group}`);
  failed =
    run('npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts'], {
      CHROMIUM_PATH: chromium,
      E2E_GROUP: group,
    }) !== 0 || failed;
}
process.exit(failed ? 1 : 0);
