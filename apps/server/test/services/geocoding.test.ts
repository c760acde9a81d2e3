import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { geocodeCache, properties, servicePacing } from '#src/db/schema/index';
import {
  GeocodingService,
  localPace,
  normaliseAddress,
  RequestQueue,
  sharedPace,
} from '#src/services/geocoding';
import { startGeocoderStandIn } from '../stand-ins/geocoder-stand-in';
import { build } from '../helper';

const OJAI = '1129 Maricopa Hwy, Ojai, CA 93023';
const TOPANGA = '1440 N Topanga Canyon Blvd, Topanga, CA 90290';
const DAY = 24 * 60 * 60_000;

describe('geocoding (GEOCODER_URL, cached, one request per second)', async () => {
  const geocoder = await startGeocoderStandIn();
  geocoder.places.set(normaliseAddress(OJAI), {
    lat: 34.4531,
    lon: -119.26,
    displayName: '1129, Maricopa Highway, Ojai, Ventura County, California, 93023, United States',
  });
  geocoder.places.set(normaliseAddress(TOPANGA), {
    lat: 34.0936,
    lon: -118.6017,
    displayName: 'Topanga Canyon Boulevard, Topanga, California, United States',
  });
  const { app } = await build({ GEOCODER_URL: geocoder.url });

  const propertyAt = async (address: string) => {
    const [row] = await app.db.select().from(properties).where(eq(properties.address, address));
    return row!;
  };
  /** The app with another geocoder address (an unreachable one, say). */
  const withGeocoder = (geocoderUrl: string) =>
    Object.create(app, {
      config: { value: { ...app.config, geocoderUrl } },
    }) as FastifyInstance;

  /** Unpaced, for the tests about something else than the rate limit. */
  const geocodingService = ({
    app: target = app,
    ...options
  }: { now?: () => number; app?: FastifyInstance } = {}) =>
    new GeocodingService(target, { queue: new RequestQueue(localPace(0)), ...options });

  beforeEach(() => geocoder.reset());

  it('places a property without coordinates once and stores them; a second call hits the cache', async () => {
    const ojai = await propertyAt(OJAI);
    expect([ojai.latitude, ojai.longitude]).toEqual([null, null]);
    const geocoding = geocodingService();

    expect(await geocoding.ensurePropertyLocation(ojai.id)).toEqual({
      latitude: 34.4531,
      longitude: -119.26,
    });
    const stored = await propertyAt(OJAI);
    expect([stored.latitude, stored.longitude]).toEqual([34.4531, -119.26]);
    expect(geocoder.requests).toHaveLength(1);
    const [request] = geocoder.requests;
    expect(request!.path).toBe('/search');
    expect(request!.query).toBe(normaliseAddress(OJAI));
    expect(request!.headers['user-agent']).toBe(
      'WildfireDefensePortal/0.1 (+mailto:support@wildfire-defense.example)',
    );

    // The address again, from this service or a fresh one: the database cache answers.
    expect(await geocoding.locate(OJAI)).toMatchObject({ latitude: 34.4531, longitude: -119.26 });
    expect(await geocodingService().locate(OJAI)).toMatchObject({ latitude: 34.4531 });
    // The property is placed now: nothing to look up.
    await geocoding.ensurePropertyLocation(ojai.id);
    expect(geocoder.requests).toHaveLength(1);
  });

  it('the search asks for JSON and one result', async () => {
    await geocodingService().locate('1 Nowhere Rd, Ojai, CA');
    expect(geocoder.requests[0]).toMatchObject({
      path: '/search',
      params: { q: '1 nowhere rd, ojai, ca', format: 'json', limit: '1' },
    });
  });

  it('addresses are normalised (trim, collapse spaces, lower-case) before the cache is asked', async () => {
    expect(normaliseAddress('  1129   MARICOPA Hwy,\tOjai,  CA 93023 ')).toBe(
      '1129 maricopa hwy, ojai, ca 93023',
    );
    const place = await geocodingService().locate('  1129   MARICOPA Hwy,  Ojai, CA 93023 ');
    expect(place).toMatchObject({ latitude: 34.4531, longitude: -119.26 });
    expect(geocoder.requests).toHaveLength(0);
  });

  it('a property with zero coordinates is geocoded too; a placed one is left alone', async () => {
    const topanga = await propertyAt(TOPANGA);
    await app.db
      .update(properties)
      .set({ latitude: 0, longitude: 0 })
      .where(eq(properties.id, topanga.id));
    const geocoding = geocodingService();
    expect(await geocoding.ensurePropertyLocation(topanga.id)).toEqual({
      latitude: 34.0936,
      longitude: -118.6017,
    });
    const malibu = await propertyAt('3700 Las Flores Canyon Rd, Malibu, CA 90265');
    expect(await geocoding.ensurePropertyLocation(malibu.id)).toEqual({
      latitude: 34.0437,
      longitude: -118.6382,
    });
    expect(geocoder.requests.map((r) => r.query)).toEqual([normaliseAddress(TOPANGA)]);
    expect(await geocoding.ensurePropertyLocation(999_999)).toBeNull();
  });

  it('not found: null, cached, and asked again after a day', async () => {
    let clock = Date.now();
    const geocoding = geocodingService({ now: () => clock });
    const address = '99 Unknown Canyon Rd, Nowhere, CA';
    expect(await geocoding.locate(address)).toBeNull();
    expect(await geocoding.locate(address)).toBeNull();
    expect(geocoder.requests).toHaveLength(1);
    const [cached] = await app.db
      .select()
      .from(geocodeCache)
      .where(eq(geocodeCache.query, normaliseAddress(address)));
    expect(cached).toMatchObject({ found: false, latitude: null, longitude: null });

    clock += DAY + 1;
    geocoder.places.set(normaliseAddress(address), { lat: 34.1, lon: -118.1, displayName: 'x' });
    expect(await geocoding.locate(address)).toMatchObject({ latitude: 34.1, longitude: -118.1 });
    expect(geocoder.requests).toHaveLength(2);
  });

  it('a failure is logged and answers null without throwing, and is not cached', async () => {
    const warn = vi.fn();
    const logged = Object.create(app, { log: { value: { ...app.log, warn } } }) as FastifyInstance;
    const geocoding = geocodingService({ app: logged });
    const address = '12 Failing St, Ojai, CA';
    geocoder.places.set(normaliseAddress(address), { lat: 34.2, lon: -119.2, displayName: 'y' });
    geocoder.intercept = () => ({ status: 500, body: 'upstream trouble' });
    expect(await geocoding.locate(address)).toBeNull();
    geocoder.intercept = () => ({ status: 200, body: 'not json' });
    expect(await geocoding.locate(address)).toBeNull();
    geocoder.intercept = () => ({ body: [{ lat: 'north', lon: 'west' }] });
    expect(await geocoding.locate(address)).toBeNull();
    // Logged with what went wrong, never with the geocoder's body or the address.
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls[0]![0]).toMatchObject({ err: { kind: 'status', status: 500 } });
    const logText = JSON.stringify(warn.mock.calls);
    expect(logText).not.toContain('upstream trouble');
    expect(logText).not.toContain('Failing');
    expect(
      await geocodingService({ app: withGeocoder('http://127.0.0.1:1') }).locate(address),
    ).toBeNull();
    // Nothing was kept: once the geocoder is back the address is placed.
    geocoder.intercept = null;
    expect(await geocoding.locate(address)).toMatchObject({ latitude: 34.2 });
    // A property whose address fails stays unplaced.
    const ojai = await propertyAt(OJAI);
    await app.db
      .update(properties)
      .set({ address: '13 Failing St, Ojai, CA', latitude: null, longitude: null })
      .where(eq(properties.id, ojai.id));
    geocoder.intercept = () => ({ status: 503, body: {} });
    expect(await geocoding.ensurePropertyLocation(ojai.id)).toBeNull();
    expect((await propertyAt('13 Failing St, Ojai, CA')).latitude).toBeNull();
    await app.db
      .update(properties)
      .set({ address: OJAI, latitude: null, longitude: null })
      .where(eq(properties.id, ojai.id));
  });

  it('at most one request per second for the whole product: three lookups take at least 2 s', async () => {
    const addresses = ['1 First St, Ojai, CA', '2 Second St, Ojai, CA', '3 Third St, Ojai, CA'];
    const started = performance.now();
    // Two services, as the weather route and the start-up placement would be: one queue.
    const [a, b] = [new GeocodingService(app), new GeocodingService(app)];
    await Promise.all(addresses.map((address, i) => (i % 2 ? b : a).locate(address)));
    expect(performance.now() - started).toBeGreaterThanOrEqual(2_000);
    // Arrival times at the stand-in also carry network and scheduling delays, so only the
    // count is checked there; the elapsed time above proves the spacing of the sends.
    expect(geocoder.requests).toHaveLength(3);
  });

  it('the pace is kept in the database: the product’s queue books its turns there', async () => {
    await new GeocodingService(app).locate('5 Fifth St, Ojai, CA');
    const [turn] = await app.db
      .select()
      .from(servicePacing)
      .where(eq(servicePacing.service, `geocoder ${geocoder.url}`));
    expect(turn?.nextTurnAt).toBeInstanceOf(Date);
  });

  it('instances on one database share the pace: three lookups through two instances take at least 2 s', async () => {
    const addresses = ['6 Sixth St, Ojai, CA', '7 Seventh St, Ojai, CA', '8 Eighth St, Ojai, CA'];
    // Each instance has its own queue in its own process; only the database is common.
    const instance = () =>
      new GeocodingService(app, {
        queue: new RequestQueue(sharedPace(app.db, 'geocoder two instances', 1_000)),
      });
    const [a, b] = [instance(), instance()];
    const started = performance.now();
    await Promise.all(addresses.map((address, i) => (i % 2 ? b : a).locate(address)));
    expect(performance.now() - started).toBeGreaterThanOrEqual(2_000);
    expect(geocoder.requests).toHaveLength(3);
  });

  it('concurrent lookups of one address make one request', async () => {
    const geocoding = geocodingService();
    const address = '4 Fourth St, Ojai, CA';
    await Promise.all([geocoding.locate(address), geocoding.locate(` ${address.toUpperCase()}`)]);
    expect(geocoder.requests).toHaveLength(1);
  });

  it('geocodeMissingProperties places every property without coordinates, one after another', async () => {
    const ojai = await propertyAt(OJAI);
    const topanga = await propertyAt(TOPANGA);
    await app.db
      .update(properties)
      .set({ latitude: null, longitude: null })
      .where(eq(properties.id, ojai.id));
    await app.db
      .update(properties)
      .set({ latitude: 0, longitude: 0 })
      .where(eq(properties.id, topanga.id));
    await app.db.delete(geocodeCache);

    expect(await geocodingService().geocodeMissingProperties()).toBe(2);
    expect((await propertyAt(OJAI)).latitude).toBe(34.4531);
    expect((await propertyAt(TOPANGA)).longitude).toBe(-118.6017);
    expect(geocoder.requests.map((r) => r.query).sort()).toEqual(
      [normaliseAddress(OJAI), normaliseAddress(TOPANGA)].sort(),
    );
    // Nothing left to place.
    expect(await geocodingService().geocodeMissingProperties()).toBe(0);
  });
});
