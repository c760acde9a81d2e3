// The server the browser tests run against: the real product with fresh demo data on port 3100.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, root } from './lib/ensure-built.mjs';

ensureBuilt({ quiet: true });
if (process.env.WEB_OUT_DIR) process.env.WEB_DIST_DIR = path.resolve(process.env.WEB_OUT_DIR);
// A fresh data folder: the one playwright.config.ts names (its specs read the mailbox in it), or
// a new temporary one.
let dataDir;
if (process.env.E2E_DATA_DIR) {
  dataDir = path.resolve(process.env.E2E_DATA_DIR);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
} else {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wildfire-e2e-'));
}
process.env.DATA_DIR = dataDir;
process.env.PORT = process.env.E2E_PORT ?? process.env.PORT ?? '3100';
process.env.HOST ??= '127.0.0.1';
process.env.DEMO_SEED = '1';
process.env.LOG_LEVEL ??= 'warn';
for (const signal of ['SIGINT', 'SIGTERM', 'exit']) {
  process.on(signal, () => fs.rmSync(dataDir, { recursive: true, force: true }));
}
await import(pathToFileURL(path.join(root, 'apps', 'server', 'dist', 'server.js')).href);
