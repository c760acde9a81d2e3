import net, { type AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { Aedes } from 'aedes';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ackMessageSchema,
  ALL_PANELS_TOPIC,
  logMessageSchema,
  panelTopic,
  parsePanelTopic,
  statusMessageSchema,
  telemetryMessageSchema,
  type PanelChannel,
} from '@wildfire/shared';
import { layoutForPanel, numberedPanels, PanelModel, SimulatedPanel, startFleet } from '../src';
import { LAYOUT, seededRandom } from './helpers';

interface Received {
  siteId: string;
  channel: PanelChannel;
  retain: boolean;
  payload: Record<string, unknown>;
  at: number;
}

let broker: Aedes;
let server: net.Server;
let brokerUrl: string;
let observer: MqttClient;
let received: Received[] = [];
const cleanups: Array<() => Promise<void> | void> = [];

beforeAll(async () => {
  broker = await Aedes.createBroker();
  server = net.createServer(broker.handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  brokerUrl = `mqtt://127.0.0.1:${(server.address() as AddressInfo).port}`;
  observer = await mqtt.connectAsync(brokerUrl, { clientId: 'test-observer', reconnectPeriod: 0 });
  observer.on('message', (topic, payload, packet) => {
    const parsed = parsePanelTopic(topic);
    if (!parsed || parsed.channel === 'commands') return;
    received.push({
      ...parsed,
      retain: packet.retain,
      payload: JSON.parse(payload.toString()) as Record<string, unknown>,
      at: Date.now(),
    });
  });
  await observer.subscribeAsync(ALL_PANELS_TOPIC, { qos: 1 });
});

afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
  received = [];
});

