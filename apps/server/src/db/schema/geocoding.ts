import { boolean, doublePrecision, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Geocoder answers by normalised address, so each address is looked up once. */
export const geocodeCache = pgTable('geocode_cache', {
  query: text('query').primaryKey(),
  found: boolean('found').notNull(),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  displayName: text('display_name'),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * When each outside service may next be asked, for every instance of the product at once: a
 * service whose usage policy caps the rate for the whole product (Nominatim: one request a
 * second) is paced here rather than in each process (repositories/service-pacing.ts).
 */
export const servicePacing = pgTable('service_pacing', {
  service: text('service').primaryKey(),
  nextTurnAt: timestamp('next_turn_at', { withTimezone: true }).notNull(),
});
