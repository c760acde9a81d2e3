import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import readCachePlugin from '#src/plugins/app/read-cache';
import accessPlugin from '#src/plugins/app/access';
import { createTokenSigner } from '#src/services/tokens';
import { build } from '../helper';

describe('access rules', async () => {
  const { app, injectAs, login } = await build();

  it('the server refuses to start when an API route declares no access rule', async () => {
    const bare = Fastify({ logger: false });
    bare.decorate('db', app.db);
    // Stand in for the database plugin the access plugin depends on.
    await bare.register(fp(async () => {}, { name: 'database' }));
    await bare.register(readCachePlugin);
    await bare.register(accessPlugin, {
      tokens: createTokenSigner(new TextEncoder().encode('x'.repeat(40))),
    });
    expect(() => bare.get('/api/forgotten', async () => 'open')).toThrow(/declares no access rule/);
    await bare.close();
  });

  it('the HEAD route Fastify makes of a GET is checked like the GET', async () => {
    // The checks are attached to each route (decision 033); the HEAD copy gets its own.
    const url = '/api/tags/control-center?site_id=WD-1001';
    expect((await injectAs(null, { method: 'HEAD', url })).statusCode).toBe(401);
    expect((await injectAs('single@demo.test', { method: 'HEAD', url })).statusCode).toBe(404);
    expect((await injectAs('owner@demo.test', { method: 'HEAD', url })).statusCode).toBe(200);
  });

  it('a Guest may watch but not start the system, and a stranger does not see the site, every time', async () => {
    const url = '/api/tags/control-center?site_id=WD-1001';
    const guest = await login('guest@demo.test');
    const stranger = await login('single@demo.test');
    const as = (token: string, method: 'GET' | 'POST', path: string, payload?: object) =>
      app.inject({ method, url: path, payload, headers: { authorization: `Bearer ${token}` } });
    // The second round reuses the reads of the first (the session, the site access).
    for (let round = 0; round < 2; round++) {
      expect((await as(guest, 'GET', url)).statusCode).toBe(200);
      // Refused before the body is even read.
      const start = await as(guest, 'POST', '/api/scada/write?site_id=WD-1001', {
        tag: 'SYSTEM_START',
        value: true,
      });
      expect(start.statusCode).toBe(403);
      // Not their site: staff might still view it, which only the database tells; 404 either way.
      expect((await as(stranger, 'GET', url)).statusCode).toBe(404);
    }
  });

  it('every API route of the product declares one', () => {
    const routes = app.printRoutes({ commonPrefix: false });
    expect(routes).toContain('/api/scada/write');
    // Reaching here means the onRoute check passed for every registered route.
  });
});
