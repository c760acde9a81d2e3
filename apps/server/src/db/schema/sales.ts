import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
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
  APP_UPDATE_TYPES,
  LEAD_RISK_LEVELS,
  LEAD_STATUSES,
  NOTE_PRIORITIES,
  PROJECT_PRIORITIES,
  PROJECT_STATUSES,
  PROJECT_TYPES,
} from '@wildfire/shared';
import { partnerMembers, servicePartners } from './partners';
import { properties } from './properties';
import { users } from './users';

/** Amounts are whole US cents; bigint so estimates above $21M still fit. */
const cents = (name: string) => bigint(name, { mode: 'number' });

/** Prospective customers the sales team is working on (admin-back-office.md section 3, Lead). */
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    propertyName: text('property_name').notNull(),
    ownerName: text('owner_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    address: text('address').notNull(),
    /** Null (or zero) means the address is geocoded before the lead can be placed on the map. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    status: text('status', { enum: LEAD_STATUSES }).notNull(),
    propertyType: text('property_type').notNull(),
    acreage: doublePrecision('acreage'),
    estimatedValueCents: cents('estimated_value_cents'),
    riskLevel: text('risk_level', { enum: LEAD_RISK_LEVELS }).notNull(),
    lastContactAt: timestamp('last_contact_at', { withTimezone: true }),
    salesExecutiveId: integer('sales_executive_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('leads_status_idx').on(t.status)],
);

/**
 * Installation, maintenance, upgrade and repair work at a property (admin-back-office.md
 * section 3, Project): each belongs to exactly one property and has one project manager.
 */
export const projects = pgTable(
  'projects',
  {
    /** PRJ-001 style. */
    id: text('id').primaryKey(),
    projectName: text('project_name').notNull(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    /** The contractor (a service partner) doing the work, once one is assigned. */
    partnerId: integer('partner_id').references(() => servicePartners.id, {
      onDelete: 'set null',
    }),
    projectType: text('project_type', { enum: PROJECT_TYPES }).notNull(),
    status: text('status', { enum: PROJECT_STATUSES }).notNull().default('Planning'),
    priority: text('priority', { enum: PROJECT_PRIORITIES }).notNull().default('Medium'),
    estimateAmountCents: cents('estimate_amount_cents').notNull().default(0),
    depositRequiredCents: cents('deposit_required_cents').notNull().default(0),
    depositPaidCents: cents('deposit_paid_cents').notNull().default(0),
    depositWaived: boolean('deposit_waived').notNull().default(false),
    depositWaivedBy: integer('deposit_waived_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    depositWaivedReason: text('deposit_waived_reason'),
    depositWaivedAt: timestamp('deposit_waived_at', { withTimezone: true }),
    startDate: date('start_date'),
    estimatedCompletionDate: date('estimated_completion_date'),
    actualCompletionDate: date('actual_completion_date'),
    salesExecutiveId: integer('sales_executive_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    projectManagerId: integer('project_manager_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    description: text('description').notNull().default(''),
    /** The project's short notes (list of text); internal notes with authors live elsewhere. */
    notes: jsonb('notes').$type<string[]>().notNull().default([]),
    /** Percent complete, 0 to 100. */
    progress: integer('progress').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('projects_property_idx').on(t.propertyId),
    index('projects_status_idx').on(t.status),
    check('projects_progress_range', sql`${t.progress} between 0 and 100`),
  ],
);

/** Areas with an active wildfire, drawn on the back-office map as a red polygon. */
export const fireZones = pgTable('fire_zones', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** The outline as [latitude, longitude] pairs. */
  polygon: jsonb('polygon').$type<Array<[number, number]>>().notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A project's history (Overview tab): what changed, when and by whom. */
export const projectEvents = pgTable(
  'project_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The sentence shown, e.g. "Status changed from Planning to Approved". */
    summary: text('summary').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('project_events_project_idx').on(t.projectId, t.createdAt)],
);

/** Internal Notes of a project (section 3, Internal note); newest first. */
export const projectNotes = pgTable(
  'project_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    priority: text('priority', { enum: NOTE_PRIORITIES }).notNull().default('Medium'),
    /** A private note is seen only by its author and by project managers. */
    isPrivate: boolean('is_private').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('project_notes_project_idx').on(t.projectId, t.createdAt)],
);

/** App Updates: what the contractor's crew reports from the site (section 3, App update). */
export const projectUpdates = pgTable(
  'project_updates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').references(() => partnerMembers.id, { onDelete: 'set null' }),
    /** The contractor's name as it was when the update came in. */
    contractorName: text('contractor_name').notNull(),
    updateType: text('update_type', { enum: APP_UPDATE_TYPES }).notNull(),
    message: text('message').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    address: text('address'),
    /** Storage keys of the photos (services/file-storage.ts). */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    nextScheduledDate: date('next_scheduled_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('project_updates_project_idx').on(t.projectId, t.createdAt)],
);
