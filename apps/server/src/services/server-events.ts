import type { MqttClient } from 'mqtt';

/**
 * Events the server itself raises about a site (a command's outcome, a new alert), published
 * on the broker so that every instance's live relay hears them, like panel messages.
 */
export const SERVER_EVENTS_ROOT = 'wildfire/v1/server';
export const SERVER_EVENTS_TOPIC = `${SERVER_EVENTS_ROOT}/+/+`;

export type ServerEventKind = 'command' | 'alert';

export const serverEventTopic = (siteId: string, kind: ServerEventKind) =>
  `${SERVER_EVENTS_ROOT}/${siteId}/${kind}`;

export function publishServerEvent(
  client: MqttClient,
  siteId: string,
  kind: ServerEventKind,
  payload: object,
) {
  // Best effort: the database already holds the truth; a missed live event is caught up by the next fetch.
  if (!client.connected) return;
  client.publish(serverEventTopic(siteId, kind), JSON.stringify(payload), { qos: 0 });
}
