import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { panelTopic, siteIdForPanel, type CommandMessage } from '@wildfire/shared';
import {
  alertConditions,
  alerts,
  gatewayEvents,
  mailOutbox,
  panelMessages,
  properties,
  sites,
  tagHistory,
  tagLatest,
} from '#src/db/schema/index';
import { timeOutStaleCommands } from '#src/services/commands';
import { markSilentPanelsOffline } from '#src/services/panel-watchdog';
import { build, eventually } from '../helper';

describe('live panels: ingest, commands and alert rules', async () => {
  const { app, injectAs } = await build();
  let panel: MqttClient;
  const received: CommandMessage[] = [];
  let seq = 0;

  const publish = async (
    siteId: string,
    channel: 'telemetry' | 'status' | 'log' | 'acks',
    body: object | string,
  ) => {
    const before = app.ingest.stats.messages;
    await panel.publishAsync(
      panelTopic(siteId, channel),
      typeof body === 'string' ? body : JSON.stringify(body),
      { qos: 1 },
    );
    await eventually(() => app.ingest.stats.messages > before);
    // Let the asynchronous handling settle, then write the batch.
    await new Promise((r) => setTimeout(r, 30));
    await app.ingest.flush();
  };
  const telemetry = (
    siteId: string,
    tags: Record<string, number | boolean | string>,
    ts = Date.now(),
  ) => publish(siteId, 'telemetry', { seq: ++seq, ts, tags });
  const tagsOf = async (siteId: string, email = 'owner@demo.test') => {
    const res = await injectAs(email, {
      method: 'GET',
      url: `/api/tags/control-center?site_id=${siteId}`,
    });
    return Object.fromEntries(
      res.json()._embedded.tags.map((t: { tag: string; value: unknown }) => [t.tag, t.value]),
    );
  };
  const write = (email: string, tag: string, value: number, extra: object = {}) =>
    injectAs(email, {
      method: 'POST',
      url: '/api/scada/write?site_id=WD-1001',
      payload: { tag, value, ...extra },
    });
  const commandStatus = async (id: string) =>
    (await injectAs('owner@demo.test', { method: 'GET', url: `/api/scada/commands/${id}` })).json();

  const provision = async (panelNumber: number) => {
    const [property] = await app.db
      .insert(properties)
      .values({ accountId: 1, name: `Late ${panelNumber}`, address: 'Late' })
      .returning();
    await app.db
      .insert(sites)
      .values({ siteId: siteIdForPanel(panelNumber), propertyId: property!.id, panelNumber });
  };
  const latestOf = async (siteId: string, tag: string) =>
    (
      await app.db
        .select({ value: tagLatest.value })
        .from(tagLatest)
        .where(and(eq(tagLatest.siteId, siteId), eq(tagLatest.tag, tag)))
    )[0]?.value;

  beforeAll(async () => {
    panel = app.broker.connect({ clientId: 'test-panel', clean: true });
    await eventually(() => panel.connected);
    panel.on('message', (_topic, payload) =>
      received.push(JSON.parse(payload.toString()) as CommandMessage),
    );
    await panel.subscribeAsync(panelTopic('WD-1001', 'commands'), { qos: 1 });
  });
  afterAll(async () => {
    await panel.endAsync(true);
  });

  it('stores telemetry: the latest value changes and history grows', async () => {
    const before = (await app.db.select({ n: count() }).from(tagHistory))[0]!.n;
    await telemetry('WD-1001', { PUMP_1_PRESSURE: 61.25, TEMP_SENSOR_1: 74 });
    const tags = await tagsOf('WD-1001');
    expect(tags.PUMP_1_PRESSURE).toBe(61.25);
    expect(tags.TEMP_SENSOR_1).toBe(74);
    const after = (await app.db.select({ n: count() }).from(tagHistory))[0]!.n;
    expect(after - before).toBe(2);
  });

  it('an older message arriving late never overwrites a newer value', async () => {
    await telemetry('WD-1001', { TEMP_SENSOR_2: 80 }, Date.now());
    await telemetry('WD-1001', { TEMP_SENSOR_2: 60 }, Date.now() - 60_000);
    expect((await tagsOf('WD-1001')).TEMP_SENSOR_2).toBe(80);
  });

  it('a malformed message is counted and logged, and ingest goes on', async () => {
    const malformed = app.ingest.stats.malformed;
    await publish('WD-1001', 'telemetry', 'this is not json');
    await publish('WD-1001', 'telemetry', { seq: 1, ts: 'yesterday', tags: {} });
    await publish('WD-1001', 'telemetry', { seq: 1, ts: Date.now(), tags: { 'bad tag!': 1 } });
    expect(app.ingest.stats.malformed).toBe(malformed + 3);
    const invalid = await app.db
      .select()
      .from(panelMessages)
      .where(and(eq(panelMessages.siteId, 'WD-1001'), eq(panelMessages.valid, false)));
    expect(invalid.length).toBeGreaterThanOrEqual(3);
    await telemetry('WD-1001', { TEMP_SENSOR_1: 75 });
    expect((await tagsOf('WD-1001')).TEMP_SENSOR_1).toBe(75);
  });

  it('messages of a panel that is not provisioned are ignored', async () => {
    const unknown = app.ingest.stats.unknownSite;
    await publish('WD-9999', 'telemetry', { seq: 1, ts: Date.now(), tags: { TEMP_SENSOR_1: 70 } });
    expect(app.ingest.stats.unknownSite).toBe(unknown + 1);
  });

  it('a panel provisioned after start is ingested from its first message', async () => {
    await provision(1998);
    await telemetry('WD-1998', { TEMP_SENSOR_1: 71 });
    expect(await latestOf('WD-1998', 'TEMP_SENSOR_1')).toBe(71);
  });

  it('a panel that reported before it was provisioned is ingested once re-checked, within 10 s', async () => {
    const unknown = app.ingest.stats.unknownSite;
    await telemetry('WD-1999', { TEMP_SENSOR_1: 70 });
    expect(app.ingest.stats.unknownSite).toBe(unknown + 1);
    await provision(1999);
    // Remembered as unknown for 10 s, so a stream of stray messages costs no query each.
    await telemetry('WD-1999', { TEMP_SENSOR_1: 72 });
    expect(app.ingest.stats.unknownSite).toBe(unknown + 2);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10_001 });
    try {
      await telemetry('WD-1999', { TEMP_SENSOR_1: 73 });
    } finally {
      vi.useRealTimers();
    }
    expect(app.ingest.stats.unknownSite).toBe(unknown + 2);
    expect(await latestOf('WD-1999', 'TEMP_SENSOR_1')).toBe(73);
  });

  it('the last will takes a panel offline and a heartbeat brings it back', async () => {
    // The demo data holds an earlier gateway history; only this test's events count.
    const [{ lastId }] = (await app.db
      .select({ lastId: sql<number>`coalesce(max(${gatewayEvents.id}), 0)`.mapWith(Number) })
      .from(gatewayEvents)) as [{ lastId: number }];
    await publish('WD-1002', 'status', {
      ts: Date.now(),
      online: false,
      reason: 'connection lost',
    });
    let [site] = await app.db.select().from(sites).where(eq(sites.siteId, 'WD-1002'));
    expect(site!.online).toBe(false);
    await publish('WD-1002', 'status', {
      ts: Date.now(),
      online: true,
      ping_ms: 48,
      signal_dbm: -70,
      firmware: '2.4.1',
    });
    [site] = await app.db.select().from(sites).where(eq(sites.siteId, 'WD-1002'));
    expect(site).toMatchObject({ online: true, pingMs: 48, signalDbm: -70, firmware: '2.4.1' });
    const events = await app.db
      .select()
      .from(gatewayEvents)
      .where(and(eq(gatewayEvents.siteId, 'WD-1002'), gt(gatewayEvents.id, lastId)))
      .orderBy(gatewayEvents.id);
    expect(events.map((e) => e.online)).toEqual([false, true]);
  });

  it('a panel silent for 90 seconds is marked offline', async () => {
    await app.db
      .update(sites)
      .set({ online: true, lastSeenAt: new Date(Date.now() - 120_000) })
      .where(eq(sites.siteId, 'WD-1003'));
    expect(await markSilentPanelsOffline(app)).toBeGreaterThanOrEqual(1);
    const [site] = await app.db.select().from(sites).where(eq(sites.siteId, 'WD-1003'));
    expect(site!.online).toBe(false);
  });

  it('a write reaches the panel and its acknowledgement settles the command', async () => {
    const res = await write('owner@demo.test', 'HMI_SD_CMD', 1);
    expect(res.statusCode).toBe(202);
    const { command_id } = res.json();
    const message = await eventually(() => received.find((c) => c.command_id === command_id));
    expect(message).toMatchObject({ tag: 'HMI_SD_CMD', value: 1 });
    expect(message.expires_at - message.ts).toBeLessThanOrEqual(10_000);
    expect((await commandStatus(command_id)).status).toBe('pending');
    await publish('WD-1001', 'acks', { ts: Date.now(), command_id, status: 'acknowledged' });
    expect(await commandStatus(command_id)).toMatchObject({ status: 'acknowledged', error: null });
  });

  it('a refusal fails the command with the panel reason', async () => {
    const { command_id } = (await write('owner@demo.test', 'HMI_PD_CMD', 1)).json();
    await eventually(() => received.find((c) => c.command_id === command_id));
    await publish('WD-1001', 'acks', {
      ts: Date.now(),
      command_id,
      status: 'rejected',
      reason: 'Water tank empty',
    });
    expect(await commandStatus(command_id)).toMatchObject({
      status: 'failed',
      error: 'The panel refused the command: Water tank empty',
    });
  });

  it('without an answer within 10 s the command is timed out', async () => {
    const { command_id } = (await write('owner@demo.test', 'HMI_AGITATOR_CMD', 1)).json();
    await timeOutStaleCommands(app, new Date(Date.now() + 10_500));
    expect(await commandStatus(command_id)).toMatchObject({
      status: 'timed_out',
      error: 'The panel did not answer within 10 seconds.',
    });
    // A late acknowledgement does not resurrect it.
    await publish('WD-1001', 'acks', { ts: Date.now(), command_id, status: 'acknowledged' });
    expect((await commandStatus(command_id)).status).toBe('timed_out');
  });

  it('a retry with the same request id is not executed twice', async () => {
    const first = (
      await write('owner@demo.test', 'SD_LENGTH', 25, { request_id: 'retry-test-0001' })
    ).json();
    const again = await write('owner@demo.test', 'SD_LENGTH', 25, {
      request_id: 'retry-test-0001',
    });
    expect(again.statusCode).toBe(202);
    expect(again.json().command_id).toBe(first.command_id);
    await eventually(() => received.find((c) => c.command_id === first.command_id));
    await new Promise((r) => setTimeout(r, 100));
    expect(received.filter((c) => c.command_id === first.command_id)).toHaveLength(1);
    const other = await write('owner@demo.test', 'SD_LENGTH', 26, {
      request_id: 'retry-test-0001',
    });
    expect(other.statusCode).toBe(409);
  });

  it('line pressure below the 40 PSI minimum while a pump runs raises one urgent alarm after its grace period, emailed to the owner, and clears', async () => {
    await telemetry('WD-1001', {
      PUMP_1_STATUS: 1,
      HMI_PUMP1_RUN_IND: true,
      PUMP_1_PRESSURE: 31,
      PRESSURE1_PSI: 31,
      PRESSURE2_PSI: 58,
    });
    const open = () =>
      app.db.select().from(alerts).where(eq(alerts.ruleKey, 'low_pressure:WD-1001'));
    expect(await open()).toHaveLength(0); // within the grace period: pumps are still building pressure
    await app.alertService.evaluateSites(['WD-1001'], new Date(Date.now() + 25_000));
    await app.alertService.evaluateSites(['WD-1001'], new Date(Date.now() + 30_000));
    const raised = await open();
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({
      type: 'urgent',
      title: 'Low water pressure',
      description:
        'Line 1 at 31 PSI at Malibu Canyon Residence: below the 40 PSI minimum while a pump runs.',
      siteId: 'WD-1001',
      condition: 'low_pressure',
      resolvedAt: null,
    });
    const guestView = (
      await injectAs('guest@demo.test', { method: 'GET', url: '/api/alerts' })
    ).json();
    expect(guestView.alerts.map((a: { title: string }) => a.title)).toContain('Low water pressure');
    const mails = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'owner@demo.test'));
    expect(
      mails.some((m) => m.subject === 'Urgent: Low water pressure at Malibu Canyon Residence'),
    ).toBe(true);
    // Guests are not emailed. (The demo's evacuation broadcast did mail them, as it did everyone.)
    expect(
      (await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'guest@demo.test'))).some(
        (m) => m.subject === 'Urgent: Low water pressure at Malibu Canyon Residence',
      ),
    ).toBe(false);
    await telemetry('WD-1001', { PUMP_1_PRESSURE: 62, PRESSURE1_PSI: 60 });
    expect((await open())[0]!.resolvedAt).not.toBeNull();
    // Back to standby: the static supply pressure (under 40 PSI) alarms nobody while pumps rest.
    await telemetry('WD-1001', {
      PUMP_1_STATUS: 0,
      HMI_PUMP1_RUN_IND: false,
      PRESSURE1_PSI: 38,
      PRESSURE2_PSI: 38,
    });
  });

  it('temperature above 90 F raises a high temperature alert', async () => {
    await telemetry('WD-1002', { TEMP_SENSOR_1: 131 });
    await app.alertService.evaluateSites(['WD-1002'], new Date(Date.now() + 15_000));
    const [raised] = await app.db
      .select()
      .from(alerts)
      .where(eq(alerts.ruleKey, 'high_temperature:WD-1002'));
    expect(raised).toMatchObject({ title: 'High temperature', type: 'urgent' });
  });

  it('a panel offline for more than a minute raises an alarm', async () => {
    await app.db
      .update(sites)
      .set({ online: false, lastSeenAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(sites.siteId, 'WD-1005'));
    await app.alertService.evaluateOffline();
    const [raised] = await app.db
      .select()
      .from(alerts)
      .where(eq(alerts.ruleKey, 'panel_offline:WD-1005'));
    expect(raised).toMatchObject({ title: 'Panel offline', resolvedAt: null });
    await publish('WD-1005', 'status', { ts: Date.now(), online: true });
    const [after] = await app.db
      .select()
      .from(alerts)
      .where(eq(alerts.ruleKey, 'panel_offline:WD-1005'));
    expect(after!.resolvedAt).not.toBeNull();
  });

  it('the offline check run again raises nothing new, and resolves a panel found back online', async () => {
    const key = 'panel_offline:WD-1004';
    await app.db
      .update(sites)
      .set({ online: false, lastSeenAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(sites.siteId, 'WD-1004'));
    await app.alertService.evaluateOffline();
    // Settled now: the next check does not look at it again (a fleet of 10,000 is checked every
    // 15 seconds); only panels still inside their grace period are.
    const lookedAt = (await app.alertService.unsettledOffline()).map((site) => site.siteId);
    const online = await app.db.select().from(sites).where(eq(sites.online, true));
    expect(lookedAt).not.toContain('WD-1004');
    for (const site of online) expect(lookedAt).not.toContain(site.siteId);
    await app.alertService.evaluateOffline();
    const raised = await app.db.select().from(alerts).where(eq(alerts.ruleKey, key));
    expect(raised).toHaveLength(1);
    expect(raised[0]!.resolvedAt).toBeNull();

    // Back online without a status message (seen by another instance): the check resolves it.
    await app.db.update(sites).set({ online: true }).where(eq(sites.siteId, 'WD-1004'));
    await app.alertService.evaluateOffline();
    const [after] = await app.db.select().from(alerts).where(eq(alerts.ruleKey, key));
    expect(after!.resolvedAt).not.toBeNull();
    expect(
      await app.db.select().from(alertConditions).where(eq(alertConditions.ruleKey, key)),
    ).toHaveLength(0);
  });

  it('a defense start is announced with who started it', async () => {
    const { command_id } = (await write('owner@demo.test', 'HMI_SD_CMD', 1)).json();
    await publish('WD-1001', 'acks', { ts: Date.now(), command_id, status: 'acknowledged' });
    await telemetry('WD-1001', { STATUS_STRUCTURE_DEFENSE: 1 });
    const announced = await app.db
      .select()
      .from(alerts)
      .where(eq(alerts.title, 'Structure defense started'));
    expect(announced[0]).toMatchObject({
      type: 'notification',
      description: 'Structure defense started by Olivia Rivera.',
    });
    await telemetry('WD-1001', { STATUS_STRUCTURE_DEFENSE: 0 });
    const stopped = await app.db
      .select()
      .from(alerts)
      .where(eq(alerts.title, 'Structure defense stopped'));
    expect(stopped[0]!.description).toMatch(/at the panel/);
  });

  it('when the broker is unreachable a command fails at once instead of vanishing', async () => {
    await app.broker.client.endAsync(true);
    const res = await write('owner@demo.test', 'HMI_SYSTEM_CMD', 1);
    expect(res.statusCode).toBe(202);
    expect(res.json().status).toBe('failed');
    expect((await commandStatus(res.json().command_id)).error).toMatch(
      /Could not send the command/,
    );
  });
});
