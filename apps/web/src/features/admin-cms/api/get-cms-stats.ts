import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { cmsKeys } from './keys';
import type { CmsStats } from './types';

/** `GET /api/admin/cms/stats`: the stats cards. */
export const getCmsStats = (signal?: AbortSignal) =>
  api.get<CmsStats>('/admin/cms/stats', { signal });

export const cmsStatsQueryOptions = () =>
  queryOptions({ queryKey: cmsKeys.stats, queryFn: ({ signal }) => getCmsStats(signal) });

export const useCmsStats = () => useQuery(cmsStatsQueryOptions());
