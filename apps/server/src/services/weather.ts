import { and, eq, isNotNull, isNull, like } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  celsiusToFahrenheit,
  compassDirection,
  roundTo,
  threatColor,
  threatLevel,
  type ThreatColor,
  WEATHER_DEFAULTS,
  windSpeedMph,
} from '@wildfire/shared';
import { alerts, properties, sites } from '../db/schema';
import { hasLocation } from './geocoding';
import { describeFailure, getJson, productUserAgent } from './http-json';

/** Where a point's place and stations come from rarely changes; observations do. */
const POINT_TTL_MS = 24 * 60 * 60_000;
const OBSERVATION_TTL_MS = 5 * 60_000;
const ALERTS_TTL_MS = 5 * 60_000;
/** The spec: the first three stations, until one gives a temperature. */
const STATIONS_TRIED = 3;
const DEFAULT_TIMEOUT_MS = 5_000;

export interface FireWeatherWarning {
  /** The NWS alert id (`urn:oid:…`), stable for the life of the warning. */
  id: string;
  event: string;
  headline: string | null;
  description: string | null;
  /** When the hazard ends (ISO 8601), when the service says. */
  ends: string | null;
}

export interface Weather {
  city: string;
  state: string;
  /** °F */
  temperature: number;
  lowTemp: number;
  highTemp: number;
  /** mph */
  windSpeed: number;
  /** 16-point compass */
  windDirection: string;
  /** percent */
  humidity: number;
  threatLevel: string;
  threatColor: ThreatColor;
  observedAt: string | null;
  station: string;
  warnings: FireWeatherWarning[];
}

/** Nothing usable came back: the weather card says so and the dashboard carries on. */
export class WeatherUnavailableError extends Error {
  constructor(reason: string) {
    super(`weather unavailable: ${reason}`);
    this.name = 'WeatherUnavailableError';
  }
}

/**
 * Red Flag Warnings, Fire Weather Watches, Fire Warnings and evacuation orders ("Evacuation
 * Immediate"); the last two also make a fire nearby urgent (fire-proximity.ts).
 */
export function isFireWeatherEvent(event: string): boolean {
  const name = event.trim().toLowerCase();
  return (
    name === 'red flag warning' ||
    name === 'fire weather watch' ||
    name === 'fire warning' ||
    name.includes('evacuation')
  );
}

// The answers' shapes, as far as they are used; everything else is ignored.
const quantity = z
  .object({ value: z.number().nullish(), unitCode: z.string().nullish() })
  .nullish();
const pointAnswer = z.object({
  properties: z.object({
    relativeLocation: z
      .object({
        properties: z.object({ city: z.string().nullish(), state: z.string().nullish() }),
      })
      .nullish(),
  }),
});
const stationsAnswer = z.object({
  features: z.array(
    z.object({ properties: z.object({ stationIdentifier: z.string().nullish() }) }),
  ),
});
const observationAnswer = z.object({
  properties: z.object({
    timestamp: z.string().nullish(),
    temperature: quantity,
    windSpeed: quantity,
    windDirection: quantity,
    relativeHumidity: quantity,
  }),
});
const alertsAnswer = z.object({
  features: z.array(
    z.object({
      properties: z.object({
        id: z.string().min(1).max(200),
        event: z.string(),
        headline: z.string().nullish(),
        description: z.string().nullish(),
        ends: z.string().nullish(),
      }),
    }),
  ),
});

/** Station ids go into a path: letters and digits only. */
const STATION_ID = /^[A-Za-z0-9]{2,12}$/;

interface Observation {
  temperatureF: number | null;
  windMph: number | null;
  directionDegrees: number | null;
  humidity: number | null;
  observedAt: string | null;
}

function fahrenheit(value: number, unitCode: string | null | undefined): number {
  const unit = (unitCode ?? '').replace(/^wmoUnit:/, '');
  if (unit === 'degF') return value;
  if (unit === 'K') return celsiusToFahrenheit(value - 273.15);
  // NWS states degC; the spec converts Celsius.
  return celsiusToFahrenheit(value);
}

