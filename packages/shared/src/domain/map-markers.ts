import { ADMIN_MAP, type LeadStatus } from '../constants/sales';

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
