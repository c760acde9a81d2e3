import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type LeadRiskLevel,
  type LeadStatus,
  MAP_PANEL_FIELDS,
  type MapPanel,
  mapPanelFromRow,
  type MapPanelRow,
  type ProjectStatus,
  type ProjectType,
} from '@wildfire/shared';

import { api } from '@/lib/api-client';

interface Position {
  latitude: number;
  longitude: number;
}

export type { MapPanel };

export interface MapLead extends Position {
  id: number;
  property_name: string;
  owner_name: string;
  email: string | null;
  phone: string | null;
  address: string;
  status: LeadStatus;
  property_type: string;
  acreage: number | null;
  estimated_value_cents: number | null;
  risk_level: LeadRiskLevel;
  last_contact_at: string | null;
}

export interface MapProject extends Position {
  id: string;
  project_name: string;
  property_name: string;
  owner_name: string;
  address: string;
  contractor: string | null;
  project_type: ProjectType;
  status: ProjectStatus;
  progress: number;
  start_date: string | null;
  estimated_completion_date: string | null;
  estimate_amount_cents: number;
}

/** A current fire perimeter (WFIGS), one outline per polygon. */
export interface FireZone {
  id: string;
  name: string;
  /** [latitude, longitude] pairs. */
  polygon: Array<[number, number]>;
}

/** `GET /api/admin/map`: everything the back-office map shows, each with a position. */
export interface AdminMapData {
  panels: MapPanel[];
  leads: MapLead[];
  projects: MapProject[];
  fire_zones: FireZone[];
  /** Left off because their address could not be placed. */
  unplaced: number;
}

/** The answer as sent: each panel a row of values in the order `panel_fields` names. */
interface AdminMapAnswer extends Omit<AdminMapData, 'panels'> {
  panel_fields: string[];
  panels: MapPanelRow[];
}

/** Thrown when the server names another order of a panel's values (a newer server, say). */
const UNKNOWN_FORM = 'The map data came in a form this page does not know. Reload the page.';

async function getAdminMap(signal: AbortSignal): Promise<AdminMapData> {
  const { panel_fields, panels, ...rest } = await api.get<AdminMapAnswer>('/admin/map', {
    signal,
  });
  const known =
    panel_fields.length === MAP_PANEL_FIELDS.length &&
    MAP_PANEL_FIELDS.every((field, i) => panel_fields[i] === field);
  if (!known) throw new Error(UNKNOWN_FORM);
  return { ...rest, panels: panels.map(mapPanelFromRow) };
}

/**
 * The map's data. Its route also asks for it as soon as the signed-in staff member is known to
 * open the map, while the screen's code is still loading (app/screen-prefetch.ts).
 */
export const adminMapQuery = () =>
  queryOptions({
    queryKey: ['admin', 'map'] as const,
    queryFn: ({ signal }) => getAdminMap(signal),
    // The map is a view of the fleet; a minute old is fresh enough to draw.
    staleTime: 60_000,
    // The error overlay offers Retry Loading Map: no silent retries before it shows.
    retry: false,
  });

export const useAdminMap = () => useQuery(adminMapQuery());
