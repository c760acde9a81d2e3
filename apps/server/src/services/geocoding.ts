import { and, eq, isNull, or } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/client';
import { geocodeCache, properties } from '../db/schema';
import { takeTurn } from '../repositories/service-pacing';
import { describeFailure, getJson, productUserAgent } from './http-json';

/** A "not found" may have been a gap in the geocoder's data: ask again after a day. */
const NOT_FOUND_RETRY_MS = 24 * 60 * 60_000;
/** Nominatim's usage policy: an absolute maximum of one request per second. */
const MIN_REQUEST_SPACING_MS = 1_000;
const TIMEOUT_MS = 5_000;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export interface GeocodedPlace extends Coordinates {
  displayName: string | null;
}

/** The cache key: trimmed, spaces collapsed, lower-case. */
export const normaliseAddress = (address: string) =>
  address.trim().replace(/\s+/g, ' ').toLowerCase();

/** Missing, or zero in imported data, means the property still has to be geocoded. */
export const hasLocation = (p: {
  latitude: number | null;
  longitude: number | null;
}): p is Coordinates =>
  p.latitude != null && p.longitude != null && !(p.latitude === 0 && p.longitude === 0);

/** `hasLocation`'s opposite, as a condition on the properties table. */
export const propertyLacksLocation = or(
  isNull(properties.latitude),
  isNull(properties.longitude),
  and(eq(properties.latitude, 0), eq(properties.longitude, 0)),
)!;

const searchAnswer = z.array(
  z.object({
    lat: z.coerce.number().min(-90).max(90),
    lon: z.coerce.number().min(-180).max(180),
    display_name: z.string().nullish(),
  }),
);

/** How long to wait before the next request may start, in milliseconds; taking it books it. */
export type Pace = () => Promise<number>;

/** Requests `spacingMs` apart in this process only (tests pace their own requests with it). */
export function localPace(spacingMs: number): Pace {
  let nextStart = -Infinity;
  return () => {
    const now = performance.now();
    const start = Math.max(now, nextStart);
    nextStart = start + spacingMs;
    return Promise.resolve(start - now);
  };
}

/**
 * Requests `spacingMs` apart for every instance of the product on `db`: N instances placing
 * properties at start still ask the geocoder once a second between them, not N times.
 */
export const sharedPace =
  (db: Database, service: string, spacingMs: number): Pace =>
  () =>
    takeTurn(db, service, spacingMs);

/** One request at a time, each starting when its pace says. */
export class RequestQueue {
  private tail: Promise<unknown> = Promise.resolve();

  constructor(private readonly pace: Pace) {}

  run<T>(task: () => Promise<T>): Promise<T> {
    const turn = this.tail.then(async () => {
      const wait = await this.pace();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      return task();
    });
    this.tail = turn.catch(() => undefined);
    return turn;
  }
}

/** One queue per database and geocoder, shared by every GeocodingService of this process. */
const queues = new WeakMap<Database, Map<string, RequestQueue>>();
const queueFor = (db: Database, baseUrl: string) => {
  let byGeocoder = queues.get(db);
  if (!byGeocoder) {
    byGeocoder = new Map();
    queues.set(db, byGeocoder);
  }
  let queue = byGeocoder.get(baseUrl);
  if (!queue) {
    queue = new RequestQueue(sharedPace(db, `geocoder ${baseUrl}`, MIN_REQUEST_SPACING_MS));
    byGeocoder.set(baseUrl, queue);
  }
  return queue;
};

export interface GeocodingServiceOptions {
  /** The clock deciding when a cached "not found" is asked again. */
  now?: () => number;
  /** Tests may pace their own requests; the product shares one queue per geocoder. */
  queue?: RequestQueue;
}

/**
 * Addresses to coordinates with the geocoding service (GEOCODER_URL, Nominatim by default):
 * each normalised address asked once and cached in the database, found or not; a failure is
 * logged and answers null, so the caller skips the marker.
 */
export class GeocodingService {
  private readonly db: Database;
  private readonly log: FastifyBaseLogger;
  private readonly baseUrl: string;
  private readonly userAgent: string;
  private readonly queue: RequestQueue;
  private readonly now: () => number;
  private readonly lookups = new Map<string, Promise<GeocodedPlace | null>>();

