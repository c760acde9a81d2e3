import { z } from 'zod';
import { badTextAt } from '../domain/well-formed-text';

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

/**
 * The panel times (`ts`, epoch ms) the protocol allows: from 2000-01-01 to 2200-01-01 UTC. A
 * clock outside that range is broken, and a date beyond it would not even fit the database.
 */
export const PANEL_TS_MIN = Date.UTC(2000, 0, 1);
export const PANEL_TS_MAX = Date.UTC(2200, 0, 1);
/** A panel time further than this ahead of the server's clock is refused (never the newest value). */
export const PANEL_CLOCK_AHEAD_MAX_MS = 5 * 60_000;
/** The largest panel message the server takes (500 tags of 200 characters fit well inside). */
export const PANEL_MESSAGE_MAX_BYTES = 256 * 1024;

const timestamp = z
  .number()
  .int()
  .min(PANEL_TS_MIN, { message: 'ts is before 2000-01-01, outside the protocol range' })
  .max(PANEL_TS_MAX, { message: 'ts is after 2200-01-01, outside the protocol range' });
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

const schemaOf = {
  telemetry: telemetryMessageSchema,
  status: statusMessageSchema,
  log: logMessageSchema,
  acks: ackMessageSchema,
  commands: commandMessageSchema,
} as const;

export type PanelMessageOf<C extends PanelChannel> = z.infer<(typeof schemaOf)[C]>;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Everything a panel message must be before the server takes it in: at most
 * PANEL_MESSAGE_MAX_BYTES, valid UTF-8, JSON, no string (key or value) holding NUL or a lone
 * surrogate, the channel's shape, and a `ts` inside the protocol range and at most
 * PANEL_CLOCK_AHEAD_MAX_MS ahead of `now`. Answers the parsed message or why it was refused.
 */
export function checkPanelMessage<C extends PanelChannel>(
  channel: C,
  payload: Uint8Array,
  now: number,
): { ok: true; message: PanelMessageOf<C> } | { ok: false; reason: string } {
  if (payload.byteLength > PANEL_MESSAGE_MAX_BYTES)
    return {
      ok: false,
      reason: `too large: ${payload.byteLength} bytes, at most ${PANEL_MESSAGE_MAX_BYTES}`,
    };
  let text: string;
  try {
    text = utf8.decode(payload);
  } catch {
    return { ok: false, reason: 'not valid UTF-8' };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  const bad = badTextAt(json, 'message');
  if (bad) return { ok: false, reason: `${bad.path}: ${bad.problem}` };
  const parsed = (schemaOf[channel] as unknown as z.ZodType<PanelMessageOf<C>>).safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    return { ok: false, reason: `${where}${issue?.message ?? 'invalid'}` };
  }
  const ts = (parsed.data as { ts: number }).ts;
  if (ts > now + PANEL_CLOCK_AHEAD_MAX_MS)
    return {
      ok: false,
      reason: `ts is ${Math.round((ts - now) / 1000)} s ahead of the server clock (at most ${PANEL_CLOCK_AHEAD_MAX_MS / 60_000} minutes)`,
    };
  return { ok: true, message: parsed.data };
}
