import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import {
  commandMessageSchema,
  HEARTBEAT_INTERVAL_MS,
  panelTopic,
  type AckMessage,
  type LogMessage,
  type PanelChannel,
  type StatusMessage,
  type TagValue,
  type TelemetryMessage,
} from '@wildfire/shared';
import type { FaultKind, PanelModel } from './panel-model';

export const FIRMWARE_VERSION = '2.4.1';
/** Every tag is published this often (and on every connect). */
export const FULL_SNAPSHOT_INTERVAL_MS = 60_000;
/** How many command ids a panel remembers to answer a repeat without executing it again. */
export const REMEMBERED_COMMANDS = 200;
export const DEFAULT_TICK_MS = 1_000;

/** Opens an MQTT connection: `mqtt.connect(url, options)` or an in-process broker's equivalent. */
export type ConnectFn = (options: IClientOptions) => MqttClient;

export interface SimulatedPanelOptions {
  siteId: string;
  model: PanelModel;
  /** How to reach the broker: a connect function, or a URL such as mqtt://127.0.0.1:1883. */
  connect?: ConnectFn;
  brokerUrl?: string;
  /** How often the model steps and changed tags go out (1 s). */
  tickMs?: number;
  /** How often a heartbeat status goes out (HEARTBEAT_INTERVAL_MS, 30 s). */
  heartbeatMs?: number;
  /** How often every tag goes out (60 s). */
  fullSnapshotMs?: number;
  /**
   * Where in its periods this panel's first heartbeat and full snapshot fall, 0 ≤ phase < 1
   * (0: one whole period after connecting). A fleet spreads its panels over the period.
   */
  phase?: number;
  /** Step with an own timer (default), or leave it to a fleet that calls `tick()`. */
  ownTimer?: boolean;
  /** Noise for the gateway figures (ping); `Math.random` by default. */
  random?: () => number;
  /** The panel's clock, epoch ms (`Date.now`). */
  clock?: () => number;
  /** Extra MQTT.js options (reconnectPeriod …). */
  mqttOptions?: Partial<IClientOptions>;
  /**
   * The panel's broker secret (docs/panel-protocol.md, Credentials): it signs in as its site id,
   * with the site id as client id. Without one it connects anonymously (a broker that allows it).
   */
  password?: string;
  /** Connection errors (refused, reset …); MQTT.js keeps retrying either way. */
  onError?: (error: Error) => void;
}

export interface PanelStats {
  /** Messages handed to the client (telemetry, status, log, acks). */
  published: number;
  /** Commands executed and acknowledged. */
  commandsExecuted: number;
  commandsRejected: number;
  /** Repeats of a known command id, answered again without executing. */
  commandsRepeated: number;
  /** Commands that arrived after `expires_at`. */
  commandsExpired: number;
  /** Messages on the commands topic that were not a valid command. */
  commandsInvalid: number;
  connects: number;
}

type Ack = Pick<AckMessage, 'status' | 'reason'>;

/**
 * One panel on the wire: a `PanelModel` behind an MQTT connection for one site id, speaking
 * docs/panel-protocol.md (telemetry, heartbeat status with a last will, log lines, commands in
 * and acknowledgements out).
 */
export class SimulatedPanel {
  readonly siteId: string;
  readonly model: PanelModel;
  readonly stats: PanelStats = {
    published: 0,
    commandsExecuted: 0,
    commandsRejected: 0,
    commandsRepeated: 0,
    commandsExpired: 0,
    commandsInvalid: 0,
    connects: 0,
  };

  private readonly options: SimulatedPanelOptions;
  private readonly tickMs: number;
  private readonly heartbeatMs: number;
  private readonly fullSnapshotMs: number;
  private readonly clock: () => number;
  private readonly random: () => number;
  private readonly topics: Record<PanelChannel, string>;

  private client: MqttClient | null = null;
  private timer: NodeJS.Timeout | null = null;
  private seq = 0;
  private lastTickAt: number;
  private nextHeartbeatAt = Infinity;
  private nextFullAt = Infinity;
  private lastSent: Record<string, TagValue> = {};
  private readonly answered = new Map<string, Ack>();
  private stopped = false;

  constructor(options: SimulatedPanelOptions) {
    if (!options.connect && !options.brokerUrl) {
      throw new Error('SimulatedPanel needs a connect function or a broker URL');
    }
    this.options = options;
    this.siteId = options.siteId;
    this.model = options.model;
    this.tickMs = options.tickMs ?? DEFAULT_TICK_MS;
    this.heartbeatMs = options.heartbeatMs ?? HEARTBEAT_INTERVAL_MS;
    this.fullSnapshotMs = options.fullSnapshotMs ?? FULL_SNAPSHOT_INTERVAL_MS;
    this.clock = options.clock ?? Date.now;
    this.random = options.random ?? Math.random;
    this.lastTickAt = this.clock();
    this.topics = {
      telemetry: panelTopic(this.siteId, 'telemetry'),
      status: panelTopic(this.siteId, 'status'),
      log: panelTopic(this.siteId, 'log'),
      commands: panelTopic(this.siteId, 'commands'),
      acks: panelTopic(this.siteId, 'acks'),
    };
  }

