// `npm run bench:web`: what the browser loads first on each kind of screen, and Lighthouse's
// scores. For /login, the customer dashboard and the back-office map it prints the gzip size of
// the JavaScript the page asks for until it is drawn (budgets: login 150 KB or less, dashboard
// 300 KB or less, the back-office's code only on /admin), then runs Lighthouse (desktop) on
// /login and the dashboard in the system Chromium (target 95 or more). Asserts nothing.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { ensureBuilt, root } from '../../scripts/lib/ensure-built.mjs';
import { requireChromium } from '../../scripts/lib/system-chromium.mjs';
import { startServer } from './support';

const CHROMIUM = requireChromium('bench:web');
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--no-first-run',
];

ensureBuilt({ quiet: false });
const dist = path.join(root, 'apps', 'web', 'dist');

// A stand-in tile server: every tile is the same 256 px light-grey PNG, as a real one answers.
function solidPng(size: number, grey: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size, grey)]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const TILE = solidPng(256, 0xe8);
const tiles = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=86400' });
  response.end(TILE);
});
await new Promise<void>((resolve) => tiles.listen(0, '127.0.0.1', resolve));
const tilePort = (tiles.address() as { port: number }).port;

const server = await startServer({
  // Nothing leaves the machine: no geocoder or weather service, tiles from the stand-in.
  GEOCODER_URL: 'http://127.0.0.1:9',
  WEATHER_API_URL: 'http://127.0.0.1:9',
  TILE_URL: `http://127.0.0.1:${String(tilePort)}/{z}/{x}/{y}.png`,
});
const ownerToken = await server.token('owner@demo.test');
const adminToken = await server.token('admin@demo.test');

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface Screen {
  label: string;
  url: string;
  token: string | null;
  /** Drawn when this is visible. */
  ready: (page: Page) => Promise<unknown>;
  targetBytes?: number;
}

const SCREENS: Screen[] = [
  {
    label: '/login',
    url: '/login',
    token: null,
    ready: (page) => page.getByRole('button', { name: 'Login' }).waitFor(),
    targetBytes: 150 * 1024,
  },
  {
    label: 'customer dashboard (/)',
    // The property chosen through the URL, as the back-office's View Customer Dashboard does.
    url: '/?property=WD-1001',
    token: ownerToken,
    ready: (page) => page.getByRole('heading', { name: 'System Status' }).waitFor(),
    targetBytes: 300 * 1024,
  },
  {
    label: 'back-office map (/admin)',
    url: '/admin',
    token: adminToken,
    ready: (page) => page.locator('[data-map-state="ready"]').waitFor({ timeout: 60_000 }),
  },
];

const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS.slice(1) });
const loaded = new Map<string, string[]>();
console.log('JavaScript each screen loads first (gzip, level 9):');
for (const screen of SCREENS) {
  const context = await browser.newContext();
  await context.route(
    (url) => url.origin !== server.base && url.port !== String(tilePort),
    (route) => route.abort('internetdisconnected'),
  );
  if (screen.token) {
    await context.addInitScript((token) => {
      localStorage.setItem('access_token', token);
      localStorage.setItem('token_set_time', String(Date.now()));
    }, screen.token);
  }
  const page = await context.newPage();
  const scripts: string[] = [];
  let lastScriptAt = Date.now();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === server.base && url.pathname.endsWith('.js')) {
      scripts.push(url.pathname);
      lastScriptAt = Date.now();
    }
  });
  await page.goto(`${server.base}${screen.url}`);
  await screen.ready(page);
  // Not 'networkidle': the dashboard's live stream stays open. Whatever the screen loads once
  // drawn (lazy panels, prefetches) has arrived when no script came for two seconds.
  while (Date.now() - lastScriptAt < 2_000) await new Promise((r) => setTimeout(r, 250));
  const files = [...new Set(scripts)];
  loaded.set(screen.label, files);
  const total = files.reduce((sum, file) => sum + gzipSize(path.join(dist, file)), 0);
  const verdict = screen.targetBytes
    ? total <= screen.targetBytes
      ? `(budget ${kb(screen.targetBytes)}: met)`
      : `(budget ${kb(screen.targetBytes)}: NOT MET)`
    : '';
  console.log(
    `  ${screen.label.padEnd(26)} ${kb(total).padStart(9)} in ${String(files.length)} files ${verdict}`,
  );
  if (process.env.BENCH_VERBOSE) {
    const sized = files.map((f) => [f, gzipSize(path.join(dist, f))] as const);
    for (const [file, size] of sized.sort((a, b) => b[1] - a[1]).slice(0, 12)) {
      console.log(`      ${kb(size).padStart(9)}  ${file}`);
    }
  }
  await context.close();
}
await browser.close();

