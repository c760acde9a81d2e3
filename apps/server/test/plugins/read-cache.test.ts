import { eq } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { panelTopic } from '@wildfire/shared';
import { accountMemberships, propertyMemberships, sessions, users } from '#src/db/schema/index';
import { READ_CACHE_MS } from '#src/plugins/app/read-cache';
import { build, eventually } from '../helper';

/**
 * The session, site access and latest tags are reused for a second (decision 018): whatever
 * this instance changes is seen by the very next request; a change written by another instance
 * (here: straight to the database) within a second.
 */
describe('reused reads never outlive a change', async () => {
  const { app, login } = await build();
  const url = '/api/tags/control-center?site_id=WD-1001';
  const get = (token: string) =>
    app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  let panel: MqttClient;

  beforeAll(async () => {
    panel = app.broker.connect({ clientId: 'read-cache-panel', clean: true });
    await new Promise((resolve) => panel.once('connect', resolve));
  });
  afterAll(async () => {
    await panel.endAsync();
  });

  it('the same reads are not repeated for a burst of requests', async () => {
    const token = await login('owner@demo.test');
    await get(token);
    const select = vi.spyOn(app.db, 'select');
    for (let i = 0; i < 5; i++) expect((await get(token)).statusCode).toBe(200);
    expect(select).not.toHaveBeenCalled();
    select.mockRestore();
  });

  it('a logout is honoured by the very next request', async () => {
    const token = await login('owner@demo.test');
    expect((await get(token)).statusCode).toBe(200);
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(204);
    expect((await get(token)).statusCode).toBe(401);
  });

  it('a session revoked by another instance stops working within a second', async () => {
    const token = await login('owner@demo.test');
    expect((await get(token)).statusCode).toBe(200);
    const claims = await app.tokens.verify(token);
    const revokedAt = Date.now();
    await app.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.id, claims!.sessionId));
    await eventually(async () => (await get(token)).statusCode === 401, 5_000);
    // Within the reuse time, plus the time the test itself took to ask.
    expect(Date.now() - revokedAt).toBeLessThan(READ_CACHE_MS + 1_000);
  });

  it('an inactive user and a removed member are refused within a second', async () => {
    const token = await login('guest@demo.test');
    expect((await get(token)).statusCode).toBe(200);
    const [guest] = await app.db.select().from(users).where(eq(users.email, 'guest@demo.test'));
    await app.db.delete(propertyMemberships).where(eq(propertyMemberships.userId, guest!.id));
    await app.db.delete(accountMemberships).where(eq(accountMemberships.userId, guest!.id));
    await eventually(async () => (await get(token)).statusCode === 404, 5_000);

    await app.db.update(users).set({ status: 'inactive' }).where(eq(users.id, guest!.id));
    await eventually(async () => (await get(token)).statusCode === 401, 5_000);
  });

  it('tags stored by ingest are in the very next answer', async () => {
    const token = await login('owner@demo.test');
    const pressure = async () =>
      (
        (await get(token)).json() as { _embedded: { tags: Array<{ tag: string; value: unknown }> } }
      )._embedded.tags.find((t) => t.tag === 'PUMP_1_PRESSURE')?.value;
    const before = await pressure();
    const next = before === 71 ? 72 : 71;
    const messages = app.ingest.stats.messages;
    await panel.publishAsync(
      panelTopic('WD-1001', 'telemetry'),
      JSON.stringify({ seq: 1, ts: Date.now(), tags: { PUMP_1_PRESSURE: next } }),
      { qos: 1 },
    );
    await eventually(() => app.ingest.stats.messages > messages);
    // Let the asynchronous handling settle, then write the batch.
    await new Promise((resolve) => setTimeout(resolve, 30));
    await app.ingest.flush();
    expect(await pressure()).toBe(next);
  });
});
