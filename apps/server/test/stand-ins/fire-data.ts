import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

/**
 * Local stand-ins for the fire data sources, answering in their real shapes and recording
 * every request: the WFIGS current perimeters layer (ArcGIS feature service: the layer's
 * `?f=json` with editingInfo.lastEditDate, and `/query?f=geojson`), and NASA FIRMS' area CSV.
 * The NWS alerts (Fire Warning, Evacuation Immediate, Red Flag Warning) come from
 * nws-stand-in.ts, which answers /alerts/active by point.
 */

export const LAYER_PATH =
  '/arcgis/rest/services/WFIGS_Interagency_Perimeters_Current/FeatureServer/0';

/** The exact header FIRMS writes for VIIRS area CSV. */
export const FIRMS_HEADER =
  'latitude,longitude,bright_ti4,scan,track,acq_date,acq_time,satellite,instrument,confidence,version,bright_ti5,frp,daynight';

export interface PerimeterFixture {
  objectId: number;
  name: string;
  acres?: number;
  containment?: number | null;
  /** `WF` wildfire, `RX` prescribed burn (skipped by the product). */
  category?: string;
  /** The ring, [lon, lat] pairs, closed. */
  ring: Array<[number, number]>;
}

export interface HotspotFixture {
  latitude: number;
  longitude: number;
  /** l, n or h */
  confidence: string;
  acqDate?: string;
  acqTime?: string;
}

export interface CannedAnswer {
  status?: number;
  body: unknown;
  contentType?: string;
}

export interface FireDataStandIn {
  url: string;
  /** FIRE_PERIMETERS_URL for the product. */
  perimetersUrl: string;
  perimeters: PerimeterFixture[];
  /** editingInfo.lastEditDate (epoch ms) of the layer. */
  lastEditDate: number;
  hotspots: HotspotFixture[];
  /** The map key FIRMS accepts; any other gets FIRMS' sentence in a 200. */
  mapKey: string;
  requests: string[];
  intercept: ((path: string) => CannedAnswer | undefined) | null;
  reset(): void;
}

/** A square of `halfMiles` around a point, as a closed ring of [lon, lat]. */
export function squareAround(
  latitude: number,
  longitude: number,
  halfMiles: number,
): Array<[number, number]> {
  const dLat = halfMiles / 69;
  const dLon = halfMiles / (69 * Math.cos((latitude * Math.PI) / 180));
  return [
    [longitude - dLon, latitude - dLat],
    [longitude + dLon, latitude - dLat],
    [longitude + dLon, latitude + dLat],
    [longitude - dLon, latitude + dLat],
    [longitude - dLon, latitude - dLat],
  ];
}

export async function startFireDataStandIn(): Promise<FireDataStandIn> {
  const standIn: FireDataStandIn = {
    url: '',
    perimetersUrl: '',
    perimeters: [],
    lastEditDate: Date.parse('2026-11-27T12:00:00Z'),
    hotspots: [],
    mapKey: 'abcdef0123456789abcdef0123456789',
    requests: [],
    intercept: null,
    reset() {
      standIn.requests.length = 0;
      standIn.intercept = null;
    },
  };

  const answer = (path: string): CannedAnswer => {
    const url = new URL(path, 'http://stand-in');
    if (url.pathname === LAYER_PATH && url.searchParams.get('f') === 'json') {
      return {
        body: {
          currentVersion: 11.3,
          id: 0,
          name: 'WFIGS Interagency Perimeters Current',
          type: 'Feature Layer',
          geometryType: 'esriGeometryPolygon',
          editingInfo: {
            lastEditDate: standIn.lastEditDate,
            schemaLastEditDate: 1717000000000,
            dataLastEditDate: standIn.lastEditDate,
          },
          objectIdField: 'OBJECTID',
        },
        contentType: 'application/json; charset=utf-8',
      };
    }
    if (url.pathname === `${LAYER_PATH}/query`) {
      if (url.searchParams.get('f') !== 'geojson') {
        return { body: { error: { code: 400, message: 'Invalid format', details: [] } } };
      }
      return {
        body: {
          type: 'FeatureCollection',
          properties: { exceededTransferLimit: false },
          features: standIn.perimeters.map((p) => ({
            type: 'Feature',
            id: p.objectId,
            geometry: { type: 'Polygon', coordinates: [p.ring] },
            properties: {
              OBJECTID: p.objectId,
              poly_IncidentName: p.name,
              poly_GISAcres: p.acres ?? 1234.5,
              attr_PercentContained: p.containment === undefined ? 20 : p.containment,
              attr_IncidentTypeCategory: p.category ?? 'WF',
              poly_DateCurrent: standIn.lastEditDate,
              attr_FireDiscoveryDateTime: standIn.lastEditDate - 86_400_000,
            },
          })),
        },
        contentType: 'application/geo+json; charset=utf-8',
      };
    }
    const firms = url.pathname.match(/^\/api\/area\/csv\/([^/]+)\/([A-Z0-9_]+)\/([^/]+)\/(\d+)$/);
    if (firms) {
      if (firms[1] !== standIn.mapKey) {
        // FIRMS' answer to a bad key: a sentence, status 200.
        return { body: 'Invalid MAP_KEY.', contentType: 'text/plain' };
      }
      const satellite = firms[2] === 'VIIRS_SNPP_NRT' ? 'N' : 'N20';
      const rows = firms[2] === 'VIIRS_NOAA20_NRT' ? standIn.hotspots : [];
      const lines = rows.map((h) =>
        [
          h.latitude,
          h.longitude,
          '331.2',
          '0.39',
          '0.36',
          h.acqDate ?? '2026-11-27',
          h.acqTime ?? '0912',
          satellite,
          'VIIRS',
          h.confidence,
          '2.0NRT',
          '291.4',
          '6.3',
          'N',
        ].join(','),
      );
      return { body: [FIRMS_HEADER, ...lines].join('\n') + '\n', contentType: 'text/csv' };
    }
    return { status: 404, body: { error: { code: 404, message: 'Not found' } } };
  };

  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    standIn.requests.push(path);
    const canned = standIn.intercept?.(path) ?? answer(path);
    const raw = typeof canned.body === 'string';
    res.writeHead(canned.status ?? 200, {
      'content-type': canned.contentType ?? (raw ? 'text/plain' : 'application/json'),
    });
    res.end(raw ? (canned.body as string) : JSON.stringify(canned.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  standIn.perimetersUrl = `${standIn.url}${LAYER_PATH}/query`;
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return standIn;
}
