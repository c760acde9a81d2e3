import {
  bigserial,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TagValue } from '@wildfire/shared';
import { sites } from './properties';

/** The newest value of each tag of each panel. */
export const tagLatest = pgTable(
  'tag_latest',
  {
    siteId: text('site_id')
      .notNull()
      .references(() => sites.siteId, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    group: text('group').notNull(),
    value: jsonb('value').$type<TagValue>().notNull(),
    /** The panel's own clock when it measured the value. */
    panelTime: timestamp('panel_time', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.tag] })],
);

/**
 * Every value a panel reported, appended in batches by ingest. One value per tag per panel
 * instant: a message the broker delivers again (after a crash before its acknowledgement) is
 * stored once.
 */
export const tagHistory = pgTable(
  'tag_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.siteId, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    value: jsonb('value').$type<TagValue>().notNull(),
    panelTime: timestamp('panel_time', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tag_history_site_tag_time_key').on(t.siteId, t.tag, t.panelTime)],
);

/** What a panel reports and accepts, as the panel's own configuration describes it. */
export const scadaDefinitions = pgTable('scada_definitions', {
  siteId: text('site_id')
    .primaryKey()
    .references(() => sites.siteId, { onDelete: 'cascade' }),
  definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Panel messages ingest refused (malformed, poison for the database, a clock far ahead): kept
 * for the back-office to read, never retried.
 */
export const ingestQuarantine = pgTable(
  'ingest_quarantine',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.siteId, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    reason: text('reason').notNull(),
    /** The first bytes of the payload, as text with anything unprintable escaped (`\u0000`). */
    head: text('head').notNull(),
  },
  (t) => [index('ingest_quarantine_received_idx').on(t.receivedAt)],
);
