import { bearing } from '@turf/bearing';
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { distance } from '@turf/distance';
import { nearestPointOnLine } from '@turf/nearest-point-on-line';
import { pointToPolygonDistance } from '@turf/point-to-polygon-distance';
import type { MultiPolygon, Polygon, Position } from 'geojson';
import { roundTo } from './tag-values';

/**
 * Fire proximity (issue 35): how far the nearest fire is from a property, from public fire
 * perimeters (NIFC WFIGS) and satellite hotspots (NASA FIRMS), and what follows from it: the
 * fire alarm's severity and whether the owner's automatic-activation rule fires. Pure: the
 * server fetches and stores the data, this module only measures and decides.
 */

/** The alarm distances: CAL FIRE's app alerts at 30 miles; 10 is a warning, 3 is urgent. */
export const FIRE_ALARM_MILES = { info: 30, warning: 10, urgent: 3 } as const;

/** "Panels at risk" on the back-office fire view: a fire within this distance. */
export const FIRE_AT_RISK_MILES = 10;

/** The owner's automatic activation: distance 1 to 10 miles, countdown 0 to 30 minutes. */
export const AUTO_ACTIVATION_LIMITS = {
  minMiles: 1,
  maxMiles: 10,
  defaultMiles: 3,
  minCountdownMinutes: 0,
  maxCountdownMinutes: 30,
  defaultCountdownMinutes: 10,
} as const;

/** NWS events that put a property inside a fire's danger area (urgent whatever the distance). */
export const FIRE_AREA_EVENTS = ['Evacuation Immediate', 'Fire Warning'] as const;

export interface LatLon {
  latitude: number;
  longitude: number;
}

/** A fire's perimeter as stored from WFIGS. */
export interface FirePerimeter {
  /** Stable per incident perimeter: the layer's feature id. */
  id: string;
  incidentName: string;
  acres: number | null;
  /** Percent contained, when the incident reports it. */
  containment: number | null;
  /** When the perimeter was last mapped (poly_DateCurrent), ISO 8601. */
  updatedAt: string | null;
  geometry: Polygon | MultiPolygon;
}

/** A satellite fire detection as stored from FIRMS. */
export interface FireHotspot {
  latitude: number;
  longitude: number;
  /** When the satellite saw it, ISO 8601 (acq_date + acq_time, UTC). */
  detectedAt: string;
  /** VIIRS: l, n or h (low, nominal, high). */
  confidence: string;
  satellite: string;
}

export interface NearestPerimeter {
  id: string;
  incidentName: string;
  acres: number | null;
  containment: number | null;
  updatedAt: string | null;
  /** Miles to the perimeter's edge, 0 when the property is inside it (1 decimal). */
  distanceMiles: number;
  inside: boolean;
  /** Where the fire is seen from the property ("northeast"); null when inside. */
  direction: string | null;
}

export interface NearestHotspot {
  latitude: number;
  longitude: number;
  detectedAt: string;
  confidence: string;
  satellite: string;
  distanceMiles: number;
  direction: string | null;
}

const DIRECTIONS = [
  'north',
  'northeast',
  'east',
  'southeast',
  'south',
  'southwest',
  'west',
  'northwest',
] as const;

/** A bearing in degrees (-180 to 180 or 0 to 360) in words: one of eight directions. */
export function directionWords(degrees: number): (typeof DIRECTIONS)[number] {
  const normalised = ((degrees % 360) + 360) % 360;
  return DIRECTIONS[Math.round(normalised / 45) % 8]!;
}

const position = (p: LatLon): Position => [p.longitude, p.latitude];

/** The rings of a polygon or multipolygon, each as the line of its edge. */
function edges(geometry: Polygon | MultiPolygon): Position[][] {
  return geometry.type === 'Polygon' ? geometry.coordinates : geometry.coordinates.flat();
}

/** The direction from the property to the nearest point of a perimeter's edge. */
function directionToEdge(from: Position, geometry: Polygon | MultiPolygon): string {
  let best: { dist: number; point: Position } | null = null;
  for (const ring of edges(geometry)) {
    if (ring.length < 2) continue;
    const nearest = nearestPointOnLine({ type: 'LineString', coordinates: ring }, from, {
      units: 'miles',
    });
    if (!best || nearest.properties.dist < best.dist) {
      best = { dist: nearest.properties.dist, point: nearest.geometry.coordinates };
    }
  }
  return directionWords(best ? bearing(from, best.point) : 0);
}

