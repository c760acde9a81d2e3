import type { MqttClient } from 'mqtt';
import { z } from 'zod';

/**
 * Events the server itself raises about a site (a command's outcome, a new alert), published
 * on the broker so that every instance's live relay hears them, like panel messages.
 */
export const SERVER_EVENTS_ROOT = 'wildfire/v1/server';
export const SERVER_EVENTS_TOPIC = `${SERVER_EVENTS_ROOT}/+/+`;

/**
 * What each kind of server event carries. The relay checks every event against these before a
 * browser sees it: only the server's own connections may publish here (the broker sees to it),
 * and what arrives is still checked (issue 30).
 */
export const serverEventSchemas = {
  command: z.strictObject({
    command_id: z.uuid(),
    status: z.enum(['pending', 'acknowledged', 'failed', 'timed_out']),
    tag: z.string().regex(/^[A-Za-z0-9_]{1,64}$/),
    error: z.string().max(1_000).nullable().optional(),
  }),
  alert: z.strictObject({
    alert_id: z.number().int().positive().optional(),
    title: z.string().max(500).optional(),
    /** The alarm that ended, when the event says one cleared. */
    cleared: z.number().int().positive().optional(),
  }),
};

export type ServerEventKind = keyof typeof serverEventSchemas;
export type ServerEvent<K extends ServerEventKind> = z.infer<(typeof serverEventSchemas)[K]>;

export const serverEventTopic = (siteId: string, kind: ServerEventKind) =>
  `${SERVER_EVENTS_ROOT}/${siteId}/${kind}`;

export function publishServerEvent<K extends ServerEventKind>(
  client: MqttClient,
  siteId: string,
  kind: K,
  payload: ServerEvent<K>,
) {
  // Best effort: the database already holds the truth; a missed live event is caught up by the next fetch.
  if (!client.connected) return;
  client.publish(serverEventTopic(siteId, kind), JSON.stringify(payload), { qos: 0 });
}
