import { leadColor, mapPanelState, progressColor, type PanelStatusLabel } from '@wildfire/shared';
import type { DivIcon, FeatureGroup, Map as LeafletMap, Marker } from 'leaflet';
import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';

import type { AdminMapData, MapLead, MapPanel, MapProject } from '../api/get-admin-map';
import { ClusterLayer, loadedLeaflet } from './marker-cluster';
import { leadIcon, MARKER_FILL, panelIcon, projectIcon } from './marker-icons';

/** The four view toggles of the admin map. */
export type MapView = 'panels' | 'leads' | 'in-progress' | 'all';

export type MapSelection =
  | { kind: 'panel'; item: MapPanel }
  | { kind: 'lead'; item: MapLead }
  | { kind: 'project'; item: MapProject };

export const showsPanels = (view: MapView) => view === 'panels' || view === 'all';
export const showsLeads = (view: MapView) => view === 'leads' || view === 'all';
export const showsProjects = (view: MapView) => view === 'in-progress' || view === 'all';

interface MarkerLayersProps {
  data: AdminMapData;
  view: MapView;
  onSelect: (selection: MapSelection) => void;
  /** Every marker of the view is on the map (clusters included). */
  onDrawn: (count: number) => void;
}

interface Handlers {
  onSelect: (selection: MapSelection) => void;
  onDrawn: (count: number) => void;
}

/**
 * The markers, drawn straight with Leaflet: panels in clusters (only what the view shows is
 * drawn, so 10,000 of them never freeze the page), leads and projects above them unclustered.
 * A change of view redraws them.
 */
/** A panel's marker: green when heard from and ready, red at a fault, grey when silent. */
const PANEL_FILL: Record<PanelStatusLabel, string> = {
  Online: MARKER_FILL.green,
  Fault: MARKER_FILL.red,
  Offline: MARKER_FILL.grey,
  'Never reported': MARKER_FILL.grey,
};

class MarkerController {
  private readonly panels: ClusterLayer<MapPanel>;
  private readonly others: FeatureGroup;
  private markers: { data: AdminMapData; leads: Marker[]; projects: Marker[] } | null = null;

  constructor(
    map: LeafletMap,
    private readonly handlers: { readonly current: Handlers },
  ) {
    this.panels = new ClusterLayer<MapPanel>(map, (panel) =>
      this.marker(
        panel,
        panelIcon(PANEL_FILL[mapPanelState(panel, Date.now()).status]),
        `Panel ${String(panel.panel_number)}: ${panel.name}`,
        { kind: 'panel', item: panel },
      ),
    );
    this.others = loadedLeaflet().featureGroup().addTo(map);
  }

  draw(data: AdminMapData, view: MapView) {
    const markers = this.markersFor(data);
    this.others.clearLayers();
    const panels = showsPanels(view) ? data.panels : [];
    const others = [
      ...(showsLeads(view) ? markers.leads : []),
      ...(showsProjects(view) ? markers.projects : []),
    ];
    for (const marker of others) this.others.addLayer(marker);
    this.panels.setPoints(panels);
    this.handlers.current.onDrawn(panels.length + others.length);
  }

  remove() {
    this.panels.remove();
    this.others.remove();
  }

  private marker(
    at: { latitude: number; longitude: number },
    icon: DivIcon,
    title: string,
    selection: MapSelection,
  ): Marker {
    return loadedLeaflet()
      .marker([at.latitude, at.longitude], { icon, title, alt: title })
      .on('click', () => {
        this.handlers.current.onSelect(selection);
      });
  }

  private markersFor(data: AdminMapData) {
    if (this.markers?.data === data) return this.markers;
    this.markers = {
      data,
      leads: data.leads.map((lead) =>
        this.marker(
          lead,
          leadIcon(MARKER_FILL[leadColor(lead.status)]),
          `Lead: ${lead.property_name} (${lead.status})`,
          { kind: 'lead', item: lead },
        ),
      ),
      projects: data.projects.map((project) =>
        this.marker(
          project,
          projectIcon(MARKER_FILL[progressColor(project.progress)]),
          `Project: ${project.project_name} (${String(project.progress)}%)`,
          { kind: 'project', item: project },
        ),
      ),
    };
    return this.markers;
  }
}

export function MarkerLayers({ data, view, onSelect, onDrawn }: MarkerLayersProps) {
  const map = useMap();
  const handlers = useRef<Handlers>({ onSelect, onDrawn });
  const controller = useRef<MarkerController | null>(null);
  useEffect(() => {
    handlers.current = { onSelect, onDrawn };
  });
  useEffect(() => {
    const created = new MarkerController(map, handlers);
    controller.current = created;
    return () => {
      created.remove();
      controller.current = null;
    };
  }, [map]);
  useEffect(() => {
    controller.current?.draw(data, view);
  }, [data, view]);
  return null;
}