/** At most four decimals, as the weather service wants them (more are redirected). */
const coordinate = (value: number) => String(Number(value.toFixed(4)));

/** A small cache whose concurrent misses for one key share one load; failures are not kept. */
class SharedCache<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();
  private readonly loading = new Map<string, Promise<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return Promise.resolve(hit.value);
    const pending = this.loading.get(key);
    if (pending) return pending;
    const loaded = load()
      .then((value) => {
        this.prune();
        this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
        return value;
      })
      .finally(() => this.loading.delete(key));
    this.loading.set(key, loaded);
    return loaded;
  }

  private prune() {
    if (this.entries.size < 1_000) return;
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }
}

export interface WeatherServiceOptions {
  /** WEATHER_API_URL: every request is built from it and the identifiers in the answers. */
  baseUrl: string;
  userAgent: string;
  /** The clock of the caches (tests move it on). */
  now?: () => number;
  timeoutMs?: number;
  log?: FastifyBaseLogger;
}

const isApp = (source: FastifyInstance | WeatherServiceOptions): source is FastifyInstance =>
  'decorate' in source;

/**
 * The weather at a point from the US National Weather Service, per customer-portal.md
 * section 7, with the fire threat of section 9 and the active fire weather warnings.
 */
export class WeatherService {
  private readonly baseUrl: string;
  private readonly userAgent: string;
  private readonly timeoutMs: number;
  private readonly log: FastifyBaseLogger | undefined;
  private readonly places: SharedCache<{ city: string; state: string }>;
  private readonly stationLists: SharedCache<string[]>;
  private readonly observations: SharedCache<Observation>;
  private readonly warnings: SharedCache<FireWeatherWarning[]>;

  constructor(source: FastifyInstance | WeatherServiceOptions) {
    const options: WeatherServiceOptions = isApp(source)
      ? {
          baseUrl: source.config.weatherApiUrl,
          userAgent: productUserAgent(source.config.supportEmail, source.appVersion),
          log: source.log,
        }
      : source;
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.userAgent = options.userAgent;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.log = options.log;
    const now = options.now ?? Date.now;
    this.places = new SharedCache(POINT_TTL_MS, now);
    this.stationLists = new SharedCache(POINT_TTL_MS, now);
    this.observations = new SharedCache(OBSERVATION_TTL_MS, now);
    this.warnings = new SharedCache(ALERTS_TTL_MS, now);
  }

  /**
   * Current conditions at a point: the first of the point's first three stations that gives
   * a temperature. A text `threatLevelTag` (the panel's THREAT_LEVEL) overrides the level.
   * Throws when no usable observation can be had.
   */
  async weatherFor(
    latitude: number,
    longitude: number,
    threatLevelTag?: unknown,
  ): Promise<Weather> {
    const point = this.pointOf(latitude, longitude);
    const [place, stationIds, warnings] = await Promise.all([
      this.placeOf(point),
      this.stationsOf(point),
      // Warnings are extra: without them the weather is still worth showing.
      this.fireWeatherWarnings(latitude, longitude).catch((error: unknown) => {
        this.log?.warn({ err: describeFailure(error) }, 'fire weather warnings unavailable');
        return [];
      }),
    ]);
    for (const stationId of stationIds.slice(0, STATIONS_TRIED)) {
      const observation = await this.observationAt(stationId).catch((error: unknown) => {
        this.log?.warn({ err: describeFailure(error), stationId }, 'observation unavailable');
        return null;
      });
      if (observation?.temperatureF == null) continue;
      return {
        ...place,
        ...conditions(observation.temperatureF, observation, threatLevelTag),
        observedAt: observation.observedAt,
        station: stationId,
        warnings,
      };
    }
    throw new WeatherUnavailableError('no station gave a temperature');
  }

