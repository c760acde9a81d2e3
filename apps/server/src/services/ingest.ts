import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ISubscriptionMap, MqttClient } from 'mqtt';
import { setTimeout as delay } from 'node:timers/promises';
import {
  ALARM_TAG_PATTERN,
  changesToAnnounce,
  checkPanelMessage,
  DEFENSE_STATUS_TAGS,
  describeTag,
  isOn,
  parsePanelTopic,
  type AckMessage,
  type LogMessage,
  type PanelChannel,
  type StatusMessage,
  type TagValue,
  type TelemetryMessage,
} from '@wildfire/shared';
import {
  commands,
  gatewayEvents,
  ingestQuarantine,
  panelLog,
  type panelMessages,
  sites,
  tagLatest,
  users,
} from '../db/schema';
import { isDatabaseDown } from '../lib/database-errors';
import { inChunks } from '../lib/in-chunks';
import type { AlertService } from './alert-service';
import { publishServerEvent } from './server-events';

/** Payloads kept in the message log are cut to this length. */
const MESSAGE_LOG_MAX = 2_000;
/** Rows per INSERT statement (PostgreSQL allows 65,535 parameters per statement). */
const CHUNK = 1_000;
/** Beyond this many buffered rows a failing database makes ingest drop the oldest history. */
const MAX_BUFFERED_HISTORY = 200_000;
/** Beyond this many messages waiting for the database to come back, the oldest are dropped. */
const MAX_DEFERRED_MESSAGES = 50_000;
/** Bytes of a refused payload kept in the quarantine. */
const QUARANTINE_HEAD_BYTES = 256;
/**
 * Messages wait for the next flush (every 200 ms) unless none arrived for this long: then the
 * broker is likely waiting for acknowledgements (Mosquitto hands over 20 unacknowledged messages
 * by default) and the batch is written at once (see PanelIngest.add).
 */
const IDLE_FLUSH_MS = 5;
/** Ingest has caught up after a connect once no message arrived for this long with all stored. */
const CAUGHT_UP_QUIET_MS = 100;
/** ... or this long after the connect, whatever the traffic. */
const CAUGHT_UP_AT_MOST_MS = 30_000;
/** What handleMessage answers MQTT.js for "no PUBACK yet": the flush sends it (sendPuback). */
const ACK_LATER = new Error('acknowledged once stored');

/** The PUBACK for a QoS 1 message, sent once it is stored. */
function sendPuback(client: MqttClient, messageId: number) {
  (client as unknown as { _sendPacket(packet: object, cb: () => void): void })._sendPacket(
    { cmd: 'puback', messageId },
    () => {},
  );
}

export interface IngestStats {
  messages: number;
  malformed: number;
  unknownSite: number;
  tagUpdates: number;
  storedTagUpdates: number;
  droppedTagUpdates: number;
  /** Messages waiting for the database to come back (see PanelIngest.deferred), and dropped. */
  deferredMessages: number;
  droppedMessages: number;
  /** Messages refused and kept in the quarantine (ingest_quarantine), never retried. */
  quarantined: number;
  flushes: number;
  flushErrors: number;
  lastFlushMs: number;
  /** Of which: writing the batch, and running the alert rules after it. */
  lastWriteMs: number;
  lastRulesMs: number;
}

interface LatestRow {
  siteId: string;
  tag: string;
  value: TagValue;
  group: string;
  panelTime: Date;
}

/** Tells the broker a message is taken care of (stored or quarantined): see PanelIngest.start. */
export type Settle = () => void;
const nothingToSettle: Settle = () => {};

/** One panel message taken in, waiting for the next flush to store it. */
interface Unit {
  siteId: string;
  topic: string;
  payload: Buffer;
  settle: Settle;
  /** Its row in the MQTT message log. */
  logged: typeof panelMessages.$inferInsert;
  telemetry?: { panelTime: Date; tags: Record<string, TagValue> };
  status?: StatusMessage;
  log?: typeof panelLog.$inferInsert;
  /** Refused: stored only in the quarantine (and the message log, as invalid). */
  quarantine?: string;
  /** Any message but a refused one proves the panel is alive. */
  seen: boolean;
}

interface Batch {
  units: Unit[];
  tagUpdates: number;
}

const emptyBatch = (): Batch => ({ units: [], tagUpdates: 0 });

/** The first bytes of a payload as printable text: NUL, control characters and bad bytes escaped. */
export function payloadHead(payload: Buffer, max = QUARANTINE_HEAD_BYTES): string {
  return JSON.stringify(payload.subarray(0, max).toString('utf8')).slice(1, -1);
}

