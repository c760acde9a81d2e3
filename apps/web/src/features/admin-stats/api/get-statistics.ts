import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Statistics } from '@wildfire/shared';

import { api } from '@/lib/api-client';

export const statisticsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'statistics'] as const,
    queryFn: ({ signal }) => api.get<Statistics>('/admin/stats', { signal }),
  });

export const useStatistics = () => useQuery(statisticsQuery());
