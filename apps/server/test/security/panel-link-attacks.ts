import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import { afterAll, describe, expect, it } from 'vitest';
import { panelTopic } from '@wildfire/shared';
import { auditLog, panelCredentials, sites, tagLatest } from '#src/db/schema/index';
import type { LiveEvent } from '#src/services/live-hub';
import { eventually } from '../helper';

/** What the attacks run against: a server and the broker address a panel (or an attacker) reaches. */
export interface PanelLink {
  app: FastifyInstance;
  injectAs(email: string | null, options: InjectOptions): Promise<LightMyRequestResponse>;
  brokerUrl: string;
}

const STAFF = 'admin@demo.test';
/** Staff without manage_panels (Customer Support). */
const SUPPORT = 'support@demo.test';
const OWNER = 'owner@demo.test';
const A = 'WD-1001';
const B = 'WD-1002';

type Attempt = { client: MqttClient } | { refused: number | string };

/** Open a connection as an attacker would: no retries; resolves with the client or the refusal. */
function tryConnect(brokerUrl: string, options: IClientOptions = {}): Promise<Attempt> {
  return new Promise((resolve) => {
    const client = mqtt.connect(brokerUrl, {
      protocolVersion: 4,
      reconnectPeriod: 0,
      connectTimeout: 5_000,
      clean: true,
      clientId: `attacker-${crypto.randomBytes(3).toString('hex')}`,
      ...options,
    });
    client.once('connect', () => resolve({ client }));
    client.once('error', (error: Error & { code?: number | string }) => {
      client.end(true);
      resolve({ refused: error.code ?? error.message });
    });
    client.once('close', () => {
      if (!client.connected) resolve({ refused: 'closed' });
    });
  });
}

/** The QoS the broker granted each filter, 128 for a refusal (MQTT.js rejects on any). */
function subscribeGrants(client: MqttClient, filters: string[]): Promise<number[]> {
  return new Promise((resolve, reject) => {
    client.subscribe(filters, { qos: 1 }, (error, granted) => {
      const packet = (error as { packet?: { granted?: number[] } } | null)?.packet;
      if (packet?.granted) return resolve(packet.granted);
      if (error) return reject(error);
      resolve((granted ?? []).map((g) => g.qos));
    });
  });
}

/**
 * The six attacks of issue 30, and the credentials life cycle, against one broker: every test
 * here fails on a broker that lets anyone in or lets a panel speak for another.
 */
