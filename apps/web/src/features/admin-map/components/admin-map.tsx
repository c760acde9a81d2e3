import '@/components/map/leaflet-styles';

import { Button, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { ADMIN_MAP, paddedMarkerBounds } from '@wildfire/shared';
import type { Map as LeafletMap } from 'leaflet';
import { Component, type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { MapContainer, Polygon, TileLayer, Tooltip, useMap } from 'react-leaflet';

import { useAppConfig } from '@/components/layout/use-app-config';
import {
  type MapView as MapLook,
  MapViewReporter,
  viewOf,
} from '@/components/map/map-view-reporter';
import { type AdminMapData, type MapLead, useAdminMap } from '../api/get-admin-map';
import classes from './admin-map.module.css';
import { LeadDetails } from './lead-details';
import { MapLegend } from './map-legend';
import { PanelsAtRisk } from './panels-at-risk';
import { MAP_ERRORS, MapInitError } from './marker-cluster';
import {
  type MapSelection,
  type MapView,
  MarkerLayers,
  showsLeads,
  showsPanels,
  showsProjects,
} from './marker-layers';
import { SelectionPopup } from './selection-popup';

const VIEWS: Array<{ value: MapView; label: string }> = [
  { value: 'panels', label: 'Panels' },
  { value: 'leads', label: 'Leads' },
  { value: 'in-progress', label: 'In Progress' },
  { value: 'all', label: 'All' },
];

const US_CENTER: [number, number] = [
  ADMIN_MAP.defaultCenter.latitude,
  ADMIN_MAP.defaultCenter.longitude,
];
/** Fitting to one marker (or a few close together) stops at a street-level zoom. */
const FIT_MAX_ZOOM = 15;

/** OpenStreetMap's tile licence asks for this credit; other tile servers bring their own terms. */
const attributionFor = (tileUrl: string) =>
  tileUrl.includes('openstreetmap.org')
    ? '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
    : '';

function visiblePoints(data: AdminMapData, view: MapView) {
  return [
    ...(showsPanels(view) ? data.panels : []),
    ...(showsLeads(view) ? data.leads : []),
    ...(showsProjects(view) ? data.projects : []),
  ];
}

/** Fits the view to every marker shown, with the 10 percent padding of the spec. */
function FitToMarkers({ data, view }: { data: AdminMapData; view: MapView }) {
  const map = useMap();
  const box = useMemo(() => paddedMarkerBounds(visiblePoints(data, view)), [data, view]);
  useEffect(() => {
    if (!box) return;
    map.fitBounds(
      [
        [box.south, box.west],
        [box.north, box.east],
      ],
      { maxZoom: FIT_MAX_ZOOM, animate: false },
    );
  }, [map, box]);
  return null;
}

/** Map failures (no Leaflet, no container, Leaflet throwing) become the error overlay. */
class MapErrorBoundary extends Component<
  { onError: (message: string) => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error instanceof MapInitError ? error.message : MAP_ERRORS.initFailed);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

interface OverlayProps {
  error: string;
  detail?: string | undefined;
  onRetry: () => void;
}

function MapLoadingError({ error, detail, onRetry }: OverlayProps) {
  return (
    <div className={classes.overlay} role="alert">
      <Stack align="center" gap="xs" className={classes.overlayCard}>
        <Title order={2} size="h4">
          Map Loading Error
        </Title>
        <Text>{error}</Text>
        {detail && detail !== error && (
          <Text size="sm" c="dimmed">
            {detail}
          </Text>
        )}
        <Button onClick={onRetry}>Retry Loading Map</Button>
      </Stack>
    </div>
  );
}

function summary(data: AdminMapData, view: MapView) {
  const parts = [
    showsPanels(view) && `${String(data.panels.length)} panels`,
    showsLeads(view) && `${String(data.leads.length)} leads`,
    showsProjects(view) && `${String(data.projects.length)} projects in progress`,
  ].filter(Boolean);
  const unplaced =
    data.unplaced > 0 ? ` (${String(data.unplaced)} without a known position not shown)` : '';
  return `Showing ${parts.join(', ')}${unplaced}.`;
}

/**
 * The back-office map (admin-back-office.md 2.2): panels, leads and projects in progress over
 * the United States, the active fire zones, view toggles, popups, loading and error overlays.
 */
/** The polygon's vertex furthest north, where its label sits. */
const northmostPoint = (polygon: Array<[number, number]>): [number, number] =>
  polygon.reduce((north, point) => (point[0] > north[0] ? point : north), polygon[0] ?? [0, 0]);

export function AdminMap({ height = 560 }: { height?: number }) {
  const mapData = useAdminMap();
  const { data: config } = useAppConfig();
  const [view, setView] = useState<MapView>('all');
  const [selection, setSelection] = useState<MapSelection | null>(null);
  const [openLead, setOpenLead] = useState<MapLead | null>(null);
  const [mapError, setMapError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [look, setLook] = useState<MapLook | null>(null);
  const attachMap = useCallback((created: LeafletMap | null) => {
    if (created) setLook(viewOf(created));
  }, []);
  const [drawn, setDrawn] = useState<{ view: MapView; count: number; attempt: number } | null>(
    null,
  );

  const { data, isPending, isError, error, refetch, isFetching } = mapData;
  const dataFailed = isError && !isFetching && data === undefined;
  const failure = mapError ?? (dataFailed ? MAP_ERRORS.initFailed : null);
  const retry = () => {
    setMapError(null);
    setSelection(null);
    setAttempt((n) => n + 1);
    void refetch();
  };
  const onDrawn = useCallback(
    (count: number) => {
      setDrawn({ view, count, attempt });
    },
    [view, attempt],
  );
  const ready = data !== undefined && drawn?.view === view && drawn.attempt === attempt;
  const loading = data === undefined && (isPending || isFetching);
  const state = failure ? 'error' : loading ? 'loading' : ready ? 'ready' : 'drawing';

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <SegmentedControl
          aria-label="Map view"
          value={view}
          onChange={(value) => {
            setSelection(null);
            setView(value as MapView);
          }}
          data={VIEWS}
        />
        {data && (
          <Text size="sm" aria-live="polite">
            {summary(data, view)}
          </Text>
        )}
      </Group>

      <div
        className={classes.wrapper}
        style={{ height }}
        role="region"
        aria-label="Admin map"
        data-map-state={state}
        data-marker-count={ready ? drawn.count : undefined}
        data-zoom={look?.zoom}
        data-center={look?.center}
      >
        <MapErrorBoundary key={attempt} onError={setMapError}>
          <MapContainer
            ref={attachMap}
            className={classes.map}
            center={US_CENTER}
            zoom={ADMIN_MAP.defaultZoom}
            maxZoom={ADMIN_MAP.tileMaxZoom}
            scrollWheelZoom
          >
            <MapViewReporter onChange={setLook} />
            {config?.tile_url && (
              <TileLayer
                url={config.tile_url}
                maxZoom={ADMIN_MAP.tileMaxZoom}
                attribution={attributionFor(config.tile_url)}
              />
            )}
            {data?.fire_zones.map((zone) => (
              <Polygon
                key={zone.id}
                positions={zone.polygon}
                pathOptions={{ color: '#c92a2a', fillColor: '#e03131', fillOpacity: 0.3 }}
              >
                {/* Above the zone's northmost point, not over its middle: the label never
                    covers the markers clustered inside the zone (issue 36). */}
                <Tooltip
                  permanent
                  direction="top"
                  offset={[0, -6]}
                  position={northmostPoint(zone.polygon)}
                  pane="overlayPane"
                  className={classes.fireLabel}
                >
                  {zone.name}
                </Tooltip>
              </Polygon>
            ))}
            {data && (
              <>
                {/* First: its effect fits the view before the markers' first draw, not after. */}
                <FitToMarkers data={data} view={view} />
                <MarkerLayers data={data} view={view} onSelect={setSelection} onDrawn={onDrawn} />
              </>
            )}
            {selection && (
              <SelectionPopup
                selection={selection}
                onClose={(closed) => {
                  setSelection((current) => (current === closed ? null : current));
                }}
                onViewLead={setOpenLead}
              />
            )}
          </MapContainer>
        </MapErrorBoundary>

        {state === 'loading' && (
          <div className={classes.overlay} role="status">
            <Group gap="xs" className={classes.overlayCard}>
              <Loader size="sm" aria-hidden />
              <Text>Loading map...</Text>
            </Group>
          </div>
        )}
        {failure && (
          <MapLoadingError
            error={failure}
            detail={dataFailed ? error.message : undefined}
            onRetry={retry}
          />
        )}
      </div>

      <MapLegend />
      <PanelsAtRisk />
      <LeadDetails
        lead={openLead}
        onClose={() => {
          setOpenLead(null);
        }}
      />
    </Stack>
  );
}
