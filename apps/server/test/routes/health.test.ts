import { describe, expect, it } from 'vitest';
import { build } from '../helper';

describe('GET /api/health', async () => {
  const { app } = await build();

  it('reports the database and broker state', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ok');
    expect(body.database.status).toBe('up');
    expect(['pglite', 'postgres']).toContain(body.database.mode);
    expect(body.broker).toEqual({
      status: 'up',
      mode: process.env.TEST_MQTT_URL ? 'external' : 'embedded',
    });
  });

  it('sends the security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    // An API answer is never a page: nothing may run in it.
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // HSTS only in production, where TLS is terminated in front of the server.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('serves the OpenAPI description', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/scada/write');
  });

  it('serves the API docs page and its scripts and styles', async () => {
    // @fastify/swagger-ui's files come through @fastify/static; some releases of the pair
    // answered the page but 404 for its assets.
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    for (const file of ['swagger-ui.css', 'swagger-ui-bundle.js']) {
      const res = await app.inject({ method: 'GET', url: `/api/docs/static/${file}` });
      expect(res.statusCode, file).toBe(200);
    }
  });

  it('answers unknown API paths with the error shape', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: 'not_found', message: 'No route for GET /api/nothing-here' },
    });
  });
});
