import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { panelTopic, type CommandMessage } from '@wildfire/shared';
import { commands, properties, sites, tagHistory } from '../src/db/schema';
import { eventually } from '../test/helper';
import {
  call,
  createDatabase,
  randomSuffix,
  signIn,
  startApp,
  uniquePanelNumber,
  type RunningApp,
} from './support/real-servers';
import { OwnMosquitto } from './support/own-mosquitto';

/** What the test measured, printed at the end (docs/operations.md quotes it). */
const figures: string[] = [];
afterAll(() => console.log(figures.join('\n')));

/**
 * Mosquitto itself is stopped (SIGTERM, as a restart or an upgrade does) and started again with
 * its persistence, while a panel reports and a person sends commands. Mosquitto 2.0.11 restores
 * the server's persistent session but not its shared subscription: ingest must subscribe again.
 */
describe.each([
  ['PostgreSQL', true],
  ['PGlite', false],
])('fault: Mosquitto is stopped and started again (%s)', (label, onPostgres) => {
  const suffix = randomSuffix();
  const siteId = `FRS-${suffix}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wd-fault-restart-'));
  let broker: OwnMosquitto;
  let database: Awaited<ReturnType<typeof createDatabase>> | undefined;
  let server: RunningApp;
  let panel: MqttClient;
  let owner: string;
  /** Telemetry the broker confirmed to the panel, by panel time, with when. */
  const confirmed: Array<{ ts: number; at: number }> = [];
  let traffic = false;

  const storedTimes = async () =>
    new Set(
      (
        await server.app.db
          .select({ at: tagHistory.panelTime })
          .from(tagHistory)
          .where(and(eq(tagHistory.siteId, siteId), eq(tagHistory.tag, 'TEMP_SENSOR_1')))
      ).map((r) => r.at.getTime()),
    );
  const statusOf = async (id: string) =>
    (
      await server.app.db
        .select({ status: commands.status })
        .from(commands)
        .where(eq(commands.id, id))
    )[0]?.status;
  const write = async (value: number) => {
    const res = await call(server.base, owner, 'POST', `/api/scada/write?site_id=${siteId}`, {
      tag: 'HMI_SYSTEM_CMD',
      value,
    });
    expect(res.status).toBe(202);
    return res.body.command_id as string;
  };

  const runTelemetry = async () => {
    let seq = 0;
    let lastTs = 0;
    while (traffic) {
      const ts = Math.max(Date.now(), lastTs + 1);
      lastTs = ts;
      // Not awaited: while the broker is down the client keeps it and sends it on reconnect.
      void panel
        .publishAsync(
          panelTopic(siteId, 'telemetry'),
          JSON.stringify({ seq: ++seq, ts, tags: { TEMP_SENSOR_1: 60 + (seq % 25) } }),
          { qos: 1 },
        )
        .then(
          () => confirmed.push({ ts, at: Date.now() }),
          () => undefined,
        );
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  beforeAll(async () => {
    broker = await OwnMosquitto.open();
    database = onPostgres ? await createDatabase('wd_fault_restart') : undefined;
    server = await startApp({
      ...(database ? { DATABASE_URL: database.url } : {}),
      DATA_DIR: dataDir,
      MQTT_URL: broker.url,
      MQTT_SHARE_GROUP: `wildfire-restart-${suffix}`,
      // A stable name: the broker keeps (and restores) the ingest session, as in production.
      MQTT_CLIENT_ID: `wildfire-restart-${suffix}`,
    });
    const [property] = await server.app.db
      .insert(properties)
      .values({ accountId: 1, name: `Restart ${suffix}`, address: 'Restart test' })
      .returning();
    await server.app.db
      .insert(sites)
      .values({ siteId, propertyId: property!.id, panelNumber: uniquePanelNumber() });
    owner = await signIn(server.base, 'owner@demo.test');

    // A stand-in panel that answers each command 300 ms after it arrives.
    panel = mqtt.connect(broker.url, {
      clientId: `restart-panel-${suffix}`,
      clean: true,
      reconnectPeriod: 500,
    });
    await eventually(() => panel.connected);
    panel.on('message', (_topic, payload) => {
      const command = JSON.parse(payload.toString()) as CommandMessage;
      setTimeout(() => {
        void panel
          .publishAsync(
            panelTopic(siteId, 'acks'),
            JSON.stringify({
              ts: Date.now(),
              command_id: command.command_id,
              status: 'acknowledged',
            }),
            { qos: 1 },
          )
          .catch(() => undefined);
      }, 300);
    });
    await panel.subscribeAsync(panelTopic(siteId, 'commands'), { qos: 1 });
  });

  afterAll(async () => {
    traffic = false;
    await panel?.endAsync(true);
    await server?.app.close();
    await broker?.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('ingest and commands recover within 10 s, and no acknowledged message is lost', async () => {
    traffic = true;
    const loop = runTelemetry();
    // Its messages bring the panel online; then it takes commands.
    await eventually(async () => (await storedTimes()).size >= 20, 10_000);
    const before = await write(1);
    await eventually(async () => (await statusOf(before)) === 'acknowledged', 10_000);

    // A command in flight (the panel answers 300 ms later), and Mosquitto stops under it.
    const inFlight = await write(0);
    const stoppedAt = Date.now();
    await broker.stop();
    await eventually(() => !server.app.broker.isConnected());
    await new Promise((r) => setTimeout(r, 2_000));
    await broker.start();
    const startedAt = Date.now();

    // Ingest: a message the panel sends after the restart is stored.
    const recovered = await eventually(async () => {
      const stored = await storedTimes();
      const first = confirmed.find((c) => c.at > startedAt && stored.has(c.ts));
      return first ? Date.now() : undefined;
    }, 10_000).catch(async (error: unknown) => {
      const stored = await storedTimes();
      throw new Error(
        `${String(error)}; ${JSON.stringify({
          ingest: server.app.ingest.health(),
          serverConnected: server.app.broker.isConnected(),
          panelConnected: panel.connected,
          confirmedSinceStart: confirmed.filter((c) => c.at > startedAt).length,
          stored: stored.size,
          confirmed: confirmed.length,
        })}`,
      );
    });
    expect(server.app.ingest.health().subscriptions.every((s) => s.granted)).toBe(true);
    // Commands: one sent after the restart is acknowledged by the panel.
    const after = await write(1);
    await eventually(async () => (await statusOf(after)) === 'acknowledged', 10_000);
    const commandsBack = Date.now();
    expect(commandsBack - startedAt).toBeLessThan(10_000);

    await new Promise((r) => setTimeout(r, 1_000));
    traffic = false;
    await loop;
    // The command in flight reached a final state, none stays pending.
    await eventually(async () => (await statusOf(inFlight)) !== 'pending', 15_000);
    const pending = await server.app.db
      .select({ id: commands.id })
      .from(commands)
      .where(and(eq(commands.siteId, siteId), inArray(commands.status, ['pending'])));
    expect(pending).toEqual([]);

    // Every message confirmed before the stop, and every one since ingest resumed, is stored.
    await new Promise((r) => setTimeout(r, 1_000));
    const stored = await storedTimes();
    const beforeStop = confirmed.filter((c) => c.at < stoppedAt);
    const sinceRecovery = confirmed.filter((c) => c.at > recovered);
    expect(beforeStop.filter((c) => !stored.has(c.ts))).toEqual([]);
    expect(sinceRecovery.filter((c) => !stored.has(c.ts))).toEqual([]);
    const lostInGap = confirmed.filter((c) => !stored.has(c.ts)).length;
    figures.push(
      `broker restart (${label}): ingest stored again ${recovered - startedAt} ms after Mosquitto was back, ` +
        `a new command acknowledged after ${commandsBack - startedAt} ms; ${stored.size} of ${confirmed.length} confirmed messages stored ` +
        `(${beforeStop.length} confirmed before the stop: all; ${lostInGap} confirmed while no subscription existed yet), in-flight command ${await statusOf(inFlight)}`,
    );
  });
});
