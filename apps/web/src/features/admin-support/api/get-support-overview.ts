import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportOverview } from '@wildfire/shared';

import { api } from '@/lib/api-client';
import { supportKeys } from './keys';

/** `GET /api/admin/support/overview`: open tickets by status and priority, needing a reply. */
export const getSupportOverview = (signal?: AbortSignal) =>
  api.get<SupportOverview>('/admin/support/overview', { signal });

export const supportOverviewQueryOptions = () =>
  queryOptions({
    queryKey: supportKeys.overview(),
    queryFn: ({ signal }) => getSupportOverview(signal),
  });

export const useSupportOverview = () => useQuery(supportOverviewQueryOptions());
