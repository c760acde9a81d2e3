import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAIL_NOT_SENT, PUSH_NO_DEVICE } from '@wildfire/shared';
import {
  alerts,
  escalationEvents,
  escalations,
  onCallShifts,
  sites,
  users,
} from '#src/db/schema/index';
import { EscalationService } from '#src/services/escalation';
import { createStaffChannels } from '#src/services/notify/staff-channels';
import { build, givePropertyRole } from '../helper';
import { startSlackStandIn } from '../stand-ins/slack-stand-in';
import { startSmsGatewayStandIn } from '../stand-ins/sms-gateway-stand-in';

const FROM = '+15555550100';
const MINUTE = 60_000;
const at = (start: Date, minutes: number) => new Date(start.getTime() + minutes * MINUTE);

/**
 * Escalation until acknowledged (docs/alerts-escalation.md, decision 073), with a fake clock:
 * an urgent alarm walks from the owner and members to the Emergency Contacts after 5 minutes
 * and the on-call staff after 15, with reminders between, and stops when anybody acknowledges
 * it or it clears. Staff are told by the routing table's channels (Slack and a call through
 * stand-ins). Two instances never send a step twice.
 */
describe('escalation until acknowledged', async () => {
  const gateway = await startSmsGatewayStandIn();
  const slack = await startSlackStandIn();
  const { app, injectAs } = await build({
    SMS_URL: gateway.url,
    SMS_FROM: FROM,
    SLACK_WEBHOOK_URL: slack.url,
  });
  const idOf = async (email: string) =>
    (await app.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const eventsOf = (alertId: number) =>
    app.db
      .select()
      .from(escalationEvents)
      .where(eq(escalationEvents.alertId, alertId))
      .orderBy(asc(escalationEvents.id));
  const chainOf = async (alertId: number) =>
    (await app.db.select().from(escalations).where(eq(escalations.alertId, alertId)))[0]!;
  const refusedAlarm = async (siteId: string) => {
    await app.alertService.commandSettled(
      siteId,
      { tag: 'HMI_SYSTEM_CMD', value: 1, requestedBy: null },
      'rejected',
      'valve fault',
    );
    const [alarm] = await app.db
      .select()
      .from(alerts)
      .where(and(eq(alerts.ruleKey, `command_refused:${siteId}`), isNull(alerts.resolvedAt)));
    return alarm!;
  };
  const ownerOf = async (siteId: string) => {
    const [site] = await app.db
      .select({ propertyId: sites.propertyId })
      .from(sites)
      .where(eq(sites.siteId, siteId));
    return site!.propertyId!;
  };

  beforeAll(async () => {
    // The guest, (818) 555-0163, is WD-1001's Emergency Contact; staff have mobile numbers.
    await givePropertyRole(app, 'guest@demo.test', 'WD-1001', 'emergency_contact');
    await app.db
      .update(users)
      .set({ phone: '+13105550111' })
      .where(eq(users.email, 'ops@demo.test'));
    await app.db
      .update(users)
      .set({ phone: '+13105550122' })
      .where(eq(users.email, 'support@demo.test'));
    // ops@demo.test covers the hours around now.
    const answer = await injectAs('admin@demo.test', {
      method: 'POST',
      url: '/api/admin/on-call/shifts',
      payload: {
        user_id: await idOf('ops@demo.test'),
        starts_at: new Date(Date.now() - 3_600_000).toISOString(),
        ends_at: new Date(Date.now() + 6 * 3_600_000).toISOString(),
      },
    });
    expect(answer.statusCode).toBe(201);
  });

  it('walks owner and members at once, Emergency Contacts after 5 minutes, on-call staff after 15, and stops on acknowledgement', async () => {
    const alarm = await refusedAlarm('WD-1001');
    const chain = await chainOf(alarm.id);
    expect(chain.priority).toBe('critical');
    const start = chain.startedAt;

    await app.escalation.runDue(start);
    let events = await eventsOf(alarm.id);
    expect(
      events.filter((e) => e.step === 'members').map((e) => [e.who, e.channel, e.status]),
    ).toEqual(expect.arrayContaining([['Olivia Rivera', 'portal', 'sent']]));
    // The alarm's own first delivery is on its history too: the Emergency Contact's text went
    // through the gateway; the owner's mail was kept (no SMTP_URL) and she has no device.
    expect(
      events
        .filter((e) => e.step === 'members' && e.channel !== 'portal')
        .map((e) => [e.who, e.channel, e.status, e.error]),
    ).toEqual(
      expect.arrayContaining([
        ['Olivia Rivera', 'email', 'not_configured', MAIL_NOT_SENT],
        ['Olivia Rivera', 'push', 'failed', PUSH_NO_DEVICE],
        ['Grace Kim', 'sms', 'sent', null],
      ]),
    );
    expect(events.some((e) => e.step === 'emergency_contacts')).toBe(false);
    expect(events.some((e) => e.step === 'on_call')).toBe(false);

    // Nothing more before five minutes.
    const before = events.length;
    await app.escalation.runDue(at(start, 4.9));
    expect(await eventsOf(alarm.id)).toHaveLength(before);

    const textsBefore = gateway.received.length;
    await app.escalation.runDue(at(start, 5));
    events = await eventsOf(alarm.id);
    const toContacts = events.filter((e) => e.step === 'emergency_contacts');
    expect(toContacts.map((e) => [e.channel, e.status])).toEqual([
      ['sms', 'sent'],
      // The contact has no device subscribed: failed (never sent), with the reason.
      ['push', 'failed'],
      ['email', 'not_configured'],
    ]);
    const contactText = gateway.received.slice(textsBefore).find((t) => t.to === '+18185550163');
    expect(contactText?.body).toMatch(/^Not acknowledged after 5 min: Panel refused a command/);
    expect(events.some((e) => e.step === 'on_call')).toBe(false);

    await app.escalation.runDue(at(start, 15));
    events = await eventsOf(alarm.id);
    const toOnCall = events.filter((e) => e.step === 'on_call');
    expect(toOnCall.filter((e) => e.userId !== null).map((e) => e.who)).toContain('Omar Haddad');
    // Critical: every channel, and a call.
    expect(new Set(toOnCall.map((e) => e.channel))).toEqual(
      new Set(['email', 'sms', 'push', 'slack', 'call']),
    );
    expect(gateway.calls.at(-1)).toMatchObject({ to: '+13105550111', from: FROM });
    expect(gateway.calls.at(-1)!.twiml).toMatch(
      /^<Response><Say>Not acknowledged after 15 min: Panel refused a command/,
    );
    expect((await chainOf(alarm.id)).onCallAt).not.toBeNull();

    // On the On-call queue with its history.
    const queue = await injectAs('support@demo.test', {
      method: 'GET',
      url: '/api/admin/on-call/queue',
    });
    expect(queue.statusCode).toBe(200);
    const item = queue
      .json<{ items: Array<{ alert_id: number; state: string; history: unknown[] }> }>()
      .items.find((i) => i.alert_id === alarm.id);
    expect(item?.state).toBe('escalating');
    expect(item?.history.length).toBeGreaterThan(5);

    // The owner acknowledges: the chain stops, and those told hear it once.
    const textsBeforeAck = gateway.received.length;
    const ack = await injectAs('owner@demo.test', {
      method: 'POST',
      url: `/api/alerts/${String(alarm.id)}/acknowledge`,
    });
    expect(ack.statusCode).toBe(200);
    const stopped = await chainOf(alarm.id);
    expect(stopped).toMatchObject({
      stopReason: 'acknowledged',
      acknowledgedBy: await idOf('owner@demo.test'),
      nextDueAt: null,
    });
    const notices = gateway.received.slice(textsBeforeAck);
    expect(notices.map((t) => t.to).sort()).toEqual([
      '+13105550111',
      '+13105550122',
      '+18185550163',
    ]);
    expect(notices[0]!.body).toMatch(
      /acknowledged: Panel refused a command at Malibu Canyon Residence/,
    );

    // Nothing after: no reminder, no executive.
    const afterAck = (await eventsOf(alarm.id)).length;
    await app.escalation.runDue(at(start, 120));
    expect(await eventsOf(alarm.id)).toHaveLength(afterAck);
  });

  it('reminds those told at the set interval until acknowledged', async () => {
    const propertyId = await ownerOf('WD-1002');
    const put = await injectAs('owner@demo.test', {
      method: 'PUT',
      url: `/api/properties/${String(propertyId)}/escalation-policy`,
      payload: {
        emergency_contacts_after_minutes: 10,
        on_call_after_minutes: 30,
        reminder_every_minutes: 2,
      },
    });
    expect(put.statusCode).toBe(200);
    const alarm = await refusedAlarm('WD-1002');
    const start = (await chainOf(alarm.id)).startedAt;
    await app.escalation.runDue(start);
    // Minute by minute: reminders at 2, 4, 6 and 8; the Emergency Contacts' step at 10.
    for (let minute = 1; minute <= 9; minute++) await app.escalation.runDue(at(start, minute));
    const reminders = (await eventsOf(alarm.id)).filter((e) => e.step === 'reminder');
    const minutes = new Set(
      reminders.map((e) => Math.round((e.at.getTime() - start.getTime()) / MINUTE)),
    );
    expect([...minutes].sort()).toEqual([2, 4, 6, 8]);
    expect(reminders.every((e) => e.channel === 'push' || e.channel === 'sms')).toBe(true);
    expect((await chainOf(alarm.id)).reminders).toBe(4);
    expect((await eventsOf(alarm.id)).some((e) => e.step === 'emergency_contacts')).toBe(false);
  });

  it('an alarm that clears stops its escalation', async () => {
    const alarm = await refusedAlarm('WD-1003');
    const start = (await chainOf(alarm.id)).startedAt;
    await app.escalation.runDue(start);
    await app.alertService.commandSettled(
      'WD-1003',
      { tag: 'HMI_SYSTEM_CMD', value: 1, requestedBy: null },
      'acknowledged',
      undefined,
    );
    expect(await chainOf(alarm.id)).toMatchObject({ stopReason: 'cleared', nextDueAt: null });
    const count = (await eventsOf(alarm.id)).length;
    await app.escalation.runDue(at(start, 30));
    expect(await eventsOf(alarm.id)).toHaveLength(count);
  });

  it('two instances running the same due chains never send a step twice', async () => {
    // The first test's alarm at WD-1001 was acknowledged, not cleared: it clears first.
    await app.alertService.commandSettled(
      'WD-1001',
      { tag: 'HMI_SYSTEM_CMD', value: 1, requestedBy: null },
      'acknowledged',
      undefined,
    );
    const alarm = await refusedAlarm('WD-1001');
    const chain = await chainOf(alarm.id);
    const channels = createStaffChannels({
      slackWebhookUrl: slack.url,
      sms: { url: gateway.url, from: FROM },
      userAgent: 'test',
    });
    const first = new EscalationService(app, channels);
    const second = new EscalationService(app, channels);
    const callsBefore = gateway.calls.length;
    const slackBefore = slack.posted.length;
    for (const minute of [0, 5, 15]) {
      const runs = await Promise.all([
        first.runDue(at(chain.startedAt, minute)),
        second.runDue(at(chain.startedAt, minute)),
      ]);
      expect(runs.map((r) => r.ran).sort()).toEqual([0, 1]);
    }
    const events = await eventsOf(alarm.id);
    expect(
      events.filter((e) => e.step === 'emergency_contacts' && e.channel === 'sms'),
    ).toHaveLength(1);
    expect(events.filter((e) => e.step === 'on_call' && e.channel === 'call')).toHaveLength(1);
    // Calls: the panel's staff member at once (Critical), the on-call staff member at 15.
    expect(gateway.calls.length - callsBefore).toBe(2);
    expect(slack.posted.length - slackBefore).toBe(2);
    // A restart (a new instance) continues where the chain stopped: nothing is due again.
    const third = new EscalationService(app, channels);
    expect((await third.runDue(at(chain.startedAt, 15))).ran).toBe(0);
    await injectAs('support@demo.test', {
      method: 'POST',
      url: `/api/admin/alarms/${String(alarm.id)}/acknowledge`,
    });
    expect((await chainOf(alarm.id)).stopReason).toBe('acknowledged');
  });

  it('routing by priority: a Medium (warning) alarm reaches the panel’s staff member by email and Slack, and a manager after 12 hours', async () => {
    const [site] = await app.db
      .select({ propertyId: sites.propertyId })
      .from(sites)
      .where(eq(sites.siteId, 'WD-1001'));
    const [alarm] = await app.db
      .insert(alerts)
      .values({
        propertyId: site!.propertyId,
        type: 'warning',
        title: 'Backup battery low',
        description: 'Battery at 30 %.',
        siteId: 'WD-1001',
        condition: 'low_battery',
        source: 'rule',
      })
      .returning();
    const now = new Date();
    await app.escalation.start([{ ...alarm!, propertyId: site!.propertyId }], now);
    const slackBefore = slack.posted.length;
    await app.escalation.runDue(now);
    const first = await eventsOf(alarm!.id);
    expect(first.map((e) => [e.step, e.channel])).toEqual([
      ['assigned_staff', 'email'],
      ['assigned_staff', 'slack'],
    ]);
    expect(slack.posted.slice(slackBefore)[0]!.text).toMatch(/Backup battery low/);
    await app.escalation.runDue(at(now, 12 * 60 - 1));
    expect(await eventsOf(alarm!.id)).toHaveLength(2);
    await app.escalation.runDue(at(now, 12 * 60));
    const managers = (await eventsOf(alarm!.id)).filter((e) => e.step === 'manager');
    // Nobody holds Alert Escalation but the Superadmin: the executives are told.
    expect(managers.map((e) => e.who)).toContain('Alex Morgan');
  });

  it('Slack posts and calls that fail for now are tried again on the retry schedule, each try on the alarm’s history', async () => {
    // WD-1004 is looked after by support@demo.test, (310) 555-0122: a Critical alarm calls them.
    slack.failWith = 503;
    const alarm = await gateway.turningAway(503, async () => {
      const refused = await refusedAlarm('WD-1004');
      await app.escalation.runDue((await chainOf(refused.id)).startedAt);
      return refused;
    });
    const start = (await chainOf(alarm.id)).startedAt;
    const tries = async () =>
      (await eventsOf(alarm.id))
        .filter((e) => e.step === 'assigned_staff' && ['slack', 'call'].includes(e.channel!))
        .map((e) => ({
          channel: e.channel,
          status: e.status,
          attempt: e.attempt,
          error: e.error,
          again:
            e.nextAttemptAt === null
              ? null
              : (e.nextAttemptAt.getTime() - start.getTime()) / MINUTE,
        }));
    const first = await tries();
    expect(first.map(({ again: _again, ...rest }) => rest)).toEqual([
      { channel: 'call', status: 'failed', attempt: 1, error: 'The voice gateway answered 503.' },
      { channel: 'slack', status: 'failed', attempt: 1, error: 'Slack answered 503.' },
    ]);
    // The first retry a minute later (the schedule of mails and texts).
    for (const t of first) expect(t.again).toBeCloseTo(1, 1);
    await app.escalation.retryDue(at(start, 0.9));
    expect(await tries()).toHaveLength(2);

    // The gateway is back: the call goes through on its second try; Slack is still down.
    const callsBefore = gateway.calls.length;
    await app.escalation.retryDue(at(start, 1.1));
    expect(gateway.calls.slice(callsBefore).map((c) => c.to)).toEqual(['+13105550122']);
    let now = await tries();
    expect(now.slice(2)).toEqual([
      { channel: 'call', status: 'sent', attempt: 2, error: null, again: null },
      { channel: 'slack', status: 'failed', attempt: 2, error: 'Slack answered 503.', again: 3.1 },
    ]);
    // Each try settled: only the latest failure waits for another.
    expect(now.slice(0, 2).map((t) => t.again)).toEqual([null, null]);

    // Slack answers again: its third try, two minutes after the second, is sent.
    slack.failWith = null;
    const postedBefore = slack.posted.length;
    await app.escalation.retryDue(at(start, 3));
    expect(slack.posted).toHaveLength(postedBefore);
    await app.escalation.retryDue(at(start, 3.1));
    expect(slack.posted.slice(postedBefore).map((p) => p.text)).toEqual([
      expect.stringMatching(/Panel refused a command/),
    ]);
    now = await tries();
    expect(now.at(-1)).toEqual({
      channel: 'slack',
      status: 'sent',
      attempt: 3,
      error: null,
      again: null,
    });
    await app.escalation.acknowledged(alarm.id, await idOf('owner@demo.test'));
  });

  it('a Slack post that keeps failing is tried a bounded number of times and keeps its reason; a refusal for good is not tried again', async () => {
    const [site] = await app.db
      .select({ propertyId: sites.propertyId })
      .from(sites)
      .where(eq(sites.siteId, 'WD-1005'));
    const warning = async (title: string) => {
      const [alarm] = await app.db
        .insert(alerts)
        .values({
          propertyId: site!.propertyId,
          type: 'warning',
          title,
          description: 'Battery at 30 %.',
          siteId: 'WD-1005',
          condition: 'low_battery',
          source: 'rule',
        })
        .returning();
      return alarm!;
    };
    const slackTries = async (alertId: number) =>
      (await eventsOf(alertId)).filter((e) => e.channel === 'slack');
    const start = new Date();
    const down = await warning('Backup battery low');
    slack.failWith = 503;
    try {
      await app.escalation.start([{ ...down, propertyId: site!.propertyId }], start);
      await app.escalation.runDue(start);
      for (let minute = 1; minute <= 90; minute++) await app.escalation.retryDue(at(start, minute));
    } finally {
      slack.failWith = null;
    }
    const tried = await slackTries(down.id);
    // The first try and six more (1, 2, 5, 10, 20 and 30 minutes apart), then it stays failed.
    expect(tried.map((e) => e.attempt)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(tried.every((e) => e.status === 'failed' && e.error === 'Slack answered 503.')).toBe(
      true,
    );
    expect(tried.every((e) => e.nextAttemptAt === null)).toBe(true);
    await app.escalation.cleared([down.id]);

    // 404 (no such hook) will not pass: failed once, not tried again.
    const gone = await warning('Backup battery low again');
    slack.failWith = 404;
    try {
      await app.escalation.start([{ ...gone, propertyId: site!.propertyId }], start);
      await app.escalation.runDue(start);
    } finally {
      slack.failWith = null;
    }
    expect((await slackTries(gone.id)).map((e) => [e.status, e.nextAttemptAt])).toEqual([
      ['failed', null],
    ]);
    await app.escalation.cleared([gone.id]);

    // Acknowledged before its retry: nobody needs the post any more; it is not sent again.
    const settled = await warning('Backup battery low once more');
    slack.failWith = 503;
    try {
      await app.escalation.start([{ ...settled, propertyId: site!.propertyId }], start);
      await app.escalation.runDue(start);
    } finally {
      slack.failWith = null;
    }
    await app.escalation.acknowledged(settled.id, await idOf('owner@demo.test'), at(start, 0.5));
    const posted = slack.posted.length;
    await app.escalation.retryDue(at(start, 1.1));
    expect(slack.posted).toHaveLength(posted);
    expect((await slackTries(settled.id)).map((e) => [e.attempt, e.nextAttemptAt])).toEqual([
      [1, null],
    ]);
  });

  it('a warning that becomes urgent starts over as an urgent chain, even after it was acknowledged', async () => {
    const [site] = await app.db
      .select({ propertyId: sites.propertyId })
      .from(sites)
      .where(eq(sites.siteId, 'WD-1002'));
    const [alarm] = await app.db
      .insert(alerts)
      .values({
        propertyId: site!.propertyId,
        type: 'warning',
        title: 'Water tank low',
        description: 'Water tank at 20 %.',
        siteId: 'WD-1002',
        condition: 'low_water',
        source: 'rule',
      })
      .returning();
    await app.escalation.start([{ ...alarm!, propertyId: site!.propertyId }]);
    expect((await chainOf(alarm!.id)).priority).toBe('medium');
    await app.escalation.acknowledged(alarm!.id, await idOf('owner@demo.test'));
    await app.escalation.restartAsUrgent({
      id: alarm!.id,
      condition: 'low_water',
      propertyId: site!.propertyId,
    });
    const chain = await chainOf(alarm!.id);
    expect(chain).toMatchObject({ priority: 'high', stoppedAt: null, nextStep: 0 });
    expect(chain.plan.map((step) => step.audience)).toContain('emergency_contacts');
  });

  it('the rota: staff with Alert Escalation add and remove shifts; others may not; bad hours are 400 with fields', async () => {
    const ops = await idOf('ops@demo.test');
    const bad = await injectAs('admin@demo.test', {
      method: 'POST',
      url: '/api/admin/on-call/shifts',
      payload: {
        user_id: ops,
        starts_at: '2026-12-01T18:00:00Z',
        ends_at: '2026-12-01T08:00:00Z',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ ends_at: 'End must be after the start.' });
    const customer = await injectAs('owner@demo.test', {
      method: 'GET',
      url: '/api/admin/on-call/shifts',
    });
    expect(customer.statusCode).toBe(403);
    const withoutPermission = await injectAs('support@demo.test', {
      method: 'POST',
      url: '/api/admin/on-call/shifts',
      payload: { user_id: ops, starts_at: '2026-12-01T08:00:00Z', ends_at: '2026-12-01T18:00:00Z' },
    });
    expect(withoutPermission.statusCode).toBe(403);
    const notStaff = await injectAs('admin@demo.test', {
      method: 'POST',
      url: '/api/admin/on-call/shifts',
      payload: {
        user_id: await idOf('owner@demo.test'),
        starts_at: '2026-12-01T08:00:00Z',
        ends_at: '2026-12-01T18:00:00Z',
      },
    });
    expect(notStaff.statusCode).toBe(400);
    expect(notStaff.json().error.fields).toHaveProperty('user_id');
    const added = await injectAs('admin@demo.test', {
      method: 'POST',
      url: '/api/admin/on-call/shifts',
      payload: { user_id: ops, starts_at: '2026-12-01T08:00:00Z', ends_at: '2026-12-01T18:00:00Z' },
    });
    expect(added.statusCode).toBe(201);
    const list = await injectAs('support@demo.test', {
      method: 'GET',
      url: '/api/admin/on-call/shifts',
    });
    expect(list.json()).toMatchObject({ can_manage: false });
    expect(list.json().on_call_now).toEqual([{ user_id: ops, name: 'Omar Haddad' }]);
    const removed = await injectAs('admin@demo.test', {
      method: 'DELETE',
      url: `/api/admin/on-call/shifts/${String(added.json().id)}`,
    });
    expect(removed.statusCode).toBe(204);
    expect(
      await app.db
        .select()
        .from(onCallShifts)
        .where(inArray(onCallShifts.id, [added.json().id])),
    ).toHaveLength(0);
  });
});

describe('escalation policy per property', async () => {
  const { app, injectAs } = await build();
  const [site] = await app.db
    .select({ propertyId: sites.propertyId })
    .from(sites)
    .where(eq(sites.siteId, 'WD-1001'));
  const url = `/api/properties/${String(site!.propertyId)}/escalation-policy`;
  const policy = {
    emergency_contacts_after_minutes: 3,
    on_call_after_minutes: 10,
    reminder_every_minutes: 0,
  };

  it('defaults: Emergency Contacts after 5 minutes, on-call staff after 15, reminders every 5', async () => {
    const answer = await injectAs('guest@demo.test', { method: 'GET', url });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      emergency_contacts_after_minutes: 5,
      on_call_after_minutes: 15,
      reminder_every_minutes: 5,
      is_default: true,
      can_edit: false,
    });
  });

  it('the owner sets it; a Guest may not (403); another customer sees nothing (404)', async () => {
    expect(
      (await injectAs('guest@demo.test', { method: 'PUT', url, payload: policy })).statusCode,
    ).toBe(403);
    expect((await injectAs('single@demo.test', { method: 'GET', url })).statusCode).toBe(404);
    const saved = await injectAs('owner@demo.test', { method: 'PUT', url, payload: policy });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...policy, is_default: false, can_edit: true });
    expect((await injectAs('owner@demo.test', { method: 'GET', url })).json()).toMatchObject(
      policy,
    );
  });

  it('minutes out of range are 400 with a sentence per field', async () => {
    const answer = await injectAs('owner@demo.test', {
      method: 'PUT',
      url,
      payload: {
        emergency_contacts_after_minutes: 0,
        on_call_after_minutes: 500,
        reminder_every_minutes: 2.5,
      },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.fields).toEqual({
      emergency_contacts_after_minutes: 'Emergency Contacts after must be at least 1 minutes.',
      on_call_after_minutes: 'On-call staff after must be at most 240 minutes.',
      reminder_every_minutes: 'Reminders every must be whole minutes.',
    });
    const order = await injectAs('owner@demo.test', {
      method: 'PUT',
      url,
      payload: { ...policy, on_call_after_minutes: 2 },
    });
    expect(order.json().error.fields).toEqual({
      on_call_after_minutes: 'On-call staff are told after the Emergency Contacts, not before.',
    });
  });
});

