// `npm run bench:command`: time from POST /api/scada/write to the panel's acknowledgement,
// through the real server, broker and simulated panel. Prints p50 and p95; asserts nothing.
import { ms, percentiles, startServer } from './support';

const COMMANDS = Number(process.env.BENCH_COMMANDS ?? 200);
const { app, base, token, stop } = await startServer();
const auth = {
  authorization: `Bearer ${await token('owner@demo.test')}`,
  'content-type': 'application/json',
};

// Wait for the simulated panels to be connected.
await new Promise((r) => setTimeout(r, 2_000));

const samples: number[] = [];
let failures = 0;
for (let i = 0; i < COMMANDS; i++) {
  const acknowledged = new Promise<number>((resolve) => {
    const off = app.live.subscribe('WD-1002', (event) => {
      if (event.type === 'command' && event.status !== 'pending') {
        off();
        resolve(event.status === 'acknowledged' ? performance.now() : -1);
      }
    });
  });
  const started = performance.now();
  const res = await fetch(`${base}/api/scada/write?site_id=WD-1002`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ tag: 'SD_LENGTH', value: 20 + (i % 40) }),
  });
  if (res.status !== 202) {
    failures++;
    continue;
  }
  const done = await Promise.race([
    acknowledged,
    new Promise<number>((r) => setTimeout(() => r(-1), 11_000)),
  ]);
  if (done < 0) failures++;
  else samples.push(done - started);
}
const p = percentiles(samples);
console.log(
  `command write -> acknowledged (${p.n} commands, ${failures} failed): p50 ${ms(p.p50)}, p95 ${ms(p.p95)}, p99 ${ms(p.p99)}, max ${ms(p.max)}`,
);
await stop();
