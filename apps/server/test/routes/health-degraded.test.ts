import { describe, expect, it, vi } from 'vitest';
import { panelTopic } from '@wildfire/shared';
import { build, eventually } from '../helper';

describe('GET /api/health when a dependency is down', async () => {
  const { app, database } = await build();

  it('answers 503 naming the database as down', async () => {
    const original = database.ping;
    database.ping = async () => {
      throw new Error('connection refused');
    };
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: 'degraded',
        database: { status: 'down' },
        broker: { status: 'up' },
      });
    } finally {
      database.ping = original;
    }
  });

  it('answers 503 naming ingest when messages arrive but nothing is stored for 30 s', async () => {
    const ok = await app.inject({ method: 'GET', url: '/api/health' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().ingest).toMatchObject({ status: 'up', state: 'ok', reason: null });
    expect(ok.json().ingest.subscriptions).toEqual([
      expect.objectContaining({ granted: true, qos: 1 }),
    ]);

    // The database takes no writes (reads still work): the message waits in the batch.
    const transaction = app.db.transaction.bind(app.db);
    app.db.transaction = (() =>
      Promise.reject(Object.assign(new Error('connection lost'), { code: 'ECONNRESET' }))) as never;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      const publisher = app.broker.connect({ clientId: 'health-stall-panel', clean: true });
      await eventually(() => publisher.connected);
      const waiting = app.ingest.health().waiting;
      await publisher.publishAsync(
        panelTopic('WD-1001', 'telemetry'),
        JSON.stringify({ seq: 1, ts: Date.now(), tags: { TEMP_SENSOR_1: 70 } }),
        { qos: 1 },
      );
      await publisher.endAsync(true);
      await eventually(() => app.ingest.health().waiting > waiting);
      await app.ingest.flush();
      const early = await app.inject({ method: 'GET', url: '/api/health' });
      expect(early.statusCode).toBe(200);

      vi.setSystemTime(Date.now() + 31_000);
      const stalled = await app.inject({ method: 'GET', url: '/api/health' });
      expect(stalled.statusCode).toBe(503);
      expect(stalled.json()).toMatchObject({
        status: 'degraded',
        database: { status: 'up' },
        broker: { status: 'up' },
        ingest: {
          status: 'down',
          state: 'stalled',
          reason: 'ingest is stalled: messages arrive but nothing was stored for 30 s',
        },
      });
      expect(stalled.json().ingest.received_last_minute).toBeGreaterThanOrEqual(0);

      // Writes work again: the waiting message is stored and ingest is healthy.
      app.db.transaction = transaction;
      await app.ingest.flush();
      const back = await app.inject({ method: 'GET', url: '/api/health' });
      expect(back.statusCode).toBe(200);
      expect(back.json().ingest).toMatchObject({ status: 'up', waiting: 0 });
      expect(back.json().ingest.newest_stored_age_s).toBe(0);
    } finally {
      app.db.transaction = transaction;
      vi.useRealTimers();
    }
  });

  it('answers 503 naming the broker as down', async () => {
    await app.broker.client.endAsync(true);
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      status: 'degraded',
      database: { status: 'up' },
      broker: { status: 'down' },
      // Embedded, ingest shares that connection: its subscription went with it.
      ...(app.broker.mode === 'embedded'
        ? { ingest: { status: 'down', state: 'unsubscribed' } }
        : {}),
    });
  });
});