/** The perimeter whose edge is nearest the property (inside one counts as 0 miles). */
export function nearestPerimeter(
  property: LatLon,
  perimeters: readonly FirePerimeter[],
): NearestPerimeter | null {
  const from = position(property);
  let best: { perimeter: FirePerimeter; miles: number; inside: boolean } | null = null;
  for (const perimeter of perimeters) {
    const inside = booleanPointInPolygon(from, perimeter.geometry);
    const miles = inside
      ? 0
      : Math.max(0, pointToPolygonDistance(from, perimeter.geometry, { units: 'miles' }));
    if (!best || miles < best.miles) best = { perimeter, miles, inside };
  }
  if (!best) return null;
  const { perimeter, miles, inside } = best;
  return {
    id: perimeter.id,
    incidentName: perimeter.incidentName,
    acres: perimeter.acres,
    containment: perimeter.containment,
    updatedAt: perimeter.updatedAt,
    distanceMiles: roundTo(miles, 1),
    inside,
    direction: inside ? null : directionToEdge(from, perimeter.geometry),
  };
}

/** Low-confidence detections (VIIRS `l`, or below 30 on MODIS' 0-100 scale) are ignored. */
export function isConfidentHotspot(confidence: string): boolean {
  const value = confidence.trim().toLowerCase();
  if (value === 'l' || value === 'low') return false;
  const numeric = Number(value);
  return value !== '' && Number.isFinite(numeric) ? numeric >= 30 : true;
}

/** The nearest confident hotspot. */
export function nearestHotspot(
  property: LatLon,
  hotspots: readonly FireHotspot[],
): NearestHotspot | null {
  const from = position(property);
  let best: { hotspot: FireHotspot; miles: number } | null = null;
  for (const hotspot of hotspots) {
    if (!isConfidentHotspot(hotspot.confidence)) continue;
    const miles = distance(from, position(hotspot), { units: 'miles' });
    if (!best || miles < best.miles) best = { hotspot, miles };
  }
  if (!best) return null;
  const { hotspot, miles } = best;
  return {
    latitude: hotspot.latitude,
    longitude: hotspot.longitude,
    detectedAt: hotspot.detectedAt,
    confidence: hotspot.confidence,
    satellite: hotspot.satellite,
    distanceMiles: roundTo(miles, 1),
    direction: miles < 0.05 ? null : directionWords(bearing(from, position(hotspot))),
  };
}

export type FireAlarmLevel = 'urgent' | 'warning' | 'info';

export interface FireSituation {
  perimeter: NearestPerimeter | null;
  hotspot: NearestHotspot | null;
  /** Active NWS events at the property (`Evacuation Immediate`, `Fire Warning`, …). */
  events: readonly string[];
}

const inFireArea = (events: readonly string[]) =>
  events.some((e) => (FIRE_AREA_EVENTS as readonly string[]).includes(e.trim()));

/**
 * The fire alarm's severity: urgent within 3 miles or inside an Evacuation Immediate or Fire
 * Warning area, warning within 10, info within 30; null when no fire is within 30 miles.
 */
export function fireAlarmLevel(situation: FireSituation): FireAlarmLevel | null {
  if (inFireArea(situation.events)) return 'urgent';
  const miles = nearestFireMiles(situation);
  if (miles === null) return null;
  if (miles <= FIRE_ALARM_MILES.urgent) return 'urgent';
  if (miles <= FIRE_ALARM_MILES.warning) return 'warning';
  if (miles <= FIRE_ALARM_MILES.info) return 'info';
  return null;
}

/** The nearer of the perimeter and the hotspot, in miles; null when there is neither. */
export function nearestFireMiles({ perimeter, hotspot }: FireSituation): number | null {
  const distances = [perimeter?.distanceMiles, hotspot?.distanceMiles].filter(
    (d): d is number => d !== undefined,
  );
  return distances.length === 0 ? null : Math.min(...distances);
}

const miles = (value: number) => `${value.toFixed(1)} mile${value === 1 ? '' : 's'}`;

/** "Palisades Fire 2.4 miles northeast (1,200 acres, 15 % contained)". */
export function describePerimeter(p: NearestPerimeter): string {
  const facts = [
    p.acres === null ? null : `${Math.round(p.acres).toLocaleString('en-US')} acres`,
    p.containment === null ? null : `${Math.round(p.containment)} % contained`,
  ].filter(Boolean);
  const where = p.inside
    ? 'with the property inside its perimeter'
    : `${miles(p.distanceMiles)} ${p.direction ?? ''}`.trim();
  return `${p.incidentName} ${where}${facts.length > 0 ? ` (${facts.join(', ')})` : ''}`;
}

/** The alarm's detail lines: the fire area warning, the perimeter, the hotspot. */
export function fireAlarmDetail(situation: FireSituation): string[] {
  const lines: string[] = [];
  for (const event of situation.events) {
    if ((FIRE_AREA_EVENTS as readonly string[]).includes(event.trim())) {
      lines.push(`a ${event.trim()} covers the property`);
    }
  }
  if (situation.perimeter && situation.perimeter.distanceMiles <= FIRE_ALARM_MILES.info) {
    lines.push(describePerimeter(situation.perimeter));
  }
  if (situation.hotspot && situation.hotspot.distanceMiles <= FIRE_ALARM_MILES.info) {
    lines.push(
      `a satellite fire detection ${miles(situation.hotspot.distanceMiles)} ${situation.hotspot.direction ?? 'away'}`,
    );
  }
  return lines;
}

