import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { panelTopic } from '@wildfire/shared';
import { build, eventually } from '../helper';

/** Read Server-Sent Events from a fetch response body. */
function readEvents(body: ReadableStream<Uint8Array>) {
  const events: Array<{ event: string; data: Record<string, unknown> }> = [];
  const reader = body.getReader();
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
        const event = /^event: (.+)$/m.exec(block)?.[1];
        const data = /^data: (.+)$/m.exec(block)?.[1];
        if (event && data)
          events.push({ event, data: JSON.parse(data) as Record<string, unknown> });
      }
    }
  })();
  return { events, cancel: () => reader.cancel() };
}

describe('GET /api/live (Server-Sent Events)', async () => {
  const { app, login } = await build();
  let base: string;
  let panel: MqttClient;

  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    panel = app.broker.connect({ clientId: 'stream-test-panel', clean: true });
    await eventually(() => panel.connected);
  });
  afterAll(async () => {
    await panel.endAsync(true);
  });

  const open = async (email: string, siteId: string) => {
    const token = await login(email);
    return fetch(`${base}/api/live?site_id=${siteId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
  };

  it('pushes tag changes of the watched site to the browser, with the token only in a header', async () => {
    const res = await open('guest@demo.test', 'WD-1001');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
    const stream = readEvents(res.body!);
    await eventually(() => stream.events.find((e) => e.event === 'hello'));
    await panel.publishAsync(
      panelTopic('WD-1001', 'telemetry'),
      JSON.stringify({ seq: 1, ts: Date.now(), tags: { PUMP_1_PRESSURE: 57.5 } }),
      { qos: 1 },
    );
    const tags = await eventually(() => stream.events.find((e) => e.event === 'tags'));
    expect(tags.data.tags).toEqual([
      { tag: 'PUMP_1_PRESSURE', value: 57.5, timestamp: expect.any(Number) },
    ]);
    // Another site's messages do not reach this stream.
    await panel.publishAsync(
      panelTopic('WD-1002', 'telemetry'),
      JSON.stringify({ seq: 1, ts: Date.now(), tags: { TEMP_SENSOR_1: 70 } }),
      { qos: 1 },
    );
    await new Promise((r) => setTimeout(r, 100));
    expect(stream.events.filter((e) => e.event === 'tags')).toHaveLength(1);
    await stream.cancel();
  });

  it('the stream carries the security headers, though the route writes its answer itself', async () => {
    const res = await open('owner@demo.test', 'WD-1001');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    await res.body!.cancel();
  });

  it("another customer's site answers 404 and no token answers 401", async () => {
    expect((await open('single@demo.test', 'WD-1001')).status).toBe(404);
    expect((await fetch(`${base}/api/live?site_id=WD-1001`)).status).toBe(401);
  });

  it('closing the stream unsubscribes it', async () => {
    const res = await open('owner@demo.test', 'WD-1002');
    const stream = readEvents(res.body!);
    await eventually(() => stream.events.length > 0);
    expect(app.live.watched('WD-1002')).toBe(true);
    await stream.cancel();
    await eventually(() => !app.live.watched('WD-1002'));
  });
});
