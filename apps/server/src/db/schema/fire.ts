import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { MultiPolygon, Polygon } from 'geojson';
import type { NearestHotspot, NearestPerimeter } from '@wildfire/shared';
import { properties, sites } from './properties';
import { users } from './users';

/**
 * Each fire data source (perimeters, hotspots, nws): when it was last asked, last answered and
 * why it last failed, so a source that cannot be reached reads "unknown since", never "no fire".
 */
export const fireSources = pgTable('fire_sources', {
  source: text('source').primaryKey(),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  /** Why the last attempt failed (null after a success): a kind and status, never a body. */
  lastError: text('last_error'),
  /** The perimeter layer's editingInfo.lastEditDate when it was last fetched. */
  dataEditedAt: timestamp('data_edited_at', { withTimezone: true }),
  /** The envelope (W,S,E,N) last fetched: a new property outside it needs a new fetch. */
  scope: text('scope'),
});

/**
 * Background work only one instance does at a time (the fire data poll): whoever moves `until`
 * past now holds it; an instance that stops lets it lapse.
 */
export const backgroundLeases = pgTable('background_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  until: timestamp('until', { withTimezone: true }).notNull(),
});

/** Current wildfire perimeters around the fleet (WFIGS), replaced on each fetch. */
export const firePerimeters = pgTable('fire_perimeters', {
  id: text('id').primaryKey(),
  incidentName: text('incident_name').notNull(),
  acres: doublePrecision('acres'),
  containment: doublePrecision('containment'),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
  discoveredAt: timestamp('discovered_at', { withTimezone: true }),
  geometry: jsonb('geometry').$type<Polygon | MultiPolygon>().notNull(),
});

/** Satellite fire detections of the last day around the fleet (FIRMS), replaced on each fetch. */
export const fireHotspots = pgTable('fire_hotspots', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  detectedAt: timestamp('detected_at', { withTimezone: true }).notNull(),
  confidence: text('confidence').notNull(),
  satellite: text('satellite').notNull(),
});

/** The nearest fire as last measured for each site, and the NWS fire events covering it. */
export const siteFireStatus = pgTable('site_fire_status', {
  siteId: text('site_id')
    .primaryKey()
    .references(() => sites.siteId, { onDelete: 'cascade' }),
  perimeter: jsonb('perimeter').$type<NearestPerimeter>(),
  hotspot: jsonb('hotspot').$type<NearestHotspot>(),
  /** Active NWS fire events at the property: id and event name. */
  events: jsonb('events').$type<Array<{ id: string; event: string }>>().notNull().default([]),
  /** When the NWS alerts at this point last answered; null when never. */
  eventsCheckedAt: timestamp('events_checked_at', { withTimezone: true }),
  level: text('level', { enum: ['urgent', 'warning', 'info'] }),
  measuredAt: timestamp('measured_at', { withTimezone: true }).notNull(),
});

/** The owner's automatic activation rule for a property (off unless an Owner or Manager set it). */
export const autoActivationSettings = pgTable('auto_activation_settings', {
  propertyId: integer('property_id')
    .primaryKey()
    .references(() => properties.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  withinMiles: integer('within_miles').notNull(),
  countdownMinutes: integer('countdown_minutes').notNull(),
  /** Who approved the rule last and when: each approval allows one start per fire. */
  approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
  approvedAt: timestamp('approved_at', { withTimezone: true }).notNull(),
});

export const AUTO_ACTIVATION_STATUSES = [
  'counting',
  'cancelled',
  'sent',
  'blocked',
  'failed',
] as const;

/** The rule fired for a fire: a countdown, then the start command unless someone cancelled. */
export const autoActivations = pgTable(
  'auto_activations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.siteId, { onDelete: 'cascade' }),
    /** `perimeter:{id}` or `nws:{alert id}`: the fire that triggered it. */
    fireKey: text('fire_key').notNull(),
    rule: text('rule', { enum: ['distance', 'evacuation'] }).notNull(),
    reason: text('reason').notNull(),
    /** The approval it acts on: one activation per fire and approval. */
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: AUTO_ACTIVATION_STATUSES }).notNull().default('counting'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the start command goes out unless cancelled: stored, so a restart continues it. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    cancelledBy: integer('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    commandId: text('command_id'),
    error: text('error'),
  },
  (t) => [
    uniqueIndex('auto_activations_once_per_fire').on(t.siteId, t.fireKey, t.approvedAt),
    index('auto_activations_counting_idx').on(t.status, t.startsAt),
  ],
);
