import { describe, expect, it } from 'vitest';
import { HOOK_SECRET_HEADER } from '#src/routes/api/mqtt/index';
import { build } from '../helper';

const HOOK_SECRET = 'broker-hook-secret-that-is-long-enough';

/**
 * The broker's HTTP hooks (EMQX and the like): a broker that asks the server holds panels to the
 * same rules as the embedded one (docs/operations.md, The panel link on an external broker).
 */
describe('broker HTTP hooks', async () => {
  const { app, injectAs } = await build({ MQTT_URL: '', MQTT_HOOK_SECRET: HOOK_SECRET });
  const ask = (url: string, payload: object, secret = HOOK_SECRET) =>
    app.inject({ method: 'POST', url, payload, headers: { [HOOK_SECRET_HEADER]: secret } });
  const issued = await injectAs('admin@demo.test', {
    method: 'POST',
    url: '/api/admin/panels/WD-1001/credentials',
  });
  const { password } = issued.json<{ password: string }>();
  const panel = { username: 'WD-1001', clientid: 'WD-1001' };

  it('only the broker may ask: without its secret, 401', async () => {
    const res = await ask('/api/mqtt/auth', { ...panel, password }, 'x'.repeat(38));
    expect(res.statusCode).toBe(401);
  });

  it('a panel connects with its own secret and client id; anything else is denied', async () => {
    expect((await ask('/api/mqtt/auth', { ...panel, password })).json()).toEqual({
      result: 'allow',
    });
    expect((await ask('/api/mqtt/auth', { ...panel, password: 'wrong' })).json()).toEqual({
      result: 'deny',
    });
    expect((await ask('/api/mqtt/auth', { ...panel, clientid: 'other', password })).json()).toEqual(
      { result: 'deny' },
    );
    // Not a panel (the server's own user): the broker's next source decides.
    expect(
      (await ask('/api/mqtt/auth', { username: 'wildfire-server', password: 'x' })).json(),
    ).toEqual({ result: 'ignore' });
  });

  it('a panel publishes and subscribes only on its own topics', async () => {
    const acl = async (topic: string, action: 'publish' | 'subscribe') =>
      (await ask('/api/mqtt/acl', { ...panel, topic, action })).json<{ result: string }>().result;
    expect(await acl('wildfire/v1/panels/WD-1001/telemetry', 'publish')).toBe('allow');
    expect(await acl('wildfire/v1/panels/WD-1001/commands', 'subscribe')).toBe('allow');
    expect(await acl('wildfire/v1/panels/WD-1002/telemetry', 'publish')).toBe('deny');
    expect(await acl('wildfire/v1/panels/WD-1001/commands', 'publish')).toBe('deny');
    expect(await acl('wildfire/v1/server/WD-1001/command', 'publish')).toBe('deny');
    expect(await acl('#', 'subscribe')).toBe('deny');
    expect(await acl('$share/wildfire-ingest/wildfire/v1/panels/+/+', 'subscribe')).toBe('deny');
  });
});

describe('broker HTTP hooks, not configured', async () => {
  const { app } = await build({ MQTT_URL: '' });
  it('are not offered without MQTT_HOOK_SECRET', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/mqtt/auth',
      payload: { username: 'WD-1001', password: 'x', clientid: 'WD-1001' },
    });
    expect(res.statusCode).toBe(404);
  });
});
