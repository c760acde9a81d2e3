// Types for the parts of leaflet.markercluster (bundled from npm) that the admin map uses.
import 'leaflet';

declare module 'leaflet' {
  interface MarkerClusterGroupOptions extends LayerOptions {
    chunkedLoading?: boolean;
    chunkInterval?: number;
    chunkDelay?: number;
    chunkProgress?: (processed: number, total: number, elapsedMs: number) => void;
    maxClusterRadius?: number;
    showCoverageOnHover?: boolean;
    spiderfyOnMaxZoom?: boolean;
    zoomToBoundsOnClick?: boolean;
    removeOutsideVisibleBounds?: boolean;
    iconCreateFunction?: (cluster: MarkerCluster) => Icon | DivIcon;
  }

  interface MarkerCluster extends Marker {
    getChildCount(): number;
  }

  interface MarkerClusterGroup extends FeatureGroup {
    addLayers(layers: Layer[], skipLayerAddEvent?: boolean): this;
    removeLayers(layers: Layer[]): this;
  }

  function markerClusterGroup(options?: MarkerClusterGroupOptions): MarkerClusterGroup;
}