export function panelLinkAttacks(name: string, start: () => Promise<PanelLink>) {
  describe(name, async () => {
    const { app, injectAs, brokerUrl } = await start();
    const open: MqttClient[] = [];
    afterAll(async () => {
      await Promise.all(open.map((c) => c.endAsync(true).catch(() => undefined)));
    });

    const issue = async (siteId: string) => {
      const res = await injectAs(STAFF, {
        method: 'POST',
        url: `/api/admin/panels/${siteId}/credentials`,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ username: string; password: string; issued_at: string }>();
    };
    const secrets = new Map<string, string>();
    const secretOf = async (siteId: string) => {
      if (!secrets.has(siteId)) secrets.set(siteId, (await issue(siteId)).password);
      return secrets.get(siteId)!;
    };
    /** Connect as panel `siteId` with its own credentials. */
    const asPanel = async (siteId: string, options: IClientOptions = {}) => {
      const attempt = await tryConnect(brokerUrl, {
        clientId: siteId,
        username: siteId,
        password: await secretOf(siteId),
        ...options,
      });
      if (!('client' in attempt)) throw new Error(`${siteId} refused: ${String(attempt.refused)}`);
      open.push(attempt.client);
      return attempt.client;
    };
    const latest = async (siteId: string, tag: string) =>
      (
        await app.db
          .select({ value: tagLatest.value })
          .from(tagLatest)
          .where(and(eq(tagLatest.siteId, siteId), eq(tagLatest.tag, tag)))
      )[0]?.value;
    /**
     * Publish a marker on panel A's own telemetry and wait until it is stored: whatever was
     * published before it has been through the broker and ingest by then.
     */
    const settle = async () => {
      const marker = Math.floor(Math.random() * 1_000_000);
      const panel = await asPanel(A);
      await panel.publishAsync(
        panelTopic(A, 'telemetry'),
        JSON.stringify({ seq: 1, ts: Date.now(), tags: { LINK_TEST_MARKER: marker } }),
        { qos: 1 },
      );
      await eventually(async () => {
        await app.ingest.flush();
        return (await latest(A, 'LINK_TEST_MARKER')) === marker;
      });
      await panel.endAsync();
    };

    it('credentials are issued once to staff with manage_panels, kept only as a hash, and audited', async () => {
      const denied = await injectAs(SUPPORT, {
        method: 'POST',
        url: `/api/admin/panels/${A}/credentials`,
      });
      expect(denied.statusCode).toBe(403);

      const issued = await issue(A);
      secrets.set(A, issued.password);
      expect(issued.username).toBe(A);
      // At least 128 bits: 22 base64url characters; these are 256.
      expect(issued.password).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [row] = await app.db
        .select()
        .from(panelCredentials)
        .where(eq(panelCredentials.siteId, A));
      expect(row!.secretHash).not.toContain(issued.password);
      const audit = await app.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.targetId, A));
      expect(audit.map((r) => r.action)).toContain('panel.credentials.issue');
      expect(JSON.stringify(audit)).not.toContain(issued.password);

      const detail = await injectAs(STAFF, { method: 'GET', url: `/api/admin/panels/${A}` });
      expect(detail.json().credentials).toMatchObject({
        exists: true,
        issued_at: issued.issued_at,
      });
      // A panel announces each connection with its status (docs/panel-protocol.md).
      const panel = await asPanel(A);
      await panel.publishAsync(
        panelTopic(A, 'status'),
        JSON.stringify({ ts: Date.now(), online: true }),
        { qos: 1 },
      );
      await eventually(async () => {
        const after = await injectAs(STAFF, { method: 'GET', url: `/api/admin/panels/${A}` });
        return after.json().credentials.last_connected_at !== null;
      });
      await panel.endAsync();
    });

    it('an anonymous CONNECT is refused: not authorized (5)', async () => {
      expect(await tryConnect(brokerUrl)).toEqual({ refused: 5 });
      // Not even under a panel's name, nor as the panel with no secret.
      expect(await tryConnect(brokerUrl, { clientId: A })).toEqual({ refused: 5 });
      expect(await tryConnect(brokerUrl, { clientId: A, username: A })).toEqual({ refused: 5 });
    });

    it('a wrong secret, or the right one under another client id, is refused: not authorized (5)', async () => {
      await secretOf(A);
      const wrong = crypto.randomBytes(32).toString('base64url');
      expect(await tryConnect(brokerUrl, { clientId: A, username: A, password: wrong })).toEqual({
        refused: 5,
      });
      // The right secret under another client id: a panel's client id is its username.
      expect(
        await tryConnect(brokerUrl, {
          clientId: 'not-WD-1001',
          username: A,
          password: await secretOf(A),
        }),
      ).toEqual({ refused: 5 });
      // Panel B's secret does not open panel A.
      expect(
        await tryConnect(brokerUrl, { clientId: A, username: A, password: await secretOf(B) }),
      ).toEqual({ refused: 5 });
    });

    it('a panel cannot publish for another panel: forged telemetry is never stored', async () => {
      const before = await latest(B, 'TEMP_SENSOR_1');
      const panelA = await asPanel(A);
      panelA.on('error', () => undefined);
      const forged = JSON.stringify({
        seq: 1,
        ts: Date.now(),
        tags: { SystemRunning: true, TEMP_SENSOR_1: 1500 },
      });
      await Promise.race([
        panelA.publishAsync(panelTopic(B, 'telemetry'), forged, { qos: 1 }).catch(() => undefined),
        new Promise((r) => setTimeout(r, 1_000)),
      ]);
      await settle();
      expect(await latest(B, 'TEMP_SENSOR_1')).toEqual(before);
      expect(await latest(B, 'TEMP_SENSOR_1')).not.toBe(1500);
    });

    it('a panel cannot read another panel’s commands, subscribe to #, or join the ingest $share group', async () => {
      const panelA = await asPanel(A);
      const received: string[] = [];
      panelA.on('message', (topic) => received.push(topic));
      const granted = await subscribeGrants(panelA, [
        panelTopic(B, 'commands'),
        '#',
        'wildfire/v1/panels/+/+',
        `$share/${app.config.mqttShareGroup}/wildfire/v1/panels/+/+`,
        'wildfire/v1/server/+/+',
      ]);
      expect(granted).toEqual([128, 128, 128, 128, 128]);
      // Its own commands it may read.
      expect(await subscribeGrants(panelA, [panelTopic(A, 'commands')])).toEqual([1]);

      const write = await injectAs(OWNER, {
        method: 'POST',
        url: `/api/scada/write?site_id=${B}`,
        payload: { tag: 'HMI_SYSTEM_CMD', value: 1 },
      });
      expect(write.statusCode, write.body).toBe(202);
      await settle();
      expect(received).toEqual([]);
    });

    it('a panel cannot publish server events: nothing reaches the browsers', async () => {
      const seen: LiveEvent[] = [];
      const unsubscribe = app.live.subscribe(A, (event) => seen.push(event));
      try {
        const panelA = await asPanel(A);
        panelA.on('error', () => undefined);
        const forged = {
          command_id: crypto.randomUUID(),
          status: 'acknowledged',
          tag: 'HMI_SYSTEM_CMD',
          error: null,
        };
        await Promise.race([
          panelA
            .publishAsync(`wildfire/v1/server/${A}/command`, JSON.stringify(forged), { qos: 1 })
            .catch(() => undefined),
          new Promise((r) => setTimeout(r, 1_000)),
        ]);
        await settle();
        expect(seen.filter((e) => e.type === 'command' || e.type === 'alert')).toEqual([]);
      } finally {
        unsubscribe();
      }
    });

    it('a forged ack from another panel leaves the command pending', async () => {
      const write = await injectAs(OWNER, {
        method: 'POST',
        url: `/api/scada/write?site_id=${B}`,
        payload: { tag: 'HMI_SD_CMD', value: 1 },
      });
      expect(write.statusCode, write.body).toBe(202);
      const { command_id: commandId } = write.json<{ command_id: string }>();
      const ack = JSON.stringify({ ts: Date.now(), command_id: commandId, status: 'acknowledged' });
      // Panel A answers B's command on its own topic (the broker lets it: the server must not
      // believe it), then tries B's topic (the broker must not let it).
      const panelA = await asPanel(A);
      panelA.on('error', () => undefined);
      await panelA.publishAsync(panelTopic(A, 'acks'), ack, { qos: 1 });
      await Promise.race([
        panelA.publishAsync(panelTopic(B, 'acks'), ack, { qos: 1 }).catch(() => undefined),
        new Promise((r) => setTimeout(r, 1_000)),
      ]);
      await settle();
      const status = await injectAs(OWNER, {
        method: 'GET',
        url: `/api/scada/commands/${commandId}`,
      });
      expect(status.json().status).toBe('pending');
    });

    it('a panel’s last will goes out only on its own status', async () => {
      const [before] = await app.db
        .select({ online: sites.online })
        .from(sites)
        .where(eq(sites.siteId, B));
      const attempt = await tryConnect(brokerUrl, {
        clientId: A,
        username: A,
        password: await secretOf(A),
        will: {
          topic: panelTopic(B, 'status'),
          payload: Buffer.from(JSON.stringify({ ts: Date.now(), online: false, reason: 'forged' })),
          qos: 1,
          retain: false,
        },
      });
      // A broker may refuse the CONNECT outright (Mosquitto) or drop the will (the embedded one).
      if ('client' in attempt) attempt.client.stream.destroy();
      await settle();
      const [after] = await app.db
        .select({ online: sites.online })
        .from(sites)
        .where(eq(sites.siteId, B));
      expect(after!.online).toBe(before!.online);
    });

    it('a rotated secret is refused and the connection that used it is dropped', async () => {
      const old = await secretOf(A);
      const live = await asPanel(A);
      const dropped = new Promise<void>((resolve) => live.once('close', () => resolve()));
      const rotated = await issue(A);
      secrets.set(A, rotated.password);
      expect(rotated.password).not.toBe(old);
      await dropped;
      expect(await tryConnect(brokerUrl, { clientId: A, username: A, password: old })).toEqual({
        refused: 5,
      });
      await (await asPanel(A)).endAsync();
      const audit = await app.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.targetId, A));
      expect(audit.map((r) => r.action)).toContain('panel.credentials.rotate');
    });

    it('a revoked panel is disconnected and cannot connect', async () => {
      const C = 'WD-1003';
      const secret = await secretOf(C);
      const live = await asPanel(C);
      const dropped = new Promise<void>((resolve) => live.once('close', () => resolve()));
      const revoked = await injectAs(STAFF, {
        method: 'DELETE',
        url: `/api/admin/panels/${C}/credentials`,
      });
      expect(revoked.statusCode, revoked.body).toBe(204);
      await dropped;
      expect(await tryConnect(brokerUrl, { clientId: C, username: C, password: secret })).toEqual({
        refused: 5,
      });
      const detail = await injectAs(STAFF, { method: 'GET', url: `/api/admin/panels/${C}` });
      expect(detail.json().credentials).toEqual({
        exists: false,
        issued_at: null,
        last_connected_at: null,
      });
      const again = await injectAs(STAFF, {
        method: 'DELETE',
        url: `/api/admin/panels/${C}/credentials`,
      });
      expect(again.statusCode).toBe(404);
      const audit = await app.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.targetId, C));
      expect(audit.map((r) => r.action)).toContain('panel.credentials.revoke');
    });
  });
}
