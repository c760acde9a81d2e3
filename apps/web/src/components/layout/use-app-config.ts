import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** `GET /api/config`: public settings of this deployment. */
export interface AppConfig {
  support_email: string;
  support_phone: string;
  tile_url: string;
  /** Development or demo data: the debug panel may show (to staff). */
  demo_mode: boolean;
}

export const appConfigKey = ['config'] as const;

export const appConfigQuery = () =>
  queryOptions({
    queryKey: appConfigKey,
    queryFn: ({ signal }) => api.get<AppConfig>('/config', { signal }),
    // The deployment's settings do not change while the page is open.
    staleTime: Infinity,
  });

export const useAppConfig = () => useQuery(appConfigQuery());
