// `npm run bench:live`: time from a panel publishing a tag change to a browser's live
// stream receiving it, through the broker, the server's relay and Server-Sent Events.
// Prints p50 and p95; asserts nothing.
import { panelTopic } from '@wildfire/shared';
import { ms, percentiles, startServer } from './support';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 500);
const BROWSERS = Number(process.env.BENCH_BROWSERS ?? 20);
const { app, base, token, stop } = await startServer({ SIMULATE_PANELS: '0' });
const authorization = `Bearer ${await token('owner@demo.test')}`;

const latencies: number[] = [];
const readers: Array<ReadableStreamDefaultReader<Uint8Array>> = [];
for (let b = 0; b < BROWSERS; b++) {
  const res = await fetch(`${base}/api/live?site_id=WD-1001`, { headers: { authorization } });
  const reader = res.body!.getReader();
  readers.push(reader);
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = /^event: tags\ndata: (.+)$/m.exec(block)?.[1];
        if (!data) continue;
        const sent = (JSON.parse(data) as { tags: Array<{ value: number }> }).tags[0]?.value;
        if (typeof sent === 'number') latencies.push(Date.now() - sent);
      }
    }
  })();
}

const panel = app.broker.connect({ clientId: 'bench-live-panel', clean: true });
await new Promise((r) => panel.once('connect', r));
for (let i = 0; i < SAMPLES; i++) {
  // The value carries its own send time, so each browser measures publish-to-receipt.
  const now = Date.now();
  panel.publish(
    panelTopic('WD-1001', 'telemetry'),
    JSON.stringify({ seq: i, ts: now, tags: { PD_ON_TIME: now } }),
    { qos: 1 },
  );
  await new Promise((r) => setTimeout(r, 10));
}
await new Promise((r) => setTimeout(r, 1_000));
const p = percentiles(latencies);
console.log(
  `panel publish -> browser receipt (${SAMPLES} changes x ${BROWSERS} browsers = ${p.n} receipts): p50 ${ms(p.p50)}, p95 ${ms(p.p95)}, p99 ${ms(p.p99)}, max ${ms(p.max)}`,
);
await Promise.all(readers.map((r) => r.cancel()));
await panel.endAsync(true);
await stop();
