import { z } from 'zod';

/**
 * The MQTT protocol between panels and the server (docs/panel-protocol.md is the prose).
 * Every topic sits under `wildfire/v1/panels/{siteId}/`; all payloads are JSON, QoS 1.
 */

export const PROTOCOL_ROOT = 'wildfire/v1/panels';

export const PANEL_CHANNELS = ['telemetry', 'status', 'log', 'commands', 'acks'] as const;
export type PanelChannel = (typeof PANEL_CHANNELS)[number];

export const panelTopic = (siteId: string, channel: PanelChannel) =>
  `${PROTOCOL_ROOT}/${siteId}/${channel}`;

/** Every panel's messages, for a subscription (`+` is one site id). */
export const ALL_PANELS_TOPIC = `${PROTOCOL_ROOT}/+/+`;

/** Split `wildfire/v1/panels/WD-1001/telemetry` into its site id and channel. */
export function parsePanelTopic(topic: string): { siteId: string; channel: PanelChannel } | null {
  const parts = topic.split('/');
  if (parts.length !== 5 || `${parts[0]}/${parts[1]}/${parts[2]}` !== PROTOCOL_ROOT) return null;
  const channel = PANEL_CHANNELS.find((c) => c === parts[4]);
  const siteId = parts[3];
  if (!channel || !siteId || !/^[A-Za-z0-9_-]{1,64}$/.test(siteId)) return null;
  return { siteId, channel };
}

/** What a panel may publish: its own telemetry, status (and last will), log and acks. */
export const PANEL_PUBLISH_CHANNELS = ['telemetry', 'status', 'log', 'acks'] as const;
/** What a panel may subscribe to: its own commands, nothing else. */
export const PANEL_SUBSCRIBE_CHANNELS = ['commands'] as const;

/**
 * The topic rights of one panel (docs/panel-protocol.md, Credentials): the embedded broker
 * checks them, and the server provisions exactly these on Mosquitto's dynamic security.
 */
export function panelAcl(siteId: string) {
  return {
    publish: PANEL_PUBLISH_CHANNELS.map((c) => panelTopic(siteId, c)),
    subscribe: PANEL_SUBSCRIBE_CHANNELS.map((c) => panelTopic(siteId, c)),
  };
}

/** May panel `siteId` publish on `topic`? Only on its own publish channels, literally. */
export const panelMayPublish = (siteId: string, topic: string) =>
  panelAcl(siteId).publish.includes(topic);

/** May panel `siteId` subscribe to `filter`? Only to its own commands, literally (no wildcard, no $share). */
export const panelMaySubscribe = (siteId: string, filter: string) =>
  panelAcl(siteId).subscribe.includes(filter);

/** A panel sends a heartbeat (status) this often; this many missed ones mean offline. */
export const HEARTBEAT_INTERVAL_MS = 30_000;
export const OFFLINE_AFTER_MS = 90_000;

const timestamp = z.number().int().positive();
const seq = z.number().int().nonnegative();
const tagValue = z.union([z.number().finite(), z.boolean(), z.string().max(200)]);

/** Panel → server: tag values (all of them on connect and every minute, else the changed ones). */
export const telemetryMessageSchema = z.object({
  seq,
  ts: timestamp,
  full: z.boolean().optional(),
  tags: z
    .record(z.string().regex(/^[A-Za-z0-9_]{1,64}$/), tagValue)
    .refine((t) => Object.keys(t).length <= 500, {
      message: 'at most 500 tags per message',
    }),
});
export type TelemetryMessage = z.infer<typeof telemetryMessageSchema>;

/** Panel (gateway) → server: heartbeat, retained; the last will says `online: false`. */
export const statusMessageSchema = z.object({
  seq: seq.optional(),
  ts: timestamp,
  online: z.boolean(),
  reason: z.string().max(200).optional(),
  ping_ms: z.number().nonnegative().max(60_000).optional(),
  signal_dbm: z.number().min(-150).max(0).optional(),
  firmware: z.string().max(40).optional(),
});
export type StatusMessage = z.infer<typeof statusMessageSchema>;

/** Panel → server: a line of the panel's own log. */
export const logMessageSchema = z.object({
  seq: seq.optional(),
  ts: timestamp,
  level: z.enum(['INFO', 'WARN', 'ERROR']),
  message: z.string().min(1).max(500),
});
export type LogMessage = z.infer<typeof logMessageSchema>;

/** Server → panel: write a tag. The panel executes a command id at most once. */
export const commandMessageSchema = z.object({
  command_id: z.uuid(),
  tag: z.string().regex(/^[A-Za-z0-9_]{1,64}$/),
  value: z.number().finite(),
  ts: timestamp,
  /** After this the server has given up (timed out): the panel must not execute it. */
  expires_at: timestamp,
});
export type CommandMessage = z.infer<typeof commandMessageSchema>;

/** Panel → server: the outcome of a command. */
export const ackMessageSchema = z.object({
  seq: seq.optional(),
  ts: timestamp,
  command_id: z.uuid(),
  status: z.enum(['acknowledged', 'rejected']),
  reason: z.string().max(200).optional(),
});
export type AckMessage = z.infer<typeof ackMessageSchema>;
