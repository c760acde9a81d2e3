// `npm run bench:map`: time from navigating to the back-office map (/admin) until the clustered
// markers of 10,000 panels are drawn, in the system Chromium. Prints figures; asserts nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { siteIdForPanel } from '@wildfire/shared';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config/env';
import { properties, sites } from '../../apps/server/src/db/schema';
import { ensureBuilt } from '../lib/ensure-built.mjs';
import { ms, percentiles, signInDemo } from './support';

const PANELS = Number(process.env.BENCH_PANELS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Bench panels are numbered from here, clear of the demo panels (1001-1005). */
const FIRST_PANEL = 20_000;

ensureBuilt({ quiet: false });
const webDist = process.env.WEB_OUT_DIR ? path.resolve(process.env.WEB_OUT_DIR) : null;

// The real server, without its periodic panel work: the watchdog would otherwise spend the run
// raising offline alerts for 10,000 silent bench panels, which is not what is measured here.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wd-bench-'));
const app = await buildApp(
  loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    TOKEN_SECRET: 'x'.repeat(40),
    DEMO_SEED: '1',
    SIMULATE_PANELS: '0',
    LOG_LEVEL: 'silent',
    // Nothing leaves the machine: no geocoder, no tiles.
    GEOCODER_URL: 'http://127.0.0.1:9',
    TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
    ...(webDist ? { WEB_DIST_DIR: webDist } : {}),
  }),
  { logger: false, panelTimers: false },
);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${String(typeof address === 'object' && address ? address.port : 0)}`;
const stop = async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
};

// Provision the panels straight in the database, spread over the continental United States
// (a fixed pseudo-random sequence, so every run draws the same fleet).
let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const provisionStarted = performance.now();
const BATCH = 1_000;
for (let offset = 0; offset < PANELS; offset += BATCH) {
  const count = Math.min(BATCH, PANELS - offset);
  const inserted = await app.db
    .insert(properties)
    .values(
      Array.from({ length: count }, (_, i) => ({
        accountId: 1,
        name: `Bench property ${String(offset + i + 1)}`,
        address: `${String(offset + i + 1)} Bench Road`,
        latitude: 30 + random() * 17,
        longitude: -122 + random() * 46,
      })),
    )
    .returning({ id: properties.id });
  await app.db.insert(sites).values(
    inserted.map(({ id }, i) => ({
      siteId: siteIdForPanel(FIRST_PANEL + offset + i),
      propertyId: id,
      panelNumber: FIRST_PANEL + offset + i,
      online: (offset + i) % 10 !== 0,
      lastSeenAt: new Date(),
    })),
  );
}
console.log(`provisioned ${String(PANELS)} panels in ${ms(performance.now() - provisionStarted)}`);

const accessToken = await signInDemo(base, 'admin@demo.test');
const apiStarted = performance.now();
const answer = await fetch(`${base}/api/admin/map`, {
  headers: { authorization: `Bearer ${accessToken}` },
});
const body = await answer.text();
const apiMs = performance.now() - apiStarted;
const panelsOnMap = (JSON.parse(body) as { panels: unknown[] }).panels.length;
console.log(
  `GET /api/admin/map: ${ms(apiMs)}, ${(body.length / 1_048_576).toFixed(1)} MB, ${String(panelsOnMap)} panels`,
);

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const samples: number[] = [];
try {
  for (let run = 0; run < RUNS; run++) {
    // A fresh context each run: nothing cached in the page between runs.
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.route(
      (url) => url.origin !== base,
      (route) => route.abort('internetdisconnected'),
    );
    await context.addInitScript((value) => {
      localStorage.setItem('access_token', value);
      localStorage.setItem('token_set_time', String(Date.now()));
    }, accessToken);
    const page = await context.newPage();
    const started = performance.now();
    const data = page.waitForResponse((r) => r.url().endsWith('/api/admin/map'), {
      timeout: 300_000,
    });
    await page.goto(`${base}/admin`);
    await (await data).finished();
    const dataAt = performance.now() - started;
    await page.waitForSelector('[data-map-state="ready"]', { timeout: 300_000 });
    await page.waitForSelector('.wd-cluster', { state: 'visible' });
    const drawnAt = performance.now() - started;
    samples.push(drawnAt);
    console.log(
      `  run ${String(run + 1)}: map data in ${ms(dataAt)}, clusters drawn at ${ms(drawnAt)}`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await stop();
}

const p = percentiles(samples);
console.log(
  `navigation to /admin -> clustered markers drawn (${String(panelsOnMap)} panels, ${String(RUNS)} runs, first one cold): ` +
    `${samples.map((s) => ms(s)).join(', ')}; median ${ms(p.p50)}`,
);
process.exit(0);
