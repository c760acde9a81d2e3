// `npm run bench:api`: the dashboard's `GET /api/tags/control-center` as a signed-in owner, asked
// at a steady 500 requests a second (autocannon at a fixed rate) of the product as `npm start`
// runs it, in a process of its own, on the embedded database; then on PostgreSQL when
// BENCH_DATABASE_URL's server (default the local one) answers. Prints the latency percentiles
// against the budget: p95 under 50 ms at 500 requests a second on the embedded database.
// BENCH_SECONDS (20) of measured load after BENCH_WARM_UP_SECONDS (5) unmeasured.
import crypto from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { ensureBuilt } from '../../scripts/lib/ensure-built.mjs';
import { ms, percentiles, startBuiltServer } from './support';

const RATE = 500;
const BUDGET_P95_MS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 20);
const WARM_UP_S = Number(process.env.BENCH_WARM_UP_SECONDS ?? 5);
const pgServer = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

ensureBuilt({ quiet: false });

/** `seconds` of load at RATE requests a second; each answer's time and whether it was a 200. */
async function load(url: string, headers: Record<string, string>, seconds: number) {
  const times: number[] = [];
  let failed = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        headers,
        // Enough connections that the rate, not the connections, sets the pace.
        connections: 20,
        overallRate: RATE,
        duration: seconds,
      },
      (error, finished) => (error ? reject(error as Error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      times.push(responseTime);
      if (statusCode !== 200) failed++;
    });
  });
  return { times, failed: failed + result.errors, rate: result.requests.average };
}

async function run(label: string, env: Record<string, string>, budget: boolean) {
  const server = await startBuiltServer(env);
  try {
    const token = await server.token('owner@demo.test');
    const url = `${server.base}/api/tags/control-center?site_id=WD-1001`;
    const headers = { authorization: `Bearer ${token}` };
    // Warm: the JIT compiles the hot path (a cold server's first second is several times slower).
    await load(url, headers, WARM_UP_S);
    const { times, failed, rate } = await load(url, headers, DURATION_S);
    const p = percentiles(times);
    const verdict = p.p95 < BUDGET_P95_MS ? 'met' : 'NOT MET';
    console.log(
      `\n${label}: ${String(Math.round(rate))} requests a second for ${String(DURATION_S)} s, ` +
        `${String(failed)} failed`,
    );
    console.log(
      `  latency p50 ${ms(p.p50)}, p95 ${ms(p.p95)}, p99 ${ms(p.p99)}, max ${ms(p.max)}` +
        (budget ? `  (budget: p95 under ${String(BUDGET_P95_MS)} ms: ${verdict})` : ''),
    );
  } finally {
    await server.stop();
  }
}

await run('embedded database', {}, true);

const database = `wd_bench_${crypto.randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: pgServer });
try {
  await admin.connect();
} catch {
  console.log(`\nPostgreSQL skipped: no PostgreSQL at ${pgServer} (set BENCH_DATABASE_URL)`);
  process.exit(0);
}
await admin.query(`create database ${database}`);
const url = new URL(pgServer);
url.pathname = `/${database}`;
try {
  await run('PostgreSQL', { DATABASE_URL: url.toString() }, false);
} finally {
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
}
process.exit(0);
