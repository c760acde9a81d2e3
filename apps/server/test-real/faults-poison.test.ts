import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { panelTopic } from '@wildfire/shared';
import { ingestQuarantine, properties, sites, tagLatest } from '../src/db/schema';
import { eventually } from '../test/helper';
import {
  createDatabase,
  randomSuffix,
  startApp,
  uniquePanelNumber,
  type RunningApp,
} from './support/real-servers';
import { OwnMosquitto } from './support/own-mosquitto';

const figures: string[] = [];
afterAll(() => console.log(figures.join('\n')));

/**
 * A poison message (a NUL in a string, a lone surrogate, a date beyond the largest) on a real
 * Mosquitto, published plainly and retained: it is quarantined, and the panel's next valid
 * message is stored within 2 s, also after a restart that delivers the retained poison again.
 */
describe.each([
  ['PostgreSQL', true],
  ['PGlite', false],
])('fault: a poison message, plain and retained (%s)', (label, onPostgres) => {
  const suffix = randomSuffix();
  const siteId = `FPS-${suffix}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wd-fault-poison-'));
  let broker: OwnMosquitto;
  let database: Awaited<ReturnType<typeof createDatabase>> | undefined;
  let server: RunningApp | undefined;
  let panel: MqttClient;
  let env: Record<string, string>;
  let seq = 0;

  const quarantined = async () =>
    server!.app.db
      .select()
      .from(ingestQuarantine)
      .where(eq(ingestQuarantine.siteId, siteId))
      .orderBy(asc(ingestQuarantine.id));
  const latest = async () =>
    (
      await server!.app.db
        .select({ value: tagLatest.value })
        .from(tagLatest)
        .where(and(eq(tagLatest.siteId, siteId), eq(tagLatest.tag, 'TEMP_SENSOR_1')))
    )[0]?.value;
  /** Publish a valid reading and answer how long it took until it was stored. */
  const storedIn = async (value: number) => {
    const sent = Date.now();
    await panel.publishAsync(
      panelTopic(siteId, 'telemetry'),
      JSON.stringify({ seq: ++seq, ts: Date.now(), tags: { TEMP_SENSOR_1: value } }),
      { qos: 1 },
    );
    await eventually(async () => (await latest()) === value, 5_000);
    return Date.now() - sent;
  };

  beforeAll(async () => {
    broker = await OwnMosquitto.open();
    database = onPostgres ? await createDatabase('wd_fault_poison') : undefined;
    env = {
      ...(database ? { DATABASE_URL: database.url } : {}),
      DATA_DIR: dataDir,
      MQTT_URL: broker.url,
      MQTT_SHARE_GROUP: `wildfire-poison-${suffix}`,
    };
    server = await startApp(env);
    const [property] = await server.app.db
      .insert(properties)
      .values({ accountId: 1, name: `Poison ${suffix}`, address: 'Poison test' })
      .returning();
    await server.app.db
      .insert(sites)
      .values({ siteId, propertyId: property!.id, panelNumber: uniquePanelNumber() });
    panel = mqtt.connect(broker.url, { clientId: `poison-panel-${suffix}`, clean: true });
    await eventually(() => panel.connected);
  });

  afterAll(async () => {
    await panel?.endAsync(true);
    await server?.app.close();
    await broker?.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('plain: the poison is quarantined and the next valid message is stored within 2 s', async () => {
    await panel.publishAsync(
      panelTopic(siteId, 'log'),
      JSON.stringify({ ts: Date.now(), level: 'ERROR', message: 'pump\u0000fault' }),
      { qos: 1 },
    );
    await panel.publishAsync(
      panelTopic(siteId, 'telemetry'),
      JSON.stringify({ seq: ++seq, ts: 8.64e15 + 1, tags: { TEMP_SENSOR_1: 1 } }),
      { qos: 1 },
    );
    const ms = await storedIn(71);
    expect(ms).toBeLessThan(2_000);
    const rows = await quarantined();
    expect(rows.map((r) => r.reason)).toEqual([
      'message.message: must not contain the NUL character',
      'ts: ts is after 2200-01-01, outside the protocol range',
    ]);
    // Nothing is retried: the next messages are stored as fast.
    expect(await storedIn(72)).toBeLessThan(2_000);
    expect((await quarantined()).length).toBe(2);
    figures.push(`poison, plain (${label}): next valid message stored after ${ms} ms`);
  });

  it('retained: quarantined at every delivery, and after a restart the next valid message is stored within 2 s', async () => {
    await panel.publishAsync(
      panelTopic(siteId, 'status'),
      `{"ts":${Date.now()},"online":true,"firmware":"\\ud800"}`,
      { qos: 1, retain: true },
    );
    await eventually(async () => (await quarantined()).length === 3, 5_000);
    expect(await storedIn(73)).toBeLessThan(2_000);

    // A restart subscribes again. A broker may hand the retained poison over again (MQTT 5 says
    // a shared subscription gets no retained messages; brokers differ): either way it is
    // quarantined, never stalls ingest, and the next valid message is stored within 2 s.
    await server!.app.close();
    server = await startApp(env);
    const ms = await storedIn(74);
    expect(ms).toBeLessThan(2_000);
    const rows = await quarantined();
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows.slice(2))
      expect([row.topic, row.reason]).toEqual([
        panelTopic(siteId, 'status'),
        'message.firmware: must be well-formed Unicode (a lone surrogate)',
      ]);
    expect(server.app.ingest.health().state).toBe('ok');
    figures.push(
      `poison, retained, after a restart (${label}): next valid message stored after ${ms} ms`,
    );
    // Clear the retained message (an empty retained payload).
    await panel.publishAsync(panelTopic(siteId, 'status'), '', { qos: 1, retain: true });
  });
});
