import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { sites } from './properties';

/** Names owners gave to valves, per site and valve tag. */
export const valveNames = pgTable(
  'valve_names',
  {
    siteId: text('site_id')
      .notNull()
      .references(() => sites.siteId, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    name: text('name').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.tag] })],
);

/**
 * The panel's own log lines and the server's notes about it (Diagnostics, back-office MQTT log).
 * A line the broker delivers again (its acknowledgement was lost in a crash) is stored once: one
 * line per panel, instant, level and text (the text by its hash, which any length fits).
 */
export const panelLog = pgTable(
  'panel_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.siteId, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    level: text('level', { enum: ['INFO', 'WARN', 'ERROR'] }).notNull(),
    message: text('message').notNull(),
  },
  (t) => [
    index('panel_log_site_idx').on(t.siteId, t.at),
    uniqueIndex('panel_log_line_key').on(t.siteId, t.at, t.level, sql`md5(${t.message})`),
  ],
);

/** Every MQTT message to or from a panel, kept for a while (the back-office MQTT log). */
export const panelMessages = pgTable(
  'panel_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: text('site_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    direction: text('direction', { enum: ['up', 'down'] }).notNull(),
    channel: text('channel').notNull(),
    payload: text('payload').notNull(),
    valid: boolean('valid').notNull().default(true),
    error: text('error'),
  },
  (t) => [index('panel_messages_site_idx').on(t.siteId, t.at)],
);

/** The gateway going online and offline (the back-office Digi status history). */
export const gatewayEvents = pgTable(
  'gateway_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.siteId, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    online: boolean('online').notNull(),
    reason: text('reason'),
    pingMs: integer('ping_ms'),
  },
  (t) => [index('gateway_events_site_idx').on(t.siteId, t.at)],
);

/**
 * Alert conditions that hold now, with since when: a rule alerts only after its condition
 * held for its grace period. In the database, so every server instance sees the same.
 */
export const alertConditions = pgTable('alert_conditions', {
  ruleKey: text('rule_key').primaryKey(),
  siteId: text('site_id')
    .notNull()
    .references(() => sites.siteId, { onDelete: 'cascade' }),
  since: timestamp('since', { withTimezone: true }).notNull(),
});
