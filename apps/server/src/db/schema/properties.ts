import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { PROPERTY_ROLES } from '@wildfire/shared';
import { accounts } from './accounts';
import { servicePartners } from './partners';
import { users } from './users';

export const properties = pgTable(
  'properties',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    /** Null (or zero, in imported data) means the address still has to be geocoded. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The certified partner who services this property's system. */
    servicePartnerId: integer('service_partner_id').references(() => servicePartners.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('properties_account_idx').on(t.accountId)],
);

/** The installed panel at a property, known to the spec as the site. */
export const sites = pgTable('sites', {
  siteId: text('site_id').primaryKey(),
  propertyId: integer('property_id')
    .notNull()
    .unique()
    .references(() => properties.id, { onDelete: 'cascade' }),
  panelNumber: integer('panel_number').notNull().unique(),
  online: boolean('online').notNull().default(false),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  /** From the gateway's heartbeat: round trip, cellular signal, firmware. */
  pingMs: integer('ping_ms'),
  signalDbm: integer('signal_dbm'),
  firmware: text('firmware'),
  /** The staff member who looks after this panel (back-office Panels, Assigned User). */
  assignedUserId: integer('assigned_user_id').references(() => users.id, { onDelete: 'set null' }),
  /** Panel information and connectivity details of the back-office panel detail. */
  model: text('model'),
  installDate: date('install_date'),
  lastMaintenanceAt: timestamp('last_maintenance_at', { withTimezone: true }),
  gatewaySerial: text('gateway_serial'),
  gatewayIp: text('gateway_ip'),
  cellularProvider: text('cellular_provider'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const propertyMemberships = pgTable(
  'property_memberships',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: PROPERTY_ROLES }).notNull(),
    status: text('status', { enum: ['active', 'pending'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.userId] }),
    index('property_memberships_user_idx').on(t.userId),
  ],
);
