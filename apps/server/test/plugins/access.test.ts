import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import readCachePlugin from '../../src/plugins/app/read-cache';
import accessPlugin from '../../src/plugins/app/access';
import { createTokenSigner } from '../../src/services/tokens';
import { build } from '../helper';

describe('access rules', async () => {
  const { app } = await build();

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

  it('every API route of the product declares one', () => {
    const routes = app.printRoutes({ commonPrefix: false });
    expect(routes).toContain('/api/scada/write');
    // Reaching here means the onRoute check passed for every registered route.
  });
});
