import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** A fire data source's state: `unknown` when not reached at its last attempt (or never). */
export interface FireSource {
  source: 'perimeters' | 'hotspots' | 'nws';
  state: 'current' | 'unknown' | 'off';
  last_success_at: string | null;
  last_attempt_at: string | null;
  error: string | null;
}

export interface PanelAtRisk {
  site_id: string;
  property_id: number;
  property_name: string;
  distance_miles: number;
  incident_name: string | null;
  readiness: 'ready' | 'not_ready' | 'unknown';
  status: string;
  /** The owner's automatic activation is on for this property. */
  auto_activation: boolean;
}

/** `GET /api/admin/fire`: the fire data's sources and the panels within 10 miles of a fire. */
export interface AdminFireAnswer {
  sources: FireSource[];
  at_risk: PanelAtRisk[];
}

export const adminFireQuery = queryOptions({
  queryKey: ['admin', 'fire'] as const,
  queryFn: ({ signal }) => api.get<AdminFireAnswer>('/admin/fire', { signal }),
  refetchInterval: 60_000,
});

export const useAdminFire = () => useQuery(adminFireQuery);