/** Counts per second over the last minute. */
class RecentCounter {
  private readonly buckets = new Array<number>(60).fill(0);
  private second = Math.floor(Date.now() / 1000);

  add(n = 1) {
    this.advance();
    this.buckets[this.second % 60]! += n;
  }

  /** The count of the last `seconds` seconds (at most 60). */
  last(seconds = 60) {
    this.advance();
    let sum = 0;
    for (let i = 0; i < Math.min(seconds, 60); i++)
      sum += this.buckets[(this.second - i + 60) % 60]!;
    return sum;
  }

  private advance() {
    const now = Math.floor(Date.now() / 1000);
    for (let s = this.second + 1; s <= Math.min(now, this.second + 60); s++)
      this.buckets[s % 60] = 0;
    this.second = Math.max(now, this.second);
  }
}

/** What /api/health and the server-status screen say of ingest. */
export interface IngestHealth {
  /** ok; stalled: messages arrive but nothing was stored for 30 s; unsubscribed: a subscription is missing. */
  state: 'ok' | 'stalled' | 'unsubscribed';
  received_last_minute: number;
  stored_last_minute: number;
  /** Seconds since this instance last stored a panel message; null before the first. */
  newest_stored_age_s: number | null;
  quarantined: number;
  waiting: number;
  subscriptions: Array<{ topic: string; granted: boolean; qos: number | null }>;
}

/** Messages waiting this long with nothing stored meanwhile mean ingest is stalled. */
export const INGEST_STALL_MS = 30_000;

/**
 * Ingest: validates every panel message before it joins a batch (what fails is quarantined,
 * counted and never retried), writes tag updates in batches (latest state upserted by panel
 * time, every value appended to history once), keeps the per-panel message log, tracks online
 * and offline from heartbeats and last wills, settles commands from acknowledgements, and runs
 * the alert rules for the sites whose values changed. A batch the database refuses is split
 * until the message it refuses is found and quarantined; the rest is stored. Each message is
 * acknowledged to the broker only once stored (or quarantined).
 */
