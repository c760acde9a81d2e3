import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    /** The client's own id for the request: a retry with it returns the same command. */
    clientRequestId: text('client_request_id'),
    /**
     * A start the server sent by the owner's automatic-activation rule (nobody pressed it):
     * the rule and the fire that triggered it.
     */
    automatic: jsonb('automatic').$type<{
      activationId: number;
      rule: 'distance' | 'evacuation';
      fireKey: string;
      reason: string;
    }>(),
  },
  (t) => [
    index('commands_site_idx').on(t.siteId, t.requestedAt),
    index('commands_pending_idx').on(t.status, t.requestedAt),
    uniqueIndex('commands_client_request_key').on(t.requestedBy, t.clientRequestId),
  ],
);