  /** Whether the MQTT session is up. */
  get connected(): boolean {
    return this.client?.connected ?? false;
  }

  /** Connect (and start stepping, unless a fleet drives `tick`). */
  start(): this {
    if (this.client) return this;
    this.stopped = false;
    this.lastTickAt = this.clock();
    this.openConnection();
    if (this.options.ownTimer !== false && !this.timer) {
      this.timer = setInterval(() => this.tick(), this.tickMs);
    }
    return this;
  }

  /** Step the model to `now` and publish what changed, heartbeats and snapshots when due. */
  tick(now: number = this.clock()): void {
    const dt = now - this.lastTickAt;
    this.lastTickAt = now;
    if (dt > 0) this.model.step(dt, new Date(now));
    const events = this.model.takeEvents();
    if (!this.connected) return;
    if (now >= this.nextFullAt) {
      this.publishFullSnapshot(now);
    } else {
      this.publishChanges(now);
    }
    for (const event of events) this.log(event.level, event.message, now);
    if (now >= this.nextHeartbeatAt) {
      this.publishStatus(now);
      this.nextHeartbeatAt = now + this.heartbeatMs;
    }
  }

  /** Simulate a fault; the change goes out at once. */
  injectFault(kind: FaultKind): void {
    this.model.injectFault(kind);
    const now = this.clock();
    if (!this.connected) return;
    this.publishChanges(now);
    for (const event of this.model.takeEvents()) this.log(event.level, event.message, now);
  }

  /**
   * Lose the connection abruptly (no DISCONNECT packet), as a gateway losing power or signal
   * does: the broker then publishes the last will. The model keeps running; `goOnline` reconnects.
   */
  goOffline(): void {
    const client = this.client;
    this.client = null;
    // end(true) destroys the socket without DISCONNECT and stops MQTT.js from reconnecting.
    client?.end(true);
  }

  /**
   * Take a new secret (credentials rotated): the next CONNECT uses it. The broker drops the
   * connection that used the old one, and MQTT.js reconnects by itself.
   */
  setPassword(password: string): void {
    this.options.password = password;
    if (this.client) {
      this.client.options.username = this.siteId;
      this.client.options.password = password;
    }
  }

  /** Reconnect after `goOffline`. */
  goOnline(): void {
    if (this.stopped || this.client) return;
    this.openConnection();
  }

