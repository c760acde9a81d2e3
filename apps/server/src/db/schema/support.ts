import {
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import {
  TICKET_CATEGORIES,
  TICKET_MESSAGE_ROLES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
} from '@wildfire/shared';
import { projects } from './sales';
import { properties } from './properties';
import { users } from './users';

/**
 * Support tickets (admin-back-office.md 2.6, 2.7): a customer's request and its conversation.
 * Shown as `TICK-001` from `id` (ticketCode in packages/shared).
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: serial('id').primaryKey(),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    /** The customer the ticket is for; name, email and phone are read from them. */
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The property it concerns, when it concerns one. */
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    priority: text('priority', { enum: TICKET_PRIORITIES }).notNull().default('Medium'),
    status: text('status', { enum: TICKET_STATUSES }).notNull().default('New'),
    category: text('category', { enum: TICKET_CATEGORIES }).notNull().default('General'),
    /** The staff member handling it; null is Unassigned. */
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who opened it: the customer from the portal, or staff on the customer's behalf. */
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Set when the ticket was converted into a project (quick action Convert to Project). */
    projectId: text('project_id').references(() => projects.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_tickets_customer_idx').on(t.customerId, t.createdAt),
    index('support_tickets_status_idx').on(t.status),
    index('support_tickets_assignee_idx').on(t.assigneeId),
  ],
);

/** The conversation of a ticket. `internal` messages are for staff only, never the customer. */
export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Shown when there is no author (system messages) and kept if the author is deleted. */
    authorName: text('author_name').notNull(),
    role: text('role', { enum: TICKET_MESSAGE_ROLES }).notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ticket_messages_ticket_idx').on(t.ticketId, t.createdAt)],
);

/** Staff added to a ticket besides its assignee (quick action Add Collaborator). */
export const ticketCollaborators = pgTable(
  'ticket_collaborators',
  {
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ticketId, t.userId] })],
);
