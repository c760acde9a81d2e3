import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** Public settings of this deployment (`GET /api/config`). */
export interface PortalConfig {
  support_email: string;
  support_phone: string;
  tile_url: string;
  demo_mode: boolean;
}

export const getConfig = (signal?: AbortSignal) => api.get<PortalConfig>('/config', { signal });

export const configQuery = () =>
  queryOptions({
    queryKey: ['config'] as const,
    queryFn: ({ signal }) => getConfig(signal),
    // Deployment settings change only with a new release.
    staleTime: Infinity,
  });

export const usePortalConfig = () => useQuery(configQuery());