export class PanelIngest {
  readonly stats: IngestStats = {
    messages: 0,
    malformed: 0,
    unknownSite: 0,
    tagUpdates: 0,
    storedTagUpdates: 0,
    droppedTagUpdates: 0,
    deferredMessages: 0,
    droppedMessages: 0,
    quarantined: 0,
    flushes: 0,
    flushErrors: 0,
    lastFlushMs: 0,
    lastWriteMs: 0,
    lastRulesMs: 0,
  };
  private batch = emptyBatch();
  private knownSites = new Set<string>();
  private unknownUntil = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | null = null;
  /**
   * Messages that needed the database before they could be taken in (a panel not yet known to
   * this process, an acknowledgement to settle) while it was unreachable. Kept in order and
   * handled again once it answers, so an outage loses none of them.
   */
  private deferred: Array<{
    siteId: string;
    channel: PanelChannel;
    topic: string;
    payload: Buffer;
    settle: Settle;
  }> = [];
  private lastMalformedLog = 0;
  private readonly received = new RecentCounter();
  private readonly stored = new RecentCounter();
  private lastStoredAt: number | null = null;
  /** When ingest last made progress (stored or quarantined something), or started. */
  private lastProgressAt = Date.now();
  /** Messages taken in and not yet stored or quarantined, with when the oldest arrived. */
  private waiting = 0;
  private oldestWaitingAt: number | null = null;
  private readonly subscriptions = new Map<string, { granted: boolean; qos: number | null }>();
  private resubscribeTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly app: FastifyInstance,
    private readonly alertService: AlertService,
    private readonly options: { flushIntervalMs: number } = { flushIntervalMs: 200 },
  ) {}

  /**
   * Take in every panel message `client` receives on `topic`. The subscription is made again on
   * every (re)connect, whatever the broker says of the session (a broker may restore a session
   * without its shared subscription), and its grant is checked. A QoS 1 message is acknowledged
   * to the broker only once a flush stored or quarantined it: a crash before that leaves it with
   * the broker, which delivers it again (history keeps one row per tag and panel instant).
   */
  async start(client: MqttClient, topic: string) {
    this.subscriptions.set(topic, { granted: false, qos: null });
    let connection = 0;
    // Handled here rather than on 'message': MQTT.js sends the PUBACK once this calls back, and
    // an error from it means "no PUBACK" without holding up the next message.
    const passOn = client.handleMessage.bind(client);
    client.handleMessage = (packet, done) => {
      const where = parsePanelTopic(packet.topic);
      if (!where || where.channel === 'commands') return passOn(packet, done);
      const { messageId } = packet;
      const inConnection = connection;
      const settle: Settle =
        packet.qos > 0 && messageId !== undefined
          ? () => {
              // A PUBACK belongs to the connection the message came on; after a reconnect the
              // broker delivers the message again.
              if (inConnection === connection && client.connected) sendPuback(client, messageId);
            }
          : nothingToSettle;
      this.handle(packet.topic, packet.payload as Buffer, settle);
      done(ACK_LATER);
    };
    const subscribe = () => void this.subscribe(client, topic);
    client.on('connect', () => {
      connection++;
      this.connected();
      subscribe();
    });
    // Until the broker grants them again, the subscriptions are missing (health says so).
    client.on('close', () => {
      for (const t of this.subscriptions.keys())
        this.subscriptions.set(t, { granted: false, qos: null });
    });
    await this.refreshKnownSites();
    if (client.connected) {
      this.connected();
      await this.subscribe(client, topic);
    } else
      await Promise.race([
        new Promise((resolve) => client.once('connect', resolve)),
        delay(5_000),
      ]).then(() => this.granted(topic));
    this.timer = setInterval(() => void this.flush(), this.options.flushIntervalMs);
  }

  private async subscribe(client: MqttClient, topic: string) {
    clearTimeout(this.resubscribeTimer);
    try {
      // `resubscribe` makes MQTT.js send it even though it remembers the topic as subscribed.
      const request = { [topic]: { qos: 1 } } as ISubscriptionMap;
      request.resubscribe = true;
      const granted = await client.subscribeAsync(request);
      const qos = granted[0]?.qos ?? 128;
      const ok = qos === 0 || qos === 1 || qos === 2;
      this.subscriptions.set(topic, { granted: ok, qos: ok ? qos : null });
      if (!ok) throw new Error(`the broker refused the subscription (code ${qos})`);
    } catch (error) {
      this.subscriptions.set(topic, { granted: false, qos: null });
      this.app.log.error({ err: error, topic }, 'ingest could not subscribe; trying again in 5 s');
      this.resubscribeTimer = setTimeout(() => {
        if (client.connected) void this.subscribe(client, topic);
      }, 5_000);
    }
  }

  private granted(topic: string) {
    return this.subscriptions.get(topic)?.granted ?? false;
  }

  async stop() {
    clearInterval(this.timer);
    clearTimeout(this.idleTimer);
    clearTimeout(this.resubscribeTimer);
    await this.flush();
  }

  /** Ingest's state for /api/health: stalled when messages wait 30 s with nothing stored. */
  health(now = Date.now()): IngestHealth {
    const subscriptions = [...this.subscriptions].map(([topic, s]) => ({ topic, ...s }));
    const stalled =
      this.oldestWaitingAt !== null &&
      now - this.oldestWaitingAt >= INGEST_STALL_MS &&
      now - this.lastProgressAt >= INGEST_STALL_MS;
    return {
      state: subscriptions.some((s) => !s.granted) ? 'unsubscribed' : stalled ? 'stalled' : 'ok',
      received_last_minute: this.received.last(),
      stored_last_minute: this.stored.last(),
      newest_stored_age_s:
        this.lastStoredAt === null ? null : Math.round((now - this.lastStoredAt) / 1000),
      quarantined: this.stats.quarantined,
      waiting: this.waiting,
      subscriptions,
    };
  }

  private async refreshKnownSites() {
    const rows = await this.app.db.select({ siteId: sites.siteId }).from(sites);
    this.knownSites = new Set(rows.map((r) => r.siteId));
  }

  /** A site provisioned after start is picked up; unknown ids are re-checked every 10 s. */
  private async isKnown(siteId: string): Promise<boolean> {
    if (this.knownSites.has(siteId)) return true;
    const retryAt = this.unknownUntil.get(siteId);
    if (retryAt && retryAt > Date.now()) return false;
    const [row] = await this.app.db
      .select({ siteId: sites.siteId })
      .from(sites)
      .where(eq(sites.siteId, siteId));
    if (row) {
      this.knownSites.add(siteId);
      return true;
    }
    this.unknownUntil.set(siteId, Date.now() + 10_000);
    return false;
  }

  /** A refused message joins the batch as a quarantine entry: stored once, never retried. */
  private refuse(
    siteId: string,
    channel: string,
    topic: string,
    payload: Buffer,
    reason: string,
    settle: Settle,
  ) {
    this.stats.malformed++;
    this.add({
      siteId,
      topic,
      payload,
      settle,
      quarantine: reason,
      seen: false,
      logged: {
        siteId,
        direction: 'up',
        channel,
        payload: payloadHead(payload, MESSAGE_LOG_MAX),
        valid: false,
        error: reason,
      },
    });
    // One log line per 10 s at most: a misbehaving panel must not flood the log.
    if (Date.now() - this.lastMalformedLog > 10_000) {
      this.lastMalformedLog = Date.now();
      this.app.log.warn(
        { siteId, channel, error: reason, malformed: this.stats.malformed },
        'panel message refused and quarantined',
      );
    }
  }

  private add(unit: Unit) {
    this.batch.units.push(unit);
    this.received.add();
    this.waiting++;
    this.oldestWaitingAt ??= Date.now();
    if (unit.telemetry) {
      const n = Object.keys(unit.telemetry.tags).length;
      this.batch.tagUpdates += n;
      this.stats.tagUpdates += n;
      this.trimIfOverloaded();
    }
    // A broker hands over only so many unacknowledged messages (Mosquitto: 20 by default): when
    // the stream pauses, what waits is written at once rather than at the next tick. While
    // messages keep coming they gather into large batches, which store faster.
    this.lastArrivalAt = performance.now();
    this.idleTimer ??= setTimeout(this.flushWhenIdle, IDLE_FLUSH_MS);
  }

  private lastArrivalAt = 0;
  /** Since the last (re)connect: when, and whether what the broker held for us has been taken in. */
  private connectedAt = Date.now();
  /**
   * The quiet is counted from the connect (null until there is one), not only from the last
   * message: a server that just started has had no message yet, and what the broker kept for
   * it arrives only after the connect.
   */
  private quietSince: number | null = null;
  private caughtUp = false;
  private databaseDown = false;
  private idleTimer: NodeJS.Timeout | undefined;
  /**
   * Whether the answers that waited at the broker for this instance have been taken in since it
   * (re)connected: the stream paused once with everything stored, or 30 s passed. Commands are
   * timed out only then, so a panel's answer queued behind a backlog is not overtaken.
   */
  /** The broker connection is (re)established: what it kept for this instance is on its way. */
  connected() {
    this.connectedAt = Date.now();
    this.quietSince = performance.now();
    this.caughtUp = false;
  }

  isCaughtUp(now = Date.now()) {
    if (
      !this.caughtUp &&
      this.quietSince !== null &&
      this.batch.units.length === 0 &&
      !this.flushing
    ) {
      const quiet = performance.now() - Math.max(this.lastArrivalAt, this.quietSince);
      if (quiet >= CAUGHT_UP_QUIET_MS) this.caughtUp = true;
    }
    return this.caughtUp || now - this.connectedAt >= CAUGHT_UP_AT_MOST_MS;
  }

  private readonly flushWhenIdle = () => {
    this.idleTimer = undefined;
    // While the database is down the regular flush tries again; no need to try more often.
    if (this.batch.units.length === 0 || this.databaseDown) return;
    const idle = performance.now() - this.lastArrivalAt;
    if (idle < IDLE_FLUSH_MS) {
      this.idleTimer = setTimeout(this.flushWhenIdle, IDLE_FLUSH_MS - idle);
    } else if (this.flushing) {
      // Written once the running flush ends.
      void this.flushing.then(() => this.flushWhenIdle());
    } else {
      void this.flush();
    }
  };

  /** Handle one MQTT message. Never throws: a bad message must not stop ingest. */
  handle(topic: string, payload: Buffer, settle: Settle = nothingToSettle) {
    this.stats.messages++;
    const where = parsePanelTopic(topic);
    if (!where || where.channel === 'commands') return settle();
    void this.handleFor(where.siteId, where.channel, topic, payload, settle).catch(
      (error: unknown) => {
        if (isDatabaseDown(error))
          return this.defer(where.siteId, where.channel, topic, payload, settle);
        this.app.log.error({ err: error, topic }, 'panel message handling failed');
        settle();
      },
    );
  }

  private defer(
    siteId: string,
    channel: PanelChannel,
    topic: string,
    payload: Buffer,
    settle: Settle,
  ) {
    this.deferred.push({ siteId, channel, topic, payload, settle });
    if (this.deferred.length > MAX_DEFERRED_MESSAGES) {
      // Not acknowledged: a broker that keeps the session delivers it again after a reconnect.
      this.deferred.shift();
      this.stats.droppedMessages++;
    }
    this.stats.deferredMessages = this.deferred.length;
  }

  /** Handle the deferred messages in order; stop at the first that still finds the database down. */
  private async replayDeferred() {
    while (this.deferred.length > 0) {
      const next = this.deferred[0]!;
      try {
        await this.handleFor(next.siteId, next.channel, next.topic, next.payload, next.settle);
      } catch (error) {
        if (isDatabaseDown(error)) break;
        this.app.log.error({ err: error, siteId: next.siteId }, 'panel message handling failed');
        next.settle();
      }
      this.deferred.shift();
    }
    this.stats.deferredMessages = this.deferred.length;
  }

  private async handleFor(
    siteId: string,
    channel: PanelChannel,
    topic: string,
    payload: Buffer,
    settle: Settle,
  ) {
    if (!(await this.isKnown(siteId))) {
      this.stats.unknownSite++;
      return settle();
    }
    const checked = checkPanelMessage(channel, payload, Date.now());
    if (!checked.ok) return this.refuse(siteId, channel, topic, payload, checked.reason, settle);
    const logged = {
      siteId,
      direction: 'up' as const,
      channel,
      payload: payload.toString('utf8').slice(0, MESSAGE_LOG_MAX),
    };
    const unit = { siteId, topic, payload, settle, logged, seen: true };

    if (channel === 'telemetry') {
      const message = checked.message as TelemetryMessage;
      this.add({ ...unit, telemetry: { panelTime: new Date(message.ts), tags: message.tags } });
    } else if (channel === 'status') {
      this.add({ ...unit, status: checked.message as StatusMessage, seen: false });
    } else if (channel === 'log') {
      const message = checked.message as LogMessage;
      this.add({
        ...unit,
        log: { siteId, level: message.level, message: message.message, at: new Date(message.ts) },
      });
    } else if (channel === 'acks') {
      const message = checked.message as AckMessage;
      // Settled first: if the database is down the message is deferred, and logged once, later.
      await this.settleCommand(siteId, message.command_id, message.status, message.reason);
      this.add(unit);
    }
  }

  private trimIfOverloaded() {
    // Dropped without an acknowledgement: a broker that keeps the session delivers them again.
    while (this.batch.tagUpdates > MAX_BUFFERED_HISTORY && this.batch.units.length > 1) {
      const dropped = this.batch.units.shift()!;
      const n = dropped.telemetry ? Object.keys(dropped.telemetry.tags).length : 0;
      this.batch.tagUpdates -= n;
      this.stats.droppedTagUpdates += n;
      this.done(1);
    }
  }

  /** `n` messages left the waiting list (stored, quarantined or dropped). */
  private done(n: number) {
    this.waiting = Math.max(0, this.waiting - n);
    if (this.waiting === 0) this.oldestWaitingAt = null;
  }

  /** An acknowledgement settles a pending command at once (latency matters to the person waiting). */
  private async settleCommand(
    siteId: string,
    commandId: string,
    outcome: 'acknowledged' | 'rejected',
    reason?: string,
  ) {
    const status = outcome === 'acknowledged' ? ('acknowledged' as const) : ('failed' as const);
    const error =
      outcome === 'rejected'
        ? `The panel refused the command: ${reason ?? 'no reason given'}`
        : null;
    const updated = await this.app.db
      .update(commands)
      .set({ status, completedAt: new Date(), error })
      .where(
        and(
          eq(commands.id, commandId),
          eq(commands.siteId, siteId),
          or(
            eq(commands.status, 'pending'),
            // A send the broker did not confirm in time may still have reached the panel:
            // its answer is what happened (sent_at is set only once a send is confirmed).
            and(eq(commands.status, 'failed'), isNull(commands.sentAt)),
          ),
        ),
      )
      .returning({
        id: commands.id,
        tag: commands.tag,
        value: commands.value,
        requestedBy: commands.requestedBy,
      });
    const settled = updated[0];
    if (!settled) return; // already settled (timed out, or a repeated ack)
    publishServerEvent(this.app.broker.client, siteId, 'command', {
      command_id: commandId,
      status,
      tag: settled.tag,
      error,
    });
    // A refusal is an alarm for every member; the command is settled whatever becomes of it.
    await this.alertService
      .commandSettled(siteId, settled, outcome, reason)
      .catch((failure: unknown) => {
        this.app.log.error({ err: failure, siteId }, 'the alarm of a settled command failed');
      });
  }

  /**
   * Take in the messages deferred during a database outage, then write what arrived since the
   * last flush. While the database is down the batch is kept for the next try; a batch it
   * refuses for what it holds is split until the refused message is found and quarantined.
   */
  flush(): Promise<void> {
    if (this.flushing) return this.flushing;
    if (this.deferred.length === 0 && this.batch.units.length === 0) return Promise.resolve();
    this.flushing = this.replayDeferred()
      .then(() => this.writeBatch())
      .then(() => undefined)
      .finally(() => {
        this.flushing = null;
      });
    return this.flushing;
  }

  /** Write the batch; false when the database was down and the batch is kept. */
  private async writeBatch(): Promise<boolean> {
    if (this.batch.units.length === 0) return true;
    const batch = this.batch;
    this.batch = emptyBatch();
    const started = performance.now();
    try {
      await this.store(batch.units);
    } catch (error) {
      this.stats.flushErrors++;
      this.app.log.error(
        { err: error },
        'ingest flush failed; keeping the batch for the next flush',
      );
      this.requeue(batch);
      this.databaseDown = true;
      return false;
    }
    this.databaseDown = false;
    this.stats.flushes++;
    this.stats.lastFlushMs = performance.now() - started;
    return true;
  }

  /**
   * Store `units` in one transaction; when the database refuses them (not when it is down: that
   * throws), store each half on its own, down to the one message it refuses, which is
   * quarantined.
   */
  private async store(units: Unit[]): Promise<void> {
    const started = performance.now();
    let result: Awaited<ReturnType<PanelIngest['write']>>;
    try {
      result = await this.write(units);
    } catch (error) {
      if (isDatabaseDown(error)) throw error;
      this.stats.flushErrors++;
      if (units.length > 1) {
        const half = Math.ceil(units.length / 2);
        await this.store(units.slice(0, half));
        await this.store(units.slice(half));
        return;
      }
      await this.quarantineRefused(units[0]!, error);
      return;
    }
    const written = performance.now();
    this.stats.lastWriteMs = written - started;
    this.settled(units);
    // The control-center answer of these sites is out of date now.
    for (const siteId of result.latestSites) this.app.readCache.latestTags.forget(siteId);
    // The batch is stored: a failure from here on must not requeue it (it would be stored twice).
    await this.afterWrite(result.ruleSites, result.cameOnline, result.defenseChanges).catch(
      (error: unknown) => {
        this.app.log.error({ err: error }, 'alert rules after an ingest flush failed');
      },
    );
    this.stats.lastRulesMs = performance.now() - written;
  }

  /** The one message of a batch the database refused goes to the quarantine, never retried. */
  private async quarantineRefused(unit: Unit, error: unknown) {
    // The driver's own error (its code and message), not the query wrapped around it.
    let cause: unknown = error;
    while (cause instanceof Error && cause.cause instanceof Error) cause = cause.cause;
    const code = (cause as { code?: unknown }).code;
    const reason = `the database refused it${typeof code === 'string' ? ` (${code})` : ''}: ${
      cause instanceof Error ? cause.message.slice(0, 300) : String(cause)
    }`;
    this.app.log.error(
      { err: error, siteId: unit.siteId, topic: unit.topic },
      'a panel message the database refused is quarantined',
    );
    try {
      await this.app.db.insert(ingestQuarantine).values({
        siteId: unit.siteId,
        topic: unit.topic,
        reason: payloadHead(Buffer.from(reason), 1_000),
        head: payloadHead(unit.payload),
      });
    } catch (failure) {
      if (isDatabaseDown(failure)) throw failure;
      // Not even its quarantine row could be stored (its panel was deleted): dropped, not retried.
      this.app.log.error(
        { err: failure, siteId: unit.siteId },
        'quarantine failed; message dropped',
      );
      this.stats.droppedMessages++;
      unit.settle();
      this.done(1);
      return;
    }
    this.settled([{ ...unit, quarantine: reason }]);
  }

  /** Stored or quarantined: acknowledged to the broker, counted. */
  private settled(units: Unit[]) {
    let stored = 0;
    let tagUpdates = 0;
    for (const unit of units) {
      unit.settle();
      if (unit.quarantine) this.stats.quarantined++;
      else stored++;
      if (unit.telemetry && !unit.quarantine) tagUpdates += Object.keys(unit.telemetry.tags).length;
    }
    this.stats.storedTagUpdates += tagUpdates;
    this.stored.add(stored);
    const now = Date.now();
    if (stored > 0) this.lastStoredAt = now;
    this.lastProgressAt = now;
    this.done(units.length);
  }

  private requeue(failed: Batch) {
    this.batch.units.unshift(...failed.units);
    this.batch.tagUpdates += failed.tagUpdates;
    this.trimIfOverloaded();
  }

  private async write(units: Unit[]) {
    // What the batch holds, per table, in the order the messages arrived.
    const latest = new Map<string, LatestRow>();
    const history: Array<{ siteId: string; tag: string; value: TagValue; panelTime: Date }> = [];
    const messages = units.map((u) => u.logged);
    const logs: Array<typeof panelLog.$inferInsert> = [];
    const statuses = new Map<string, StatusMessage>();
    const seenSites = new Set<string>();
    const ruleSites = new Set<string>();
    const defense = new Map<string, Record<string, TagValue>>();
    const quarantined: Array<typeof ingestQuarantine.$inferInsert> = [];
    for (const unit of units) {
      const { siteId } = unit;
      if (unit.quarantine) {
        quarantined.push({
          siteId,
          topic: unit.topic,
          reason: unit.quarantine,
          head: payloadHead(unit.payload),
        });
        continue;
      }
      if (unit.seen) seenSites.add(siteId);
      if (unit.status) statuses.set(siteId, unit.status);
      if (unit.log) logs.push(unit.log);
      if (!unit.telemetry) continue;
      const { panelTime, tags } = unit.telemetry;
      for (const [tag, value] of Object.entries(tags)) {
        const key = `${siteId}\u0000${tag}`;
        const previous = latest.get(key);
        if (!previous || previous.panelTime <= panelTime) {
          const group = describeTag(tag)?.group ?? 'other';
          latest.set(key, { siteId, tag, value, group, panelTime });
        }
        history.push({ siteId, tag, value, panelTime });
        if (ALARM_TAG_PATTERN.test(tag)) ruleSites.add(siteId);
        if (tag in DEFENSE_STATUS_TAGS)
          defense.set(siteId, { ...defense.get(siteId), [tag]: value });
      }
    }
    const latestSites = new Set([...latest.values()].map((r) => r.siteId));

    return this.app.db.transaction(async (tx) => {
      // Values of the defense status tags before this batch, to announce starts and stops.
      const defenseSites = [...defense.keys()];
      const before = defenseSites.length
        ? await tx
            .select({ siteId: tagLatest.siteId, tag: tagLatest.tag, value: tagLatest.value })
            .from(tagLatest)
            .where(
              and(
                inArray(tagLatest.siteId, defenseSites),
                inArray(tagLatest.tag, Object.keys(DEFENSE_STATUS_TAGS)),
              ),
            )
        : [];

      // One statement per table whatever the batch size: arrays unnested on the server are far
      // cheaper to send and plan than thousands of VALUES rows.
      if (history.length > 0) {
        const h = history;
        // A message delivered again (its acknowledgement was lost in a crash) is stored once.
        await tx.execute(sql`
          insert into tag_history (site_id, tag, value, panel_time)
          select s, t, v::jsonb, p
          from unnest(${sql.param(h.map((r) => r.siteId))}::text[], ${sql.param(h.map((r) => r.tag))}::text[],
                      ${sql.param(h.map((r) => JSON.stringify(r.value)))}::text[],
                      ${sql.param(h.map((r) => r.panelTime.toISOString()))}::timestamptz[]) as u(s, t, v, p)
          on conflict (site_id, tag, panel_time) do nothing`);
      }
      if (latest.size > 0) {
        const l = [...latest.values()];
        await tx.execute(sql`
          insert into tag_latest (site_id, tag, "group", value, panel_time, received_at)
          select s, t, g, v::jsonb, p, now()
          from unnest(${sql.param(l.map((r) => r.siteId))}::text[], ${sql.param(l.map((r) => r.tag))}::text[],
                      ${sql.param(l.map((r) => r.group))}::text[], ${sql.param(l.map((r) => JSON.stringify(r.value)))}::text[],
                      ${sql.param(l.map((r) => r.panelTime.toISOString()))}::timestamptz[]) as u(s, t, g, v, p)
          on conflict (site_id, tag) do update
            set value = excluded.value, "group" = excluded."group", panel_time = excluded.panel_time, received_at = excluded.received_at
            -- An older message arriving late never overwrites a newer value.
            where tag_latest.panel_time <= excluded.panel_time`);
      }
      if (messages.length > 0) {
        const m = messages;
        await tx.execute(sql`
          insert into panel_messages (site_id, direction, channel, payload, valid, error)
          select s, d, c, p, v, e
          from unnest(${sql.param(m.map((r) => r.siteId))}::text[], ${sql.param(m.map((r) => r.direction))}::text[],
                      ${sql.param(m.map((r) => r.channel))}::text[], ${sql.param(m.map((r) => r.payload))}::text[],
                      ${sql.param(m.map((r) => r.valid ?? true))}::boolean[], ${sql.param(m.map((r) => r.error ?? null))}::text[]) as u(s, d, c, p, v, e)`);
      }
      // A line delivered again is stored once (panel_log_line_key).
      for (const rows of inChunks(logs, CHUNK)) {
        await tx.insert(panelLog).values(rows).onConflictDoNothing();
      }
      if (quarantined.length > 0) await tx.insert(ingestQuarantine).values(quarantined);

      const cameOnline: string[] = [];
      for (const [siteId, status] of statuses) {
        const [prev] = await tx
          .select({ online: sites.online })
          .from(sites)
          .where(eq(sites.siteId, siteId));
        await tx
          .update(sites)
          .set({
            online: status.online,
            ...(status.online ? { lastSeenAt: new Date() } : {}),
            ...(status.ping_ms !== undefined ? { pingMs: Math.round(status.ping_ms) } : {}),
            ...(status.signal_dbm !== undefined
              ? { signalDbm: Math.round(status.signal_dbm) }
              : {}),
            ...(status.firmware ? { firmware: status.firmware } : {}),
          })
          .where(eq(sites.siteId, siteId));
        if (prev && prev.online !== status.online) {
          await tx.insert(gatewayEvents).values({
            siteId,
            online: status.online,
            reason: status.reason ?? null,
            pingMs: status.ping_ms ?? null,
          });
          await tx.insert(panelLog).values({
            siteId,
            level: status.online ? 'INFO' : 'WARN',
            message: status.online
              ? 'Gateway online'
              : `Gateway offline: ${status.reason ?? 'no reason given'}`,
          });
          if (status.online) cameOnline.push(siteId);
        }
      }

      // Any message proves the panel is alive.
      const seen = [...seenSites].filter((s) => !statuses.has(s) || statuses.get(s)!.online);
      if (seen.length > 0) {
        const revived = await tx
          .update(sites)
          .set({ online: true, lastSeenAt: new Date() })
          .where(and(inArray(sites.siteId, seen), eq(sites.online, false)))
          .returning({ siteId: sites.siteId });
        for (const { siteId } of revived) {
          await tx
            .insert(gatewayEvents)
            .values({ siteId, online: true, reason: 'messages resumed' });
          cameOnline.push(siteId);
        }
        await tx
          .update(sites)
          .set({ lastSeenAt: new Date() })
          .where(and(inArray(sites.siteId, seen), eq(sites.online, true)));
      }

      const defenseChanges: Array<{
        siteId: string;
        tag: keyof typeof DEFENSE_STATUS_TAGS;
        on: boolean;
      }> = [];
      for (const [siteId, tags] of defense) {
        for (const [tag, value] of Object.entries(tags)) {
          const old = before.find((b) => b.siteId === siteId && b.tag === tag);
          if (old && isOn(old.value) !== isOn(value)) {
            defenseChanges.push({
              siteId,
              tag: tag as keyof typeof DEFENSE_STATUS_TAGS,
              on: isOn(value),
            });
          }
        }
      }
      return { cameOnline, defenseChanges, ruleSites: [...ruleSites], latestSites };
    });
  }

  private async afterWrite(
    ruleSites: string[],
    cameOnline: string[],
    defenseChanges: Array<{ siteId: string; tag: keyof typeof DEFENSE_STATUS_TAGS; on: boolean }>,
  ) {
    await this.alertService.evaluateSites(ruleSites);
    await this.alertService.panelsBackOnline(cameOnline);
    // One start or stop of the whole system is one notification, not one per defense.
    const bySite = new Map<string, typeof defenseChanges>();
    for (const change of defenseChanges)
      bySite.set(change.siteId, [...(bySite.get(change.siteId) ?? []), change]);
    const announced = [...bySite.values()].flatMap((changes) =>
      changesToAnnounce(changes).map((c) => ({ ...c, siteId: changes[0]!.siteId })),
    );
    for (const change of announced) {
      const { label, commands: commandTags } = DEFENSE_STATUS_TAGS[change.tag];
      const who = await this.whoCommanded(change.siteId, [...commandTags], change.on ? 1 : 0);
      await this.alertService.announce(change.siteId, {
        type: 'notification',
        title: `${label} ${change.on ? 'started' : 'stopped'}`,
        description: `${label} ${change.on ? 'started' : 'stopped'} ${who}.`,
      });
    }
  }

  /** "by {name}" when a person's command caused the change in the last two minutes, else "at the panel". */
  private async whoCommanded(siteId: string, tags: string[], value: number) {
    const [row] = await this.app.db
      .select({ name: users.name })
      .from(commands)
      .innerJoin(users, eq(users.id, commands.requestedBy))
      .where(
        and(
          eq(commands.siteId, siteId),
          inArray(commands.tag, tags),
          eq(commands.status, 'acknowledged'),
          sql`${commands.value} = ${JSON.stringify(value)}::jsonb`,
          gt(commands.requestedAt, new Date(Date.now() - 120_000)),
        ),
      )
      .orderBy(desc(commands.requestedAt))
      .limit(1);
    if (row) return `by ${row.name}`;
    // Stopping by itself at the end of a cycle is the panel's doing too.
    return value === 0 ? 'at the panel (cycle ended or stopped locally)' : 'at the panel';
  }
}
