import {
  date,
  doublePrecision,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Certified contractors who install and maintain systems (admin-back-office.md section 3). */
export const servicePartners = pgTable('service_partners', {
  id: serial('id').primaryKey(),
  companyName: text('company_name').notNull(),
  contactName: text('contact_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  serviceType: text('service_type', { enum: ['Both', 'Installation', 'Maintenance'] }).notNull(),
  certification: text('certification', {
    enum: ['Certified', 'Pending', 'Expired', 'Review'],
  }).notNull(),
  status: text('status', {
    enum: ['Active', 'Waiting Approval', 'Inactive', 'Waiting Onboarding'],
  }).notNull(),
  location: text('location').notNull(),
  rating: doublePrecision('rating').notNull().default(0),
  specialties: jsonb('specialties').$type<string[]>().notNull().default([]),
  joinDate: date('join_date'),
  lastActivity: timestamp('last_activity', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
