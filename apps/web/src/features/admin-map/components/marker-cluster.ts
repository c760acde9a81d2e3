import 'leaflet.markercluster/dist/MarkerCluster.css';

// Leaflet sets the global `L` that its clustering plugin extends (both bundled, never from a CDN).
import 'leaflet';
import 'leaflet.markercluster';

import type * as Leaflet from 'leaflet';

declare global {
  interface Window {
    L?: typeof Leaflet;
  }
}

/** The map cannot be drawn: the spec's texts for the Map Loading Error overlay. */
export class MapInitError extends Error {
  override readonly name = 'MapInitError';
}

export const MAP_ERRORS = {
  leafletMissing: 'Leaflet library not loaded',
  containerMissing: 'Map container not found',
  initFailed: 'Failed to initialize map',
} as const;

/** Leaflet with the clustering plugin, or the spec's error when it did not load. */
export function clusteringLeaflet(): typeof Leaflet {
  const L = typeof window === 'undefined' ? undefined : window.L;
  if (!L || typeof L.markerClusterGroup !== 'function') {
    throw new MapInitError(MAP_ERRORS.leafletMissing);
  }
  return L;
}

/** Clusters drawn in the brand's colours, with the count readable on them. */
export function clusterGroup(options: Leaflet.MarkerClusterGroupOptions) {
  const L = clusteringLeaflet();
  return L.markerClusterGroup({
    chunkedLoading: true,
    showCoverageOnHover: false,
    spiderfyOnMaxZoom: true,
    maxClusterRadius: 60,
    iconCreateFunction: (cluster) => {
      const count = cluster.getChildCount();
      const size = count < 100 ? 36 : count < 1000 ? 44 : 52;
      return L.divIcon({
        className: 'wd-cluster',
        html: `<span>${String(count)}</span>`,
        iconSize: [size, size],
      });
    },
    ...options,
  });
}
