import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

export const plans = pgTable('plans', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  priceCents: integer('price_cents').notNull(),
  period: text('period', { enum: ['month', 'year'] }).notNull(),
  features: jsonb('features').$type<string[]>().notNull(),
  /** Null means unlimited. */
  maxProperties: integer('max_properties'),
  active: boolean('active').notNull().default(true),
});

export const subscriptions = pgTable('subscriptions', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id')
    .notNull()
    .unique()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  planId: integer('plan_id')
    .notNull()
    .references(() => plans.id),
  status: text('status', { enum: ['active', 'past_due', 'cancelled'] }).notNull(),
  nextBillingDate: date('next_billing_date'),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
});

export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    issuedOn: date('issued_on').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['Paid', 'Pending', 'Failed'] }).notNull(),
    description: text('description').notNull(),
    method: text('method').notNull(),
  },
  (t) => [index('invoices_account_idx').on(t.accountId, t.issuedOn)],
);
