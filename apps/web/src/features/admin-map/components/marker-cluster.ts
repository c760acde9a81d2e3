import * as L from 'leaflet';

import { CLUSTER_MAX_ZOOM, type Located, type Shown, ZoomClusters } from './zoom-clusters';

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

/**
 * Many points drawn as clusters (decision 008): on every move or zoom only what the view shows
 * is drawn, as cluster bubbles with their count and single markers made by `markerFor`. Each
 * zoom is clustered when first drawn (`ZoomClusters`, decision 036). A cluster opens to the view
 * that fits its points, at least one zoom closer.
 */
export class ClusterLayer<T extends Located> {
  private clusters = new ZoomClusters<T>([]);
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

  /** Take these points and draw what the view shows of them. */
  setPoints(items: readonly T[]) {
    this.clusters = new ZoomClusters(items);
    this.draw();
  }

  remove() {
    this.map.off('moveend', this.redraw);
    this.layer.remove();
  }

  private draw() {
    const bounds = this.map.getBounds();
    const zoom = Math.round(this.map.getZoom());
    const shown = this.clusters.shown(
      [
        Math.max(-180, bounds.getWest()),
        Math.max(-85, bounds.getSouth()),
        Math.min(180, bounds.getEast()),
        Math.min(85, bounds.getNorth()),
      ],
      zoom,
    );
    this.layer.clearLayers();
    for (const thing of shown) {
      this.layer.addLayer(
        thing.kind === 'cluster' ? this.clusterMarker(thing, zoom) : this.markerFor(thing.item),
      );
    }
  }

  private clusterMarker(cluster: Extract<Shown<T>, { kind: 'cluster' }>, zoom: number) {
    const { latitude, longitude, count } = cluster;
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
      const points = L.latLngBounds(cluster.points().map((p) => L.latLng(p.latitude, p.longitude)));
      const opened = Math.min(
        Math.max(zoom + 1, this.map.getBoundsZoom(points)),
        CLUSTER_MAX_ZOOM + 1,
      );
      this.map.setView(points.getCenter(), opened);
    });
  }
}
