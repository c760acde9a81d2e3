import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  BROADCAST_RECIPIENT_MODES,
  BROADCAST_STATUSES,
  BROADCAST_TYPES,
  DELIVERY_CHANNELS,
  DELIVERY_STATUSES,
} from '@wildfire/shared';
import { alerts } from './alerts';
import { properties } from './properties';
import { users } from './users';

/**
 * An alert staff broadcast to customers (admin-back-office.md 2.4 and 3, Alert): what was sent,
 * to whom, on which channels, by whom, and where its delivery stands.
 */
export const broadcasts = pgTable(
  'broadcasts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type', { enum: BROADCAST_TYPES }).notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    recipientMode: text('recipient_mode', { enum: BROADCAST_RECIPIENT_MODES }).notNull(),
    /** For the property choice: the property whose users received it. */
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    /** The outside channels chosen on the form (email, sms, push); in-app is always on. */
    channels: text('channels', { enum: DELIVERY_CHANNELS }).array().notNull(),
    recipientCount: integer('recipient_count').notNull(),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept so the list still names the sender after their account is gone. */
    senderName: text('sender_name').notNull(),
    status: text('status', { enum: BROADCAST_STATUSES }).notNull().default('sending'),
    /** The in-app alert every recipient finds in their Alerts. */
    alertId: bigint('alert_id', { mode: 'number' }).references(() => alerts.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('broadcasts_created_idx').on(t.createdAt, t.id),
    index('broadcasts_sender_idx').on(t.senderId),
    index('broadcasts_sending_idx')
      .on(t.status)
      .where(sql`${t.status} = 'sending'`),
  ],
);

/** One recipient on one channel of a broadcast, with its delivery status. */
export const broadcastDeliveries = pgTable(
  'broadcast_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    broadcastId: bigint('broadcast_id', { mode: 'number' })
      .notNull()
      .references(() => broadcasts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    channel: text('channel', { enum: DELIVERY_CHANNELS }).notNull(),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('pending'),
    /** Where it went: the email address or phone number used. */
    address: text('address'),
    error: text('error'),
    /** Set when a worker takes the row, so two server instances never send it twice. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('broadcast_deliveries_unique').on(t.broadcastId, t.userId, t.channel),
    index('broadcast_deliveries_status_idx').on(t.broadcastId, t.status),
  ],
);
