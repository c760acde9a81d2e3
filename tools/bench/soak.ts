// `npm run bench:soak`: the product held under a steady fleet for a while. 1,000 simulated
// panels publish through the broker, 500 live browser streams stay open, and the control-center
// API is under load, for 10 minutes (BENCH_MINUTES). Prints errors (target 0), the server's
// memory at the start and the end, and the API's latency percentiles; asserts nothing.
// The panels, the browsers and the load each run in a process of their own.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { provisionCredentials, provisionFleet, startServer } from './support';

const MINUTES = Number(process.env.BENCH_MINUTES ?? 10);
const PANELS = Number(process.env.BENCH_PANELS ?? 1_000);
const BROWSERS = Number(process.env.BENCH_BROWSERS ?? 500);
/** The API's steady load in requests per second (a dashboard refresh every few seconds each). */
const API_RATE = Number(process.env.BENCH_API_RATE ?? 100);
const FIRST_PANEL = 2_001;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const mqttPort = await freePort();
// The embedded broker also listens on TCP, so the simulator reaches it like real panels.
const server = await startServer({ SIMULATE_PANELS: '0', MQTT_PORT: String(mqttPort) });
const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(0)} MB`;

// The simulated panels, on the demo owner's account; they report once the simulator starts.
const siteIds = await provisionFleet(server.app.db, { count: PANELS, firstPanel: FIRST_PANEL });
// Each signs in with credentials of its own, as real panels do.
const credentials = await provisionCredentials(server.app.db, siteIds, server.app.config.dataDir);

const token = await server.token('owner@demo.test');
const children: ChildProcess[] = [];
const tsx = path.resolve('node_modules', '.bin', 'tsx');
const run = (command: string, args: string[]) => {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const done = new Promise<string>((resolve) => child.on('close', () => resolve(out)));
  return { child, done };
};

const ingestBefore = { ...server.app.ingest.stats };
const simulator = run(tsx, [
  'packages/panel-sim/src/cli.ts',
  '--broker',
  `mqtt://127.0.0.1:${String(mqttPort)}`,
  '--panels',
  String(PANELS),
  '--first',
  String(FIRST_PANEL),
  '--credentials',
  credentials,
]);
const browsers = run(tsx, [
  'tools/bench/soak-browsers.ts',
  server.base,
  token,
  String(BROWSERS),
  siteIds.slice(0, 50).join(','),
]);
const api = run(path.resolve('node_modules', '.bin', 'autocannon'), [
  '-j',
  '-c',
  '20',
  '-R',
  String(API_RATE),
  '-d',
  String(MINUTES * 60),
  '-H',
  `authorization=Bearer ${token}`,
  `${server.base}/api/tags/control-center?site_id=${siteIds[0]!}`,
]);

// Memory after everything has connected, then every 30 s until the end.
await new Promise((r) => setTimeout(r, 30_000));
const memory: number[] = [process.memoryUsage().rss];
const sampler = setInterval(() => memory.push(process.memoryUsage().rss), 30_000);
console.log(
  `soak: ${String(PANELS)} panels, ${String(BROWSERS)} live streams, API at ${String(API_RATE)} req/s for ${String(MINUTES)} min...`,
);
const apiResult = JSON.parse(await api.done) as {
  requests: { total: number; average: number };
  latency: { p50: number; p90: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
};
clearInterval(sampler);
memory.push(process.memoryUsage().rss);

browsers.child.kill('SIGTERM');
const browserResult = JSON.parse((await browsers.done).trim().split('\n').pop() ?? '{}') as {
  open: number;
  events: number;
  drops: number;
  failedOpens: number;
};
simulator.child.kill('SIGTERM');
await simulator.done;
const ingest = server.app.ingest.stats;

const stored = ingest.storedTagUpdates - ingestBefore.storedTagUpdates;
const errors =
  apiResult.errors +
  apiResult.timeouts +
  apiResult.non2xx +
  browserResult.drops +
  browserResult.failedOpens +
  (ingest.malformed - ingestBefore.malformed) +
  (ingest.flushErrors - ingestBefore.flushErrors);
console.log(
  `API: ${String(apiResult.requests.total)} requests (${apiResult.requests.average.toFixed(0)}/s), latency p50 ${String(apiResult.latency.p50)} ms, p90 ${String(apiResult.latency.p90)} ms, p99 ${String(apiResult.latency.p99)} ms, max ${String(apiResult.latency.max)} ms; errors ${String(apiResult.errors)}, timeouts ${String(apiResult.timeouts)}, non-2xx ${String(apiResult.non2xx)}`,
);
console.log(
  `live streams: ${String(browserResult.open)} of ${String(BROWSERS)} open at the end, ${String(browserResult.events)} events received, ${String(browserResult.drops)} dropped, ${String(browserResult.failedOpens)} refused`,
);
console.log(
  `ingest: ${String(stored)} tag updates stored (${(stored / (MINUTES * 60)).toFixed(0)}/s), malformed ${String(ingest.malformed - ingestBefore.malformed)}, failed flushes ${String(ingest.flushErrors - ingestBefore.flushErrors)}`,
);
console.log(
  `server memory (RSS): ${mb(memory[0]!)} after start-up, ${mb(memory[memory.length - 1]!)} at the end, peak ${mb(Math.max(...memory))}; growth ${mb(memory[memory.length - 1]! - memory[0]!)}`,
);
console.log(`errors in all: ${String(errors)} (target 0)`);
for (const child of children) child.kill('SIGKILL');
await server.stop();
process.exit(0);
