import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ingestQuarantine,
  serverEvents,
  serverInstances,
  serverSamples,
} from '#src/db/schema/index';
import { build } from '../helper';

describe('server status: GET /api/admin/system/status', async () => {
  const { app, injectAs } = await build();
  const status = (email: string | null, query = '') =>
    injectAs(email, { method: 'GET', url: `/api/admin/system/status${query}` });

  it('needs view_system_logs: anonymous 401, a customer 403, Customer Service 403', async () => {
    expect((await status(null)).statusCode).toBe(401);
    expect((await status('owner@demo.test')).statusCode).toBe(403);
    expect((await status('support@demo.test')).statusCode).toBe(403);
  });

  it('this instance registers itself at start and shows its samples', async () => {
    await app.serverMonitor.sample();
    await injectAs('admin@demo.test', { method: 'GET', url: '/api/health' });
    await app.serverMonitor.sample();
    const res = await status('admin@demo.test');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const me = body.instances.find((i: { id: string }) => i.id === app.serverMonitor.instanceId);
    expect(me).toMatchObject({ pid: process.pid, up: true, version: app.appVersion });
    expect(me.latest.rss_bytes).toBeGreaterThan(0);
    expect(me.latest.broker_connected).toBe(true);
    expect(me.series.length).toBeGreaterThanOrEqual(1);
    expect(body.range).toBe('1h');
    expect(body.database.driver).toMatch(/pglite|postgres/);
    expect(body.panels).toEqual({ total: 5, online: expect.any(Number) });
    expect(body.events[0]).toMatchObject({ kind: 'started', instance_id: me.id });
  });

  it('shows ingest (state, figures, subscriptions) and the quarantine, newest first', async () => {
    await app.db.insert(ingestQuarantine).values([
      {
        siteId: 'WD-1001',
        topic: 'wildfire/v1/panels/WD-1001/log',
        reason: 'not JSON',
        head: 'garbage',
        receivedAt: new Date(Date.now() - 60_000),
      },
      {
        siteId: 'WD-1002',
        topic: 'wildfire/v1/panels/WD-1002/status',
        reason: 'message.reason: must not contain the NUL character',
        head: '{"reason":"x\\u0000"}',
      },
    ]);
    const { ingest } = (await status('admin@demo.test')).json();
    expect(ingest).toMatchObject({
      state: 'ok',
      subscriptions: [expect.objectContaining({ granted: true, qos: 1 })],
    });
    expect(ingest.quarantine.total).toBe(2);
    expect(ingest.quarantine.recent.map((q: { site_id: string }) => q.site_id)).toEqual([
      'WD-1002',
      'WD-1001',
    ]);
    expect(ingest.quarantine.recent[0]).toMatchObject({
      topic: 'wildfire/v1/panels/WD-1002/status',
      reason: 'message.reason: must not contain the NUL character',
      head: '{"reason":"x\\u0000"}',
    });
  });

  it('API requests per second count the requests answered since the previous sample', async () => {
    await app.serverMonitor.sample();
    for (let i = 0; i < 5; i++) await injectAs(null, { method: 'GET', url: '/api/health' });
    await app.serverMonitor.sample();
    const [latest] = await app.db
      .select({ rps: serverSamples.requestsPerSecond })
      .from(serverSamples)
      .where(eq(serverSamples.instanceId, app.serverMonitor.instanceId))
      .orderBy(serverSamples.id)
      .then((rows) => rows.slice(-1));
    expect(latest!.rps).toBeGreaterThan(0);
  });

  it('an instance that stopped sampling is shown as down', async () => {
    const longAgo = new Date(Date.now() - 120_000);
    await app.db.insert(serverInstances).values({
      id: 'other-host-42-abc',
      hostname: 'other-host',
      pid: 42,
      version: '0.0.1',
      startedAt: longAgo,
      lastSeenAt: longAgo,
    });
    const body = (await status('admin@demo.test')).json();
    const other = body.instances.find((i: { id: string }) => i.id === 'other-host-42-abc');
    expect(other).toMatchObject({ up: false, latest: null, series: [] });
  });

  it('the time range must be one of 5m, 15m, 1h, 6h, 24h', async () => {
    expect((await status('admin@demo.test', '?range=5m')).json().range).toBe('5m');
    const bad = await status('admin@demo.test', '?range=2h');
    expect(bad.statusCode).toBe(400);
  });

  it('samples and events older than the retention are pruned', async () => {
    const old = new Date(Date.now() - 26 * 60 * 60 * 1000);
    await app.db.insert(serverSamples).values({
      instanceId: app.serverMonitor.instanceId,
      at: old,
      cpuPercent: 1,
      rssBytes: 1,
      heapUsedBytes: 1,
      eventLoopP99Ms: 1,
      liveConnections: 0,
      brokerConnected: true,
      messagesPerSecond: 0,
      requestsPerSecond: 0,
    });
    await app.db
      .insert(serverEvents)
      .values({ instanceId: 'x', at: old, kind: 'started', message: 'old' });
    await app.serverMonitor.prune();
    const [{ n: oldSamples }] = (await app.db
      .select({ n: count() })
      .from(serverSamples)
      .where(eq(serverSamples.at, old))) as [{ n: number }];
    const [{ n: oldEvents }] = (await app.db
      .select({ n: count() })
      .from(serverEvents)
      .where(eq(serverEvents.message, 'old'))) as [{ n: number }];
    expect(oldSamples).toBe(0);
    expect(oldEvents).toBe(0);
  });
});
