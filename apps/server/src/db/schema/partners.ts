import {
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import {
  CREW_STATUSES,
  PARTNER_CERTIFICATIONS,
  PARTNER_SERVICE_TYPES,
  PARTNER_STATUSES,
} from '@wildfire/shared';
import { users } from './users';

/** Certified contractors who install and maintain systems (admin-back-office.md section 3). */
export const servicePartners = pgTable('service_partners', {
  id: serial('id').primaryKey(),
  companyName: text('company_name').notNull(),
  contactName: text('contact_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  serviceType: text('service_type', { enum: PARTNER_SERVICE_TYPES }).notNull(),
  certification: text('certification', { enum: PARTNER_CERTIFICATIONS }).notNull(),
  status: text('status', { enum: PARTNER_STATUSES }).notNull(),
  location: text('location').notNull(),
  rating: doublePrecision('rating').notNull().default(0),
  specialties: jsonb('specialties').$type<string[]>().notNull().default([]),
  joinDate: date('join_date'),
  lastActivity: timestamp('last_activity', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A partner's crew (section 3, Contractor member): the Contractor Team of a project. `userId`
 * links a member to their sign-in (a partner user), when they have one.
 */
export const partnerMembers = pgTable(
  'partner_members',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => servicePartners.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    role: text('role').notNull(),
    phone: text('phone'),
    email: text('email'),
    isLead: boolean('is_lead').notNull().default(false),
    certifications: jsonb('certifications').$type<string[]>().notNull().default([]),
    currentStatus: text('current_status', { enum: CREW_STATUSES }).notNull().default('Available'),
    lastLocationUpdate: timestamp('last_location_update', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('partner_members_partner_idx').on(t.partnerId)],
);

/** Messages between staff and a partner company (the partner's Messages page). */
export const partnerMessages = pgTable(
  'partner_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => servicePartners.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    /** to_partner: staff wrote it (and it was emailed); from_partner: the partner wrote it. */
    direction: text('direction', { enum: ['to_partner', 'from_partner'] }).notNull(),
    subject: text('subject').notNull().default(''),
    content: text('content').notNull(),
    /** The project it is about, when it is about one. */
    projectId: text('project_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('partner_messages_partner_idx').on(t.partnerId, t.createdAt)],
);
