import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';
import type { CannedAnswer } from './nws-stand-in';

/**
 * A local stand-in for Nominatim's search (`GET /search?q=…&format=json&limit=1`), answering
 * in its real response shape and recording every request with the time it arrived.
 */

export interface PlaceFixture {
  lat: number;
  lon: number;
  displayName: string;
}

export interface GeocoderRequest {
  path: string;
  query: string | null;
  params: Record<string, string>;
  headers: http.IncomingHttpHeaders;
  /** performance.now() when it arrived. */
  at: number;
}

export interface GeocoderStandIn {
  url: string;
  requests: GeocoderRequest[];
  /** Places by lower-cased query; anything else is not found (an empty list). */
  places: Map<string, PlaceFixture>;
  intercept: ((query: string) => CannedAnswer | undefined) | null;
  reset(): void;
}

export async function startGeocoderStandIn(): Promise<GeocoderStandIn> {
  const requests: GeocoderRequest[] = [];
  const places = new Map<string, PlaceFixture>();
  const standIn: GeocoderStandIn = {
    url: '',
    requests,
    places,
    intercept: null,
    reset() {
      requests.length = 0;
      standIn.intercept = null;
    },
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const query = url.searchParams.get('q');
    requests.push({
      path: url.pathname,
      query,
      params: Object.fromEntries(url.searchParams),
      headers: req.headers,
      at: performance.now(),
    });
    let canned: CannedAnswer;
    if (url.pathname !== '/search' || query === null) {
      canned = { status: 400, body: { error: { code: 400, message: 'Nothing to search for.' } } };
    } else {
      const place = places.get(query.toLowerCase());
      canned = standIn.intercept?.(query) ?? {
        body: place
          ? [
              {
                place_id: 1,
                licence: 'Data © OpenStreetMap contributors, ODbL 1.0.',
                osm_type: 'way',
                osm_id: 2,
                // Nominatim gives coordinates as strings.
                lat: String(place.lat),
                lon: String(place.lon),
                class: 'place',
                type: 'house',
                importance: 0.5,
                display_name: place.displayName,
                boundingbox: ['0', '0', '0', '0'],
              },
            ]
          : [],
      };
    }
    const send = () => {
      if (res.destroyed) return;
      const raw = typeof canned.body === 'string';
      res.writeHead(canned.status ?? 200, {
        'content-type': raw ? 'text/plain' : 'application/json',
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
