import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAIL_NOT_SENT, PUSH_NO_DEVICE, PUSH_TTL_SECONDS, TEXT_NOT_SENT } from '@wildfire/shared';
import {
  alerts,
  escalationEvents,
  pushSubscriptions,
  sites,
  tagLatest,
  users,
} from '#src/db/schema/index';
import { build, eventually } from '../helper';
import { startPushServiceStandIn, type TestSubscription } from '../stand-ins/push-service';

const OWNER = 'owner@demo.test';
const GUEST = 'guest@demo.test';

describe('Web Push (issue 34): subscriptions, VAPID and encrypted payloads', async () => {
  const pushService = await startPushServiceStandIn();
  const { app, injectAs } = await build();
  const db = app.db;

  const publicKey = async (email = OWNER) => {
    const res = await injectAs(email, { method: 'GET', url: '/api/push/public-key' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ publicKey: string }>().publicKey;
  };
  const subscribe = async (email: string): Promise<TestSubscription> => {
    const subscription = pushService.subscribe(await publicKey(email));
    const res = await injectAs(email, {
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: subscription.json,
    });
    expect(res.statusCode, res.body).toBe(201);
    return subscription;
  };
  const stored = (endpoint: string) =>
    db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  const receivedBy = (subscription: TestSubscription) =>
    pushService.received.filter((r) => r.subscriptionId === subscription.id);

  it('the public key is for signed-in people, and is a P-256 point browsers subscribe with', async () => {
    expect((await injectAs(null, { method: 'GET', url: '/api/push/public-key' })).statusCode).toBe(
      401,
    );
    const key = Buffer.from(await publicKey(), 'base64url');
    expect(key.length).toBe(65);
    expect(key[0]).toBe(4);
  });

  it('a subscription is stored per person and device; subscribing again replaces its keys', async () => {
    const subscription = await subscribe(GUEST);
    const again = await injectAs(GUEST, {
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: { ...subscription.json, keys: pushService.subscribe(await publicKey()).json.keys },
    });
    expect(again.statusCode).toBe(201);
    const rows = await stored(subscription.json.endpoint);
    expect(rows).toHaveLength(1);
    const [guest] = await db.select().from(users).where(eq(users.email, GUEST));
    expect(rows[0]!.userId).toBe(guest!.id);
    // The keys no longer match the stand-in's: this device could not read what comes next.
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, guest!.id));
  });

  it('a bad subscription is a 400 naming the field, and stores nothing', async () => {
    const before = await db.select().from(pushSubscriptions);
    for (const payload of [
      { endpoint: 'not a url', keys: { p256dh: 'x'.repeat(87), auth: 'y'.repeat(22) } },
      { endpoint: `${pushService.origin}/push/x` },
      { endpoint: `${pushService.origin}/push/x`, keys: { p256dh: 'short', auth: 'y'.repeat(22) } },
    ]) {
      const res = await injectAs(OWNER, {
        method: 'POST',
        url: '/api/push/subscriptions',
        payload,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().error.fields ?? {})).not.toHaveLength(0);
    }
    expect(await db.select().from(pushSubscriptions)).toHaveLength(before.length);
  });

  it('a person removes only their own subscription: another person’s answers 404 and stays', async () => {
    const guests = await subscribe(GUEST);
    const other = await injectAs(OWNER, {
      method: 'DELETE',
      url: '/api/push/subscriptions',
      payload: { endpoint: guests.json.endpoint },
    });
    expect(other.statusCode).toBe(404);
    expect(await stored(guests.json.endpoint)).toHaveLength(1);
    const own = await injectAs(GUEST, {
      method: 'DELETE',
      url: '/api/push/subscriptions',
      payload: { endpoint: guests.json.endpoint },
    });
    expect(own.statusCode).toBe(204);
    expect(await stored(guests.json.endpoint)).toHaveLength(0);
  });

  it('a test notification goes to the caller’s own devices and says what happened', async () => {
    const device = await subscribe('single@demo.test');
    const res = await injectAs('single@demo.test', { method: 'POST', url: '/api/push/test' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'sent',
      devices: [{ push_service: pushService.origin, result: 'accepted', error: null }],
    });
    expect(receivedBy(device)[0]!.payload).toMatchObject({ title: 'Test notification' });
  });

  it('a person with no device subscribed: the test notification is failed, never sent', async () => {
    const res = await injectAs('empty@demo.test', { method: 'POST', url: '/api/push/test' });
    expect(res.json()).toMatchObject({ status: 'failed', error: PUSH_NO_DEVICE, devices: [] });
  });

  it('an urgent alarm (high temperature) is pushed to every device: VAPID verified, payload decrypted', async () => {
    const phone = await subscribe(OWNER);
    const laptop = await subscribe(OWNER);
    const now = new Date();
    await db
      .insert(tagLatest)
      .values({
        siteId: 'WD-1001',
        tag: 'TEMP_SENSOR_1',
        group: 'temperature',
        value: 130,
        panelTime: now,
      })
      .onConflictDoUpdate({ target: [tagLatest.siteId, tagLatest.tag], set: { value: 130 } });
    await app.alertService.evaluateSites(['WD-1001'], now);
    await app.alertService.evaluateSites(['WD-1001'], new Date(now.getTime() + 60_000));

    for (const device of [phone, laptop]) {
      const [push] = await eventually(() => {
        const got = receivedBy(device);
        return got.length > 0 ? got : null;
      });
      // The stand-in verified the ES256 JWT with the key the device subscribed with.
      expect(push!.claims.aud).toBe(pushService.origin);
      expect(push!.claims.exp).toBeGreaterThan(Date.now() / 1000);
      expect(push!.claims.sub).toMatch(/^mailto:/);
      expect(push!.urgency).toBe('high');
      expect(push!.ttl).toBe(PUSH_TTL_SECONDS.urgent);
      const payload = push!.payload as Record<string, unknown>;
      expect(payload.title).toMatch(/^Urgent: High temperature at /);
      expect(payload.body).toMatch(/Sensor 1 at 130 °F/);
      expect(payload.url).toBe(`${app.config.publicUrl}/?property=WD-1001`);
      expect(payload.urgent).toBe(true);
      expect(payload.actions).toEqual([{ action: 'acknowledge', title: 'Acknowledge' }]);
      // The alert the Acknowledge action acknowledges is the owner's own.
      const alerts = (await injectAs(OWNER, { method: 'GET', url: '/api/alerts' })).json();
      expect(alerts.alerts.map((a: { id: number }) => a.id)).toContain(payload.alertId);
      const ack = await injectAs(OWNER, {
        method: 'POST',
        url: `/api/alerts/${String(payload.alertId)}/acknowledge`,
      });
      expect(ack.statusCode).toBe(200);
    }
    expect(pushService.refused).toEqual([]);
  });

  it('an urgent alarm’s first delivery is recorded on it per person and channel: sent only where a provider accepted it', async () => {
    const phone = await subscribe(OWNER);
    await app.alertService.commandSettled(
      'WD-1001',
      { tag: 'HMI_SYSTEM_CMD', value: 1, requestedBy: null },
      'rejected',
      'valve fault',
    );
    const [alarm] = await db
      .select()
      .from(alerts)
      .where(and(eq(alerts.ruleKey, 'command_refused:WD-1001'), isNull(alerts.resolvedAt)));
    await eventually(() => receivedBy(phone).length > 0);
    const events = await db
      .select()
      .from(escalationEvents)
      .where(and(eq(escalationEvents.alertId, alarm!.id), eq(escalationEvents.step, 'members')));
    const withDevices = new Set(
      (await db.select({ userId: pushSubscriptions.userId }).from(pushSubscriptions)).map(
        (s) => s.userId,
      ),
    );
    const [owner] = await db.select().from(users).where(eq(users.email, OWNER));
    const pushes = events.filter((e) => e.channel === 'push');
    expect(pushes.filter((e) => e.status === 'sent').map((e) => e.userId)).toEqual([owner!.id]);
    expect(pushes.find((e) => e.userId === owner!.id)).toMatchObject({
      who: owner!.name,
      error: null,
    });
    // A member without a device: failed with the reason, never sent.
    const unreached = pushes.filter((e) => !withDevices.has(e.userId!));
    expect(unreached.length).toBeGreaterThan(0);
    for (const e of unreached) expect(e).toMatchObject({ status: 'failed', error: PUSH_NO_DEVICE });
    // No mail server or SMS gateway here: kept, never reported sent.
    const mails = events.filter((e) => e.channel === 'email');
    expect(mails.length).toBeGreaterThan(0);
    for (const e of mails)
      expect(e).toMatchObject({ status: 'not_configured', error: MAIL_NOT_SENT });
    for (const e of events.filter((e) => e.channel === 'sms'))
      expect(e).toMatchObject({ status: 'not_configured', error: TEXT_NOT_SENT });
    expect(events.filter((e) => e.status === 'sent')).toHaveLength(1);
    await app.alertService.commandSettled(
      'WD-1001',
      { tag: 'HMI_SYSTEM_CMD', value: 1, requestedBy: null },
      'acknowledged',
      undefined,
    );
  });

  it('the staff member looking after a panel is pushed its urgent alarms, to the panel’s back-office page, recorded on the alarm', async () => {
    // support@demo.test looks after WD-1001; an urgent offline alarm is High priority.
    const staffPhone = await subscribe('support@demo.test');
    const [site] = await db.select().from(sites).where(eq(sites.siteId, 'WD-1001'));
    const [alarm] = await db
      .insert(alerts)
      .values({
        propertyId: site!.propertyId,
        type: 'urgent',
        title: 'Panel offline',
        description: 'No message from the panel for 10 minutes.',
        siteId: 'WD-1001',
        condition: 'panel_offline',
        source: 'rule',
      })
      .returning();
    const now = new Date();
    await app.escalation.start([{ ...alarm!, propertyId: site!.propertyId }], now);
    await app.escalation.runDue(now);
    const [push] = receivedBy(staffPhone);
    expect(push?.urgency).toBe('high');
    expect(push?.payload).toMatchObject({
      url: `${app.config.publicUrl}/admin/property/WD-1001`,
      alertId: alarm!.id,
      // Staff acknowledge through the back-office's route, as on the on-call queue.
      acknowledgePath: `/api/admin/alarms/${alarm!.id}/acknowledge`,
    });
    const [staff] = await db.select().from(users).where(eq(users.email, 'support@demo.test'));
    const toStaff = await db
      .select()
      .from(escalationEvents)
      .where(
        and(
          eq(escalationEvents.alertId, alarm!.id),
          eq(escalationEvents.step, 'assigned_staff'),
          eq(escalationEvents.channel, 'push'),
        ),
      );
    expect(toStaff).toMatchObject([{ userId: staff!.id, who: staff!.name, status: 'sent' }]);
    await db.update(alerts).set({ resolvedAt: new Date() }).where(eq(alerts.id, alarm!.id));
    await app.escalation.cleared([alarm!.id]);
  });

  it('an automatic activation counting down is pushed with Cancel start as well as Acknowledge', async () => {
    const phone = await subscribe(OWNER);
    await app.alertService.announce('WD-1001', {
      type: 'urgent',
      title: 'Automatic activation',
      description: 'A fire is 2.1 miles away. Your wildfire defense starts in 10 minutes.',
      meta: { autoActivationId: 1, startsAt: new Date().toISOString() },
    });
    const [push] = await eventually(() => {
      const got = receivedBy(phone).filter((r) =>
        String((r.payload as { title?: string }).title).startsWith('Urgent: Automatic activation'),
      );
      return got.length > 0 ? got : null;
    });
    expect(push!.payload).toMatchObject({
      url: `${app.config.publicUrl}/?property=WD-1001`,
      acknowledgePath: expect.stringMatching(/^\/api\/alerts\/\d+\/acknowledge$/),
      cancelSiteId: 'WD-1001',
      actions: [
        { action: 'cancel-start', title: 'Cancel start' },
        { action: 'acknowledge', title: 'Acknowledge' },
      ],
    });
  });

  it('a broadcast with Push ticked is sent to the devices of a person who has them, failed for one who has none', async () => {
    const [owner] = await db.select().from(users).where(eq(users.email, OWNER));
    const [empty] = await db.select().from(users).where(eq(users.email, 'empty@demo.test'));
    const before = pushService.received.length;
    const res = await injectAs('admin@demo.test', {
      method: 'POST',
      url: '/api/admin/broadcasts',
      payload: {
        type: 'urgent',
        title: 'Evacuation order for Malibu Canyon',
        message: 'Leave now by Las Flores Canyon Road.',
        recipients: 'selected',
        selected_users: [owner!.id, empty!.id],
        send_email: false,
        send_push: true,
      },
    });
    expect(res.statusCode, res.body).toBe(202);
    const id = res.json().broadcast.id as number;
    const done = await eventually(async () => {
      const b = (
        await injectAs('admin@demo.test', { method: 'GET', url: `/api/admin/broadcasts/${id}` })
      ).json();
      return b.status === 'sending' ? null : b;
    });
    expect(done.deliveries.push).toEqual({ pending: 0, sent: 1, delivered: 0, failed: 1 });
    const pushed = pushService.received.slice(before);
    expect(pushed.length).toBeGreaterThan(0);
    expect(pushed[0]!.urgency).toBe('high');
    expect(pushed[0]!.payload).toMatchObject({
      title: 'Evacuation order for Malibu Canyon',
      body: 'Leave now by Las Flores Canyon Road.',
    });
  });

  it('a 410 from the push service removes the subscription; the push is not sent', async () => {
    const [single] = await db.select().from(users).where(eq(users.email, 'single@demo.test'));
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, single!.id));
    const gone = await subscribe('single@demo.test');
    pushService.answer(gone.id, 410);
    const res = await injectAs('single@demo.test', { method: 'POST', url: '/api/push/test' });
    expect(res.json().status).toBe('failed');
    expect(res.json().devices[0]).toMatchObject({ result: 'removed' });
    expect(await stored(gone.json.endpoint)).toHaveLength(0);
  });

  it('a push service failing with 503: failed with its reason, the subscription kept', async () => {
    const busy = await subscribe(GUEST);
    pushService.answer(busy.id, 503);
    const res = await injectAs(GUEST, { method: 'POST', url: '/api/push/test' });
    expect(res.json()).toMatchObject({ status: 'failed', devices: [{ result: 'failed' }] });
    expect(res.json().error).toMatch(/answered 503/);
    expect(await stored(busy.json.endpoint)).toHaveLength(1);
  });
});

describe('in production only https push services are accepted', async () => {
  const pushService = await startPushServiceStandIn();
  const { injectAs } = await build({ NODE_ENV: 'production', DEMO_SEED: '0' });

  it('an http endpoint is a 400 naming the endpoint; https is taken', async () => {
    const subscription = pushService.subscribe('unused');
    const res = await injectAs(OWNER, {
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: subscription.json,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields).toHaveProperty('endpoint');
    const secure = await injectAs(OWNER, {
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: { ...subscription.json, endpoint: 'https://push.example/send/abc' },
    });
    expect(secure.statusCode, secure.body).toBe(201);
  });
});
