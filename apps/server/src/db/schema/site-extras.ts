import { bigserial, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
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

/** The panel's own log lines and the server's notes about it (Diagnostics, back-office MQTT log). */
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
  (t) => [index('panel_log_site_idx').on(t.siteId, t.at)],
);
