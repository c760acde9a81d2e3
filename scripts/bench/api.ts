// `npm run bench:api`: requests per second of `GET /api/tags/control-center` as a signed-in
// owner, and, in the same run, of a bare node:http server answering the very same JSON: the
// floor any API on this machine stands on. Prints both and their ratio; asserts nothing.
// The load comes from autocannon in a process of its own, so it never shares the server's
// event loop. BENCH_DATABASE_URL (default the local PostgreSQL) adds a run on PostgreSQL.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { startServer } from './support';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const pgServer = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** autocannon in its own process, against `url` with `headers`; its JSON summary. */
function load(url: string, headers: Record<string, string>): Promise<Figures> {
  const bin = path.resolve('node_modules', '.bin', 'autocannon');
  const args = ['-j', '-c', String(CONNECTIONS), '-d', String(DURATION_S)];
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

const line = (label: string, f: Figures) =>
  `${label.padEnd(34)} ${Math.round(f.requestsPerSecond).toString().padStart(7)} req/s, latency p50 ${String(f.p50)} ms, p99 ${String(f.p99)} ms, errors ${String(f.errors)}, non-2xx ${String(f.non2xx)}`;

async function run(label: string, env: Record<string, string>) {
  const server = await startServer({ SIMULATE_PANELS: '0', ...env });
  try {
    const token = await server.token('owner@demo.test');
    const url = `${server.base}/api/tags/control-center?site_id=WD-1001`;
    const headers = { authorization: `Bearer ${token}` };
    const sample = await fetch(url, { headers });
    const body = await sample.text();
    const tags = (JSON.parse(body) as { _embedded: { tags: unknown[] } })._embedded.tags.length;

    // The floor: the same bytes from node:http with nothing behind them.
    const bare = http.createServer((_request, response) => {
      response.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
      });
      response.end(body);
    });
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
    const address = bare.address();
    const bareUrl = `http://127.0.0.1:${String(typeof address === 'object' && address ? address.port : 0)}/`;

    const floor = await load(bareUrl, {});
    const api = await load(url, headers);
    // The same server's own ceiling: a public answer from memory (the app's settings), through
    // the same framework, headers and hooks, with no session, access check or database.
    const ceiling = await load(`${server.base}/api/config`, {});
    await new Promise<void>((resolve) => bare.close(() => resolve()));

    console.log(
      `\n${label}: ${String(tags)} tags, ${String(body.length)} bytes, ${String(CONNECTIONS)} connections, ${String(DURATION_S)} s each`,
    );
    console.log(line('bare node:http, same JSON', floor));
    console.log(line('GET /api/tags/control-center', api));
    console.log(line('GET /api/config (the stack alone)', ceiling));
    console.log(
      `ratio API / bare: ${(api.requestsPerSecond / floor.requestsPerSecond).toFixed(2)} (target 0.6 or more); ` +
        `the stack alone / bare: ${(ceiling.requestsPerSecond / floor.requestsPerSecond).toFixed(2)}`,
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
