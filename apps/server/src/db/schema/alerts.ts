import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { properties, sites } from './properties';
import { users } from './users';

export const ALERT_TYPES = [
  'urgent',
  'warning',
  'info',
  'routine',
  'maintenance',
  'notification',
] as const;

/** Something a person should know about a property (or their account). */
export const alerts = pgTable(
  'alerts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ALERT_TYPES }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    details: text('details'),
    /** Where it came from: an alert rule, a staff broadcast, the system. */
    source: text('source').notNull().default('system'),
    /** For rule alerts: one open alert per rule and site (`low_pressure:WD-1001`). */
    ruleKey: text('rule_key'),
    /**
     * An alarm (docs/alarms.md): the site and the condition (`low_water`) it is about. Active
     * while `resolvedAt` is null; cleared when it is set.
     */
    siteId: text('site_id').references(() => sites.siteId, { onDelete: 'cascade' }),
    condition: text('condition'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When an alarm's severity or text last changed while it lasted. */
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    meta: jsonb('meta').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('alerts_property_idx').on(t.propertyId, t.createdAt),
    // A site's active alarms (the dashboard, the Properties list, the back-office).
    index('alerts_active_site_idx')
      .on(t.siteId)
      .where(sql`${t.resolvedAt} is null and ${t.condition} is not null`),
    // One open alert per rule and site, whichever server instance raises it.
    uniqueIndex('alerts_open_rule_key')
      .on(t.ruleKey)
      .where(sql`${t.resolvedAt} is null and ${t.ruleKey} is not null`),
  ],
);

/** Each person's copy of an alert, with what they did with it. */
export const alertRecipients = pgTable(
  'alert_recipients',
  {
    alertId: bigint('alert_id', { mode: 'number' })
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.alertId, t.userId] }),
    index('alert_recipients_user_idx').on(t.userId),
  ],
);
