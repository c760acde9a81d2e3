import './leaflet-styles';

import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { MAP, MESSAGES } from '@wildfire/shared';
import { latLngBounds, type Map as LeafletMap } from 'leaflet';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';

import { type MapView, MapViewReporter, viewOf } from './map-view-reporter';
import { ownLocationIcon, propertyIcon } from './map-icons';
import classes from './property-map.module.css';
import { useOwnLocation } from './use-own-location';

export interface MapPoint {
  latitude: number;
  longitude: number;
}

/** One place on the map: anything with a name, an address and a position. */
export interface MapPlace {
  id: string;
  name: string;
  address: string;
  position: MapPoint;
}

interface PropertyMapProps {
  /** Names the map region for screen readers. */
  label: string;
  places: MapPlace[];
  /** The place to centre on at the property zoom; it also enables "Centre on property". */
  focusId?: string | null;
  /** Tile URL template (`{z}/{x}/{y}`); until it is known the map shows its plain background. */
  tileUrl?: string | null;
  height?: number;
  /** With nothing to focus, look for the user's own position quietly and centre on it. */
  locateWhenUnfocused?: boolean;
  /** With nothing to focus, frame every place. */
  fitToPlaces?: boolean;
  /** The popup's View Details button. */
  onViewDetails: (placeId: string) => void;
  /** Drawn on the map under the markers (fire perimeters and hotspots around the property). */
  overlays?: ReactNode;
}

const toLatLng = ({ latitude, longitude }: MapPoint): [number, number] => [latitude, longitude];

const defaultCenter = toLatLng(MAP.defaultCenter);

/** OpenStreetMap's tile licence asks for this credit; other tile servers bring their own terms. */
const attributionFor = (tileUrl: string) =>
  tileUrl.includes('openstreetmap.org')
    ? '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
    : '';

function framePlaces(map: LeafletMap, places: MapPlace[]) {
  const [first] = places;
  if (!first) return;
  if (places.length === 1) {
    map.setView(toLatLng(first.position), MAP.propertyZoom);
    return;
  }
  // Markers stand above their point, so the top needs more room than the bottom.
  map.fitBounds(latLngBounds(places.map((place) => toLatLng(place.position))), {
    paddingTopLeft: [48, 64],
    paddingBottomRight: [48, 32],
    maxZoom: MAP.propertyZoom,
  });
}

/**
 * A Leaflet map of properties with branded markers whose popups offer View Details, plus
 * buttons to centre on the focused property and on the user's own location.
 */
export function PropertyMap({
  label,
  places,
  focusId = null,
  tileUrl = null,
  height = MAP.defaultHeight,
  locateWhenUnfocused = false,
  fitToPlaces = false,
  onViewDetails,
  overlays,
}: PropertyMapProps) {
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [view, setView] = useState<MapView | null>(null);
  const attachMap = useCallback((created: LeafletMap | null) => {
    setMap(created);
    if (created) setView(viewOf(created));
  }, []);
  const ownLocation = useOwnLocation();
  const { locate } = ownLocation;
  const focus = places.find((place) => place.id === focusId) ?? null;
  const focusLat = focus?.position.latitude;
  const focusLng = focus?.position.longitude;

  // Leaflet measures its box once; the shell's sidebar and drawer change it afterwards.
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

  useEffect(() => {
    if (!map || focusLat === undefined || focusLng === undefined) return;
    map.setView([focusLat, focusLng], MAP.propertyZoom);
  }, [map, focusLat, focusLng]);

  const hasFocus = focusLat !== undefined;

  useEffect(() => {
    if (!map || hasFocus || !fitToPlaces) return;
    framePlaces(map, places);
  }, [map, hasFocus, fitToPlaces, places]);

  useEffect(() => {
    if (!map || hasFocus || !locateWhenUnfocused) return;
    let current = true;
    void locate({ quiet: true }).then((found) => {
      if (current && found) map.setView(toLatLng(found), MAP.ownLocationZoom);
    });
    return () => {
      current = false;
    };
  }, [map, hasFocus, locateWhenUnfocused, locate]);

  const centreOnProperty = () => {
    if (map && focus) map.setView(toLatLng(focus.position), MAP.propertyZoom);
  };

  const centreOnMe = async () => {
    const found = await locate();
    if (map && found) map.setView(toLatLng(found), MAP.ownLocationZoom);
  };

  return (
    <div
      className={classes.wrapper}
      role="region"
      aria-label={label}
      style={{ height }}
      data-zoom={view?.zoom}
      data-center={view?.center}
    >
      <MapContainer
        ref={attachMap}
        className={classes.map}
        center={focus ? toLatLng(focus.position) : defaultCenter}
        zoom={focus ? MAP.propertyZoom : MAP.defaultZoom}
        scrollWheelZoom={false}
      >
        <MapViewReporter onChange={setView} />
        {tileUrl && <TileLayer url={tileUrl} attribution={attributionFor(tileUrl)} />}
        {overlays}
        {places.map((place) => (
          <Marker
            key={place.id}
            position={toLatLng(place.position)}
            icon={propertyIcon}
            title={place.name}
          >
            <Popup>
              <Stack gap={6} className={classes.popup}>
                <Text fw={700} size="sm">
                  {place.name}
                </Text>
                <Text size="sm">{place.address}</Text>
                <Button
                  size="xs"
                  onClick={() => {
                    map?.closePopup();
                    onViewDetails(place.id);
                  }}
                >
                  View Details
                </Button>
              </Stack>
            </Popup>
          </Marker>
        ))}
        {ownLocation.position && (
          <Marker
            position={toLatLng(ownLocation.position)}
            icon={ownLocationIcon}
            title="Your location"
          />
        )}
      </MapContainer>

      <Group className={classes.controls} gap={6} justify="flex-end">
        {focus && (
          <Button size="xs" variant="default" onClick={centreOnProperty}>
            Centre on property
          </Button>
        )}
        <Button
          size="xs"
          variant="default"
          loading={ownLocation.status === 'locating'}
          onClick={() => void centreOnMe()}
        >
          My location
        </Button>
      </Group>

      {ownLocation.failed && (
        <Alert
          className={classes.alert}
          color="red"
          variant="filled"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={ownLocation.dismissFailure}
        >
          {MESSAGES.locationFailed}
        </Alert>
      )}
    </div>
  );
}
