import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { freePort, listening } from './local-ports';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Names this run's databases on a PostgreSQL server (test/seeded-database.ts). */
    testRunId: string;
    /** One broker URL per worker, by VITEST_POOL_ID, when TEST_MOSQUITTO is set; else empty. */
    testBrokers: string[];
  }
}

/**
 * A Mosquitto of its own for each worker (TEST_MOSQUITTO names the program): files share a
 * broker's topics, so on one broker for all they had to run one at a time. Set up as the
 * machine's broker is (anonymous, on the loopback), without persistence.
 */
async function startBrokers(program: string, count: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wd-test-brokers-'));
  const brokers: { url: string; process: ChildProcess }[] = [];
  for (let i = 1; i <= count; i++) {
    const port = await freePort();
    const config = path.join(dir, `worker-${String(i)}.conf`);
    fs.writeFileSync(config, `listener ${String(port)} 127.0.0.1\nallow_anonymous true\n`);
    const child = spawn(program, ['-c', config], { stdio: 'ignore' });
    brokers.push({ url: `mqtt://127.0.0.1:${String(port)}`, process: child });
    await listening(port);
  }
  return {
    urls: brokers.map((b) => b.url),
    stop: () => {
      for (const b of brokers) b.process.kill();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Drops what run `id` left on `serverUrl`: the workers' templates, and the database of a file
 * whose worker stopped before its teardown (the global setup's teardown calls this).
 */
async function dropDatabasesOfRun(serverUrl: string, id: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where datname ~ $1',
      [`^wd_(tpl|test)_${id}_`],
    );
    for (const { datname } of rows) {
      await admin.query(`drop database if exists ${datname} with (force)`);
    }
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject) {
  const runId = crypto.randomBytes(4).toString('hex');
  project.provide('testRunId', runId);
  const mosquitto = process.env.TEST_MOSQUITTO;
  const brokers = mosquitto ? await startBrokers(mosquitto, project.globalConfig.maxWorkers) : null;
  project.provide('testBrokers', brokers?.urls ?? []);

  return async () => {
    brokers?.stop();
    if (process.env.TEST_DATABASE_URL) {
      await dropDatabasesOfRun(process.env.TEST_DATABASE_URL, runId);
    }
  };
}
