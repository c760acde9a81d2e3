import { ADMIN_MAP, type LeadStatus } from '../constants/sales';
import { alarmSeverityOf } from './alarms';
import { derivePanelState, type PanelState } from './panel-state';

/** A colour of the back-office map's markers. */
export type MarkerColor = 'red' | 'amber' | 'blue' | 'green';

/** Lead colours: hot red, warm amber, cold blue. */
export function leadColor(status: LeadStatus): MarkerColor {
  if (status === 'hot') return 'red';
  if (status === 'warm') return 'amber';
  return 'blue';
}

/** Progress colours: 80 or more green, 50 or more amber, 25 or more blue, else red. */
export function progressColor(progress: number): MarkerColor {
  if (progress >= 80) return 'green';
  if (progress >= 50) return 'amber';
  if (progress >= 25) return 'blue';
  return 'red';
}

export interface LatLngBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

/**
 * The box the map fits: every marker, grown by the fit padding (10 percent) of its height and
 * width on every side, as Leaflet's `LatLngBounds.pad(0.1)` does. Null when there is nothing.
 */
export function paddedMarkerBounds(
  points: ReadonlyArray<{ latitude: number; longitude: number }>,
  ratio: number = ADMIN_MAP.fitPadding,
): LatLngBox | null {
  if (points.length === 0) return null;
  let south = Infinity;
  let west = Infinity;
  let north = -Infinity;
  let east = -Infinity;
  for (const { latitude, longitude } of points) {
    south = Math.min(south, latitude);
    north = Math.max(north, latitude);
    west = Math.min(west, longitude);
    east = Math.max(east, longitude);
  }
  const padLat = (north - south) * ratio;
  const padLng = (east - west) * ratio;
  return { south: south - padLat, west: west - padLng, north: north + padLat, east: east + padLng };
}

/**
 * A panel on the back-office map: where it is, and the facts its state is derived from
 * (derivePanelState), so the popup reads as every other screen does.
 */
export interface MapPanel {
  site_id: string;
  panel_number: number;
  property_id: number;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  /** The server's online flag. */
  online: boolean;
  /** The panel's last message, epoch ms; null when it never reported. */
  last_seen_at: number | null;
  /** SYSTEM_STATUS as last reported (true: running); null when never reported. */
  system_on: boolean | null;
  /** The active alarms' conditions and severities, `condition:severity`; empty when none. */
  alarms: string[];
}

/**
 * The order of a panel's values in `GET /api/admin/map`, which sends each panel as a row of
 * values rather than an object: for 10,000 panels the keys were 40 percent of the answer and
 * half of the database's work writing it (docs/performance.md). The answer names this order in
 * its `panel_fields`.
 */
export const MAP_PANEL_FIELDS = [
  'site_id',
  'panel_number',
  'property_id',
  'name',
  'address',
  'latitude',
  'longitude',
  'online',
  'last_seen_at',
  'system_on',
  'alarms',
] as const satisfies ReadonlyArray<keyof MapPanel>;

/** The values of these fields of a panel, as a tuple in their order. */
type PanelValues<Fields extends ReadonlyArray<keyof MapPanel>> = {
  -readonly [K in keyof Fields]: MapPanel[Fields[K] & keyof MapPanel];
};

/** One panel as the map's answer sends it: its values in the order of `MAP_PANEL_FIELDS`. */
export type MapPanelRow = PanelValues<typeof MAP_PANEL_FIELDS>;

export function mapPanelFromRow(row: MapPanelRow): MapPanel {
  const [
    site_id,
    panel_number,
    property_id,
    name,
    address,
    latitude,
    longitude,
    online,
    last_seen_at,
    system_on,
    alarms,
  ] = row;
  return {
    site_id,
    panel_number,
    property_id,
    name,
    address,
    latitude,
    longitude,
    online,
    last_seen_at,
    system_on,
    alarms,
  };
}

/** A map panel's state, derived as every screen derives it. */
export function mapPanelState(panel: MapPanel, now: number): PanelState {
  return derivePanelState(
    {
      connection: { online: panel.online, lastSeenAt: panel.last_seen_at },
      systemTag: panel.system_on,
      alarms: panel.alarms.map((a) => {
        const [condition = '', severity] = a.split(':');
        return { condition, severity: alarmSeverityOf(severity ?? '') };
      }),
    },
    now,
  );
}
