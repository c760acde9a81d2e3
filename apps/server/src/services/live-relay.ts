import type { MqttClient } from 'mqtt';
import { parsePanelTopic, statusMessageSchema, telemetryMessageSchema } from '@wildfire/shared';
import type { LiveHub } from './live-hub';
import { SERVER_EVENTS_ROOT, serverEventSchemas } from './server-events';

/** Server events this process refused to relay (not fitting their schema). */
export const relayStats = { rejectedServerEvents: 0 };

/**
 * Relays what the broker carries to this instance's browsers: panel telemetry and status as
 * they arrive (not waiting for the database), and the server's own command and alert events.
 * Work is skipped for sites nobody here is watching.
 */
export function relayToBrowsers(client: MqttClient, hub: LiveHub) {
  client.on('message', (topic, payload) => {
    if (topic.startsWith(`${SERVER_EVENTS_ROOT}/`)) {
      const [, , , siteId, kind, ...rest] = topic.split('/');
      if (!siteId || rest.length > 0 || !hub.watched(siteId)) return;
      let json: unknown;
      try {
        json = JSON.parse(payload.toString('utf8'));
      } catch {
        return;
      }
      // Only what fits an event's schema reaches a browser; anything else is dropped and counted.
      if (kind === 'command') {
        const parsed = serverEventSchemas.command.safeParse(json);
        if (parsed.success) return hub.publish(siteId, { type: 'command', ...parsed.data });
      } else if (kind === 'alert') {
        const parsed = serverEventSchemas.alert.safeParse(json);
        if (parsed.success) return hub.publish(siteId, { type: 'alert', ...parsed.data });
      }
      relayStats.rejectedServerEvents++;
      return;
    }
    const where = parsePanelTopic(topic);
    if (!where || !hub.watched(where.siteId)) return;
    let json: unknown;
    try {
      json = JSON.parse(payload.toString('utf8'));
    } catch {
      return;
    }
    if (where.channel === 'telemetry') {
      const parsed = telemetryMessageSchema.safeParse(json);
      if (!parsed.success) return;
      hub.publish(where.siteId, {
        type: 'tags',
        tags: Object.entries(parsed.data.tags).map(([tag, value]) => ({
          tag,
          value,
          timestamp: parsed.data.ts,
        })),
      });
    } else if (where.channel === 'status') {
      const parsed = statusMessageSchema.safeParse(json);
      if (!parsed.success) return;
      hub.publish(where.siteId, {
        type: 'status',
        online: parsed.data.online,
        ts: parsed.data.ts,
        ...(parsed.data.reason ? { reason: parsed.data.reason } : {}),
      });
    }
  });
}