// The back-office's own code: what /admin loads that neither customer screen does.
const customerFiles = new Set([
  ...(loaded.get('/login') ?? []),
  ...(loaded.get('customer dashboard (/)') ?? []),
]);
const adminOnly = (loaded.get('back-office map (/admin)') ?? []).filter(
  (f) => !customerFiles.has(f),
);
const leaked = [...customerFiles].filter((f) => /admin/i.test(path.basename(f)));
console.log(
  `  back-office code: ${String(adminOnly.length)} files (${kb(adminOnly.reduce((s, f) => s + gzipSize(path.join(dist, f)), 0))}) load on /admin only; ` +
    `${leaked.length === 0 ? 'none of them on /login or the dashboard' : `ALSO LOADED on customer screens: ${leaked.join(', ')}`}`,
);

if (process.env.BENCH_SKIP_LIGHTHOUSE) {
  await server.stop();
  process.exit(0);
}

// Lighthouse in the system Chromium, with the signed-in state set before the audit.
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
try {
  const connected = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${String(chrome.port)}`,
  });
  const page = await connected.newPage();
  console.log('Lighthouse (desktop), scores out of 100:');
  for (const screen of SCREENS.slice(0, 2)) {
    await page.goto(`${server.base}/login`);
    await page.evaluate((token) => {
      localStorage.clear();
      if (token) {
        localStorage.setItem('access_token', token);
        localStorage.setItem('token_set_time', String(Date.now()));
      }
    }, screen.token);
    const result = await lighthouse(
      `${server.base}${screen.url}`,
      { port: chrome.port, disableStorageReset: true, logLevel: 'error' },
      desktopConfig,
    );
    const categories = result?.lhr.categories ?? {};
    if (result?.lhr.runtimeError) console.log(`  (Lighthouse: ${result.lhr.runtimeError.message})`);
    const scores = Object.values(categories)
      // A category whose audit failed inside Lighthouse has no score; 0 would read as a result.
      .map((c) =>
        c.score === null
          ? `${c.title} not scored`
          : `${c.title} ${String(Math.round(c.score * 100))}`,
      )
      .join(', ');
    console.log(`  ${screen.label.padEnd(26)} ${scores}`);
    if (process.env.BENCH_VERBOSE && result) {
      // What kept each category below 100: the audits that count and did not pass.
      for (const category of Object.values(categories)) {
        for (const ref of category.auditRefs) {
          const audit = result.lhr.audits[ref.id];
          if (audit?.errorMessage) {
            console.log(`      ${category.title}: ${audit.title} failed: ${audit.errorMessage}`);
          } else if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
            console.log(`      ${category.title}: ${audit.title} (${String(audit.score)})`);
            const items = (audit.details as { items?: unknown[] } | undefined)?.items ?? [];
            for (const item of items.slice(0, 3)) {
              console.log(`        ${JSON.stringify(item).slice(0, 300)}`);
            }
          }
        }
      }
    }
  }
  await connected.disconnect();
} finally {
  chrome.kill();
  await server.stop();
}
process.exit(0);