describe('delivery figures', async () => {
  const gateway = await startSmsGatewayStandIn();
  const { app, injectAs } = await build({ SMS_URL: gateway.url, SMS_FROM: FROM });
  await givePropertyRole(app, 'guest@demo.test', 'WD-1001', 'emergency_contact');
  await app.db
    .update(users)
    .set({ phone: '+13105550122' })
    .where(eq(users.email, 'support@demo.test'));

  beforeAll(async () => {
    // An urgent alarm texted at once, and its escalation run on time.
    await app.alertService.commandSettled(
      'WD-1001',
      { tag: 'HMI_SYSTEM_CMD', value: 1, requestedBy: null },
      'rejected',
      'valve fault',
    );
    const [chain] = await app.db.select().from(escalations);
    await app.escalation.runDue(chain!.startedAt);
    await app.escalation.runDue(at(chain!.startedAt, 5));
  });

  it('per channel median and 95th percentile against the targets, only what a provider accepted', async () => {
    const answer = await injectAs('dev@demo.test', {
      method: 'GET',
      url: '/api/admin/system/delivery-figures',
    });
    expect(answer.statusCode).toBe(200);
    type Figure = {
      channel: string;
      count: number;
      median_ms: number | null;
      p95_ms: number | null;
      target_ms: number | null;
      within_target: boolean | null;
    };
    const figures = answer.json<{ channels: Figure[] }>().channels;
    const sms = figures.find((f) => f.channel === 'sms')!;
    expect(sms.count).toBeGreaterThan(0);
    expect(sms.target_ms).toBe(10_000);
    expect(sms.median_ms!).toBeLessThanOrEqual(sms.p95_ms!);
    expect(sms.within_target).toBe(true);
    // Without SMTP_URL mails are kept in the mailbox, never accepted: nothing to measure.
    expect(figures.find((f) => f.channel === 'email')).toMatchObject({
      count: 0,
      median_ms: null,
      target_ms: 30_000,
      within_target: null,
    });
    expect(figures.find((f) => f.channel === 'call')!.count).toBeGreaterThan(0);
    // Customers and staff without the system logs do not see them.
    for (const email of ['owner@demo.test', 'support@demo.test'])
      expect(
        (await injectAs(email, { method: 'GET', url: '/api/admin/system/delivery-figures' }))
          .statusCode,
      ).toBe(403);
  });
});
