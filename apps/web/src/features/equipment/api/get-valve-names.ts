import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, withQuery } from '@/lib/api-client';

/** Custom valve names of a site, by valve tag. */
export interface ValveNames {
  names: Record<string, string>;
}

export const valveNameKeys = {
  site: (siteId: string) => ['valve-names', siteId] as const,
};

export const getValveNames = (siteId: string, signal?: AbortSignal) =>
  api.get<ValveNames>(withQuery('/valves/names', { site_id: siteId }), { signal });

export const valveNamesQuery = (siteId: string) =>
  queryOptions({
    queryKey: valveNameKeys.site(siteId),
    queryFn: ({ signal }) => getValveNames(siteId, signal),
    select: (data) => data.names,
  });

export const useValveNames = (siteId: string) => useQuery(valveNamesQuery(siteId));
