import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * The server processes of this deployment. Each one registers itself at start and writes a
 * sample of its own figures every few seconds, so any instance can show the whole deployment
 * (the back-office server status screens, admin-back-office.md 2.16).
 */
export const serverInstances = pgTable('server_instances', {
  /** `{hostname}-{pid}-{random}`, new at every start. */
  id: text('id').primaryKey(),
  hostname: text('hostname').notNull(),
  pid: integer('pid').notNull(),
  version: text('version').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  stoppedAt: timestamp('stopped_at', { withTimezone: true }),
});

export const serverSamples = pgTable(
  'server_samples',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    instanceId: text('instance_id')
      .notNull()
      .references(() => serverInstances.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Share of one core used by the process since the previous sample, in percent. */
    cpuPercent: doublePrecision('cpu_percent').notNull(),
    rssBytes: bigint('rss_bytes', { mode: 'number' }).notNull(),
    heapUsedBytes: bigint('heap_used_bytes', { mode: 'number' }).notNull(),
    /** 99th percentile event-loop delay over the interval: how long requests wait for the CPU. */
    eventLoopP99Ms: doublePrecision('event_loop_p99_ms').notNull(),
    liveConnections: integer('live_connections').notNull(),
    brokerConnected: boolean('broker_connected').notNull(),
    /** Panel messages received per second over the interval. */
    messagesPerSecond: doublePrecision('messages_per_second').notNull(),
    requestsPerSecond: doublePrecision('requests_per_second').notNull(),
  },
  (t) => [
    index('server_samples_at_idx').on(t.at),
    index('server_samples_instance_idx').on(t.instanceId, t.at),
  ],
);

/** Starts, stops and broker losses: the deployment's event list. */
export const serverEvents = pgTable(
  'server_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    instanceId: text('instance_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind', {
      enum: ['started', 'stopped', 'broker_lost', 'broker_back', 'database_lost', 'database_back'],
    }).notNull(),
    message: text('message').notNull(),
  },
  (t) => [index('server_events_at_idx').on(t.at)],
);
