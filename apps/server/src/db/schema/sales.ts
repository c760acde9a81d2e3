import { sql } from 'drizzle-orm';
import {
  bigint,
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
  LEAD_RISK_LEVELS,
  LEAD_STATUSES,
  PROJECT_PRIORITIES,
  PROJECT_STATUSES,
  PROJECT_TYPES,
} from '@wildfire/shared';
import { servicePartners } from './partners';
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
