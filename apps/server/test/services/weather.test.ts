import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { productUserAgent, UpstreamError } from '#src/services/http-json';
import {
  WeatherService,
  WeatherUnavailableError,
  type WeatherServiceOptions,
} from '#src/services/weather';
import {
  degC,
  degrees,
  kmh,
  ms,
  type ObservationFixture,
  percent,
  startNwsStandIn,
} from '../stand-ins/nws-stand-in';

const MALIBU = { latitude: 34.0437, longitude: -118.6382 };
const POINT = '34.0437,-118.6382';
const USER_AGENT = productUserAgent('support@wildfire-defense.example', '0.1.0');
const MINUTE = 60_000;

describe('weather (customer-portal.md sections 7 and 9)', async () => {
  // The answers' absolute links point at the decoy: following one would show there.
  const decoy = await startNwsStandIn();
  const nws = await startNwsStandIn({ linkBase: decoy.url });
  let clock = Date.parse('2025-08-01T19:00:00Z');

  const service = (options: Partial<WeatherServiceOptions> = {}) =>
    new WeatherService({
      baseUrl: nws.url,
      userAgent: USER_AGENT,
      now: () => clock,
      timeoutMs: 1_000,
      ...options,
    });

  /** Malibu with these stations, each with its observation (undefined: no observation). */
  const given = (
    stations: Record<string, ObservationFixture | undefined>,
    extra: { alerts?: Parameters<typeof nws.points.set>[1]['alerts'] } = {},
  ) => {
    nws.points.set(POINT, {
      city: 'Malibu',
      state: 'CA',
      stations: Object.keys(stations),
      ...extra,
    });
    for (const [id, observation] of Object.entries(stations)) {
      if (observation) nws.observations.set(id, observation);
    }
  };
  const observationsAsked = () => nws.pathsRequested().filter((p) => p.startsWith('/stations/'));
  const weatherAtMalibu = (s = service(), tag?: unknown) =>
    s.weatherFor(MALIBU.latitude, MALIBU.longitude, tag);

  // A call that fails early leaves its other requests in flight: let them land first.
  const requestsSettle = () => new Promise((resolve) => setTimeout(resolve, 50));
  afterEach(requestsSettle);

  beforeEach(() => {
    nws.reset();
    decoy.reset();
    nws.points.clear();
    nws.observations.clear();
  });

  describe('stations', () => {
    it('tries the first three stations until one gives a temperature; a fourth is never asked', async () => {
      given({
        KAAA: { temperature: degC(null) },
        KBBB: { temperature: degC(null), windSpeed: kmh(40) },
        KCCC: { temperature: degC(20) },
        KDDD: { temperature: degC(30) },
      });
      const weather = await weatherAtMalibu();
      expect(weather.station).toBe('KCCC');
      expect(weather.temperature).toBe(68);
      expect(observationsAsked()).toEqual([
        '/stations/KAAA/observations/latest',
        '/stations/KBBB/observations/latest',
        '/stations/KCCC/observations/latest',
      ]);
    });

    it('stops at the first station with a temperature', async () => {
      given({ KAAA: { temperature: degC(25) }, KBBB: { temperature: degC(30) } });
      expect((await weatherAtMalibu()).station).toBe('KAAA');
      expect(observationsAsked()).toEqual(['/stations/KAAA/observations/latest']);
    });

    it('no temperature at the first three stations: unavailable, and the fourth is not asked', async () => {
      given({
        KAAA: { temperature: degC(null) },
        KBBB: undefined,
        KCCC: { temperature: degC(null) },
        KDDD: { temperature: degC(30) },
      });
      await expect(weatherAtMalibu()).rejects.toBeInstanceOf(WeatherUnavailableError);
      expect(observationsAsked()).not.toContain('/stations/KDDD/observations/latest');
    });

    it('a station whose observation fails counts as one without a temperature', async () => {
      given({ KAAA: { temperature: degC(10) }, KBBB: { temperature: degC(15) } });
      nws.intercept = (path) => (path.includes('KAAA') ? { status: 500, body: {} } : undefined);
      expect((await weatherAtMalibu()).station).toBe('KBBB');
    });

    it('no stations at all: unavailable', async () => {
      given({});
      await expect(weatherAtMalibu()).rejects.toBeInstanceOf(WeatherUnavailableError);
    });
  });

  describe('conversions', () => {
    it.each([
      [0, 32],
      [20, 68],
      [-40, -40],
      [37.8, 100],
      [21.1, 70],
    ])('converts %s °C to %s °F', async (celsius, fahrenheit) => {
      given({ KAAA: { temperature: degC(celsius) } });
      expect((await weatherAtMalibu()).temperature).toBe(fahrenheit);
    });

    it.each([
      ['km/h (what NWS usually states)', kmh(16.09), 10],
      ['km/h', kmh(40), 24.9],
      ['m/s (the spec x2.237)', ms(5), 11.2],
      ['m/s', ms(10), 22.4],
      ['knots', { value: 10, unitCode: 'wmoUnit:kn' }, 11.5],
    ])('wind in %s is converted by its stated unit', async (_unit, windSpeed, mph) => {
      given({ KAAA: { temperature: degC(20), windSpeed } });
      expect((await weatherAtMalibu()).windSpeed).toBe(mph);
    });

    it.each([
      [0, 'N'],
      [11, 'N'],
      [12, 'NNE'],
      [45, 'NE'],
      [90, 'E'],
      [157.5, 'SSE'],
      [225, 'SW'],
      [337.5, 'NNW'],
      [350, 'N'],
    ])('wind from %s° is %s on the 16-point compass', async (direction, compass) => {
      given({ KAAA: { temperature: degC(20), windDirection: degrees(direction) } });
      expect((await weatherAtMalibu()).windDirection).toBe(compass);
    });

    it('humidity is shown in whole percent', async () => {
      given({ KAAA: { temperature: degC(20), relativeHumidity: percent(45.710968) } });
      expect((await weatherAtMalibu()).humidity).toBe(46);
    });
  });

  describe('defaults and place', () => {
    it('humidity 50, wind 0, direction N; high = temperature + 5, low = temperature - 10', async () => {
      given({ KAAA: { temperature: degC(20) } });
      expect(await weatherAtMalibu()).toMatchObject({
        temperature: 68,
        humidity: 50,
        windSpeed: 0,
        windDirection: 'N',
        highTemp: 73,
        lowTemp: 58,
      });
    });

    it('names the nearest city and state from the point, and the observation time', async () => {
      given({ KAAA: { temperature: degC(20), timestamp: '2025-08-01T18:53:00+00:00' } });
      expect(await weatherAtMalibu()).toMatchObject({
        city: 'Malibu',
        state: 'CA',
        station: 'KAAA',
        observedAt: '2025-08-01T18:53:00+00:00',
      });
    });
  });

  describe('threat level (section 9)', () => {
    it.each([
      // °C, km/h, %RH → level, colour
      ['Low', 23.9, 16.09, 50, 'green'], // 75.0 °F, 10.0 mph, 50 %: nothing is beyond its line
      ['Low', 24, 0, 50, 'green'], // 75.2 °F: 1 point
      ['Elevated', 20, 0, 29, 'yellow'], // humidity below 30: 2 points
      ['Elevated', 24, 17, 50, 'yellow'], // 75.2 °F and 10.6 mph: 1 + 1
      ['High', 24, 17, 45, 'orange'], // 1 + 1 + 1
      ['High', 30, 0, 49, 'orange'], // 86 °F (2) + humidity below 50 (1)
      ['Extreme', 30, 25, 45, 'red'], // 2 + 2 + 1
      ['Extreme', 30, 25, 20, 'red'], // 2 + 2 + 2
    ])('%s for %s °C, wind %s km/h, humidity %s %%', async (level, celsius, wind, rh, color) => {
      given({
        KAAA: { temperature: degC(celsius), windSpeed: kmh(wind), relativeHumidity: percent(rh) },
      });
      const weather = await weatherAtMalibu();
      expect(weather.threatLevel).toBe(level);
      expect(weather.threatColor).toBe(color);
    });

    it('a text THREAT_LEVEL tag overrides the weather-derived level', async () => {
      given({ KAAA: { temperature: degC(30), windSpeed: kmh(25), relativeHumidity: percent(20) } });
      const s = service();
      expect(await weatherAtMalibu(s, 'Critical')).toMatchObject({
        threatLevel: 'Critical',
        threatColor: 'orange',
      });
      expect(await weatherAtMalibu(s, 'Low')).toMatchObject({
        threatLevel: 'Low',
        threatColor: 'green',
      });
      // Only a text value overrides: a number, an empty text or no tag leaves the weather's.
      for (const tag of [4, '', '   ', null, undefined]) {
        expect((await weatherAtMalibu(s, tag)).threatLevel).toBe('Extreme');
      }
    });
  });

  describe('cache', () => {
    it('a second call within 5 minutes asks nothing; after 5 minutes the observation again, after a day the point', async () => {
      given({ KAAA: { temperature: degC(20) } });
      const s = service();
      await weatherAtMalibu(s);
      const first = nws.requests.length;
      expect(first).toBe(4); // point, stations, alerts, observation

      clock += 5 * MINUTE - 1;
      nws.observations.set('KAAA', { temperature: degC(30) });
      expect((await weatherAtMalibu(s)).temperature).toBe(68);
      expect(nws.requests.length).toBe(first);

      clock += 2;
      nws.reset();
      expect((await weatherAtMalibu(s)).temperature).toBe(86);
      expect(nws.pathsRequested().sort()).toEqual([
        `/alerts/active?point=${POINT}`,
        '/stations/KAAA/observations/latest',
      ]);

      clock += 24 * 60 * MINUTE;
      nws.reset();
      await weatherAtMalibu(s);
      expect(nws.pathsRequested().sort()).toEqual([
        `/alerts/active?point=${POINT}`,
        `/points/${POINT}`,
        `/points/${POINT}/stations`,
        '/stations/KAAA/observations/latest',
      ]);
    });

    it('concurrent requests for the same point share one fetch of each', async () => {
      given({ KAAA: { temperature: degC(20) } });
      const s = service();
      const answers = await Promise.all([1, 2, 3, 4, 5].map(() => weatherAtMalibu(s)));
      expect(new Set(answers.map((a) => a.temperature))).toEqual(new Set([68]));
      expect(nws.requests.length).toBe(4);
    });

    it('a failure is not kept: the next call asks again', async () => {
      given({ KAAA: { temperature: degC(20) } });
      const s = service();
      nws.intercept = (path) =>
        path === `/points/${POINT}` ? { status: 503, body: {} } : undefined;
      await expect(weatherAtMalibu(s)).rejects.toThrow();
      await requestsSettle();
      nws.intercept = null;
      expect((await weatherAtMalibu(s)).temperature).toBe(68);
    });
  });

  describe('requests', () => {
    it('are built from the base URL and station ids, never from the links in the answers', async () => {
      given({ KAAA: { temperature: degC(null) }, KBBB: { temperature: degC(20) } });
      await weatherAtMalibu();
      expect(nws.pathsRequested().sort()).toEqual([
        `/alerts/active?point=${POINT}`,
        `/points/${POINT}`,
        `/points/${POINT}/stations`,
        '/stations/KAAA/observations/latest',
        '/stations/KBBB/observations/latest',
      ]);
      expect(nws.pathsRequested().some((p) => p.startsWith('/gridpoints'))).toBe(false);
      expect(decoy.requests).toEqual([]);
    });

    it('keep a path prefix of the base URL', async () => {
      given({ KAAA: { temperature: degC(20) } });
      nws.intercept = (path) =>
        path.startsWith('/nws/')
          ? { status: 307, headers: { location: path.slice(4) } }
          : undefined;
      await weatherAtMalibu(service({ baseUrl: `${nws.url}/nws/` }));
      expect(nws.pathsRequested()).toContain(`/nws/points/${POINT}`);
    });

    it('follow a redirect within the service (stations to the grid), never one elsewhere', async () => {
      given({ KAAA: { temperature: degC(20) } });
      const grid = '/gridpoints/LOX/120,40/stations';
      nws.intercept = (path) => {
        if (path === `/points/${POINT}/stations`)
          return { status: 301, headers: { location: grid } };
        if (path === grid)
          return {
            body: { features: [{ properties: { stationIdentifier: 'KAAA' } }] },
          };
        return undefined;
      };
      expect((await weatherAtMalibu()).station).toBe('KAAA');

      nws.intercept = (path) =>
        path === `/points/${POINT}/stations`
          ? { status: 301, headers: { location: `${decoy.url}${grid}` } }
          : undefined;
      const error = await weatherAtMalibu().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UpstreamError);
      expect((error as UpstreamError).kind).toBe('redirect');
      expect(decoy.requests).toEqual([]);
    });

    it('name the product and a contact in the User-Agent, and ask for GeoJSON', async () => {
      given({ KAAA: { temperature: degC(20) } });
      await weatherAtMalibu();
      expect(USER_AGENT).toBe(
        'WildfireDefensePortal/0.1 (+mailto:support@wildfire-defense.example)',
      );
      for (const request of nws.requests) {
        expect(request.headers['user-agent']).toBe(USER_AGENT);
        expect(request.headers.accept).toBe('application/geo+json, application/json');
      }
    });

    it('use at most four decimals of the coordinates, as the service wants', async () => {
      given({ KAAA: { temperature: degC(20) } });
      await service().weatherFor(34.04371234, -118.63819999);
      expect(nws.pathsRequested()).toContain(`/points/${POINT}`);
    });
  });

  describe('failures', () => {
    it('a timeout fails with an UpstreamError of kind timeout', async () => {
      given({ KAAA: { temperature: degC(20) } });
      nws.intercept = (path) => (path.startsWith('/points') ? { delayMs: 1_000 } : undefined);
      const started = performance.now();
      const error = await service({ timeoutMs: 150 })
        .weatherFor(MALIBU.latitude, MALIBU.longitude)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UpstreamError);
      expect((error as UpstreamError).kind).toBe('timeout');
      expect(performance.now() - started).toBeLessThan(900);
    });

    it('a 500 fails with its status and without the upstream body', async () => {
      given({ KAAA: { temperature: degC(20) } });
      nws.intercept = () => ({ status: 500, body: 'SECRET upstream stack trace' });
      const error = await weatherAtMalibu().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UpstreamError);
      expect(error).toMatchObject({ kind: 'status', status: 500 });
      expect(String((error as Error).message)).not.toContain('SECRET');
    });

    it('a body that is not JSON, or not the expected shape, fails', async () => {
      given({ KAAA: { temperature: degC(20) } });
      nws.intercept = (path) =>
        path === `/points/${POINT}` ? { status: 200, body: '<html>maintenance</html>' } : undefined;
      await expect(weatherAtMalibu()).rejects.toMatchObject({ kind: 'bad_json' });
      nws.intercept = (path) =>
        path === `/points/${POINT}/stations` ? { body: { features: 'none' } } : undefined;
      await expect(weatherAtMalibu()).rejects.toBeInstanceOf(WeatherUnavailableError);
    });

    it('an unreachable service fails with kind network', async () => {
      const error = await service({ baseUrl: 'http://127.0.0.1:1' })
        .weatherFor(MALIBU.latitude, MALIBU.longitude)
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ kind: 'network' });
    });
  });

  describe('fire weather warnings', () => {
    it('keeps Red Flag Warnings, Fire Weather Watches and evacuation orders only', async () => {
      given(
        { KAAA: { temperature: degC(20) } },
        {
          alerts: [
            {
              id: 'urn:oid:rfw.1',
              event: 'Red Flag Warning',
              headline: 'Red Flag Warning until 6 PM',
            },
            { id: 'urn:oid:heat.1', event: 'Heat Advisory' },
            { id: 'urn:oid:fww.1', event: 'Fire Weather Watch', ends: null },
            { id: 'urn:oid:evi.1', event: 'Evacuation Immediate' },
            { id: 'urn:oid:wind.1', event: 'Wind Advisory' },
          ],
        },
      );
      const { warnings } = await weatherAtMalibu();
      expect(warnings.map((w) => [w.id, w.event])).toEqual([
        ['urn:oid:rfw.1', 'Red Flag Warning'],
        ['urn:oid:fww.1', 'Fire Weather Watch'],
        ['urn:oid:evi.1', 'Evacuation Immediate'],
      ]);
      expect(warnings[0]).toMatchObject({
        headline: 'Red Flag Warning until 6 PM',
        ends: '2025-08-02T03:00:00-07:00',
      });
      expect(warnings[1]!.ends).toBeNull();
    });

    it('the weather is still shown when the alerts cannot be had', async () => {
      given({ KAAA: { temperature: degC(20) } });
      nws.intercept = (path) =>
        path.startsWith('/alerts') ? { status: 500, body: {} } : undefined;
      const weather = await weatherAtMalibu();
      expect(weather.temperature).toBe(68);
      expect(weather.warnings).toEqual([]);
    });
  });
});
