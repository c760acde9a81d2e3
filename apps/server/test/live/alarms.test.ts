import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALARM_KINDS,
  PANEL_OFFLINE_COMMAND_MESSAGE,
  panelTopic,
  type CommandMessage,
} from '@wildfire/shared';
import {
  alertRecipients,
  alerts,
  auditLog,
  commands,
  mailOutbox,
  sites,
  users,
} from '#src/db/schema/index';
import { build, eventually } from '../helper';

/**
 * Readiness alarms and their lifecycle (docs/alarms.md), through the broker as a panel speaks:
 * raised after their grace period whatever the system is doing, one per site and condition,
 * updated while they last, cleared by themselves with one notice to the same people,
 * acknowledged per person. And commands that tell the truth: 409 for an offline panel, a
 * refusal that reaches every member and the staff, one notification per start or stop.
 */
describe('alarms: readiness in standby, lifecycle, refusals and announcements', async () => {
  const { app, injectAs } = await build();
  let panel: MqttClient;
  const received: CommandMessage[] = [];
  let seq = 0;

  const publish = async (
    siteId: string,
    channel: 'telemetry' | 'status' | 'acks',
    body: object,
  ) => {
    const before = app.ingest.stats.messages;
    await panel.publishAsync(panelTopic(siteId, channel), JSON.stringify(body), { qos: 1 });
    await eventually(() => app.ingest.stats.messages > before);
    await new Promise((r) => setTimeout(r, 30));
    await app.ingest.flush();
  };
  const telemetry = (siteId: string, tags: Record<string, number | boolean | string>) =>
    publish(siteId, 'telemetry', { seq: ++seq, ts: Date.now(), tags });
  const later = (ms: number) => new Date(Date.now() + ms);
  const alarmsOf = (ruleKey: string) =>
    app.db.select().from(alerts).where(eq(alerts.ruleKey, ruleKey)).orderBy(alerts.id);
  const recipientsOf = async (alertId: number) =>
    (
      await app.db
        .select({ email: users.email })
        .from(alertRecipients)
        .innerJoin(users, eq(users.id, alertRecipients.userId))
        .where(eq(alertRecipients.alertId, alertId))
    )
      .map((r) => r.email)
      .sort();
  const noticesOf = (alarmId: number) =>
    app.db
      .select()
      .from(alerts)
      .where(and(eq(alerts.type, 'info'), sql`${alerts.meta}->>'clears' = ${String(alarmId)}`));
  const panelState = async (siteId: string, email = 'owner@demo.test') =>
    (await injectAs(email, { method: 'GET', url: `/api/panel-state?site_id=${siteId}` })).json();
  const write = (email: string, siteId: string, tag: string, value: number) =>
    injectAs(email, {
      method: 'POST',
      url: `/api/scada/write?site_id=${siteId}`,
      payload: { tag, value },
    });

  beforeAll(async () => {
    panel = app.broker.connect({ clientId: 'alarms-test-panel', clean: true });
    await eventually(() => panel.connected);
    panel.on('message', (_topic, payload) =>
      received.push(JSON.parse(payload.toString()) as CommandMessage),
    );
    await panel.subscribeAsync(panelTopic('WD-1001', 'commands'), { qos: 1 });
  });
  afterAll(async () => {
    await panel.endAsync(true);
  });

  describe('readiness alarms in standby', () => {
    it('an empty water tank in standby raises an urgent alarm after its grace period, to every member and the staff member of the panel', async () => {
      await telemetry('WD-1001', { SYSTEM_STATUS: 0, WATER_TANK_LEVEL: 0 });
      expect(await alarmsOf('low_water:WD-1001')).toHaveLength(0); // within the grace period
      await app.alertService.raiseDue(later(ALARM_KINDS.low_water.graceMs + 1_000));
      const [alarm] = await alarmsOf('low_water:WD-1001');
      expect(alarm).toMatchObject({
        type: 'urgent',
        title: 'Water tank low',
        description: 'Water tank at 0 % at Malibu Canyon Residence: below 25 %.',
        details: ALARM_KINDS.low_water.whatToDo,
        siteId: 'WD-1001',
        condition: 'low_water',
        resolvedAt: null,
      });
      expect(await recipientsOf(alarm!.id)).toEqual([
        'guest@demo.test',
        'owner@demo.test',
        'support@demo.test',
      ]);
      const mails = await app.db.select().from(mailOutbox).where(eq(mailOutbox.alertId, alarm!.id));
      expect(mails.map((m) => m.to)).toEqual(['owner@demo.test']);
      expect(mails[0]!.subject).toBe('Urgent: Water tank low at Malibu Canyon Residence');
    });

    it('one alarm per site and condition: it is updated while it lasts, not raised again', async () => {
      const [before] = await alarmsOf('low_water:WD-1001');
      await telemetry('WD-1001', { WATER_TANK_LEVEL: 0 });
      await app.alertService.raiseDue(later(60_000));
      await telemetry('WD-1001', { WATER_TANK_LEVEL: 20 });
      const all = await alarmsOf('low_water:WD-1001');
      expect(all).toHaveLength(1);
      expect(all[0]).toMatchObject({
        id: before!.id,
        type: 'warning',
        description: 'Water tank at 20 % at Malibu Canyon Residence: below 25 %.',
      });
      expect(all[0]!.updatedAt).not.toBeNull();
    });

    it('an alarm that becomes urgent is unread again and goes out as urgent alarms do', async () => {
      const [alarm] = await alarmsOf('low_water:WD-1001');
      await injectAs('owner@demo.test', { method: 'POST', url: `/api/alerts/${alarm!.id}/read` });
      const mailsBefore = await app.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.alertId, alarm!.id));
      await telemetry('WD-1001', { WATER_TANK_LEVEL: 8 });
      const [after] = await alarmsOf('low_water:WD-1001');
      expect(after).toMatchObject({ id: alarm!.id, type: 'urgent' });
      const mine = (await injectAs('owner@demo.test', { method: 'GET', url: '/api/alerts' }))
        .json()
        .alerts.find((a: { id: number }) => a.id === alarm!.id);
      expect(mine.read).toBe(false);
      const mailsAfter = await app.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.alertId, alarm!.id));
      expect(mailsAfter.length).toBe(mailsBefore.length + 1);
    });

    it('the dashboard reads the site not ready: panel-state lists the active alarm with what to do', async () => {
      const state = await panelState('WD-1001');
      expect(state.connection).toMatchObject({ online: true, offline_since: null });
      expect(state.alarms).toEqual([
        expect.objectContaining({
          condition: 'low_water',
          severity: 'urgent',
          title: 'Water tank low',
          details: ALARM_KINDS.low_water.whatToDo,
          acknowledged: false,
          acknowledged_by: [],
        }),
      ]);
      const { properties } = (
        await injectAs('owner@demo.test', { method: 'GET', url: '/api/properties' })
      ).json();
      expect(properties.find((p: { site_id: string }) => p.site_id === 'WD-1001')).toMatchObject({
        status: 'Fault',
        problems: [{ condition: 'low_water', severity: 'urgent' }],
      });
    });

    it('acknowledging is per person and recorded with who and when', async () => {
      const [alarm] = await alarmsOf('low_water:WD-1001');
      const res = await injectAs('owner@demo.test', {
        method: 'POST',
        url: `/api/alerts/${alarm!.id}/acknowledge`,
      });
      expect(res.statusCode).toBe(200);
      const owner = await panelState('WD-1001');
      expect(owner.alarms[0]).toMatchObject({
        acknowledged: true,
        acknowledged_by: [{ name: 'Olivia Rivera', at: expect.any(String) }],
      });
      // The guest has not acknowledged it: theirs is still unacknowledged.
      const guest = await panelState('WD-1001', 'guest@demo.test');
      expect(guest.alarms[0].acknowledged).toBe(false);
      // The back-office lists it with its age and who acknowledged it.
      const list = (
        await injectAs('support@demo.test', { method: 'GET', url: '/api/admin/alarms' })
      ).json();
      const listed = list.items.find((a: { id: number }) => a.id === alarm!.id);
      expect(listed).toMatchObject({
        site_id: 'WD-1001',
        property_name: 'Malibu Canyon Residence',
        age_seconds: expect.any(Number),
        acknowledged: false,
        acknowledged_by: [{ name: 'Olivia Rivera' }],
      });
      // Staff with acknowledge_alerts acknowledge for themselves; it is audited.
      const staff = await injectAs('support@demo.test', {
        method: 'POST',
        url: `/api/admin/alarms/${alarm!.id}/acknowledge`,
      });
      expect(staff.json()).toMatchObject({
        acknowledged: true,
        acknowledged_by: [{ name: 'Olivia Rivera' }, { name: 'Sofia Chen' }],
      });
      const [audit] = await app.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'alarm.acknowledge'))
        .orderBy(desc(auditLog.id))
        .limit(1);
      expect(audit).toMatchObject({ targetId: String(alarm!.id) });
    });

    it('staff without acknowledge_alerts cannot acknowledge; an unknown alarm is a 404', async () => {
      const [alarm] = await alarmsOf('low_water:WD-1001');
      const pm = await injectAs('pm@demo.test', {
        method: 'POST',
        url: `/api/admin/alarms/${alarm!.id}/acknowledge`,
      });
      expect(pm.statusCode).toBe(403);
      const customer = await injectAs('owner@demo.test', {
        method: 'GET',
        url: '/api/admin/alarms',
      });
      expect(customer.statusCode).toBe(403);
      const unknown = await injectAs('support@demo.test', {
        method: 'POST',
        url: '/api/admin/alarms/999999/acknowledge',
      });
      expect(unknown.statusCode).toBe(404);
    });

    it('the alarm clears by itself when the tank is refilled and tells the same people once', async () => {
      const [alarm] = await alarmsOf('low_water:WD-1001');
      const people = await recipientsOf(alarm!.id);
      const bell = async () =>
        (await injectAs('guest@demo.test', { method: 'GET', url: '/api/alerts/summary' })).json<{
          unread_urgent: number;
        }>().unread_urgent;
      const before = await bell();
      await telemetry('WD-1001', { WATER_TANK_LEVEL: 80 });
      // Cleared, it no longer counts as urgent in the guest's bell (they never read it).
      expect(await bell()).toBe(before - 1);
      const [cleared] = await alarmsOf('low_water:WD-1001');
      expect(cleared!.resolvedAt).not.toBeNull();
      const notices = await noticesOf(alarm!.id);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({
        title: 'Water tank refilled',
        description: 'The water tank at Malibu Canyon Residence is above 25 % again.',
      });
      expect(await recipientsOf(notices[0]!.id)).toEqual(people);
      // It was urgent: those it mailed are mailed the end of it.
      const mails = await app.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.alertId, notices[0]!.id));
      expect(mails.map((m) => m.to)).toEqual(['owner@demo.test']);
      // Reported again, nothing more is sent.
      await telemetry('WD-1001', { WATER_TANK_LEVEL: 81 });
      expect(await noticesOf(alarm!.id)).toHaveLength(1);
      // The alert itself reads cleared, with who acknowledged it.
      const mine = (await injectAs('owner@demo.test', { method: 'GET', url: '/api/alerts' }))
        .json()
        .alerts.find((a: { id: number }) => a.id === alarm!.id);
      expect(mine.alarm).toMatchObject({
        condition: 'low_water',
        state: 'cleared',
        acknowledged_by: [{ name: 'Olivia Rivera' }, { name: 'Sofia Chen' }],
      });
      expect((await panelState('WD-1001')).alarms).toEqual([]);
    });

    it('a pump fault or SystemError in standby raises an urgent Pump fault naming the pump', async () => {
      await telemetry('WD-1002', { SYSTEM_STATUS: 0, SystemError: true, PUMP_1_FAULT: true });
      await app.alertService.raiseDue(later(ALARM_KINDS.pump_fault.graceMs + 1_000));
      const [alarm] = await alarmsOf('pump_fault:WD-1002');
      expect(alarm).toMatchObject({
        type: 'urgent',
        title: 'Pump fault',
        description: 'The panel at Topanga Ridge Retreat reports: Pump #1 fault.',
      });
    });

    it('a backup battery below 30 % raises a warning', async () => {
      await telemetry('WD-1002', { BATTERY_LEVEL: 22 });
      await app.alertService.raiseDue(later(ALARM_KINDS.low_battery.graceMs + 1_000));
      const [alarm] = await alarmsOf('low_battery:WD-1002');
      expect(alarm).toMatchObject({ type: 'warning', title: 'Backup battery low' });
    });

    it('the back-office lists active alarms urgent first, the longest waiting first, with counts', async () => {
      const list = (
        await injectAs('admin@demo.test', { method: 'GET', url: '/api/admin/alarms' })
      ).json<{
        items: Array<{ severity: string; raised_at: string; acknowledged_by: unknown[] }>;
        total: number;
        urgent: number;
        unacknowledged: number;
      }>();
      expect(list.total).toBe(list.items.length);
      expect(list.items.map((a) => a.severity)).toEqual(
        [...list.items.map((a) => a.severity)].sort((a, b) =>
          a === b ? 0 : a === 'urgent' ? -1 : 1,
        ),
      );
      const urgent = list.items.filter((a) => a.severity === 'urgent');
      expect(urgent.map((a) => a.raised_at)).toEqual([...urgent.map((a) => a.raised_at)].sort());
      expect(list.urgent).toBe(urgent.length);
      expect(list.unacknowledged).toBe(
        list.items.filter((a) => a.acknowledged_by.length === 0).length,
      );
      expect(list.items.map((a) => a.severity)).toContain('warning');
    });

    it('a temperature sensor out of range raises a sensor fault', async () => {
      await telemetry('WD-1002', { TEMP_SENSOR_2: -999 });
      await app.alertService.raiseDue(later(ALARM_KINDS.sensor_fault.graceMs + 1_000));
      const [alarm] = await alarmsOf('sensor_fault:WD-1002');
      expect(alarm).toMatchObject({
        type: 'warning',
        title: 'Temperature sensor fault',
        description: 'Sensor 2 reads -999, outside its range at Topanga Ridge Retreat.',
      });
      await telemetry('WD-1002', { TEMP_SENSOR_2: 71 });
      expect((await alarmsOf('sensor_fault:WD-1002'))[0]!.resolvedAt).not.toBeNull();
    });
  });

  describe('panel offline', () => {
    it('a panel offline for a minute raises Panel offline with the reason, and back online tells the same people once', async () => {
      await publish('WD-1005', 'status', {
        ts: Date.now(),
        online: false,
        reason: 'connection lost',
      });
      const state = await panelState('WD-1005', 'single@demo.test');
      expect(state.connection).toMatchObject({
        online: false,
        offline_reason: 'connection lost',
        offline_since: expect.any(Number),
      });
      await app.alertService.evaluateOffline(later(10_000));
      expect(await alarmsOf('panel_offline:WD-1005')).toHaveLength(0); // within the minute
      await app.alertService.evaluateOffline(later(ALARM_KINDS.panel_offline.graceMs + 1_000));
      const [alarm] = await alarmsOf('panel_offline:WD-1005');
      expect(alarm).toMatchObject({
        title: 'Panel offline',
        type: 'urgent',
        description: 'The panel at Julian Hillside Cabin is offline: connection lost (last will).',
      });
      await publish('WD-1005', 'status', { ts: Date.now(), online: true, ping_ms: 40 });
      const notices = await noticesOf(alarm!.id);
      expect(notices.map((n) => n.title)).toEqual(['Panel back online']);
      expect(await recipientsOf(notices[0]!.id)).toEqual(await recipientsOf(alarm!.id));
    });
  });

  describe('commands tell the truth', () => {
    it('a command to a panel the server knows is offline is refused with 409 and the attempt is recorded', async () => {
      await app.db.update(sites).set({ online: false }).where(eq(sites.siteId, 'WD-1003'));
      const res = await write('owner@demo.test', 'WD-1003', 'HMI_SYSTEM_CMD', 1);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(PANEL_OFFLINE_COMMAND_MESSAGE);
      expect(PANEL_OFFLINE_COMMAND_MESSAGE).toBe(
        'The panel is offline: it cannot receive commands. If a fire threatens the property, call 911.',
      );
      const [attempt] = await app.db
        .select()
        .from(commands)
        .where(eq(commands.siteId, 'WD-1003'))
        .orderBy(desc(commands.requestedAt))
        .limit(1);
      expect(attempt).toMatchObject({
        tag: 'HMI_SYSTEM_CMD',
        status: 'failed',
        sentAt: null,
        error: PANEL_OFFLINE_COMMAND_MESSAGE,
      });
      const [audit] = await app.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, attempt!.id));
      expect(audit).toMatchObject({ action: 'scada.write' });
      expect(audit!.details).toMatchObject({ refused: 'offline' });
      await app.db.update(sites).set({ online: true }).where(eq(sites.siteId, 'WD-1003'));
    });

    it('a panel silent for 90 s is offline for commands before the watchdog marks it', async () => {
      await app.db
        .update(sites)
        .set({ online: true, lastSeenAt: new Date(Date.now() - 120_000) })
        .where(eq(sites.siteId, 'WD-1003'));
      const res = await write('owner@demo.test', 'WD-1003', 'HMI_SD_CMD', 1);
      expect(res.statusCode).toBe(409);
      await app.db.update(sites).set({ lastSeenAt: new Date() }).where(eq(sites.siteId, 'WD-1003'));
    });

    it('a panel that never reported cannot receive commands either', async () => {
      const res = await write('owner@demo.test', 'WD-1004', 'HMI_SYSTEM_CMD', 1);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(PANEL_OFFLINE_COMMAND_MESSAGE);
    });

    it('a refusal by the panel raises an urgent alarm to every member and the staff, with the reason', async () => {
      const res = await write('owner@demo.test', 'WD-1001', 'HMI_SYSTEM_CMD', 1);
      expect(res.statusCode).toBe(202);
      const { command_id } = res.json();
      await eventually(() => received.find((c) => c.command_id === command_id));
      await publish('WD-1001', 'acks', {
        ts: Date.now(),
        command_id,
        status: 'rejected',
        reason: 'Water tank empty',
      });
      const [alarm] = await eventually(async () => {
        const found = await alarmsOf('command_refused:WD-1001');
        return found.length > 0 ? found : null;
      });
      expect(alarm).toMatchObject({
        type: 'urgent',
        title: 'Panel refused a command',
        description:
          'The panel at Malibu Canyon Residence refused Olivia Rivera’s command to start the wildfire defense system: Water tank empty.',
      });
      expect(await recipientsOf(alarm!.id)).toEqual([
        'guest@demo.test',
        'owner@demo.test',
        'support@demo.test',
      ]);
      const guest = (await injectAs('guest@demo.test', { method: 'GET', url: '/api/alerts' }))
        .json()
        .alerts.find((a: { id: number }) => a.id === alarm!.id);
      expect(guest).toMatchObject({ type: 'urgent', read: false });
      const staff = (
        await injectAs('admin@demo.test', {
          method: 'GET',
          url: '/api/admin/alarms?site_id=WD-1001',
        })
      ).json();
      expect(staff.items.map((a: { condition: string }) => a.condition)).toContain(
        'command_refused',
      );
    });

    it('a command the panel carries out clears the refusal, with one notice', async () => {
      const [alarm] = await alarmsOf('command_refused:WD-1001');
      // A stop carried out says nothing about whether a start would be: still refused.
      const stop = (await write('owner@demo.test', 'WD-1001', 'HMI_SYSTEM_CMD', 0)).json();
      await eventually(() => received.find((c) => c.command_id === stop.command_id));
      await publish('WD-1001', 'acks', {
        ts: Date.now(),
        command_id: stop.command_id,
        status: 'acknowledged',
      });
      expect((await alarmsOf('command_refused:WD-1001'))[0]!.resolvedAt).toBeNull();
      const { command_id } = (
        await write('owner@demo.test', 'WD-1001', 'HMI_SYSTEM_CMD', 1)
      ).json();
      await eventually(() => received.find((c) => c.command_id === command_id));
      await publish('WD-1001', 'acks', { ts: Date.now(), command_id, status: 'acknowledged' });
      const [cleared] = await eventually(async () => {
        const found = await alarmsOf('command_refused:WD-1001');
        return found[0]?.resolvedAt ? found : null;
      });
      expect(cleared!.id).toBe(alarm!.id);
      // The notice is written just after the alarm is marked cleared.
      const notices = await eventually(async () => {
        const found = await noticesOf(alarm!.id);
        return found.length > 0 ? found : null;
      });
      expect(notices.map((n) => n.title)).toEqual(['Panel accepting commands again']);
    });

    it('one start or stop of the whole system is one notification, not three', async () => {
      const [newest] = await app.db
        .select({ id: alerts.id })
        .from(alerts)
        .orderBy(desc(alerts.id))
        .limit(1);
      const lastId = newest?.id ?? 0;
      await telemetry('WD-1001', {
        SYSTEM_STATUS: 1,
        STATUS_STRUCTURE_DEFENSE: 1,
        STATUS_PERIMETER_DEFENSE: 1,
      });
      await telemetry('WD-1001', {
        SYSTEM_STATUS: 0,
        STATUS_STRUCTURE_DEFENSE: 0,
        STATUS_PERIMETER_DEFENSE: 0,
      });
      const announced = await app.db
        .select({ title: alerts.title, description: alerts.description })
        .from(alerts)
        .where(and(gt(alerts.id, lastId), inArray(alerts.type, ['notification'])))
        .orderBy(alerts.id);
      expect(announced.map((a) => a.title)).toEqual([
        'Wildfire defense system started',
        'Wildfire defense system stopped',
      ]);
      expect(announced[0]!.description).toBe('Wildfire defense system started by Olivia Rivera.');
    });
  });
});
