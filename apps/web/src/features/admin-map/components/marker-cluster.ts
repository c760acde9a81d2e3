import * as L from 'leaflet';
import Supercluster from 'supercluster';

/** The map cannot be drawn: the spec's texts for the Map Loading Error overlay. */
export class MapInitError extends Error {
  override readonly name = 'MapInitError';
}

export const MAP_ERRORS = {
  leafletMissing: 'Leaflet library not loaded',
  containerMissing: 'Map container not found',
  initFailed: 'Failed to initialize map',
} as const;

/** Leaflet (bundled, never from a CDN), or the spec's error when it did not load. */
export function loadedLeaflet(): typeof L {
  if (typeof L.marker !== 'function' || typeof L.layerGroup !== 'function') {
    throw new MapInitError(MAP_ERRORS.leafletMissing);
  }
  return L;
}

/** Pixels within which markers join one cluster, and the zoom from which none cluster. */
const CLUSTER_RADIUS = 60;
const CLUSTER_MAX_ZOOM = 16;

interface Located {
  latitude: number;
  longitude: number;
}

/**
 * Many points drawn as clusters (decision 008): the points are indexed once, and on every move
 * or zoom only what the view shows is drawn, as cluster bubbles with their count and single
 * markers made by `markerFor`. A cluster opens to the zoom where it splits.
 */
export class ClusterLayer<T extends Located> {
  private readonly index = new Supercluster<{ item: T }>({
    radius: CLUSTER_RADIUS,
    maxZoom: CLUSTER_MAX_ZOOM,
  });
  private readonly layer: L.LayerGroup;
  private readonly redraw = () => {
    this.draw();
  };

  constructor(
    private readonly map: L.Map,
    private readonly markerFor: (item: T) => L.Marker,
  ) {
    this.layer = loadedLeaflet().layerGroup().addTo(map);
    map.on('moveend', this.redraw);
  }

  /** Index these points and draw what the view shows of them. */
  setPoints(items: readonly T[]) {
    this.index.load(
      items.map((item) => ({
        type: 'Feature' as const,
        properties: { item },
        geometry: { type: 'Point' as const, coordinates: [item.longitude, item.latitude] },
      })),
    );
    this.draw();
  }

  remove() {
    this.map.off('moveend', this.redraw);
    this.layer.remove();
  }

  private draw() {
    const bounds = this.map.getBounds();
    const zoom = Math.round(this.map.getZoom());
    const shown = this.index.getClusters(
      [
        Math.max(-180, bounds.getWest()),
        Math.max(-85, bounds.getSouth()),
        Math.min(180, bounds.getEast()),
        Math.min(85, bounds.getNorth()),
      ],
      zoom,
    );
    this.layer.clearLayers();
    for (const feature of shown) {
      const [longitude, latitude] = feature.geometry.coordinates as [number, number];
      if ('cluster' in feature.properties && feature.properties.cluster) {
        const { cluster_id: id, point_count: count } = feature.properties;
        this.layer.addLayer(this.clusterMarker(latitude, longitude, id, count));
      } else {
        this.layer.addLayer(this.markerFor((feature.properties as { item: T }).item));
      }
    }
  }

  private clusterMarker(latitude: number, longitude: number, id: number, count: number) {
    const size = count < 100 ? 36 : count < 1000 ? 44 : 52;
    const label = `${String(count)} panels here; zoom in`;
    return L.marker([latitude, longitude], {
      icon: L.divIcon({
        className: 'wd-cluster',
        html: `<span>${String(count)}</span>`,
        iconSize: [size, size],
      }),
      title: label,
      alt: label,
      keyboard: true,
    }).on('click', () => {
      const zoom = Math.min(this.index.getClusterExpansionZoom(id), CLUSTER_MAX_ZOOM + 1);
      this.map.setView([latitude, longitude], zoom);
    });
  }
}
