import type { Property } from '@/lib/site-data';
import type { MapPlace } from './property-map';

/**
 * The properties a map can show: those with a site (View Details selects the site) and a
 * position. A missing or zero position is skipped until addresses are geocoded.
 */
export function toMapPlaces(properties: readonly Property[]): MapPlace[] {
  return properties.flatMap((property) => {
    const { site_id: siteId, location } = property;
    if (siteId === null || location === null) return [];
    if (location.latitude === 0 && location.longitude === 0) return [];
    return [
      {
        id: siteId,
        name: property.name,
        address: property.address,
        position: { latitude: location.latitude, longitude: location.longitude },
      },
    ];
  });
}
