import { z } from 'zod';
import { parseFirmsCsv, type FireHotspot, type FirePerimeter } from '@wildfire/shared';
import { getJson, UpstreamError } from './http-json';

/**
 * The public fire data sources (docs/fire-data.md): NIFC's current interagency fire perimeters
 * (WFIGS, an ArcGIS feature layer, no key) and NASA FIRMS satellite hotspots (a free map key).
 * Each answer is checked against its real shape; anything else is a failure, never "no fire".
 */

/** Short: the poll runs in the background and must never hang a test or the offline demo. */
export const FIRE_FETCH_TIMEOUT_MS = 8_000;

/** Fields asked of the perimeter layer (the rest of its 100-odd fields are not needed). */
export const PERIMETER_FIELDS = [
  'poly_IncidentName',
  'poly_GISAcres',
  'attr_PercentContained',
  'attr_IncidentTypeCategory',
  'poly_DateCurrent',
  'attr_FireDiscoveryDateTime',
] as const;

/** Simplification of the perimeters, in degrees (~100 m): enough for distances in miles. */
const MAX_ALLOWABLE_OFFSET = 0.001;

/** FIRMS sources asked: the two VIIRS satellites in near real time. */
export const FIRMS_SOURCES = ['VIIRS_NOAA20_NRT', 'VIIRS_SNPP_NRT'] as const;

/** An answer that came back but is not what the source sends: an error object in a 200, … */
export class FireSourceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FireSourceError';
  }
}

const arcgisError = z.object({
  error: z.object({ code: z.number().optional(), message: z.string().optional() }),
});

const layerInfo = z.object({
  editingInfo: z.object({ lastEditDate: z.number().nullish() }).nullish(),
});

const epoch = z.union([z.number(), z.string()]).nullish();

const perimeterFeature = z.object({
  id: z.union([z.number(), z.string()]).nullish(),
  geometry: z
    .object({
      type: z.enum(['Polygon', 'MultiPolygon']),
      coordinates: z.array(z.unknown()),
    })
    .nullish(),
  properties: z.object({
    OBJECTID: z.number().nullish(),
    poly_IncidentName: z.string().nullish(),
    poly_GISAcres: z.number().nullish(),
    attr_PercentContained: z.number().nullish(),
    attr_IncidentTypeCategory: z.string().nullish(),
    poly_DateCurrent: epoch,
    attr_FireDiscoveryDateTime: epoch,
  }),
});

const perimeterAnswer = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(perimeterFeature),
});

