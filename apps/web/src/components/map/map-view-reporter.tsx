import type { Map as LeafletMap } from 'leaflet';
import { useMapEvents } from 'react-leaflet';

/** Where a map looks: its zoom and its centre as `lat,lng` with four decimals. */
export interface MapView {
  zoom: number;
  center: string;
}

export const viewOf = (map: LeafletMap): MapView => {
  const center = map.getCenter();
  return { zoom: map.getZoom(), center: `${center.lat.toFixed(4)},${center.lng.toFixed(4)}` };
};

/**
 * Reports every settled view, so the map's wrapper can state it (`data-zoom`, `data-center`)
 * for browser tests and tools.
 */
export function MapViewReporter({ onChange }: { onChange: (view: MapView) => void }) {
  const map = useMapEvents({
    moveend: () => {
      onChange(viewOf(map));
    },
  });
  return null;
}
