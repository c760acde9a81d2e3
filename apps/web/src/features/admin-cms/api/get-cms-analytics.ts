import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { cmsKeys } from './keys';
import type { CmsAnalytics } from './types';

/** `GET /api/admin/cms/analytics`: views per day over the last 30 days and the top content. */
export const getCmsAnalytics = (signal?: AbortSignal) =>
  api.get<CmsAnalytics>('/admin/cms/analytics', { signal });

export const cmsAnalyticsQueryOptions = () =>
  queryOptions({ queryKey: cmsKeys.analytics, queryFn: ({ signal }) => getCmsAnalytics(signal) });

export const useCmsAnalytics = () => useQuery(cmsAnalyticsQueryOptions());