  /** Active Red Flag Warnings, Fire Weather Watches and evacuation orders for the point. */
  async fireWeatherWarnings(latitude: number, longitude: number): Promise<FireWeatherWarning[]> {
    const point = this.pointOf(latitude, longitude);
    return this.warnings.get(point, async () => {
      const answer = alertsAnswer.safeParse(await this.get(`/alerts/active?point=${point}`));
      if (!answer.success) throw new WeatherUnavailableError('unexpected alerts answer');
      return answer.data.features
        .map((f) => f.properties)
        .filter((p) => isFireWeatherEvent(p.event))
        .map((p) => ({
          id: p.id,
          event: p.event,
          headline: p.headline ?? null,
          description: p.description ?? null,
          ends: p.ends ?? null,
        }));
    });
  }

  private pointOf(latitude: number, longitude: number) {
    if (
      !Number.isFinite(latitude) ||
      !Number.isFinite(longitude) ||
      Math.abs(latitude) > 90 ||
      Math.abs(longitude) > 180
    ) {
      throw new WeatherUnavailableError('not a point on Earth');
    }
    return `${coordinate(latitude)},${coordinate(longitude)}`;
  }

  /** The nearest city and state (the answer's links are never followed). */
  private placeOf(point: string) {
    return this.places.get(point, async () => {
      const answer = pointAnswer.safeParse(await this.get(`/points/${point}`));
      if (!answer.success) throw new WeatherUnavailableError('unexpected point answer');
      const location = answer.data.properties.relativeLocation?.properties;
      return { city: location?.city ?? '', state: location?.state ?? '' };
    });
  }

  private stationsOf(point: string) {
    return this.stationLists.get(point, async () => {
      const answer = stationsAnswer.safeParse(await this.get(`/points/${point}/stations`));
      if (!answer.success) throw new WeatherUnavailableError('unexpected stations answer');
      return answer.data.features
        .map((f) => f.properties.stationIdentifier ?? '')
        .filter((id) => STATION_ID.test(id));
    });
  }

  private observationAt(stationId: string) {
    return this.observations.get(stationId, async () => {
      const answer = observationAnswer.safeParse(
        await this.get(`/stations/${stationId}/observations/latest`),
      );
      if (!answer.success) throw new WeatherUnavailableError('unexpected observation answer');
      const p = answer.data.properties;
      const valueOf = (q: z.infer<typeof quantity>) =>
        q?.value != null && Number.isFinite(q.value) ? q.value : null;
      const temperature = valueOf(p.temperature);
      const wind = valueOf(p.windSpeed);
      return {
        temperatureF:
          temperature == null ? null : roundTo(fahrenheit(temperature, p.temperature?.unitCode), 1),
        windMph: wind == null ? null : windSpeedMph(wind, p.windSpeed?.unitCode),
        directionDegrees: valueOf(p.windDirection),
        humidity: valueOf(p.relativeHumidity),
        observedAt: p.timestamp ?? null,
      };
    });
  }

  private get(path: string) {
    return getJson(`${this.baseUrl}${path}`, {
      timeoutMs: this.timeoutMs,
      userAgent: this.userAgent,
    });
  }
}

/** The card's figures, with the spec's defaults for what the station left out. */
function conditions(temperature: number, observation: Observation, threatLevelTag: unknown) {
  // Whole percent, as shown; the threat table is applied to the figures people see.
  const humidity =
    observation.humidity == null ? WEATHER_DEFAULTS.humidity : Math.round(observation.humidity);
  const windSpeed = observation.windMph ?? WEATHER_DEFAULTS.windSpeed;
  const windDirection =
    observation.directionDegrees == null
      ? WEATHER_DEFAULTS.windDirection
      : compassDirection(observation.directionDegrees);
  const level = threatLevel({ windSpeed, humidity, temperature }, threatLevelTag);
  return {
    temperature,
    lowTemp: roundTo(temperature - WEATHER_DEFAULTS.lowBelowTemperature, 1),
    highTemp: roundTo(temperature + WEATHER_DEFAULTS.highAboveTemperature, 1),
    windSpeed,
    windDirection,
    humidity,
    threatLevel: level,
    threatColor: threatColor(level),
  };
}

