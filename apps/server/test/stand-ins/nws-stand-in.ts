import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

/**
 * A local stand-in for the National Weather Service API (api.weather.gov) answering in its
 * real response shapes, recording every request it receives.
 */

export interface Quantity {
  value: number | null;
  unitCode: string;
}

export interface ObservationFixture {
  temperature?: Quantity | null;
  windSpeed?: Quantity | null;
  windDirection?: Quantity | null;
  relativeHumidity?: Quantity | null;
  timestamp?: string;
}

export interface AlertFixture {
  id: string;
  event: string;
  headline?: string;
  description?: string;
  severity?: string;
  ends?: string | null;
  expires?: string;
}

export interface PointFixture {
  city: string;
  state: string;
  stations: string[];
  alerts?: AlertFixture[];
}

export interface RecordedRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
}

/** A hand-made answer for one request: a status, a body (raw when a string), a delay. */
export interface CannedAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  delayMs?: number;
}

export const degC = (value: number | null): Quantity => ({ value, unitCode: 'wmoUnit:degC' });
export const kmh = (value: number | null): Quantity => ({ value, unitCode: 'wmoUnit:km_h-1' });
export const ms = (value: number | null): Quantity => ({ value, unitCode: 'wmoUnit:m_s-1' });
export const degrees = (value: number | null): Quantity => ({
  value,
  unitCode: 'wmoUnit:degree_(angle)',
});
export const percent = (value: number | null): Quantity => ({ value, unitCode: 'wmoUnit:percent' });

export interface NwsStandIn {
  url: string;
  requests: RecordedRequest[];
  /** Fixtures by `lat,lon` as the service writes points (at most four decimals). */
  points: Map<string, PointFixture>;
  observations: Map<string, ObservationFixture>;
  /** Checked first: return an answer to override the fixtures for a path. */
  intercept: ((path: string) => CannedAnswer | undefined) | null;
  pathsRequested(): string[];
  reset(): void;
}

export interface NwsStandInOptions {
  /** Where the absolute links in the answers point (they must never be followed). */
  linkBase?: string;
}

export async function startNwsStandIn(options: NwsStandInOptions = {}): Promise<NwsStandIn> {
  const linkBase = options.linkBase ?? 'https://api.weather.gov';
  const requests: RecordedRequest[] = [];
  const points = new Map<string, PointFixture>();
  const observations = new Map<string, ObservationFixture>();

  const answer = (path: string): CannedAnswer => {
    const url = new URL(path, 'http://stand-in');
    let match: RegExpMatchArray | null;
    if ((match = url.pathname.match(/^\/points\/([^/]+)$/))) {
      const point = points.get(match[1]!);
      if (!point) return notFound(url.pathname);
      return {
        body: {
          '@context': [],
          id: `${linkBase}/points/${match[1]!}`,
          type: 'Feature',
          properties: {
            '@id': `${linkBase}/points/${match[1]!}`,
            gridId: 'LOX',
            forecastOffice: `${linkBase}/offices/LOX`,
            forecast: `${linkBase}/gridpoints/LOX/120,40/forecast`,
            observationStations: `${linkBase}/gridpoints/LOX/120,40/stations`,
            forecastZone: `${linkBase}/zones/forecast/CAZ369`,
            county: `${linkBase}/zones/county/CAC037`,
            relativeLocation: {
              type: 'Feature',
              geometry: { type: 'Point', coordinates: [-118.68, 34.03] },
              properties: { city: point.city, state: point.state },
            },
          },
        },
      };
    }
    if ((match = url.pathname.match(/^\/points\/([^/]+)\/stations$/))) {
      const point = points.get(match[1]!);
      if (!point) return notFound(url.pathname);
      return {
        body: {
          type: 'FeatureCollection',
          features: point.stations.map((id) => ({
            id: `${linkBase}/stations/${id}`,
            type: 'Feature',
            properties: {
              '@id': `${linkBase}/stations/${id}`,
              stationIdentifier: id,
              name: `Station ${id}`,
            },
          })),
          observationStations: point.stations.map((id) => `${linkBase}/stations/${id}`),
        },
      };
    }
    if ((match = url.pathname.match(/^\/stations\/([^/]+)\/observations\/latest$/))) {
      const observation = observations.get(match[1]!);
      if (!observation) return notFound(url.pathname);
      const missing = { value: null, unitCode: 'wmoUnit:degC', qualityControl: 'Z' };
      return {
        body: {
          id: `${linkBase}/stations/${match[1]!}/observations/2025-08-01T18:53:00+00:00`,
          type: 'Feature',
          properties: {
            station: `${linkBase}/stations/${match[1]!}`,
            timestamp: observation.timestamp ?? '2025-08-01T18:53:00+00:00',
            textDescription: 'Clear',
            temperature: observation.temperature ?? missing,
            windSpeed: observation.windSpeed ?? { ...missing, unitCode: 'wmoUnit:km_h-1' },
            windDirection: observation.windDirection ?? {
              ...missing,
              unitCode: 'wmoUnit:degree_(angle)',
            },
            relativeHumidity: observation.relativeHumidity ?? {
              ...missing,
              unitCode: 'wmoUnit:percent',
            },
          },
        },
      };
    }
    if (url.pathname === '/alerts/active') {
      const point = points.get(url.searchParams.get('point') ?? '');
      return {
        body: {
          type: 'FeatureCollection',
          title: 'Current watches, warnings, and advisories',
          features: (point?.alerts ?? []).map((a) => ({
            id: `${linkBase}/alerts/${a.id}`,
            type: 'Feature',
            properties: {
              '@id': `${linkBase}/alerts/${a.id}`,
              id: a.id,
              event: a.event,
              headline: a.headline ?? `${a.event} issued by NWS Los Angeles/Oxnard CA`,
              description: a.description ?? 'Gusty winds and low humidity.',
              severity: a.severity ?? 'Severe',
              ends: a.ends === undefined ? '2025-08-02T03:00:00-07:00' : a.ends,
              expires: a.expires ?? '2025-08-02T03:00:00-07:00',
            },
          })),
        },
      };
    }
    return notFound(url.pathname);
  };

  const standIn: NwsStandIn = {
    url: '',
    requests,
    points,
    observations,
    intercept: null,
    pathsRequested: () => requests.map((r) => r.path),
    reset() {
      requests.length = 0;
      standIn.intercept = null;
    },
  };

  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    requests.push({ path, headers: req.headers });
    const canned = standIn.intercept?.(path) ?? answer(path);
    const send = () => {
      if (res.destroyed) return;
      const raw = typeof canned.body === 'string';
      res.writeHead(canned.status ?? 200, {
        'content-type': raw ? 'text/plain' : 'application/geo+json',
        ...canned.headers,
      });
      res.end(raw ? (canned.body as string) : JSON.stringify(canned.body ?? null));
    };
    if (canned.delayMs) setTimeout(send, canned.delayMs);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return standIn;
}

const notFound = (path: string): CannedAnswer => ({
  status: 404,
  body: {
    correlationId: 'stand-in',
    title: 'Not Found',
    type: 'https://api.weather.gov/problems/NotFound',
    status: 404,
    detail: `'${path}' is not a valid resource path`,
  },
});
