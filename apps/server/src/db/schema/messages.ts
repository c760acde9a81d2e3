import { bigint, bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { MAIL_OUTCOMES } from '@wildfire/shared';
import { alerts } from './alerts';
import { users } from './users';

/**
 * The alert a mail or text carried and the person it went to, so a user's alerts can say how
 * each reached them (the back-office's User Alerts); null for other messages.
 */
const alertDelivery = () => ({
  alertId: bigint('alert_id', { mode: 'number' }).references(() => alerts.id, {
    onDelete: 'set null',
  }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
});

/** Messages sent to one person: their Inbox. */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    /** Shown when the sender is not a person (the system, an alert rule). */
    senderName: text('sender_name').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('inbox_messages_recipient_idx').on(t.recipientId, t.createdAt)],
);

/**
 * Every email the product sent or, without SMTP_URL, kept: the delivery log. A mail that carries
 * a secret (a reset, invitation or email-change link) is kept without it (decision 052).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    /** The body as sent, but with every secret it carried replaced by `[redacted]`. */
    text: text('text').notNull(),
    /**
     * SHA-256 (hex) of the body exactly as it was sent: identifies a mail someone forwards to
     * support without the log keeping what it carried. Null for rows from before it was kept.
     */
    textSha256: text('text_sha256'),
    /** logged: kept without SMTP; sent: handed to the mail server; failed: see error. */
    status: text('status', { enum: MAIL_OUTCOMES }).notNull(),
    error: text('error'),
    /** Times it has been handed to the mail server (or kept, without SMTP_URL). */
    attempts: integer('attempts').notNull().default(1),
    /**
     * When a failed mail is tried again (services/mail.ts, decision 028); null when nothing is
     * pending: sent, kept, refused for good, or out of tries.
     */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    ...alertDelivery(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_to_idx').on(t.to, t.createdAt),
    index('mail_outbox_next_attempt_idx').on(t.nextAttemptAt),
    index('mail_outbox_user_alert_idx').on(t.userId, t.alertId),
  ],
);

/**
 * Every text message the product sent, for an alert or a broadcast (services/notify/texts.ts):
 * what the SMS provider said of it. Without SMS_URL the provider is the server log (`log`).
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The number as sent (E.164). */
    to: text('to').notNull(),
    text: text('text').notNull(),
    /** The provider that took it: `gateway` (SMS_URL) or `log`. */
    provider: text('provider').notNull(),
    /** sent: accepted by the provider; delivered: confirmed; failed: see error. */
    status: text('status', { enum: ['sent', 'delivered', 'failed'] }).notNull(),
    error: text('error'),
    /** Times it has been handed to the provider. */
    attempts: integer('attempts').notNull().default(1),
    /**
     * When a failed urgent text is tried again (services/notify/texts.ts, decision 032); null when
     * nothing is pending: sent, refused for good, not an urgent alert's, or out of tries.
     */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    ...alertDelivery(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sms_outbox_to_idx').on(t.to, t.createdAt),
    index('sms_outbox_user_alert_idx').on(t.userId, t.alertId),
    index('sms_outbox_next_attempt_idx').on(t.nextAttemptAt),
  ],
);
