import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { MqttClient } from 'mqtt';
import {
  ackMessageSchema,
  ALARM_TAG_PATTERN,
  changesToAnnounce,
  DEFENSE_STATUS_TAGS,
  describeTag,
  isOn,
  logMessageSchema,
  parsePanelTopic,
  statusMessageSchema,
  telemetryMessageSchema,
  type PanelChannel,
  type StatusMessage,
  type TagValue,
} from '@wildfire/shared';
import {
  commands,
  gatewayEvents,
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

interface Batch {
  latest: Map<string, LatestRow>;
  history: Array<{ siteId: string; tag: string; value: TagValue; panelTime: Date }>;
  messages: Array<typeof panelMessages.$inferInsert>;
  logs: Array<typeof panelLog.$inferInsert>;
  statuses: Map<string, StatusMessage>;
  seen: Set<string>;
  ruleSites: Set<string>;
  defense: Map<string, Record<string, TagValue>>;
}

const emptyBatch = (): Batch => ({
  latest: new Map(),
  history: [],
  messages: [],
  logs: [],
  statuses: new Map(),
  seen: new Set(),
  ruleSites: new Set(),
  defense: new Map(),
});

/**
 * Ingest: validates every panel message (a malformed one is counted and logged, never
 * thrown), buffers tag updates and writes them in batches (latest state upserted by panel
 * time, every value appended to history), keeps the per-panel message log, tracks online
 * and offline from heartbeats and last wills, settles commands from acknowledgements, and
 * runs the alert rules for the sites whose values changed.
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
  private deferred: Array<{ siteId: string; channel: PanelChannel; payload: Buffer }> = [];
  private lastMalformedLog = 0;

  constructor(
    private readonly app: FastifyInstance,
    private readonly alertService: AlertService,
    private readonly options: { flushIntervalMs: number } = { flushIntervalMs: 200 },
  ) {}

  async start(client: MqttClient, topic: string) {
    // Listening before anything is awaited: a persistent session delivers what waited at the
    // broker as soon as it connects, and a message without a listener would be lost.
    client.on('message', (t, payload) => this.handle(t, payload));
    await this.refreshKnownSites();
    await client.subscribeAsync(topic, { qos: 1 });
    this.timer = setInterval(() => void this.flush(), this.options.flushIntervalMs);
  }

  async stop() {
    clearInterval(this.timer);
    await this.flush();
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

  private malformed(siteId: string | null, channel: string, text: string, error: string) {
    this.stats.malformed++;
    if (siteId && this.knownSites.has(siteId)) {
      this.batch.messages.push({
        siteId,
        direction: 'up',
        channel,
        payload: text.slice(0, MESSAGE_LOG_MAX),
        valid: false,
        error,
      });
    }
    // One log line per 10 s at most: a misbehaving panel must not flood the log.
    if (Date.now() - this.lastMalformedLog > 10_000) {
      this.lastMalformedLog = Date.now();
      this.app.log.warn(
        { siteId, channel, error, malformed: this.stats.malformed },
        'malformed panel message',
      );
    }
  }

  /** Handle one MQTT message. Never throws: a bad message must not stop ingest. */
  handle(topic: string, payload: Buffer) {
    this.stats.messages++;
    const where = parsePanelTopic(topic);
    if (!where || where.channel === 'commands') return;
    void this.handleFor(where.siteId, where.channel, payload).catch((error: unknown) => {
      if (isDatabaseDown(error)) return this.defer(where.siteId, where.channel, payload);
      this.app.log.error({ err: error, topic }, 'panel message handling failed');
    });
  }

  private defer(siteId: string, channel: PanelChannel, payload: Buffer) {
    this.deferred.push({ siteId, channel, payload });
    if (this.deferred.length > MAX_DEFERRED_MESSAGES) {
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
        await this.handleFor(next.siteId, next.channel, next.payload);
      } catch (error) {
        if (isDatabaseDown(error)) break;
        this.app.log.error({ err: error, siteId: next.siteId }, 'panel message handling failed');
      }
      this.deferred.shift();
    }
    this.stats.deferredMessages = this.deferred.length;
  }

  private async handleFor(siteId: string, channel: PanelChannel, payload: Buffer) {
    if (!(await this.isKnown(siteId))) {
      this.stats.unknownSite++;
      return;
    }
    const text = payload.toString('utf8');
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      this.malformed(siteId, channel, text, 'not JSON');
      return;
    }
    const logged = {
      siteId,
      direction: 'up' as const,
      channel,
      payload: text.slice(0, MESSAGE_LOG_MAX),
    };

    if (channel === 'telemetry') {
      const parsed = telemetryMessageSchema.safeParse(json);
      if (!parsed.success)
        return this.malformed(siteId, channel, text, parsed.error.issues[0]?.message ?? 'invalid');
      const panelTime = new Date(parsed.data.ts);
      const batch = this.batch;
      for (const [tag, value] of Object.entries(parsed.data.tags)) {
        const spec = describeTag(tag);
        const key = `${siteId}\u0000${tag}`;
        const previous = batch.latest.get(key);
        if (!previous || previous.panelTime <= panelTime) {
          batch.latest.set(key, { siteId, tag, value, group: spec?.group ?? 'other', panelTime });
        }
        batch.history.push({ siteId, tag, value, panelTime });
        if (ALARM_TAG_PATTERN.test(tag)) batch.ruleSites.add(siteId);
        if (tag in DEFENSE_STATUS_TAGS) {
          batch.defense.set(siteId, { ...batch.defense.get(siteId), [tag]: value });
        }
      }
      this.stats.tagUpdates += Object.keys(parsed.data.tags).length;
      batch.messages.push(logged);
      batch.seen.add(siteId);
      this.trimIfOverloaded();
    } else if (channel === 'status') {
      const parsed = statusMessageSchema.safeParse(json);
      if (!parsed.success)
        return this.malformed(siteId, channel, text, parsed.error.issues[0]?.message ?? 'invalid');
      this.batch.statuses.set(siteId, parsed.data);
      this.batch.messages.push(logged);
    } else if (channel === 'log') {
      const parsed = logMessageSchema.safeParse(json);
      if (!parsed.success)
        return this.malformed(siteId, channel, text, parsed.error.issues[0]?.message ?? 'invalid');
      this.batch.logs.push({
        siteId,
        level: parsed.data.level,
        message: parsed.data.message,
        at: new Date(parsed.data.ts),
      });
      this.batch.messages.push(logged);
      this.batch.seen.add(siteId);
    } else if (channel === 'acks') {
      const parsed = ackMessageSchema.safeParse(json);
      if (!parsed.success)
        return this.malformed(siteId, channel, text, parsed.error.issues[0]?.message ?? 'invalid');
      // Settled first: if the database is down the message is deferred, and logged once, later.
      await this.settleCommand(
        siteId,
        parsed.data.command_id,
        parsed.data.status,
        parsed.data.reason,
      );
      this.batch.messages.push(logged);
      this.batch.seen.add(siteId);
    }
  }

  private trimIfOverloaded() {
    const over = this.batch.history.length - MAX_BUFFERED_HISTORY;
    if (over > 0) {
      this.batch.history.splice(0, over);
      this.stats.droppedTagUpdates += over;
    }
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
   * last flush. On failure the batch is kept for the next try.
   */
  flush(): Promise<void> {
    if (this.flushing) return this.flushing;
    if (this.deferred.length === 0 && this.isBatchEmpty()) return Promise.resolve();
    this.flushing = this.replayDeferred()
      .then(() => this.writeBatch())
      .finally(() => {
        this.flushing = null;
      });
    return this.flushing;
  }

  private isBatchEmpty() {
    const batch = this.batch;
    return batch.messages.length === 0 && batch.statuses.size === 0 && batch.logs.length === 0;
  }

  private writeBatch(): Promise<void> {
    if (this.isBatchEmpty()) return Promise.resolve();
    const batch = this.batch;
    this.batch = emptyBatch();
    const started = performance.now();
    return this.write(batch).then(
      async ({ cameOnline, defenseChanges }) => {
        this.stats.flushes++;
        this.stats.storedTagUpdates += batch.history.length;
        const written = performance.now();
        this.stats.lastWriteMs = written - started;
        // The control-center answer of these sites is out of date now.
        for (const { siteId } of batch.latest.values())
          this.app.readCache.latestTags.forget(siteId);
        // The batch is stored: a failure from here on must not requeue it (it would be stored twice).
        await this.afterWrite(batch, cameOnline, defenseChanges).catch((error: unknown) => {
          this.app.log.error({ err: error }, 'alert rules after an ingest flush failed');
        });
        this.stats.lastRulesMs = performance.now() - written;
        this.stats.lastFlushMs = performance.now() - started;
      },
      (error: unknown) => {
        this.stats.flushErrors++;
        this.app.log.error(
          { err: error },
          'ingest flush failed; keeping the batch for the next flush',
        );
        this.requeue(batch);
      },
    );
  }

  private requeue(failed: Batch) {
    const current = this.batch;
    for (const [key, row] of failed.latest) {
      const newer = current.latest.get(key);
      if (!newer || newer.panelTime < row.panelTime) current.latest.set(key, row);
    }
    current.history.unshift(...failed.history);
    current.messages.unshift(...failed.messages);
    current.logs.unshift(...failed.logs);
    for (const [siteId, status] of failed.statuses)
      if (!current.statuses.has(siteId)) current.statuses.set(siteId, status);
    failed.seen.forEach((s) => current.seen.add(s));
    failed.ruleSites.forEach((s) => current.ruleSites.add(s));
    for (const [siteId, tags] of failed.defense)
      current.defense.set(siteId, { ...tags, ...current.defense.get(siteId) });
    this.trimIfOverloaded();
  }

  private async write(batch: Batch) {
    return this.app.db.transaction(async (tx) => {
      // Values of the defense status tags before this batch, to announce starts and stops.
      const defenseSites = [...batch.defense.keys()];
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
      if (batch.history.length > 0) {
        const h = batch.history;
        await tx.execute(sql`
          insert into tag_history (site_id, tag, value, panel_time)
          select s, t, v::jsonb, p
          from unnest(${sql.param(h.map((r) => r.siteId))}::text[], ${sql.param(h.map((r) => r.tag))}::text[],
                      ${sql.param(h.map((r) => JSON.stringify(r.value)))}::text[],
                      ${sql.param(h.map((r) => r.panelTime.toISOString()))}::timestamptz[]) as u(s, t, v, p)`);
      }
      if (batch.latest.size > 0) {
        const l = [...batch.latest.values()];
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
      if (batch.messages.length > 0) {
        const m = batch.messages;
        await tx.execute(sql`
          insert into panel_messages (site_id, direction, channel, payload, valid, error)
          select s, d, c, p, v, e
          from unnest(${sql.param(m.map((r) => r.siteId))}::text[], ${sql.param(m.map((r) => r.direction))}::text[],
                      ${sql.param(m.map((r) => r.channel))}::text[], ${sql.param(m.map((r) => r.payload))}::text[],
                      ${sql.param(m.map((r) => r.valid ?? true))}::boolean[], ${sql.param(m.map((r) => r.error ?? null))}::text[]) as u(s, d, c, p, v, e)`);
      }
      for (const rows of inChunks(batch.logs, CHUNK)) await tx.insert(panelLog).values(rows);

      const cameOnline: string[] = [];
      for (const [siteId, status] of batch.statuses) {
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
      const seen = [...batch.seen].filter(
        (s) => !batch.statuses.has(s) || batch.statuses.get(s)!.online,
      );
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
      for (const [siteId, tags] of batch.defense) {
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
      return { cameOnline, defenseChanges };
    });
  }

  private async afterWrite(
    batch: Batch,
    cameOnline: string[],
    defenseChanges: Array<{ siteId: string; tag: keyof typeof DEFENSE_STATUS_TAGS; on: boolean }>,
  ) {
    await this.alertService.evaluateSites([...batch.ruleSites]);
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
