import crypto from 'node:crypto';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MqttClient } from 'mqtt';
import { ALL_PANELS_TOPIC } from '@wildfire/shared';
import { AlertService } from '#src/services/alert-service';
import { timeOutStaleCommands } from '#src/services/commands';
import { PanelIngest } from '#src/services/ingest';
import { LiveHub } from '#src/services/live-hub';
import { relayToBrowsers } from '#src/services/live-relay';
import { trackPanelConnections } from '#src/services/panel-connections';
import { markSilentPanelsOffline, pruneMessageLog } from '#src/services/panel-watchdog';
import { SERVER_EVENTS_TOPIC } from '#src/services/server-events';

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveHub;
    ingest: PanelIngest;
    alertService: AlertService;
  }
}

export interface PanelsOptions {
  /**
   * Periodic work: command timeouts, the offline watchdog, alarms due, log pruning. Tests may
   * turn it off.
   */
  timers?: boolean;
}

/**
 * The live side of the product: ingest of panel messages, command timeouts, the offline
 * watchdog and alert rules, and the relay of live updates to this instance's browsers.
 * With an external broker ingest uses a shared subscription (each message stored once by
 * one instance) while every instance relays everything to its own browsers.
 */
export default fp<PanelsOptions>(
  async function panels(app: FastifyInstance, { timers = true }) {
    const hub = new LiveHub();
    const alertService = new AlertService(app);
    const ingest = new PanelIngest(app, alertService);
    app.decorate('live', hub);
    app.decorate('alertService', alertService);
    app.decorate('ingest', ingest);

    const extraClients: MqttClient[] = [];
    // Unique per app instance: a broker disconnects the older of two clients with one id.
    const instance = `${os.hostname()}-${process.pid}-${crypto.randomBytes(3).toString('hex')}`;
    if (app.broker.mode === 'external') {
      // With a stable name (MQTT_CLIENT_ID) the broker keeps ingest's session while this
      // instance is down (a crash, a restart): what panels send meanwhile is delivered when it
      // returns instead of being lost (docs/decisions/017-ingest-session-survives-restarts.md).
      const stableId = app.config.mqttClientId;
      const ingestClient = app.broker.connect({
        clientId: stableId ? `${stableId}-ingest` : `wildfire-ingest-${instance}`,
        clean: !stableId,
      });
      const relayClient = app.broker.connect({
        clientId: `wildfire-relay-${instance}`,
        clean: true,
      });
      extraClients.push(ingestClient, relayClient);
      await ingest.start(ingestClient, `$share/${app.config.mqttShareGroup}/${ALL_PANELS_TOPIC}`);
      relayToBrowsers(relayClient, hub);
      trackPanelConnections(app, relayClient);
      // Subscriptions are remembered by MQTT.js and renewed after a reconnect.
      relayClient.subscribe([ALL_PANELS_TOPIC, SERVER_EVENTS_TOPIC], { qos: 0 });
    } else {
      // One process owns the embedded broker: one subscription feeds both ingest and the relay.
      await ingest.start(app.broker.client, ALL_PANELS_TOPIC);
      relayToBrowsers(app.broker.client, hub);
      await app.broker.client.subscribeAsync(SERVER_EVENTS_TOPIC, { qos: 0 });
    }

    const intervals: NodeJS.Timeout[] = [];
    const every = (ms: number, work: () => Promise<unknown>) => {
      let running = false;
      intervals.push(
        setInterval(() => {
          if (running) return;
          running = true;
          work()
            .catch((error: unknown) => app.log.error({ err: error }, 'periodic panel work failed'))
            .finally(() => {
              running = false;
            });
        }, ms),
      );
    };
    if (timers) {
      // Not while ingest takes in what waited at the broker: an answer may be among it.
      every(1_000, async () => {
        if (ingest.isCaughtUp()) await timeOutStaleCommands(app);
      });
      every(15_000, async () => {
        await markSilentPanelsOffline(app);
        await alertService.evaluateOffline();
      });
      // Alarms whose grace period ended between two messages are raised within seconds.
      every(5_000, () => alertService.raiseDue());
      every(10 * 60_000, () => pruneMessageLog(app));
    }

    app.addHook('onClose', async () => {
      intervals.forEach(clearInterval);
      await ingest.stop();
      await Promise.all(extraClients.map((c) => c.endAsync()));
    });
  },
  { name: 'panels', dependencies: ['database', 'broker'] },
);