  /** Clean shutdown: a retained `online: false`, then DISCONNECT (so no last will). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    const client = this.client;
    this.client = null;
    if (!client) return;
    if (client.connected) {
      const status: StatusMessage = {
        seq: this.nextSeq(),
        ts: this.clock(),
        online: false,
        reason: 'shutdown',
      };
      await withTimeout(
        new Promise<void>((resolve) => {
          client.publish(this.topics.status, JSON.stringify(status), { qos: 1, retain: true }, () =>
            resolve(),
          );
          this.stats.published++;
        }),
        2_000,
      );
      const ended = await withTimeout(
        new Promise<boolean>((resolve) => client.end(false, {}, () => resolve(true))),
        2_000,
      );
      if (ended) return;
    }
    await withTimeout(new Promise<void>((resolve) => client.end(true, {}, () => resolve())), 2_000);
  }

  // ---------------------------------------------------------------------------------------

  private willPayload(): string {
    const will: StatusMessage = { ts: this.clock(), online: false, reason: 'connection lost' };
    return JSON.stringify(will);
  }

  private openConnection() {
    const options: IClientOptions = {
      // A panel's client id is its username, the site id (the broker insists on it).
      clientId: this.siteId,
      ...(this.options.password ? { username: this.siteId, password: this.options.password } : {}),
      clean: false,
      keepalive: 60,
      reconnectPeriod: 2_000,
      connectTimeout: 15_000,
      ...this.options.mqttOptions,
      will: { topic: this.topics.status, payload: this.willPayload(), qos: 1, retain: true },
    };
    const client = this.options.connect
      ? this.options.connect(options)
      : mqtt.connect(this.options.brokerUrl as string, options);
    this.client = client;
    client.on('connect', () => {
      if (this.client === client) this.onConnect(client);
    });
    client.on('reconnect', () => {
      // The will is sent with each CONNECT: give it the time of this attempt.
      if (client.options.will) client.options.will.payload = this.willPayload();
    });
    client.on('message', (topic, payload) => {
      if (this.client === client && topic === this.topics.commands) this.onCommand(payload);
    });
    client.on('error', (error) => this.options.onError?.(error));
  }

  private onConnect(client: MqttClient) {
    const now = this.clock();
    this.seq = 0;
    this.stats.connects++;
    client.subscribe(this.topics.commands, { qos: 1 }, (error) => {
      if (error) this.options.onError?.(error);
    });
    this.publishStatus(now);
    this.publishFullSnapshot(now);
    this.log('INFO', `Panel connected (firmware ${FIRMWARE_VERSION})`, now);
    const phase = this.options.phase ?? 0;
    this.nextHeartbeatAt = now + this.heartbeatMs * (phase > 0 ? phase : 1);
    this.nextFullAt = now + this.fullSnapshotMs * (phase > 0 ? phase : 1);
  }

  private onCommand(payload: Buffer) {
    let data: unknown;
    try {
      data = JSON.parse(payload.toString('utf8'));
    } catch {
      this.stats.commandsInvalid++;
      return;
    }
    const parsed = commandMessageSchema.safeParse(data);
    if (!parsed.success) {
      this.stats.commandsInvalid++;
      return;
    }
    const command = parsed.data;
    const now = this.clock();
    const what = `${command.tag}=${command.value}`;

    const previous = this.answered.get(command.command_id);
    if (previous) {
      this.stats.commandsRepeated++;
      this.publishAck(command.command_id, previous, now);
      this.log('INFO', `Command ${what} repeated (${command.command_id}): answered again`, now);
      return;
    }
    if (command.expires_at < now) {
      this.stats.commandsExpired++;
      this.log('WARN', `Command ${what} expired before it arrived; not executed`, now);
      return;
    }

    const result = this.model.applyCommand(command.tag, command.value);
    const ack: Ack = result.ok
      ? { status: 'acknowledged' }
      : { status: 'rejected', reason: result.reason };
    this.remember(command.command_id, ack);
    this.publishAck(command.command_id, ack, now);
    this.publishChanges(now);
    if (result.ok) {
      this.stats.commandsExecuted++;
      this.log('INFO', `Command ${what} executed`, now);
    } else {
      this.stats.commandsRejected++;
      this.log('WARN', `Command ${what} rejected: ${result.reason}`, now);
    }
    for (const event of this.model.takeEvents()) this.log(event.level, event.message, now);
  }

  private remember(commandId: string, ack: Ack) {
    this.answered.set(commandId, ack);
    if (this.answered.size > REMEMBERED_COMMANDS) {
      const oldest = this.answered.keys().next().value;
      if (oldest !== undefined) this.answered.delete(oldest);
    }
  }

  private nextSeq() {
    return this.seq++;
  }

  private send(channel: PanelChannel, message: object, retain = false) {
    const client = this.client;
    if (!client?.connected) return;
    client.publish(this.topics[channel], JSON.stringify(message), { qos: 1, retain }, (error) => {
      if (error) this.options.onError?.(error);
    });
    this.stats.published++;
  }

  private publishStatus(now: number) {
    const signal = this.model.tags().CELL_SIGNAL;
    const status: StatusMessage = {
      seq: this.nextSeq(),
      ts: now,
      online: true,
      ping_ms: Math.round(35 + this.random() * 90),
      signal_dbm: typeof signal === 'number' ? signal : -70,
      firmware: FIRMWARE_VERSION,
    };
    this.send('status', status, true);
  }

  private publishFullSnapshot(now: number) {
    const tags = this.model.tags();
    const message: TelemetryMessage = { seq: this.nextSeq(), ts: now, full: true, tags };
    this.send('telemetry', message);
    this.lastSent = tags;
    this.nextFullAt = now + this.fullSnapshotMs;
  }

  private publishChanges(now: number) {
    const changed = this.model.changedSince(this.lastSent);
    if (Object.keys(changed).length === 0) return;
    const message: TelemetryMessage = { seq: this.nextSeq(), ts: now, tags: changed };
    this.send('telemetry', message);
    this.lastSent = this.model.tags();
  }

  private publishAck(commandId: string, ack: Ack, now: number) {
    const message: AckMessage = { seq: this.nextSeq(), ts: now, command_id: commandId, ...ack };
    this.send('acks', message);
  }

  private log(level: LogMessage['level'], message: string, now: number) {
    const line: LogMessage = {
      seq: this.nextSeq(),
      ts: now,
      level,
      message: message.slice(0, 500),
    };
    this.send('log', line);
  }
}

/** Resolve with the promise's value, or with false once `ms` have passed. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | false> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
