import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import mqtt, { type MqttClient } from 'mqtt';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { panelTopic, type CommandMessage } from '@wildfire/shared';
import { buildApp } from '../src/app';
import { sql } from 'drizzle-orm';
import { testConfig, eventually } from '../test/helper';
import { signIn } from './support/real-servers';

const serverUrl = process.env.TEST_DATABASE_URL;
const brokerUrl = process.env.TEST_MQTT_URL;
if (!serverUrl || !brokerUrl) {
  throw new Error(
    'Set TEST_DATABASE_URL and TEST_MQTT_URL: these tests need real PostgreSQL and MQTT servers.',
  );
}

const suffix = crypto.randomBytes(4).toString('hex');
const database = `wd_multi_${suffix}`;
const dbUrl = (() => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
})();

async function admin(query: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(query);
  await client.end();
}

async function start(): Promise<{ app: FastifyInstance; base: string }> {
  const app = await buildApp(
    testConfig({
      DATABASE_URL: dbUrl,
      MQTT_URL: brokerUrl!,
      // A group of its own, so a parallel run on the same broker cannot take this run's messages.
      MQTT_SHARE_GROUP: `wildfire-test-${suffix}`,
      DEMO_SEED: '1',
    }),
    { logger: false },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return {
    app,
    base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
  };
}

describe('two server instances on PostgreSQL and Mosquitto', () => {
  let a: { app: FastifyInstance; base: string };
  let b: { app: FastifyInstance; base: string };
  let panel: MqttClient;
  const commandsSeen: CommandMessage[] = [];

  beforeAll(async () => {
    await admin(`create database ${database}`);
    // Started together: migrations and the demo seed run once, under the database lock.
    [a, b] = await Promise.all([start(), start()]);
    panel = mqtt.connect(brokerUrl, { clientId: `test-panel-${suffix}`, clean: true });
    await eventually(() => panel.connected);
    // A stand-in panel for WD-1001: acknowledges each command and reports the change.
    panel.on('message', (_topic, payload) => {
      const command = JSON.parse(payload.toString()) as CommandMessage;
      commandsSeen.push(command);
      panel.publish(
        panelTopic('WD-1001', 'acks'),
        JSON.stringify({ ts: Date.now(), command_id: command.command_id, status: 'acknowledged' }),
        { qos: 1 },
      );
      panel.publish(
        panelTopic('WD-1001', 'telemetry'),
        JSON.stringify({ seq: 1, ts: Date.now(), tags: { SYSTEM_STATUS: command.value } }),
        { qos: 1 },
      );
    });
    await panel.subscribeAsync(panelTopic('WD-1001', 'commands'), { qos: 1 });
  });

  afterAll(async () => {
    await panel?.endAsync(true);
    await Promise.all([a?.app.close(), b?.app.close()]);
    await admin(`drop database if exists ${database} with (force)`);
  });

  const login = async (base: string, email: string) => {
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password: 'wildfire-demo' }),
    });
    return ((await res.json()) as { access_token: string }).access_token;
  };

  it('a command sent through one instance reaches the panel, and a client of the other sees the change', async () => {
    const tokenA = await login(a.base, 'owner@demo.test');
    const tokenB = await login(b.base, 'owner@demo.test');
    const stream = await fetch(`${b.base}/api/live?site_id=WD-1001`, {
      headers: { authorization: `Bearer ${tokenB}` },
    });
    const reader = stream.body!.getReader();
    let text = '';
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return;
        text += new TextDecoder().decode(value);
      }
    })();
    await eventually(() => text.includes('event: hello'));

    const write = await fetch(`${a.base}/api/scada/write?site_id=WD-1001`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokenA}` },
      body: JSON.stringify({ tag: 'HMI_SYSTEM_CMD', value: 1 }),
    });
    expect(write.status).toBe(202);
    const { command_id } = (await write.json()) as { command_id: string };
    await eventually(() => commandsSeen.find((c) => c.command_id === command_id));

    // Settled by whichever instance ingested the acknowledgement; readable from the other.
    await eventually(async () => {
      const res = await fetch(`${b.base}/api/scada/commands/${command_id}`, {
        headers: { authorization: `Bearer ${tokenB}` },
      });
      return ((await res.json()) as { status: string }).status === 'acknowledged';
    });
    await eventually(
      () => text.includes('"SYSTEM_STATUS"') && text.includes(`"command_id":"${command_id}"`),
    );
    await reader.cancel();
  });

  it('every message is stored exactly once however many instances run', async () => {
    const base = Date.now();
    const count = 200;
    for (let i = 0; i < count; i++) {
      panel.publish(
        panelTopic('WD-1002', 'telemetry'),
        JSON.stringify({ seq: i, ts: base + i, tags: { TEMP_SENSOR_2: 60 + (i % 20) } }),
        { qos: 1 },
      );
    }
    const stored = async () => {
      const rows = await a.app.db.execute(
        sql`select count(*)::int as n from tag_history where site_id = 'WD-1002' and tag = 'TEMP_SENSOR_2' and panel_time >= ${new Date(base).toISOString()}::timestamptz`,
      );
      return (rows as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
    };
    await eventually(async () => (await stored()) >= count, 20_000);
    // Give a duplicate time to show up, then check there is none.
    await new Promise((r) => setTimeout(r, 1_000));
    expect(await stored()).toBe(count);
    // Both instances took part in ingest (shared subscription).
    expect(a.app.ingest.stats.tagUpdates).toBeGreaterThan(0);
    expect(b.app.ingest.stats.tagUpdates).toBeGreaterThan(0);
  });

  it('a file uploaded through one instance downloads through the other (kept in PostgreSQL)', async () => {
    const lastStep = new Map<string, number>();
    const tokenA = await signIn(a.base, 'ops@demo.test', lastStep);
    const tokenB = await signIn(b.base, 'ops@demo.test', lastStep);
    const properties = await fetch(`${a.base}/api/admin/properties?search=WD-1001`, {
      headers: { authorization: `Bearer ${tokenA}` },
    });
    const [property] = ((await properties.json()) as { items: { property_id: number }[] }).items;
    const files = `/api/admin/properties/${String(property!.property_id)}/files`;
    // Several database parts, as a long survey log would be.
    const bytes = Buffer.from(crypto.randomBytes(350 * 1024).toString('hex'));
    const upload = await fetch(`${a.base}${files}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${tokenA}`,
        'content-type': 'application/octet-stream',
        'x-file-name': 'site-survey.txt',
      },
      body: bytes,
    });
    expect(upload.status).toBe(201);
    const { id } = (await upload.json()) as { id: number };
    const download = await fetch(`${b.base}${files}/${String(id)}`, {
      headers: { authorization: `Bearer ${tokenB}` },
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
  });
});