  constructor(app: FastifyInstance, options: GeocodingServiceOptions = {}) {
    this.db = app.db;
    this.log = app.log;
    this.baseUrl = app.config.geocoderUrl.replace(/\/+$/, '');
    this.userAgent = productUserAgent(app.config.supportEmail, app.appVersion);
    this.queue = options.queue ?? queueFor(this.db, this.baseUrl);
    this.now = options.now ?? Date.now;
  }

  /** The coordinates of an address, or null when unknown or the geocoder failed. */
  locate(address: string): Promise<GeocodedPlace | null> {
    const query = normaliseAddress(address);
    if (query === '') return Promise.resolve(null);
    const pending = this.lookups.get(query);
    if (pending) return pending;
    const lookup = this.lookUp(query).finally(() => this.lookups.delete(query));
    this.lookups.set(query, lookup);
    return lookup;
  }

  /**
   * The property's coordinates; when they are missing or zero its address is geocoded and the
   * result stored on the property. Null when the property is unknown or cannot be placed.
   */
  async ensurePropertyLocation(propertyId: number): Promise<Coordinates | null> {
    const [property] = await this.db
      .select({
        address: properties.address,
        latitude: properties.latitude,
        longitude: properties.longitude,
      })
      .from(properties)
      .where(eq(properties.id, propertyId));
    if (!property) return null;
    if (hasLocation(property))
      return { latitude: property.latitude, longitude: property.longitude };
    const place = await this.locate(property.address);
    if (!place) return null;
    await this.db
      .update(properties)
      .set({ latitude: place.latitude, longitude: place.longitude })
      .where(eq(properties.id, propertyId));
    return { latitude: place.latitude, longitude: place.longitude };
  }

  /** Place every property still without coordinates, one after another; returns how many. */
  async geocodeMissingProperties(): Promise<number> {
    const missing = await this.db
      .select({ id: properties.id })
      .from(properties)
      .where(propertyLacksLocation);
    let placed = 0;
    for (const { id } of missing) {
      try {
        if (await this.ensurePropertyLocation(id)) placed++;
      } catch (error) {
        this.log.warn({ err: describeFailure(error), propertyId: id }, 'geocoding failed');
      }
    }
    return placed;
  }

  private async lookUp(query: string): Promise<GeocodedPlace | null> {
    try {
      const cached = await this.cached(query);
      if (cached !== undefined) return cached;
      return await this.queue.run(async () => {
        // Another caller may have asked while this one waited its turn.
        const meanwhile = await this.cached(query);
        if (meanwhile !== undefined) return meanwhile;
        return this.search(query);
      });
    } catch (error) {
      this.log.warn({ err: describeFailure(error) }, 'geocoding failed');
      return null;
    }
  }

  /** The cached answer; undefined when there is none or a "not found" is due for a retry. */
  private async cached(query: string): Promise<GeocodedPlace | null | undefined> {
    const [row] = await this.db.select().from(geocodeCache).where(eq(geocodeCache.query, query));
    if (!row) return undefined;
    if (row.found && row.latitude != null && row.longitude != null) {
      return { latitude: row.latitude, longitude: row.longitude, displayName: row.displayName };
    }
    return this.now() - row.fetchedAt.getTime() < NOT_FOUND_RETRY_MS ? null : undefined;
  }

  private async search(query: string): Promise<GeocodedPlace | null> {
    const url = `${this.baseUrl}/search?${new URLSearchParams({ q: query, format: 'json', limit: '1' }).toString()}`;
    const answer = searchAnswer.safeParse(
      await getJson(url, { timeoutMs: TIMEOUT_MS, userAgent: this.userAgent }),
    );
    if (!answer.success) throw new Error('unexpected geocoder answer');
    const first = answer.data[0];
    const place = first
      ? { latitude: first.lat, longitude: first.lon, displayName: first.display_name ?? null }
      : null;
    const row = {
      found: place !== null,
      latitude: place?.latitude ?? null,
      longitude: place?.longitude ?? null,
      displayName: place?.displayName ?? null,
      fetchedAt: new Date(this.now()),
    };
    await this.db
      .insert(geocodeCache)
      .values({ query, ...row })
      .onConflictDoUpdate({ target: geocodeCache.query, set: row });
    return place;
  }
}
