import {
  toTagMap,
  type AlarmSeverity,
  type PanelStatusLabel,
  type Tag,
  type TagMap,
} from '@wildfire/shared';
import { queryOptions, replaceEqualDeep, useQuery } from '@tanstack/react-query';

import { api, withQuery } from './api-client';
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
  /** The panel's state when the list was read; screens derive it again with `now`. */
  status: PanelStatusLabel;
  connection: {
    online: boolean;
    last_seen_at: number | null;
    offline_since: number | null;
    offline_reason: string | null;
  };
  problems: Array<{ condition: string; severity: AlarmSeverity }>;
  system_status: 'ACTIVE' | 'STANDBY' | 'Offline' | null;
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
      api.get<{ properties: Property[] }>(withQuery('/properties', { site_id: viewSiteId }), {
        signal,
      }),
    select: (data) => data.properties,
    // A failed list must not refetch on every mount: screens that gate on it would loop.
    retryOnMount: false,
  });

type TagsAnswer = { _embedded: { tags: PanelTag[] } };

/**
 * The newer of each tag between what the screen holds and a fresh read: a read answered from
 * before the latest live values (the server writes in batches) never puts an older value back,
 * so a status does not flicker STANDBY, ACTIVE, STANDBY after a stop.
 */
export function mergeNewerTags(held: unknown, read: unknown): unknown {
  // TanStack Query shares the selected list through this too: that is kept as it does.
  if (!isTagsAnswer(held) || !isTagsAnswer(read)) return replaceEqualDeep(held, read);
  const before = held;
  const after = read;
  const newest = new Map(after._embedded.tags.map((t) => [t.tag, t]));
  let kept = false;
  for (const tag of before._embedded.tags) {
    const fresh = newest.get(tag.tag);
    if (fresh && fresh.timestamp < tag.timestamp) {
      newest.set(tag.tag, tag);
      kept = true;
    }
  }
  return kept
    ? { _embedded: { tags: [...newest.values()].sort((a, b) => a.tag.localeCompare(b.tag)) } }
    : replaceEqualDeep(held, read);
}

const isTagsAnswer = (value: unknown): value is TagsAnswer =>
  typeof value === 'object' &&
  value !== null &&
  '_embedded' in value &&
  Array.isArray((value as TagsAnswer)._embedded?.tags);

export const tagsQuery = (siteId: string) =>
  queryOptions({
    queryKey: siteKeys.tags(siteId),
    queryFn: ({ signal }) =>
      api.get<TagsAnswer>(withQuery('/tags/control-center', { site_id: siteId }), {
        signal,
      }),
    structuralSharing: mergeNewerTags,
    select: (data) => data._embedded.tags,
  });

export const definitionQuery = (siteId: string) =>
  queryOptions({
    queryKey: siteKeys.definition(siteId),
    queryFn: ({ signal }) =>
      api
        .get<{ _embedded: { definition: Record<string, unknown> } }>(
          withQuery('/scada/definition', { site_id: siteId }),
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