export interface AutoActivationRule {
  enabled: boolean;
  withinMiles: number;
}

/** What made the rule fire: the fire it is about, so one fire starts the system once. */
export interface AutoActivationTrigger {
  rule: 'distance' | 'evacuation';
  /** `perimeter:{id}` or `nws:{alert id}`. */
  fireKey: string;
  /** In words, for the notice and the command's record. */
  reason: string;
}

/**
 * Whether the owner's rule fires: a fire perimeter within their distance, or an Evacuation
 * Immediate covering the property. Hotspots alone never start the system: a satellite
 * detection can be a factory's flare or a burn pile, and arrives hours late.
 */
export function autoActivationTrigger(
  rule: AutoActivationRule,
  perimeter: NearestPerimeter | null,
  evacuations: ReadonlyArray<{ id: string; event: string }>,
): AutoActivationTrigger | null {
  if (!rule.enabled) return null;
  const evacuation = evacuations.find((e) => e.event.trim() === 'Evacuation Immediate');
  if (evacuation) {
    return {
      rule: 'evacuation',
      fireKey: `nws:${evacuation.id}`,
      reason: 'An Evacuation Immediate order covers the property',
    };
  }
  if (perimeter && perimeter.distanceMiles <= rule.withinMiles) {
    return {
      rule: 'distance',
      fireKey: `perimeter:${perimeter.id}`,
      reason: `${describePerimeter(perimeter)}, within your ${miles(rule.withinMiles)} rule`,
    };
  }
  return null;
}

/** A FIRMS area CSV's header, exactly as the API writes it for VIIRS. */
export const FIRMS_CSV_HEADER =
  'latitude,longitude,bright_ti4,scan,track,acq_date,acq_time,satellite,instrument,confidence,version,bright_ti5,frp,daynight';

/**
 * FIRMS area CSV to hotspots. Null when the text is not that CSV (FIRMS answers an error as
 * plain text with status 200, e.g. "Invalid MAP_KEY."). Rows that do not parse are skipped.
 */
export function parseFirmsCsv(text: string): FireHotspot[] | null {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  const header = lines[0]?.split(',').map((h) => h.trim());
  if (!header) return null;
  const at = (name: string) => header.indexOf(name);
  const columns = {
    latitude: at('latitude'),
    longitude: at('longitude'),
    date: at('acq_date'),
    time: at('acq_time'),
    confidence: at('confidence'),
    satellite: at('satellite'),
  };
  if (Object.values(columns).some((i) => i < 0)) return null;
  const hotspots: FireHotspot[] = [];
  for (const line of lines.slice(1)) {
    const cells = line.split(',');
    const latitude = Number(cells[columns.latitude]);
    const longitude = Number(cells[columns.longitude]);
    const date = cells[columns.date] ?? '';
    const time = (cells[columns.time] ?? '').padStart(4, '0');
    const detectedAt = new Date(`${date}T${time.slice(0, 2)}:${time.slice(2, 4)}:00Z`);
    if (
      !Number.isFinite(latitude) ||
      !Number.isFinite(longitude) ||
      Math.abs(latitude) > 90 ||
      Math.abs(longitude) > 180 ||
      Number.isNaN(detectedAt.getTime())
    ) {
      continue;
    }
    hotspots.push({
      latitude,
      longitude,
      detectedAt: detectedAt.toISOString(),
      confidence: (cells[columns.confidence] ?? '').trim(),
      satellite: (cells[columns.satellite] ?? '').trim(),
    });
  }
  return hotspots;
}

/** The envelope around points, padded by `padMiles`, as W,S,E,N (what both sources ask). */
export function envelopeAround(points: readonly LatLon[], padMiles: number): string | null {
  if (points.length === 0) return null;
  const lats = points.map((p) => p.latitude);
  const lons = points.map((p) => p.longitude);
  const padLat = padMiles / 69;
  const maxLat = Math.min(89, Math.max(...lats) + padLat);
  const minLat = Math.max(-89, Math.min(...lats) - padLat);
  const padLon =
    padMiles / (69 * Math.cos((Math.max(Math.abs(maxLat), Math.abs(minLat)) * Math.PI) / 180));
  const fix = (v: number) => String(roundTo(v, 4));
  return [
    fix(Math.max(-180, Math.min(...lons) - padLon)),
    fix(minLat),
    fix(Math.min(180, Math.max(...lons) + padLon)),
    fix(maxLat),
  ].join(',');
}
