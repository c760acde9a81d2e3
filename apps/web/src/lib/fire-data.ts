import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api, apiRequest, withQuery } from './api-client';

export type FireGeometry =
  | { type: 'Polygon'; coordinates: number[][][] }
  | { type: 'MultiPolygon'; coordinates: number[][][][] };

/** A perimeter's outer rings as Leaflet positions ([latitude, longitude]). */
export function outlinesOf(geometry: FireGeometry): Array<Array<[number, number]>> {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return polygons.map((rings) =>
    (rings[0] ?? []).map(([lon, lat]) => [lat ?? 0, lon ?? 0] as [number, number]),
  );
}

export interface FireSource {
  source: 'perimeters' | 'hotspots' | 'nws';
  /** `unknown`: not reached at its last attempt (or never); `off`: not configured. */
  state: 'current' | 'unknown' | 'off';
  last_success_at: string | null;
  last_attempt_at: string | null;
  error: string | null;
}

export interface AutoActivationRule {
  enabled: boolean;
  within_miles: number;
  countdown_minutes: number;
  approved_at: string | null;
}

export interface AutoActivation {
  id: number;
  status: 'counting' | 'cancelled' | 'sent' | 'blocked' | 'failed';
  rule: 'distance' | 'evacuation';
  reason: string;
  starts_at: string;
  created_at: string;
  completed_at: string | null;
  command_id: string | null;
  error: string | null;
}

/** `GET /api/fire?site_id=`: the nearest fire, each source's age, the activation rule. */
export interface FireAnswer {
  sources: FireSource[];
  measured_at: string | null;
  level: 'urgent' | 'warning' | 'info' | null;
  nearest_perimeter: {
    id: string;
    incident_name: string;
    acres: number | null;
    containment: number | null;
    updated_at: string | null;
    distance_miles: number;
    inside: boolean;
    direction: string | null;
    link: string;
  } | null;
  nearest_hotspot: {
    latitude: number;
    longitude: number;
    detected_at: string;
    confidence: string;
    distance_miles: number;
    direction: string | null;
  } | null;
  events: Array<{ id: string; event: string }>;
  /** The perimeters within 30 miles (GeoJSON Polygon or MultiPolygon) and hotspots, for the map. */
  perimeters?: Array<{ id: string; incident_name: string; geometry: FireGeometry }>;
  hotspots?: Array<{ latitude: number; longitude: number }>;
  auto_activation: AutoActivationRule;
  activation: AutoActivation | null;
}

const fireKey = (siteId: string) => ['fire', siteId] as const;

export const fireQuery = (siteId: string) =>
  queryOptions({
    queryKey: fireKey(siteId),
    queryFn: ({ signal }) =>
      api.get<FireAnswer>(withQuery('/fire', { site_id: siteId }), { signal }),
    // The data changes every 5 minutes at most; a countdown is watched more closely.
    refetchInterval: (query) =>
      query.state.data?.activation?.status === 'counting' ? 10_000 : 60_000,
  });

export const useFire = (siteId: string) => useQuery(fireQuery(siteId));

/** Cancel the automatic start counting down (any member who may start and stop). */
export function useCancelAutoActivation(siteId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<AutoActivation>(withQuery('/fire/auto-activation/cancel', { site_id: siteId })),
    onSettled: () => client.invalidateQueries({ queryKey: fireKey(siteId) }),
  });
}

/** Save the automatic-activation rule (Owner or Property Manager): a new approval. */
export function useSaveAutoActivation(siteId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rule: Omit<AutoActivationRule, 'approved_at'>) =>
      apiRequest<AutoActivationRule>(withQuery('/fire/auto-activation', { site_id: siteId }), {
        method: 'PUT',
        body: rule,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: fireKey(siteId) }),
  });
}
