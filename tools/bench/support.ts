// Shared set-up for the benchmark scripts: a real server (embedded or on PostgreSQL) with
// demo data, listening on a free port, in this process or as `npm start` runs it in a process of
// its own, and percentile arithmetic.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { siteIdForPanel } from '@wildfire/shared';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config/env';
import { panelCredentials, properties, sites } from '../../apps/server/src/db/schema';
import { hashPanelSecret, newPanelSecret } from '../../apps/server/src/services/panel-credentials';
import { DEMO_TOTP_SECRET } from '../../apps/server/src/seed/demo-staff';
import { totp } from '../../apps/server/src/services/totp';

/**
 * The settings of a bench server on `dataDir` with demo data and no simulated panels, from which
 * nothing leaves the machine: no geocoder, weather service or map tiles.
 */
export const offlineBenchEnv = (dataDir: string) => ({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  TOKEN_SECRET: 'x'.repeat(40),
  DEMO_SEED: '1',
  SIMULATE_PANELS: '0',
  LOG_LEVEL: 'warn',
  GEOCODER_URL: 'http://127.0.0.1:9',
  WEATHER_API_URL: 'http://127.0.0.1:9',
  TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
});

export async function startServer(env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wd-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    TOKEN_SECRET: 'x'.repeat(40),
    DEMO_SEED: '1',
    SIMULATE_PANELS: '1',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const app: FastifyInstance = await buildApp(config, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const token = (email: string) => signInDemo(base, email);
  const stop = async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { app, base, token, stop };
}

async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as net.AddressInfo;
  probe.close();
  return port;
}

async function waitForHealth(base: string) {
  for (let tries = 0; tries < 600; tries++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start within a minute');
}

/**
 * The built server (what `npm start` runs, so build it first) in a process of its own, on a free
 * port, with `env` over the offline bench settings on `dataDir` (a fresh folder by default;
 * removed on stop). A server in the bench's own process would share its event loop with the
 * driver, and its heap and compiled code with any server the bench ran there before it.
 */
export async function startBuiltServer(
  env: Record<string, string> = {},
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wd-bench-')),
) {
  const port = await freePort();
  const base = `http://127.0.0.1:${String(port)}`;
  const server = spawn(process.execPath, [path.join('apps', 'server', 'dist', 'server.js')], {
    env: {
      ...process.env,
      ...offlineBenchEnv(dataDir),
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = once(server, 'exit');
  const stop = async () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await Promise.race([
      waitForHealth(base),
      exited.then(([code]) => {
        throw new Error(`the server exited with code ${String(code)} before it answered`);
      }),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, token: (email: string) => signInDemo(base, email), stop };
}

/**
 * Sign a demo account in; the demo staff answer the second step with a code of the demo
 * authenticator secret (README, demo accounts). One sign-in per account per run.
 */
export async function signInDemo(base: string, email: string): Promise<string> {
  const post = async (url: string, body: unknown) =>
    (await (
      await fetch(`${base}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json()) as { access_token?: string; challenge_token?: string };
  const first = await post('/api/auth/login', { username: email, password: 'wildfire-demo' });
  if (first.access_token) return first.access_token;
  const second = await post('/api/auth/login/second-factor', {
    challenge_token: first.challenge_token,
    code: totp(DEMO_TOTP_SECRET, new Date()),
  });
  return second.access_token!;
}

export function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
  return {
    n: sorted.length,
    p50: at(50),
    p95: at(95),
    p99: at(99),
    max: sorted[sorted.length - 1] ?? NaN,
  };
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

/**
 * Provision `count` panels straight in the database, spread over the continental United States
 * (a fixed pseudo-random sequence, so every run has the same fleet), 1,000 per insert.
 * `state(i)` says whether panel i is online and when it was last seen; without it the panels
 * have not reported yet. Returns the panels' site ids.
 */
export async function provisionFleet(
  db: FastifyInstance['db'],
  options: {
    count: number;
    firstPanel: number;
    state?: (i: number) => { online: boolean; lastSeenAt: Date };
  },
) {
  const siteIds: string[] = [];
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const BATCH = 1_000;
  for (let offset = 0; offset < options.count; offset += BATCH) {
    const count = Math.min(BATCH, options.count - offset);
    const inserted = await db
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
    const rows = inserted.map(({ id }, i) => ({
      siteId: siteIdForPanel(options.firstPanel + offset + i),
      propertyId: id,
      panelNumber: options.firstPanel + offset + i,
      ...options.state?.(offset + i),
    }));
    await db.insert(sites).values(rows);
    siteIds.push(...rows.map((row) => row.siteId));
  }
  return siteIds;
}

/**
 * Broker credentials for the given panels, stored as staff would issue them, and written to a
 * file (readable by this user only) for `npm run sim -- --credentials`; returns the file's path.
 */
export async function provisionCredentials(
  db: FastifyInstance['db'],
  siteIds: string[],
  dir: string,
) {
  const secrets: Record<string, string> = {};
  for (const siteId of siteIds) secrets[siteId] = newPanelSecret();
  const BATCH = 1_000;
  for (let offset = 0; offset < siteIds.length; offset += BATCH) {
    await db.insert(panelCredentials).values(
      siteIds.slice(offset, offset + BATCH).map((siteId) => ({
        siteId,
        secretHash: hashPanelSecret(secrets[siteId]!),
      })),
    );
  }
  const file = path.join(dir, 'panel-credentials.json');
  fs.writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return file;
}
