import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import { Duplex } from 'node:stream';
import tls from 'node:tls';
import { Aedes, type Client } from 'aedes';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import { panelMayPublish, panelMaySubscribe } from '@wildfire/shared';
import type { AppConfig } from '#src/config/env';
import { DynamicSecurity } from '#src/services/dynsec';
import { verifyPanelLogin } from '#src/services/panel-credentials';

export interface Broker {
  mode: 'embedded' | 'external';
  /** The server's own connection: ingest subscribes, commands publish. */
  client: MqttClient;
  /** Another connection to the same broker (the in-process panel simulator uses this). */
  connect(options: IClientOptions): MqttClient;
  isConnected(): boolean;
  /**
   * Make the broker enforce a panel's new secret (issued or rotated), or none (revoked): the
   * embedded broker drops the panel's live connection; Mosquitto with dynamic security gets the
   * client and its role created, updated or deleted; another external broker checks the stored
   * hash itself (or not at all: docs/operations.md).
   */
  applyPanelCredentials(siteId: string, secret: string | null): Promise<void>;
  /** What the embedded broker refused (always zero for an external one). */
  refused: BrokerRefusals;
}

export interface BrokerRefusals {
  connects: number;
  publishes: number;
  subscribes: number;
}

/** The embedded broker's name for the server's own connections (never a site id: no `WD-`). */
export const SERVER_USERNAME = 'wildfire-server';

declare module 'fastify' {
  interface FastifyInstance {
    broker: Broker;
  }
}

/** Two streams wired back to back: what one writes, the other reads; ending one ends the other. */
function streamPair(): [Duplex, Duplex] {
  const sides: Duplex[] = [];
  const finished = new WeakSet<Duplex>();
  const endReading = (side: Duplex | undefined) => {
    if (side && !finished.has(side) && !side.destroyed) {
      finished.add(side);
      side.push(null);
    }
  };
  const side = (peer: () => Duplex | undefined) =>
    new Duplex({
      // One side ending ends the other (the broker dropping a panel closes the panel's side,
      // which then reconnects), as a socket does.
      allowHalfOpen: false,
      read() {},
      write(chunk, _encoding, callback) {
        const other = peer();
        if (other && !finished.has(other) && !other.destroyed) other.push(chunk);
        callback();
      },
      final(callback) {
        endReading(peer());
        callback();
      },
      destroy(error, callback) {
        endReading(peer());
        callback(error);
      },
    });
  sides.push(
    side(() => sides[1]),
    side(() => sides[0]),
  );
  return [sides[0]!, sides[1]!];
}

