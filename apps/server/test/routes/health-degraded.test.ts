import { describe, expect, it } from 'vitest';
import { build } from '../helper';

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

  it('answers 503 naming the broker as down', async () => {
    await app.broker.client.endAsync(true);
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      status: 'degraded',
      database: { status: 'up' },
      broker: { status: 'down' },
    });
  });
});
