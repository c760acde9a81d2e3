// The system Chromium the browser tests and benchmarks drive (no browser is downloaded here).
import fs from 'node:fs';

/** Its path: CHROMIUM_PATH, or where Debian's package puts it; null when there is none. */
export function findChromium() {
  return (
    [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
      (candidate) => candidate && fs.existsSync(candidate),
    ) ?? null
  );
}

/**
 * Its path, or a clear message and exit code 1 when there is none: a launch that fails later
 * would leave a started server behind and the script waiting on it.
 */
export function requireChromium(what) {
  const chromium = findChromium();
  if (chromium) return chromium;
  console.error(
    `\nNo Chromium was found for ${what}.\n` +
      'Install it with `apt-get install chromium` (or set CHROMIUM_PATH), then run it again.\n',
  );
  process.exit(1);
}
