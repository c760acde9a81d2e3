// `npm run bench:outage`: a mass outage (a cell tower fails): thousands of panels fall silent
// at once. Times the watchdog marking them offline and the offline check raising their alerts on
// the embedded database, and the longest stretch in each without a turn of the server's event
// loop (when no request or panel message is served). Prints figures; asserts nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, isNull, like } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config/env';
import { alerts, sites } from '../../apps/server/src/db/schema';
import { markSilentPanelsOffline } from '../../apps/server/src/services/panel-watchdog';
import { ms, offlineBenchEnv, provisionFleet } from './support';

const PANELS = Number(process.env.BENCH_PANELS ?? 5_000);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wd-bench-'));
const app = await buildApp(loadConfig(offlineBenchEnv(dataDir)), {
  logger: false,
  panelTimers: false,
});

// Online until ten minutes ago: past the watchdog's 90 seconds and the alert's grace period.
const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
await provisionFleet(app.db, {
  count: PANELS,
  firstPanel: 30_000,
  state: () => ({ online: true, lastSeenAt: tenMinutesAgo }),
});
console.log(`${String(PANELS)} panels, all silent for ten minutes (embedded database)`);

/** The work's time and the longest stretch in it without a turn of the event loop. */
async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  let lastTurn = started;
  let longest = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - lastTurn);
    lastTurn = now;
  }, 10);
  const result = await work();
  const ended = performance.now();
  clearInterval(ticker);
  longest = Math.max(longest, ended - lastTurn);
  console.log(
    `${label}: ${ms(ended - started)}; longest without a turn of the event loop ${ms(longest)}`,
  );
  return result;
}

const marked = await timed('watchdog marks them offline', () => markSilentPanelsOffline(app));
await timed('offline check raises their alerts', () => app.alertService.evaluateOffline());
const [raised] = await app.db
  .select({ n: count() })
  .from(alerts)
  .where(like(alerts.ruleKey, 'panel_offline:WD-3%'));
console.log(`marked offline: ${String(marked)}; offline alerts raised: ${String(raised?.n ?? 0)}`);
await timed('next offline check (settled)', () => app.alertService.evaluateOffline());
// The tower is back: every panel reports again and the next check resolves their alerts.
await app.db.update(sites).set({ online: true }).where(like(sites.siteId, 'WD-3%'));
await timed('offline check after they are back (resolves)', () =>
  app.alertService.evaluateOffline(),
);
const [open] = await app.db
  .select({ n: count() })
  .from(alerts)
  .where(and(like(alerts.ruleKey, 'panel_offline:WD-3%'), isNull(alerts.resolvedAt)));
console.log(`offline alerts still open: ${String(open?.n ?? 0)}`);

await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
