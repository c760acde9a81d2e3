import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { EscalationStep } from '@wildfire/shared';
import { alerts } from './alerts';
import { properties } from './properties';
import { users } from './users';

/**
 * A property's escalation policy (docs/alerts-escalation.md); a property without a row follows
 * DEFAULT_ESCALATION_POLICY.
 */
export const escalationPolicies = pgTable('escalation_policies', {
  propertyId: integer('property_id')
    .primaryKey()
    .references(() => properties.id, { onDelete: 'cascade' }),
  emergencyContactsAfterMinutes: integer('emergency_contacts_after_minutes').notNull(),
  onCallAfterMinutes: integer('on_call_after_minutes').notNull(),
  reminderEveryMinutes: integer('reminder_every_minutes').notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One alarm's escalation chain: its plan (fixed when it started) and how far it got. Any
 * instance runs the step that is due, after claiming the row (`claimedUntil`), so a restart or
 * a second instance continues the chain and no step is sent twice.
 */
export const escalations = pgTable(
  'escalations',
  {
    alertId: bigint('alert_id', { mode: 'number' })
      .primaryKey()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    priority: text('priority').notNull(),
    plan: jsonb('plan').$type<EscalationStep[]>().notNull(),
    reminderEveryMinutes: integer('reminder_every_minutes').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** Index in `plan` of the next step to run. */
    nextStep: integer('next_step').notNull().default(0),
    /** When the chain next needs attention (a step or a reminder); null when done or stopped. */
    nextDueAt: timestamp('next_due_at', { withTimezone: true }),
    /** When somebody was last told (a step or a reminder): reminders count from it. */
    lastToldAt: timestamp('last_told_at', { withTimezone: true }),
    reminders: integer('reminders').notNull().default(0),
    /** The instance running a step holds the chain until then; another takes it after. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** Whether it reached the on-call staff: it is on the On-call queue. */
    onCallAt: timestamp('on_call_at', { withTimezone: true }),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    stopReason: text('stop_reason', { enum: ['acknowledged', 'cleared'] }),
    acknowledgedBy: integer('acknowledged_by').references(() => users.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('escalations_due_idx')
      .on(t.nextDueAt)
      .where(sql`${t.stoppedAt} is null and ${t.nextDueAt} is not null`),
    index('escalations_on_call_idx')
      .on(t.onCallAt)
      .where(sql`${t.onCallAt} is not null`),
  ],
);

/**
 * What each step did, on the alarm: who was told, when, on which channel, what the provider
 * said (sent: accepted; failed; not configured: nobody to send through), and acknowledgements.
 * `latencyMs` is the time from the alarm being raised to the provider accepting (the figures).
 */
export const escalationEvents = pgTable(
  'escalation_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    alertId: bigint('alert_id', { mode: 'number' })
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    /** An audience (members, on_call …), `reminder`, `acknowledged` or `stopped`. */
    step: text('step').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who, in words (a name, "Slack channel"), kept should the user go. */
    who: text('who').notNull(),
    channel: text('channel'),
    status: text('status', {
      enum: ['sent', 'failed', 'not_configured', 'nobody', 'done'],
    }).notNull(),
    error: text('error'),
    latencyMs: integer('latency_ms'),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** Which try of the message this is: Slack posts and calls are tried again (1 first). */
    attempt: integer('attempt').notNull().default(1),
    /** When a failed Slack post or call is tried again; null when it is not (any more). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** What to send again: the Slack text, or what the call says. Kept only for a retry. */
    message: text('message'),
    /** The number a retried call rings. */
    address: text('address'),
  },
  (t) => [
    index('escalation_events_alert_idx').on(t.alertId, t.at),
    index('escalation_events_retry_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.nextAttemptAt} is not null`),
    index('escalation_events_channel_idx')
      .on(t.at)
      .where(sql`${t.status} = 'sent'`),
  ],
);

/** The on-call rota: which staff member covers which hours. */
export const onCallShifts = pgTable(
  'on_call_shifts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('on_call_shifts_time_idx').on(t.startsAt, t.endsAt)],
);
