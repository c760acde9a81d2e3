import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { panelTopic, type CommandMessage } from '@wildfire/shared';
import { eventually } from '../test/helper';
import {
  BROKER_URL,
  call,
  createDatabase,
  provisionSite,
  randomSuffix,
  signIn,
  uniquePanelNumber,
} from './support/real-servers';

const repoRoot = path.resolve(__dirname, '../../..');
const entry = path.resolve(__dirname, '../src/server.ts');

interface ServerProcess {
  child: ChildProcess;
  base: string;
  exited: Promise<unknown>;
}

/**
 * The real server entry point as a process of its own, so it can be killed outright. Node runs
 * it with the tsx loader in the same process (the tsx command would start a second process that
 * a SIGKILL of the first leaves running).
 */
async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const port = await eventually(
    () => /running at http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1] ?? child.exitCode !== null,
    90_000,
  );
  if (typeof port !== 'string') throw new Error(`the server did not start:\n${output}`);
  return { child, base: `http://127.0.0.1:${port}`, exited };
}

/** Stops the server as a deployment does (SIGTERM) and waits for it to exit. */
async function stopServerProcess(server: ServerProcess) {
  server.child.kill('SIGTERM');
  await server.exited;
}

type Query = <T extends Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;

/**
 * Reads the embedded database a stopped server left in `dataDir`: one process owns an embedded
 * database, so the test opens it only while no server runs.
 */
function embeddedQuery(dataDir: string): Query {
  return async <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) => {
    const db = await PGlite.create(path.join(dataDir, 'pglite'));
    try {
      return (await db.query<T>(sql, params)).rows;
    } finally {
      await db.close();
    }
  };
}

/**
 * The server is killed (SIGKILL: no shutdown, nothing flushed) in the middle of ingest and
 * command traffic, the traffic goes on while it is down, and it is started again; on PostgreSQL
 * and on the embedded database.
 */
