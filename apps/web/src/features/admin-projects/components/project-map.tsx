import '@/components/map/leaflet-styles';

import { Text } from '@mantine/core';
import { PROJECT_MAP } from '@wildfire/shared';
import type { Map as LeafletMap } from 'leaflet';
import { useCallback, useEffect, useState } from 'react';
import { MapContainer, Marker, TileLayer } from 'react-leaflet';

import { useAppConfig } from '@/components/layout/use-app-config';
import { propertyIcon } from '@/components/map/map-icons';
import { type MapView, MapViewReporter, viewOf } from '@/components/map/map-view-reporter';
import classes from './project-map.module.css';

/** Tile servers usually stop at 19; Leaflet enlarges the last level for zoom 20. */
const NATIVE_MAX_ZOOM = 19;

/**
 * The property's site map on the project page (section 9: zoom 18, max 20), from the
 * deployment's tile server. Without reachable tiles it shows a plain background and the marker.
 */
export function ProjectMap({
  name,
  address,
  latitude,
  longitude,
}: {
  name: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
}) {
  const config = useAppConfig();
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [view, setView] = useState<MapView | null>(null);
  const attach = useCallback((created: LeafletMap | null) => {
    setMap(created);
    if (created) setView(viewOf(created));
  }, []);

  // Leaflet measures its box once; tabs and the shell's sidebar change it afterwards.
  useEffect(() => {
    if (!map) return;
    const observer = new ResizeObserver(() => {
      map.invalidateSize();
    });
    observer.observe(map.getContainer());
    return () => {
      observer.disconnect();
    };
  }, [map]);

  if (latitude === null || longitude === null) {
    return (
      <Text c="dimmed" size="sm">
        This property has no map position yet: its address could not be located.
      </Text>
    );
  }
  const tileUrl = config.data?.tile_url ?? null;
  return (
    <div
      className={classes.wrapper}
      role="region"
      aria-label={`Site map of ${name}, ${address}`}
      data-zoom={view?.zoom}
      data-max-zoom={PROJECT_MAP.maxZoom}
      data-center={view?.center}
    >
      <MapContainer
        ref={attach}
        className={classes.map}
        center={[latitude, longitude]}
        zoom={PROJECT_MAP.zoom}
        maxZoom={PROJECT_MAP.maxZoom}
        scrollWheelZoom={false}
      >
        <MapViewReporter onChange={setView} />
        {tileUrl && (
          <TileLayer
            url={tileUrl}
            maxZoom={PROJECT_MAP.maxZoom}
            maxNativeZoom={NATIVE_MAX_ZOOM}
            attribution={
              tileUrl.includes('openstreetmap.org')
                ? '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
                : ''
            }
          />
        )}
        <Marker position={[latitude, longitude]} icon={propertyIcon} title={name} />
      </MapContainer>
    </div>
  );
}