function waitForConnect(client: MqttClient, timeoutMs: number): Promise<boolean> {
  if (client.connected) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    client.once('connect', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

const clientId = (role: string) =>
  `wildfire-${role}-${os.hostname()}-${process.pid}-${crypto.randomBytes(3).toString('hex')}`;

/**
 * The MQTT broker the panels talk through. By default an embedded Aedes broker that this
 * process reaches in memory (TCP only when MQTT_PORT is set); with MQTT_URL any MQTT 3.1.1/5
 * broker. The server starts either way and keeps reconnecting; /api/health tells the state.
 */
export default fp<{ config: AppConfig }>(
  async function broker(app: FastifyInstance, { config }) {
    const base: IClientOptions = {
      protocolVersion: 4,
      reconnectPeriod: 1_000,
      connectTimeout: 5_000,
    };

    // An MQTT client emits 'error' on a lost or refused connection (a keepalive timeout on a
    // busy machine, a broker restart); unhandled, that event would end the process. Every
    // client the server makes logs it instead and keeps reconnecting.
    const logErrors = (client: MqttClient) =>
      client.on('error', (err) => app.log.warn({ err: err.message }, 'MQTT connection problem'));

    if (config.mqttUrl) {
      const url = config.mqttUrl;
      const connect = (options: IClientOptions) =>
        logErrors(mqtt.connect(url, { ...base, ...options }));
      const client = connect({ clientId: clientId('server'), clean: true });
      // Start serving even if the broker is down (health says so); but give it a moment first.
      const connected = await waitForConnect(client, 5_000);
      if (!connected)
        app.log.warn(`MQTT broker at ${new URL(url).host} not reachable yet; retrying`);
      const dynsec = config.mqttDynsec ? new DynamicSecurity(client) : null;
      app.decorate('broker', {
        mode: 'external',
        client,
        connect,
        isConnected: () => client.connected,
        async applyPanelCredentials(siteId: string, secret: string | null) {
          if (!dynsec) return;
          if (secret === null) await dynsec.revokePanel(siteId);
          else await dynsec.provisionPanel(siteId, secret);
        },
        refused: { connects: 0, publishes: 0, subscribes: 0 },
      } satisfies Broker);
      app.addHook('onClose', async () => {
        await client.endAsync();
      });
      return;
    }

    const aedes = await Aedes.createBroker();
    // The server's own connections sign in with a secret made at each start, known only here.
    const serverSecret = crypto.randomBytes(32).toString('base64url');
    const refused: BrokerRefusals = { connects: 0, publishes: 0, subscribes: 0 };
    /** Site id of each connected panel; the server's own connections are not in it. */
    const panelOf = new WeakMap<Client, string>();
    const servers = new WeakSet<Client>();
    let lastRefusalLog = 0;
    const refuse = (kind: keyof BrokerRefusals, details: Record<string, unknown>) => {
      refused[kind]++;
      // One line per 10 s at most: an attacker must not flood the log.
      if (Date.now() - lastRefusalLog < 10_000) return;
      lastRefusalLog = Date.now();
      app.log.warn({ ...details, refused }, `embedded MQTT broker refused a ${kind.slice(0, -1)}`);
    };

    aedes.authenticate = (client, username, password, done) => {
      const secret = password ? Buffer.from(password).toString('utf8') : '';
      const notAuthorized = () => {
        refuse('connects', { clientId: client.id, username: username ?? null });
        done(Object.assign(new Error('Not authorized'), { returnCode: 5 }), false);
      };
      if (username === SERVER_USERNAME) {
        const a = Buffer.from(secret);
        const b = Buffer.from(serverSecret);
        if (a.length !== b.length || !crypto.timingSafeEqual(a, b)) return notAuthorized();
        servers.add(client);
        return done(null, true);
      }
      // A panel signs in as its site id, with that as its client id too.
      if (!username || !secret || client.id !== username) return notAuthorized();
      verifyPanelLogin(app.db, username, secret).then(
        (ok) => {
          if (!ok) return notAuthorized();
          panelOf.set(client, username);
          done(null, true);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'checking a panel login failed');
          done(Object.assign(new Error('Server unavailable'), { returnCode: 3 }), false);
        },
      );
    };
    aedes.authorizePublish = (client, packet, done) => {
      if (client && servers.has(client)) return done(null);
      const siteId = client ? panelOf.get(client) : undefined;
      if (siteId && panelMayPublish(siteId, packet.topic)) return done(null);
      refuse('publishes', { clientId: client?.id ?? null, topic: packet.topic });
      // MQTT 3.1.1 cannot refuse a publish: the broker drops it and closes the connection.
      done(new Error(`not allowed to publish on ${packet.topic}`));
    };
    aedes.authorizeSubscribe = (client, subscription, done) => {
      if (servers.has(client)) return done(null, subscription);
      const siteId = panelOf.get(client);
      if (siteId && panelMaySubscribe(siteId, subscription.topic)) return done(null, subscription);
      refuse('subscribes', { clientId: client.id, topic: subscription.topic });
      // A refused subscription answers 0x80 in the SUBACK; the connection stays.
      done(null, null);
    };

    /** The connected panels by site id, to drop one whose credentials changed. */
    const livePanels = new Map<string, Client>();
    // Registered (after authenticate, before CONNACK): from here the panel is live.
    aedes.on('client', (client) => {
      const siteId = panelOf.get(client);
      if (siteId) livePanels.set(siteId, client);
    });
    aedes.on('clientDisconnect', (client) => {
      const siteId = panelOf.get(client);
      if (siteId && livePanels.get(siteId) === client) livePanels.delete(siteId);
    });

    const connect = (options: IClientOptions) =>
      logErrors(
        new mqtt.MqttClient(
          () => {
            const [clientSide, brokerSide] = streamPair();
            aedes.handle(brokerSide);
            return clientSide;
          },
          {
            ...base,
            // Without a username of its own, a connection in this process is the server's.
            ...(options.username ? {} : { username: SERVER_USERNAME, password: serverSecret }),
            ...options,
          },
        ),
      );

    const listeners: net.Server[] = [];
    const listen = async (server: net.Server, port: number, what: string) => {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, config.mqttHost, () => resolve());
      });
      listeners.push(server);
      app.log.info(`embedded MQTT broker listening (${what}) on ${config.mqttHost}:${port}`);
    };
    if (config.mqttPort) await listen(net.createServer(aedes.handle), config.mqttPort, 'TCP');
    if (config.mqttTls) {
      const server = tls.createServer(
        {
          cert: fs.readFileSync(config.mqttTls.certFile),
          key: fs.readFileSync(config.mqttTls.keyFile),
        },
        aedes.handle,
      );
      await listen(server, config.mqttTls.port, 'TLS');
    }

    const client = connect({ clientId: clientId('server'), clean: true });
    if (!(await waitForConnect(client, 5_000))) {
      throw new Error('the embedded MQTT broker did not accept a connection');
    }
    app.decorate('broker', {
      mode: 'embedded',
      client,
      connect,
      isConnected: () => client.connected,
      async applyPanelCredentials(siteId: string) {
        // The hash in the database is what the next CONNECT is checked against; the live
        // connection signed in with the old secret (or none now), so it goes.
        await new Promise<void>((resolve) => {
          const live = livePanels.get(siteId);
          if (!live) return resolve();
          live.close(() => resolve());
        });
      },
      refused,
    } satisfies Broker);

    app.addHook('onClose', async () => {
      await client.endAsync(true);
      for (const server of listeners)
        await new Promise<void>((resolve) => server.close(() => resolve()));
      await new Promise<void>((resolve) => aedes.close(() => resolve()));
    });
  },
  { name: 'broker' },
);
