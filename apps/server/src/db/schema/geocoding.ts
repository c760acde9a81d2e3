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