afterAll(async () => {
  await observer.endAsync();
  await new Promise<void>((resolve) => broker.close(() => resolve()));
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Wait until a received message matches, or fail after `timeoutMs`. */
async function waitFor(
  match: (m: Received) => boolean,
  timeoutMs = 3_000,
  since = 0,
): Promise<Received> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = received.slice(since).find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error('no matching message arrived');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function startPanel(siteId: string, options: { tickMs?: number; heartbeatMs?: number } = {}) {
  const model = new PanelModel(LAYOUT, {}, { random: seededRandom() });
  const panel = new SimulatedPanel({
    siteId,
    model,
    brokerUrl,
    tickMs: options.tickMs ?? 100,
    heartbeatMs: options.heartbeatMs,
    random: seededRandom(),
  }).start();
  cleanups.push(() => panel.stop());
  return panel;
}

async function startConnected(siteId: string, options?: { tickMs?: number; heartbeatMs?: number }) {
  const panel = startPanel(siteId, options);
  await waitFor((m) => m.siteId === siteId && m.channel === 'telemetry');
  return panel;
}

function sendCommand(
  siteId: string,
  tag: string,
  value: number,
  overrides: { command_id?: string; expires_at?: number } = {},
) {
  const now = Date.now();
  const command = {
    command_id: overrides.command_id ?? randomUUID(),
    tag,
    value,
    ts: now,
    expires_at: overrides.expires_at ?? now + 10_000,
  };
  observer.publish(panelTopic(siteId, 'commands'), JSON.stringify(command), { qos: 1 });
  return command;
}

const acksFor = (siteId: string, commandId: string) =>
  received.filter(
    (m) => m.siteId === siteId && m.channel === 'acks' && m.payload.command_id === commandId,
  );

describe('simulated panel over MQTT (in-process Aedes)', () => {
  it('on connect: a retained online status, a full telemetry snapshot and a log line', async () => {
    startPanel('WD-9001');
    const status = await waitFor((m) => m.siteId === 'WD-9001' && m.channel === 'status');
    expect(statusMessageSchema.parse(status.payload)).toMatchObject({
      online: true,
      firmware: '2.4.1',
      seq: 0,
    });
    expect(status.payload.ping_ms).toEqual(expect.any(Number));
    expect(status.payload.signal_dbm).toEqual(expect.any(Number));

    const telemetry = await waitFor((m) => m.siteId === 'WD-9001' && m.channel === 'telemetry');
    const message = telemetryMessageSchema.parse(telemetry.payload);
    expect(message.full).toBe(true);
    expect(message.tags).toMatchObject({
      SYSTEM_STATUS: 0,
      PUMP_3_STATUS: 0,
      VALVE_WATER_SUPPLY: 1,
    });
    expect(Object.keys(message.tags).length).toBeGreaterThan(35);

    const log = await waitFor((m) => m.siteId === 'WD-9001' && m.channel === 'log');
    expect(logMessageSchema.parse(log.payload).message).toContain('connected');

    // The status is retained: a newcomer gets it at once.
    const late = await mqtt.connectAsync(brokerUrl, { reconnectPeriod: 0 });
    const retained = new Promise<Record<string, unknown>>((resolve) =>
      late.on('message', (_t, payload) => resolve(JSON.parse(payload.toString()))),
    );
    await late.subscribeAsync(panelTopic('WD-9001', 'status'), { qos: 1 });
    expect(await retained).toMatchObject({ online: true });
    await late.endAsync();
  });

  it('publishes changed tags every tick with rising seq, and heartbeats', async () => {
    const panel = await startConnected('WD-9002', { tickMs: 100, heartbeatMs: 300 });
    panel.model.applyCommand('HMI_SD_CMD', 1);
    await sleep(1_000);
    const telemetry = received.filter((m) => m.siteId === 'WD-9002' && m.channel === 'telemetry');
    expect(telemetry.length).toBeGreaterThan(4);
    const partial = telemetry.filter((m) => !m.payload.full);
    expect(partial.length).toBeGreaterThan(3);
    for (const m of partial) {
      expect(Object.keys(telemetryMessageSchema.parse(m.payload).tags).length).toBeGreaterThan(0);
    }
    const seqs = received.filter((m) => m.siteId === 'WD-9002').map((m) => m.payload.seq as number);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(new Set(seqs).size).toBe(seqs.length);
    const heartbeats = received.filter((m) => m.siteId === 'WD-9002' && m.channel === 'status');
    expect(heartbeats.length).toBeGreaterThanOrEqual(3);
  });

  it('a command gets an ack and the changed telemetry right away', async () => {
    await startConnected('WD-9003', { tickMs: 5_000 });
    const since = received.length;
    const command = sendCommand('WD-9003', 'HMI_SD_CMD', 1);
    const sentAt = Date.now();
    const ack = await waitFor(
      (m) => m.channel === 'acks' && m.payload.command_id === command.command_id,
      2_000,
      since,
    );
    expect(ackMessageSchema.parse(ack.payload)).toMatchObject({ status: 'acknowledged' });
    const telemetry = await waitFor(
      (m) =>
        m.siteId === 'WD-9003' &&
        m.channel === 'telemetry' &&
        (m.payload.tags as Record<string, unknown>).STATUS_STRUCTURE_DEFENSE === 1,
      2_000,
      since,
    );
    // The tick is 5 s: this telemetry came with the command, not with the tick.
    expect(telemetry.at - sentAt).toBeLessThan(1_000);
    expect(telemetry.payload.tags).toMatchObject({ SD_REMAIN: 30, PUMP_1_STATUS: 1 });
    const log = await waitFor((m) => m.channel === 'log' && m.siteId === 'WD-9003', 2_000, since);
    expect(log.payload.message).toContain('HMI_SD_CMD=1');
  });

  it('a refused command is rejected with the reason', async () => {
    const panel = await startConnected('WD-9004');
    panel.injectFault('low_water');
    const command = sendCommand('WD-9004', 'HMI_SYSTEM_CMD', 1);
    const ack = await waitFor((m) => m.payload.command_id === command.command_id);
    expect(ack.payload).toMatchObject({ status: 'rejected', reason: 'Water tank empty' });
    const readOnly = sendCommand('WD-9004', 'SD_REMAIN', 3);
    const refused = await waitFor((m) => m.payload.command_id === readOnly.command_id);
    expect(refused.payload).toMatchObject({ status: 'rejected' });
    expect(panel.stats.commandsRejected).toBe(2);
  });

  it('a command id executes once: a repeat is acknowledged again without executing', async () => {
    const panel = await startConnected('WD-9005');
    const start = sendCommand('WD-9005', 'HMI_SD_CMD', 1);
    await waitFor((m) => m.payload.command_id === start.command_id);
    const stop = sendCommand('WD-9005', 'HMI_SD_CMD', 0);
    await waitFor((m) => m.payload.command_id === stop.command_id);
    expect(panel.model.tags().STATUS_STRUCTURE_DEFENSE).toBe(0);

    // The server retries the start with the same id: answered, not executed again.
    sendCommand('WD-9005', 'HMI_SD_CMD', 1, { command_id: start.command_id });
    await waitFor(() => acksFor('WD-9005', start.command_id).length === 2);
    const [first, second] = acksFor('WD-9005', start.command_id);
    expect(second!.payload.status).toBe(first!.payload.status);
    expect(panel.model.tags().STATUS_STRUCTURE_DEFENSE).toBe(0);
    expect(panel.stats).toMatchObject({ commandsExecuted: 2, commandsRepeated: 1 });
  });

  it('an expired command is ignored', async () => {
    const panel = await startConnected('WD-9006');
    const command = sendCommand('WD-9006', 'HMI_SD_CMD', 1, { expires_at: Date.now() - 1_000 });
    await waitFor(
      (m) =>
        m.siteId === 'WD-9006' && m.channel === 'log' && /expired/.test(String(m.payload.message)),
    );
    await sleep(200);
    expect(acksFor('WD-9006', command.command_id)).toEqual([]);
    expect(panel.model.tags().STATUS_STRUCTURE_DEFENSE).toBe(0);
    expect(panel.stats.commandsExpired).toBe(1);
  });

  it('an invalid command is ignored', async () => {
    const panel = await startConnected('WD-9007');
    observer.publish(panelTopic('WD-9007', 'commands'), 'not json', { qos: 1 });
    observer.publish(
      panelTopic('WD-9007', 'commands'),
      JSON.stringify({ command_id: 'x', tag: 'HMI_SD_CMD', value: 1 }),
      { qos: 1 },
    );
    await sleep(300);
    expect(panel.stats.commandsInvalid).toBe(2);
    expect(received.filter((m) => m.siteId === 'WD-9007' && m.channel === 'acks')).toEqual([]);
  });

  it('goOffline makes the broker deliver the last will; goOnline comes back', async () => {
    const panel = await startConnected('WD-9008');
    const since = received.length;
    panel.goOffline();
    const will = await waitFor(
      (m) => m.siteId === 'WD-9008' && m.channel === 'status' && m.payload.online === false,
      3_000,
      since,
    );
    expect(statusMessageSchema.parse(will.payload)).toMatchObject({
      online: false,
      reason: 'connection lost',
    });
    expect(panel.connected).toBe(false);

    const back = received.length;
    panel.goOnline();
    await waitFor(
      (m) => m.siteId === 'WD-9008' && m.channel === 'status' && m.payload.online === true,
      3_000,
      back,
    );
    await waitFor(
      (m) => m.siteId === 'WD-9008' && m.channel === 'telemetry' && m.payload.full === true,
      3_000,
      back,
    );
  });

  it('stop says offline (retained) and disconnects without the last will', async () => {
    const panel = await startConnected('WD-9009');
    const since = received.length;
    await panel.stop();
    const status = await waitFor(
      (m) => m.siteId === 'WD-9009' && m.channel === 'status' && m.payload.online === false,
      3_000,
      since,
    );
    expect(status.payload.reason).toBe('shutdown');
    await sleep(200);
    const offline = received
      .slice(since)
      .filter((m) => m.siteId === 'WD-9009' && m.channel === 'status');
    expect(offline).toHaveLength(1);
  });
});

describe('fleet', () => {
  it('runs many panels on one timer; faults and offline by site id', async () => {
    const panels = numberedPanels(20, 9101);
    expect(panels[0]).toEqual({ siteId: 'WD-9101', layout: layoutForPanel(9101) });
    const fleet = startFleet({
      brokerUrl,
      panels,
      tickMs: 100,
      heartbeatMs: 1_000,
      random: seededRandom(),
    });
    cleanups.push(() => fleet.stop());
    await waitFor(() => fleet.stats().connected === 20, 5_000);
    for (const { siteId } of panels) {
      await waitFor(
        (m) => m.siteId === siteId && m.channel === 'telemetry' && m.payload.full === true,
      );
    }
    expect(fleet.injectFault('WD-9105', 'low_water')).toBe(true);
    expect(fleet.injectFault('WD-0000', 'low_water')).toBe(false);
    await waitFor(
      (m) =>
        m.siteId === 'WD-9105' &&
        m.channel === 'telemetry' &&
        (m.payload.tags as Record<string, unknown>).WATER_TANK_LEVEL === 0,
    );
    fleet.goOffline('WD-9106');
    await waitFor(
      (m) =>
        m.siteId === 'WD-9106' && m.channel === 'status' && m.payload.reason === 'connection lost',
    );
    await sleep(1_200);
    const heartbeats = received.filter((m) => m.channel === 'status' && m.payload.online === true);
    expect(new Set(heartbeats.map((m) => m.siteId)).size).toBe(20);

    const command = sendCommand('WD-9110', 'HMI_PD_CMD', 1);
    await waitFor((m) => m.payload.command_id === command.command_id);
    expect(fleet.stats().commandsExecuted).toBe(1);

    await fleet.stop();
    // Every panel but the one that went offline said goodbye (delivery may trail the stop).
    const goodbyes = () =>
      new Set(
        received
          .filter((m) => m.channel === 'status' && m.payload.reason === 'shutdown')
          .map((m) => m.siteId),
      );
    await waitFor(() => goodbyes().size === 19);
    expect(goodbyes().has('WD-9106')).toBe(false);
  }, 20_000);
});
