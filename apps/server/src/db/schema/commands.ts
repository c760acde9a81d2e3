import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { COMMAND_STATUSES } from '@wildfire/shared';
import { sites } from './properties';
import { users } from './users';

/** A write to a panel: stored before it is sent, then followed to its outcome. */
export const commands = pgTable(
  'commands',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.siteId, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    value: jsonb('value').$type<number>().notNull(),
    status: text('status', { enum: COMMAND_STATUSES }).notNull().default('pending'),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [index('commands_site_idx').on(t.siteId, t.requestedAt)],
);
