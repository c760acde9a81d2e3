import crypto from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import { Duplex } from 'node:stream';
import { Aedes } from 'aedes';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import type { AppConfig } from '../../config/env';

export interface Broker {
  mode: 'embedded' | 'external';
  /** The server's own connection: ingest subscribes, commands publish. */
  client: MqttClient;
  /** Another connection to the same broker (the in-process panel simulator uses this). */
  connect(options: IClientOptions): MqttClient;
  isConnected(): boolean;
}

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
      app.decorate('broker', {
        mode: 'external',
        client,
        connect,
        isConnected: () => client.connected,
      });
      app.addHook('onClose', async () => {
        await client.endAsync();
      });
      return;
    }

    const aedes = await Aedes.createBroker();
    const connect = (options: IClientOptions) =>
      logErrors(
        new mqtt.MqttClient(
          () => {
            const [clientSide, brokerSide] = streamPair();
            aedes.handle(brokerSide);
            return clientSide;
          },
          { ...base, ...options },
        ),
      );

    let tcp: net.Server | undefined;
    if (config.mqttPort) {
      const server = net.createServer(aedes.handle);
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(config.mqttPort, config.host, () => resolve());
      });
      tcp = server;
      app.log.info(`embedded MQTT broker listening on ${config.host}:${config.mqttPort}`);
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
    });

    app.addHook('onClose', async () => {
      await client.endAsync(true);
      if (tcp) await new Promise<void>((resolve) => tcp.close(() => resolve()));
      await new Promise<void>((resolve) => aedes.close(() => resolve()));
    });
  },
  { name: 'broker' },
);
