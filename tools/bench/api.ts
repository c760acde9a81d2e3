// `npm run bench:api`: requests per second of `GET /api/tags/control-center` as a signed-in
// owner, and, in the same run, of a bare node:http server answering the very same JSON: the
// floor any API on this machine stands on, and of a one-route Fastify app sending the same bytes
// and headers: the framework's own floor. Prints them and their ratios; asserts nothing.
// The load comes from autocannon in a process of its own, and each server (the product as
// `npm start` runs it, the floors) runs in one of its own, so none shares an event loop, a heap or
// compiled code with another or with this script. BENCH_DATABASE_URL (default the local PostgreSQL) adds a run on PostgreSQL.
// BENCH_ROUNDS (3) rounds of BENCH_SECONDS (5) per target, after BENCH_WARM_UP_SECONDS (2);
// BENCH_VERBOSE=1 prints every round.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import { once } from 'node:events';
import path from 'node:path';
import pg from 'pg';
import { ensureBuilt } from '../lib/ensure-built.mjs';
import { startBuiltServer } from './support';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const VERBOSE = process.env.BENCH_VERBOSE === '1';
const WARM_UP_S = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const pgServer = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

ensureBuilt({ quiet: false });

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** autocannon in its own process, against `url` with `headers`; its JSON summary. */
function autocannon(
  url: string,
  headers: Record<string, string>,
  seconds: number,
): Promise<Figures> {
  const bin = path.resolve('node_modules', '.bin', 'autocannon');
  const args = ['-j', '-c', String(CONNECTIONS), '-d', String(seconds)];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  return new Promise((resolve, reject) => {
    const child = spawn(bin, [...args, url], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', () => {
      const result = JSON.parse(out) as {
        requests: { average: number };
        latency: { p50: number; p99: number };
        errors: number;
        non2xx: number;
      };
      resolve({
        requestsPerSecond: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors,
        non2xx: result.non2xx,
      });
    });
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** The round whose rate is the median of `rounds`, with the errors of all rounds. */
function medianOf(rounds: Figures[]): Figures {
  const rate = median(rounds.map((r) => r.requestsPerSecond));
  const middle = rounds.find((r) => r.requestsPerSecond === rate)!;
  return {
    ...middle,
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    non2xx: rounds.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

const line = (label: string, f: Figures) =>
  `${label.padEnd(34)} ${Math.round(f.requestsPerSecond).toString().padStart(7)} req/s, latency p50 ${String(f.p50)} ms, p99 ${String(f.p99)} ms, errors ${String(f.errors)}, non-2xx ${String(f.non2xx)}`;

/** Headers Node writes itself, per connection or per answer. */
const PER_CONNECTION_HEADERS = new Set([
  'connection',
  'content-length',
  'date',
  'keep-alive',
  'transfer-encoding',
]);

/**
 * A floor server in a process of its own, answering `body` with `headers` to every request: the
 * bare node:http one (bare-server.mjs) or the framework alone (fastify-floor.mjs). Its URL.
 */
async function floorServer(script: string, body: string, headers: Record<string, string>) {
  const child = spawn(process.execPath, [path.resolve('scripts', 'bench', script)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  child.stdin.end(JSON.stringify({ body, headers }));
  const [line] = (await once(child.stdout, 'data')) as [Buffer];
  return {
    url: line.toString().trim(),
    close: async () => {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

interface Target {
  label: string;
  url: string;
  headers: Record<string, string>;
}

/**
 * The figures of every round, each target measured once per round, the targets taking turns:
 * this machine's speed drifts over a run (a virtual machine with neighbours), and taking turns
 * spreads a slow stretch over all targets instead of charging it to one. Before its first
 * round each target answers WARM_UP_S seconds of the same load unmeasured, so the JIT has
 * compiled its hot path (a cold server's first second ran at a third of its later rate).
 */
async function measure(targets: Target[]): Promise<Figures[][]> {
  for (const t of targets) await autocannon(t.url, t.headers, WARM_UP_S);
  const rounds: Figures[][] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const figures: Figures[] = [];
    for (const t of targets) {
      figures.push(await autocannon(t.url, t.headers, DURATION_S));
      if (VERBOSE) console.log(`  round ${String(round + 1)}: ${line(t.label, figures.at(-1)!)}`);
    }
    rounds.push(figures);
  }
  return rounds;
}

/** The median over the rounds of `of / to`, each round's pair measured back to back. */
const ratio = (rounds: Figures[][], of: number, to: number) =>
  median(rounds.map((r) => r[of]!.requestsPerSecond / r[to]!.requestsPerSecond)).toFixed(2);

async function run(label: string, env: Record<string, string>) {
  const server = await startBuiltServer(env);
  try {
    const token = await server.token('owner@demo.test');
    const url = `${server.base}/api/tags/control-center?site_id=WD-1001`;
    const headers = { authorization: `Bearer ${token}` };
    const sample = await fetch(url, { headers });
    const body = await sample.text();
    const tags = (JSON.parse(body) as { _embedded: { tags: unknown[] } })._embedded.tags.length;

    // The floor: the same bytes from node:http with nothing behind them.
    const bare = await floorServer('bare-server.mjs', body, {});
    // A second floor: the same JSON with the same headers as the product's answer. Its security
    // headers (issue 9 asks for them on every answer) cost the floor itself about a fifth of
    // its rate here, in Node writing them and in autocannon reading them.
    const sameHeaders = Object.fromEntries(
      [...sample.headers].filter(([name]) => !PER_CONNECTION_HEADERS.has(name)),
    );
    const bareWithHeaders = await floorServer('bare-server.mjs', body, sameHeaders);
    // A third: Fastify itself, one route and no hooks, sending the same bytes and headers. The
    // product is built on Fastify (ARCHITECTURE.md), so this is the most it could reach here.
    const framework = await floorServer('fastify-floor.mjs', body, sameHeaders);

    console.log(
      `\n${label}: ${String(tags)} tags, ${String(body.length)} bytes, ${String(CONNECTIONS)} connections, ` +
        `median of ${String(ROUNDS)} rounds of ${String(DURATION_S)} s each`,
    );
    const targets = [
      { label: 'bare node:http, same JSON', url: bare.url, headers: {} },
      { label: 'bare node:http, same JSON + headers', url: bareWithHeaders.url, headers: {} },
      { label: 'Fastify alone, same JSON + headers', url: framework.url, headers: {} },
      { label: 'GET /api/tags/control-center', url, headers },
      // The same server's own ceiling: a public answer from memory (the app's settings),
      // through the same framework, headers and hooks, with no session, access or database.
      { label: 'GET /api/config (the stack alone)', url: `${server.base}/api/config`, headers: {} },
    ];
    const [floor, floorWithHeaders, fastify, api, stack] = [0, 1, 2, 3, 4];
    const rounds = await measure(targets);
    await bare.close();
    await bareWithHeaders.close();
    await framework.close();

    for (const [i, t] of targets.entries()) {
      console.log(line(t.label, medianOf(rounds.map((r) => r[i]!))));
    }
    // Ratios within each round, then their median: a slow stretch of the machine then slows
    // both sides of a ratio instead of one.
    console.log(
      `ratio API / bare: ${ratio(rounds, api, floor)} (target 0.6 or more); ` +
        `the stack alone / bare: ${ratio(rounds, stack, floor)}`,
    );
    console.log(
      `against the floor with the same headers: API ${ratio(rounds, api, floorWithHeaders)}, ` +
        `the stack alone ${ratio(rounds, stack, floorWithHeaders)}`,
    );
    console.log(
      `Fastify alone / bare: ${ratio(rounds, fastify, floor)}; ` +
        `API / Fastify alone: ${ratio(rounds, api, fastify)}`,
    );
  } finally {
    await server.stop();
  }
}

await run('embedded database', {});

const database = `wd_bench_${crypto.randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: pgServer });
try {
  await admin.connect();
} catch {
  console.log(`\npostgres skipped: no PostgreSQL at ${pgServer} (set BENCH_DATABASE_URL)`);
  process.exit(0);
}
await admin.query(`create database ${database}`);
const url = new URL(pgServer);
url.pathname = `/${database}`;
try {
  await run('PostgreSQL', { DATABASE_URL: url.toString() });
} finally {
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
}
process.exit(0);