describe.each([
  ['PostgreSQL', true],
  ['PGlite', false],
])('fault: the server is killed during ingest and command traffic (%s)', (label, onPostgres) => {
  const suffix = randomSuffix();
  const siteId = `FKL-${suffix}`;
  /** The instance's stable name on the broker: the restarted server takes up its session. */
  const instanceId = `wildfire-fault-kill-${suffix}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wd-fault-kill-'));
  let database: Awaited<ReturnType<typeof createDatabase>> | undefined;
  /** What the server stored; on the embedded database, read only while no server runs. */
  let query: Query;
  let env: Record<string, string>;
  let server: ServerProcess | undefined;
  let panel: MqttClient;
  let owner: string;

  /** Telemetry the broker confirmed (PUBACK), by panel time, with when it was sent. */
  const confirmed: Array<{ ts: number; at: number }> = [];
  /** Commands the API answered 202 for. */
  const accepted: string[] = [];
  /** Acknowledgements the panel sent (confirmed by the broker), with when. */
  const answered: Array<{ commandId: string; at: number }> = [];
  let traffic = false;
  let lastTs = 0;

  const storedTimes = async () =>
    new Set(
      (
        await query<{ ts: string }>(
          `select (extract(epoch from panel_time) * 1000)::bigint::text as ts
           from tag_history where site_id = $1 and tag = 'TEMP_SENSOR_1'`,
          [siteId],
        )
      ).map((r) => Number(r.ts)),
    );
  /** A panel reporting every 25 ms; panel times are distinct, so a duplicate row shows. */
  const runTelemetry = async () => {
    let seq = 0;
    while (traffic) {
      const ts = Math.max(Date.now(), lastTs + 1);
      lastTs = ts;
      try {
        await panel.publishAsync(
          panelTopic(siteId, 'telemetry'),
          JSON.stringify({ seq: ++seq, ts, tags: { TEMP_SENSOR_1: 60 + (seq % 25) } }),
          { qos: 1 },
        );
        confirmed.push({ ts, at: Date.now() });
      } catch {
        // Not confirmed by the broker: not counted.
      }
      await new Promise((r) => setTimeout(r, 25));
    }
  };

  /** A person pressing Activate / Deactivate every 150 ms, on whichever server is up. */
  const runCommands = async () => {
    let value = 0;
    while (traffic) {
      value = 1 - value;
      const base = server?.base;
      if (base) {
        const res = await call(base, owner, 'POST', `/api/scada/write?site_id=${siteId}`, {
          tag: 'HMI_SYSTEM_CMD',
          value,
        }).catch(() => null);
        if (res?.status === 202) accepted.push(res.body.command_id as string);
      }
      await new Promise((r) => setTimeout(r, 150));
    }
  };

  beforeAll(async () => {
    database = onPostgres ? await createDatabase('wd_fault_kill') : undefined;
    query = database ? database.query : embeddedQuery(dataDir);
    env = {
      ...(database ? { DATABASE_URL: database.url } : {}),
      MQTT_URL: BROKER_URL,
      MQTT_SHARE_GROUP: `wildfire-fault-kill-${suffix}`,
      MQTT_CLIENT_ID: instanceId,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DEMO_SEED: '1',
      SIMULATE_PANELS: '0',
      TOKEN_SECRET: 'fault-test-secret-that-is-long-enough-for-hs256',
      // Nothing leaves this machine.
      WEATHER_API_URL: 'http://127.0.0.1:9',
      GEOCODER_URL: 'http://127.0.0.1:9',
    };
    server = await startServerProcess(env);
    if (!database) {
      // The first start migrated and seeded the embedded database; the panel is added to it
      // while no server holds it.
      await stopServerProcess(server);
      await provisionSite(query, siteId, uniquePanelNumber());
      server = await startServerProcess(env);
    } else {
      await provisionSite(query, siteId, uniquePanelNumber());
    }
    owner = await signIn(server.base, 'owner@demo.test');

    // A stand-in panel on a slow cellular link: it answers each command 1 s after it arrives.
    panel = mqtt.connect(BROKER_URL, { clientId: `fault-kill-panel-${suffix}`, clean: true });
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
          .then(() => answered.push({ commandId: command.command_id, at: Date.now() }));
      }, 1_000);
    });
    await panel.subscribeAsync(panelTopic(siteId, 'commands'), { qos: 1 });
  });

  afterAll(async () => {
    traffic = false;
    server?.child.kill('SIGKILL');
    await server?.exited;
    await panel?.endAsync(true);
    // End the persistent session this run left on the shared broker.
    const session = mqtt.connect(BROKER_URL, { clientId: `${instanceId}-ingest`, clean: true });
    await eventually(() => session.connected).catch(() => undefined);
    await session.endAsync();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('zero messages lost: every one the broker confirmed is stored once; nothing stays pending', async () => {
    traffic = true;
    const loops = Promise.all([runTelemetry(), runCommands()]);
    await eventually(() => accepted.length >= 10 && confirmed.length >= 40, 30_000);

    // Killed mid-traffic: no shutdown hook runs, nothing buffered is written.
    const killed = server!;
    const killAt = Date.now();
    killed.child.kill('SIGKILL');
    await killed.exited;
    server = undefined;
    const downAt = Date.now();
    const storedBeforeKill = await storedTimes();
    expect(storedBeforeKill.size).toBeGreaterThan(0);

    // The panel goes on reporting and answering while no server runs.
    await new Promise((r) => setTimeout(r, 2_000));
    const restarted = await startServerProcess(env);
    const upAt = Date.now();
    server = restarted;
    await new Promise((r) => setTimeout(r, 2_000));
    traffic = false;
    await loops;
    const acceptedAfter = accepted.length;
    expect(acceptedAfter).toBeGreaterThan(10);

    // Every command the API accepted reaches a final state (acknowledged by the panel, or
    // timed out by the restarted server's sweep), and the newest telemetry is in: asked through
    // the API, since only the server may open the embedded database while it runs.
    await eventually(async () => {
      for (const id of accepted) {
        const res = await call(restarted.base, owner, 'GET', `/api/scada/commands/${id}`);
        if (res.status !== 200 || res.body.status === 'pending') return false;
      }
      return true;
    }, 30_000);
    const newest = Math.max(...confirmed.map((c) => c.ts));
    await eventually(async () => {
      const res = await call<{ _embedded?: { tags: Array<{ tag: string; timestamp: number }> } }>(
        restarted.base,
        owner,
        'GET',
        `/api/tags/control-center?site_id=${siteId}`,
      );
      const tags = res.body._embedded?.tags ?? [];
      return tags.find((t) => t.tag === 'TEMP_SENSOR_1')?.timestamp === newest;
    }, 20_000);
    await stopServerProcess(restarted);
    server = undefined;

    const rows = await query<{ id: string; status: string }>(
      `select id, status from commands where site_id = $1`,
      [siteId],
    );
    const ids = new Set(rows.map((r) => r.id));
    expect(accepted.filter((id) => !ids.has(id))).toEqual([]);
    expect(rows.filter((r) => r.status === 'pending')).toEqual([]);
    // Answers the panel sent while no server ran were taken in when it came back.
    const answeredWhileDown = answered.filter((a) => a.at > downAt && a.at < upAt);
    expect(answeredWhileDown.length).toBeGreaterThan(0);
    const statuses = new Map(
      (
        await query<{ id: string; status: string }>(
          `select id, status from commands where id = any($1::text[])`,
          [answeredWhileDown.map((a) => a.commandId)],
        )
      ).map((r) => [r.id, r.status]),
    );
    for (const { commandId } of answeredWhileDown)
      expect(statuses.get(commandId), commandId).toBe('acknowledged');

    // Telemetry: every message the broker confirmed to the panel is stored, those the killed
    // server had taken in but not yet written too: it acknowledged none of them before storing
    // it, so the broker delivered them again to the restarted server.
    expect(confirmed.filter((c) => c.at > downAt && c.at < upAt).length).toBeGreaterThan(20);
    const stored = await storedTimes();
    for (const ts of storedBeforeKill) expect(stored.has(ts)).toBe(true);
    const lost = confirmed.filter((c) => !stored.has(c.ts));
    expect(lost).toEqual([]);
    const aroundKill = confirmed.filter((c) => c.at > killAt - 1_000 && c.at <= downAt).length;
    console.log(
      `${label}: server killed (kill -9) during ingest: ${confirmed.length} messages confirmed to the panel, ${stored.size} stored, ${lost.length} lost (${aroundKill} confirmed in the last second before the kill); ${accepted.length} commands, none left pending`,
    );
    const duplicates = await query(
      `select tag, panel_time, count(*) from tag_history where site_id = $1
       group by tag, panel_time having count(*) > 1`,
      [siteId],
    );
    expect(duplicates).toEqual([]);
  }, 120_000);
});
