// `npm run bench:ingest`: tag updates per second stored by ingest, with nothing lost,
// on the embedded database and (when reachable) on PostgreSQL. Prints figures; asserts nothing.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { panelTopic, siteIdForPanel } from '@wildfire/shared';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config/env';
import { properties, sites, tagHistory } from '../../apps/server/src/db/schema';

const PANELS = Number(process.env.BENCH_PANELS ?? 200);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 5_000);
const TAGS_PER_MESSAGE = 20;
const pgServer = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function run(label: string, env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wd-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    TOKEN_SECRET: 'x'.repeat(40),
    DEMO_SEED: '1',
    SIMULATE_PANELS: '0',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const app = await buildApp(config, { logger: false, panelTimers: false });
  await app.ready();
  // Provision bench panels on the demo account.
  const siteIds: string[] = [];
  for (let i = 0; i < PANELS; i++) {
    const [property] = await app.db
      .insert(properties)
      .values({ accountId: 1, name: `Bench ${i}`, address: 'Bench' })
      .returning();
    const siteId = siteIdForPanel(5000 + i);
    await app.db.insert(sites).values({ siteId, propertyId: property!.id, panelNumber: 5000 + i });
    siteIds.push(siteId);
  }
  const panel = app.broker.connect({ clientId: `bench-${label}`, clean: true });
  await new Promise((r) => panel.once('connect', r));
  const [{ n: before }] = (await app.db.select({ n: count() }).from(tagHistory)) as [{ n: number }];

  const total = MESSAGES * TAGS_PER_MESSAGE;
  const started = performance.now();
  const base = Date.now();
  for (let m = 0; m < MESSAGES; m++) {
    const tags: Record<string, number> = {};
    for (let t = 1; t <= TAGS_PER_MESSAGE; t++) tags[`TEMP_SENSOR_${t}`] = 60 + ((m + t) % 30);
    panel.publish(
      panelTopic(siteIds[m % PANELS]!, 'telemetry'),
      JSON.stringify({ seq: m, ts: base + m, tags }),
      { qos: 1 },
    );
    // Keep the publisher from racing ahead of the broker without bound.
    if (m % 500 === 499) await new Promise((r) => setImmediate(r));
  }
  while (app.ingest.stats.storedTagUpdates < total) {
    if (performance.now() - started > 300_000) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const seconds = (performance.now() - started) / 1000;
  const [{ n: after }] = (await app.db.select({ n: count() }).from(tagHistory)) as [{ n: number }];
  const stored = after - before;
  console.log(
    `${label.padEnd(10)} ${MESSAGES} messages x ${TAGS_PER_MESSAGE} tags = ${total} updates from ${PANELS} panels in ${seconds.toFixed(2)} s: ` +
      `${Math.round(total / seconds)} tag updates/s; stored ${stored} (${stored === total ? 'nothing lost' : `${total - stored} MISSING`}); ` +
      `malformed ${app.ingest.stats.malformed}, flushes ${app.ingest.stats.flushes} (last: write ${Math.round(app.ingest.stats.lastWriteMs)} ms, rules ${Math.round(app.ingest.stats.lastRulesMs)} ms)`,
  );
  await panel.endAsync(true);
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

await run('embedded', {});

const database = `wd_bench_${crypto.randomBytes(4).toString('hex')}`;
const adminClient = new pg.Client({ connectionString: pgServer });
try {
  await adminClient.connect();
} catch {
  console.log(`postgres   skipped: no PostgreSQL at ${pgServer} (set BENCH_DATABASE_URL)`);
  process.exit(0);
}
await adminClient.query(`create database ${database}`);
const url = new URL(pgServer);
url.pathname = `/${database}`;
try {
  await run('postgres', { DATABASE_URL: url.toString() });
} finally {
  await adminClient.query(`drop database if exists ${database} with (force)`);
  await adminClient.end();
}