/** `nws:{warning id}:{siteId}`: one alert per warning and site. */
export const fireWeatherRuleKey = (warningId: string, siteId: string) =>
  `nws:${warningId}:${siteId}`;

const DETAILS_EXCERPT = 1_500;

function fireWeatherAlert(warning: FireWeatherWarning, propertyName: string) {
  const evacuation = warning.event.toLowerCase().includes('evacuation');
  const guidance = evacuation
    ? 'Follow the instructions of local authorities and leave when told to. Start your defense only if it is safe to do so.'
    : 'Critical fire weather: check your water supply and be ready to activate your defense.';
  const excerpt =
    warning.description && warning.description.length > DETAILS_EXCERPT
      ? `${warning.description.slice(0, DETAILS_EXCERPT)}…`
      : warning.description;
  return {
    type: 'urgent' as const,
    title: warning.event,
    description: `${propertyName} is in the area of a ${warning.event} from the National Weather Service.${warning.headline ? ` ${warning.headline}` : ''}`,
    details: excerpt ? `${guidance}\n\n${excerpt}` : guidance,
  };
}

/**
 * Turns a site's active fire weather warnings into urgent alerts for the property's members,
 * once per warning (the database enforces it across instances), and resolves the alerts of
 * warnings that are no longer active.
 */
export class FireWeatherAlerts {
  /** The warnings last handled per site, so an unchanged list costs no database work. */
  private readonly handled = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  async sync(siteId: string, propertyName: string, warnings: FireWeatherWarning[]) {
    const signature = warnings
      .map((w) => w.id)
      .sort()
      .join('\n');
    if (this.handled.get(siteId) === signature) return;
    const active = new Set<string>();
    for (const warning of warnings) {
      const ruleKey = fireWeatherRuleKey(warning.id, siteId);
      active.add(ruleKey);
      await this.app.alertService.announceOnce(
        siteId,
        ruleKey,
        fireWeatherAlert(warning, propertyName),
      );
    }
    const open = await this.app.db
      .select({ ruleKey: alerts.ruleKey })
      .from(alerts)
      .where(and(like(alerts.ruleKey, 'nws:%'), isNull(alerts.resolvedAt)));
    for (const { ruleKey } of open) {
      if (ruleKey?.endsWith(`:${siteId}`) && !active.has(ruleKey)) {
        await this.app.alertService.resolveRule(ruleKey);
      }
    }
    this.handled.set(siteId, signature);
  }
}

/**
 * The background check: the active fire weather warnings at every placed property with a
 * panel, each raised once as an urgent alert through the same path as the weather card, so
 * members hear of a Red Flag Warning without opening their dashboard.
 */
export class FireWeatherCheck {
  private readonly alerts: FireWeatherAlerts;

  constructor(
    private readonly app: FastifyInstance,
    private readonly weather: WeatherService = new WeatherService(app),
  ) {
    this.alerts = new FireWeatherAlerts(app);
  }

  /** One pass over every property; returns how many sites were checked. */
  async run(): Promise<number> {
    const placed = await this.app.db
      .select({
        siteId: sites.siteId,
        name: properties.name,
        latitude: properties.latitude,
        longitude: properties.longitude,
      })
      .from(sites)
      .innerJoin(properties, eq(properties.id, sites.propertyId))
      .where(and(isNotNull(properties.latitude), isNotNull(properties.longitude)))
      .orderBy(sites.siteId);
    let checked = 0;
    for (const site of placed) {
      if (!hasLocation(site)) continue;
      try {
        const warnings = await this.weather.fireWeatherWarnings(site.latitude, site.longitude);
        await this.alerts.sync(site.siteId, site.name, warnings);
        checked++;
      } catch (error) {
        // One unreachable point must not stop the others.
        this.app.log.warn(
          { err: describeFailure(error), siteId: site.siteId },
          'fire weather check failed',
        );
      }
    }
    return checked;
  }
}
