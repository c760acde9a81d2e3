import { toTagMap, type Tag, type TagMap } from '@wildfire/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from './api-client';
import { staffViewSiteId } from './staff-view';

/**
 * The data every customer screen shares: the caller's properties and the selected site's
 * tags and SCADA definition. One place for these queries, so the shell, the dashboard and
 * every equipment screen read the same cache (features must not import each other).
 */

export interface Property {
  id: number;
  name: string;
  address: string;
  location: { latitude: number; longitude: number } | null;
  site_id: string | null;
  role: 'owner' | 'manager' | 'user' | 'guest' | 'emergency_contact';
  status: 'Online' | 'Offline';
  system_status: 'ACTIVE' | 'STANDBY' | null;
  service_provider: string | null;
  /** Staff looking at a customer's property from the back-office, read-only. */
  staff_view?: boolean;
}

export interface PanelTag extends Tag {
  group: string;
  /** When the panel measured it, epoch milliseconds. */
  timestamp: number;
}

/** A command's status, followed by the manual controls and updated by the live stream. */
export const commandKeys = {
  one: (commandId: string) => ['scada-command', commandId] as const,
};

export const siteKeys = {
  properties: ['properties'] as const,
  tags: (siteId: string) => ['tags', siteId] as const,
  definition: (siteId: string) => ['scada-definition', siteId] as const,
};

export const propertiesQuery = (viewSiteId = staffViewSiteId()) =>
  queryOptions({
    queryKey: [...siteKeys.properties, viewSiteId] as const,
    queryFn: ({ signal }) =>
      api.get<{ properties: Property[] }>(
        viewSiteId ? `/properties?site_id=${encodeURIComponent(viewSiteId)}` : '/properties',
        { signal },
      ),
    select: (data) => data.properties,
    // A failed list must not refetch on every mount: screens that gate on it would loop.
    retryOnMount: false,
  });

export const tagsQuery = (siteId: string) =>
  queryOptions({
    queryKey: siteKeys.tags(siteId),
    queryFn: ({ signal }) =>
      api.get<{ _embedded: { tags: PanelTag[] } }>(
        `/tags/control-center?site_id=${encodeURIComponent(siteId)}`,
        { signal },
      ),
    select: (data) => data._embedded.tags,
  });

export const definitionQuery = (siteId: string) =>
  queryOptions({
    queryKey: siteKeys.definition(siteId),
    queryFn: ({ signal }) =>
      api
        .get<{ _embedded: { definition: Record<string, unknown> } }>(
          `/scada/definition?site_id=${encodeURIComponent(siteId)}`,
          { signal },
        )
        // A failed definition fetch is tolerated and treated as empty (spec section 8).
        .catch(() => ({ _embedded: { definition: {} } })),
    select: (data) => data._embedded.definition,
  });

export const useProperties = () => useQuery(propertiesQuery());

/** The selected site's tags as a list and as a name → value map. */
export function useSiteTags(siteId: string | null) {
  const query = useQuery({ ...tagsQuery(siteId ?? ''), enabled: siteId !== null });
  const tags = query.data ?? [];
  const map: TagMap = toTagMap(tags);
  return { ...query, tags, map };
}

export const useScadaDefinition = (siteId: string | null) =>
  useQuery({ ...definitionQuery(siteId ?? ''), enabled: siteId !== null });
