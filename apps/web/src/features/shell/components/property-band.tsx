import { Box } from '@mantine/core';
import { LOGIN_VIDEO_TIMEOUT_MS, MAP } from '@wildfire/shared';
import { useMemo } from 'react';
import { CircleMarker, Polygon, Tooltip } from 'react-leaflet';
import { useNavigate } from 'react-router';

import bandVideo from '@/assets/login-embers.webm';
import { useAppConfig } from '@/components/layout/use-app-config';
import { PropertyMap } from '@/components/map/property-map';
import { toMapPlaces } from '@/components/map/property-places';
import { BackgroundVideo } from '@/components/ui/background-video';
import { paths } from '@/config/paths';
import { outlinesOf, useFire } from '@/lib/fire-data';
import { usePropertySelection, useSelectedProperty } from '@/lib/property-selection';
import { useProperties } from '@/lib/site-data';
import classes from './property-band.module.css';

/** The fire perimeters within 30 miles of the selected property, and its satellite hotspots. */
function FireOverlays({ siteId }: { siteId: string }) {
  const { data } = useFire(siteId);
  return (
    <>
      {data?.perimeters?.flatMap((perimeter) =>
        outlinesOf(perimeter.geometry).map((outline, i) => (
          <Polygon
            key={`${perimeter.id}-${String(i)}`}
            positions={outline}
            pathOptions={{ color: '#c92a2a', fillColor: '#e03131', fillOpacity: 0.3 }}
          >
            <Tooltip>{perimeter.incident_name}</Tooltip>
          </Polygon>
        )),
      )}
      {data?.hotspots?.map((spot) => (
        <CircleMarker
          key={`${String(spot.latitude)},${String(spot.longitude)}`}
          center={[spot.latitude, spot.longitude]}
          radius={4}
          pathOptions={{ color: '#e8590c', fillColor: '#fd7e14', fillOpacity: 0.9 }}
        >
          <Tooltip>Satellite fire detection</Tooltip>
        </CircleMarker>
      ))}
    </>
  );
}

function PropertyMapBand() {
  const { data: properties } = useProperties();
  const { siteId } = useSelectedProperty();
  const { select } = usePropertySelection();
  const { data: config } = useAppConfig();
  const navigate = useNavigate();
  const places = useMemo(() => toMapPlaces(properties ?? []), [properties]);

  return (
    <PropertyMap
      label="Property map"
      places={places}
      focusId={siteId}
      tileUrl={config?.tile_url}
      height={MAP.pageHeight}
      locateWhenUnfocused
      overlays={siteId ? <FireOverlays siteId={siteId} /> : null}
      onViewDetails={(placeId) => {
        select(placeId);
        void navigate(paths.home.getHref());
      }}
    />
  );
}

function HelpVideoBand() {
  return (
    <Box className={classes.video} h={MAP.pageHeight}>
      <BackgroundVideo
        src={bandVideo}
        timeoutMs={LOGIN_VIDEO_TIMEOUT_MS}
        className={classes.videoMedia}
      />
    </Box>
  );
}

/**
 * The band of every signed-in screen but the welcome screen and the properties list: the map
 * (or, on /help, a muted looping video). The bar naming the property is the shell's own.
 */
export function PropertyBand({ kind }: { kind: 'map' | 'video' }) {
  return (
    <div className={classes.band}>{kind === 'video' ? <HelpVideoBand /> : <PropertyMapBand />}</div>
  );
}
