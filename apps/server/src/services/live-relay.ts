import type { MqttClient } from 'mqtt';
import { parsePanelTopic, statusMessageSchema, telemetryMessageSchema } from '@wildfire/shared';
import type { LiveHub } from './live-hub';
import { SERVER_EVENTS_ROOT } from './server-events';

/**
 * Relays what the broker carries to this instance's browsers: panel telemetry and status as
 * they arrive (not waiting for the database), and the server's own command and alert events.
 * Work is skipped for sites nobody here is watching.
 */
export function relayToBrowsers(client: MqttClient, hub: LiveHub) {
  client.on('message', (topic, payload) => {
    if (topic.startsWith(`${SERVER_EVENTS_ROOT}/`)) {
      const [, , , siteId, kind] = topic.split('/');
      if (!siteId || !hub.watched(siteId)) return;
      try {
        const body = JSON.parse(payload.toString('utf8')) as Record<string, unknown>;
        if (kind === 'command' && typeof body.command_id === 'string') {
          hub.publish(siteId, {
            type: 'command',
            ...(body as { command_id: string; status: 'pending' }),
          });
        } else if (kind === 'alert') {
          hub.publish(siteId, {
            type: 'alert',
            ...(body as { alert_id?: number; title?: string }),
          });
        }
      } catch {
        // Our own events are well-formed; anything else on these topics is ignored.
      }
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
