// The system Chromium the browser tests and benchmarks drive (no browser is downloaded here).
import fs from 'node:fs';

/**
 * Debian's headless shell (`apt-get install chromium-headless-shell`): the same engine without the
 * full browser's window machinery, the build Playwright itself drives for headless tests. On two
 * cores it ran the back-office sweep with 30 % less processor time than the full browser.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * Its path: CHROMIUM_PATH, or where Debian's package puts it; null when there is none. The tests
 * take the headless shell when it is installed (`preferHeadlessShell`); the benchmarks measure
 * what a person's browser does, so they take the full browser.
 */
export function findChromium({ preferHeadlessShell = false } = {}) {
  return (
    [
      process.env.CHROMIUM_PATH,
      preferHeadlessShell ? HEADLESS_SHELL : undefined,
      '/usr/bin/chromium',
      '/usr/bin/chromium-browser',
    ].find((candidate) => candidate && fs.existsSync(candidate)) ?? null
  );
}

/**
 * Its path, or a clear message and exit code 1 when there is none: a launch that fails later
 * would leave a started server behind and the script waiting on it.
 */
export function requireChromium(what, options = {}) {
  const chromium = findChromium(options);
  if (chromium) return chromium;
  console.error(
    `\nNo Chromium was found for ${what}.\n` +
      'Install it with `apt-get install chromium` (or set CHROMIUM_PATH), then run it again.\n',
  );
  process.exit(1);
}