/** ArcGIS GeoJSON writes dates as epoch milliseconds. */
function isoOf(value: z.infer<typeof epoch>): string | null {
  if (value === null || value === undefined) return null;
  const date = new Date(typeof value === 'number' ? value : Date.parse(value));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export interface StoredPerimeter extends FirePerimeter {
  discoveredAt: string | null;
}

export type PerimeterFetch =
  | { changed: false; editedAt: Date | null }
  | { changed: true; editedAt: Date | null; perimeters: StoredPerimeter[] };

export interface FireDataOptions {
  perimetersUrl: string;
  firmsUrl: string;
  firmsMapKey: string | undefined;
  userAgent: string;
  timeoutMs?: number;
}

export class FireDataSources {
  private readonly timeoutMs: number;

  constructor(private readonly options: FireDataOptions) {
    this.timeoutMs = options.timeoutMs ?? FIRE_FETCH_TIMEOUT_MS;
  }

  get hotspotsConfigured() {
    return Boolean(this.options.firmsMapKey);
  }

  /**
   * The perimeters intersecting the envelope (W,S,E,N). The layer's lastEditDate is asked
   * first: when it equals `knownEdit` (and the envelope is the same) nothing else is fetched.
   */
  async perimeters(envelope: string, knownEdit: Date | null): Promise<PerimeterFetch> {
    const queryUrl = new URL(this.options.perimetersUrl);
    const layerUrl = new URL(queryUrl);
    layerUrl.pathname = layerUrl.pathname.replace(/\/query\/?$/, '');
    layerUrl.search = '';
    layerUrl.searchParams.set('f', 'json');
    const layer = await this.json(layerUrl.toString());
    const info = layerInfo.safeParse(layer);
    if (!info.success) throw new FireSourceError('unexpected layer answer');
    const lastEdit = info.data.editingInfo?.lastEditDate;
    const editedAt = typeof lastEdit === 'number' ? new Date(lastEdit) : null;
    if (editedAt && knownEdit && editedAt.getTime() === knownEdit.getTime()) {
      return { changed: false, editedAt };
    }

    const params = queryUrl.searchParams;
    params.set('f', 'geojson');
    params.set('where', '1=1');
    params.set('geometry', envelope);
    params.set('geometryType', 'esriGeometryEnvelope');
    params.set('inSR', '4326');
    params.set('outSR', '4326');
    params.set('spatialRel', 'esriSpatialRelIntersects');
    params.set('outFields', PERIMETER_FIELDS.join(','));
    params.set('returnGeometry', 'true');
    params.set('maxAllowableOffset', String(MAX_ALLOWABLE_OFFSET));
    const answer = perimeterAnswer.safeParse(await this.json(queryUrl.toString()));
    if (!answer.success) throw new FireSourceError('unexpected perimeters answer');
    const perimeters: StoredPerimeter[] = [];
    for (const feature of answer.data.features) {
      const p = feature.properties;
      // Prescribed burns are planned and controlled: not a threat to report.
      if ((p.attr_IncidentTypeCategory ?? '').trim().toUpperCase() === 'RX') continue;
      const id = feature.id ?? p.OBJECTID;
      if (id === null || id === undefined || !feature.geometry) continue;
      perimeters.push({
        id: String(id),
        incidentName: p.poly_IncidentName?.trim() || 'Unnamed fire',
        acres: p.poly_GISAcres ?? null,
        containment: p.attr_PercentContained ?? null,
        updatedAt: isoOf(p.poly_DateCurrent),
        discoveredAt: isoOf(p.attr_FireDiscoveryDateTime),
        geometry: feature.geometry as FirePerimeter['geometry'],
      });
    }
    return { changed: true, editedAt, perimeters };
  }

  /** The last day's confident-or-not hotspots in the envelope from both VIIRS satellites. */
  async hotspots(envelope: string): Promise<FireHotspot[]> {
    const key = this.options.firmsMapKey;
    if (!key) throw new FireSourceError('no FIRMS_MAP_KEY');
    const all: FireHotspot[] = [];
    for (const source of FIRMS_SOURCES) {
      const base = this.options.firmsUrl.replace(/\/+$/, '');
      const url = `${base}/api/area/csv/${encodeURIComponent(key)}/${source}/${envelope}/1`;
      const text = await this.text(url, `${base}/api/area/csv/…/${source}`);
      const parsed = parseFirmsCsv(text);
      // FIRMS answers a bad key or a busy service with a sentence in a 200.
      if (!parsed) throw new FireSourceError(`unexpected ${source} answer`);
      all.push(...parsed);
    }
    return all;
  }

  private async json(url: string) {
    const body = await getJson(url, {
      timeoutMs: this.timeoutMs,
      userAgent: this.options.userAgent,
    });
    const error = arcgisError.safeParse(body);
    // ArcGIS reports errors as `{error: {code, message}}` with status 200.
    if (error.success) {
      throw new FireSourceError(
        `the layer answered error ${String(error.data.error.code ?? 'without a code')}`,
      );
    }
    return body;
  }

  /** A text answer; `shownAs` stands for the URL in errors, as it holds the map key. */
  private async text(url: string, shownAs: string): Promise<string> {
    const signal = AbortSignal.timeout(this.timeoutMs);
    let response: Response;
    try {
      response = await fetch(url, {
        signal,
        redirect: 'error',
        headers: { 'User-Agent': this.options.userAgent, Accept: 'text/csv, text/plain' },
      });
    } catch {
      throw new UpstreamError(signal.aborted ? 'timeout' : 'network', shownAs);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new UpstreamError('status', shownAs, response.status);
    }
    return response.text();
  }
}

/** A failure in words fit for the screens and the log: kind and status, never a body or key. */
export function failureText(error: unknown): string {
  if (error instanceof UpstreamError) {
    return error.kind === 'status'
      ? `answered ${String(error.status)}`
      : error.kind.replace('_', ' ');
  }
  if (error instanceof FireSourceError) return error.message;
  return 'failed';
}
