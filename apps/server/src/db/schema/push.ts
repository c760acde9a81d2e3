import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A device that takes Web Push notifications for a person (the browser's PushSubscription): one
 * row per endpoint, which a push service gives to exactly one browser profile. A person has one
 * per phone or computer they turned notifications on at.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret (base64url): payloads are encrypted to them. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** Which browser subscribed, to tell a person's devices apart. */
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last time its push service accepted a notification for it. */
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);
