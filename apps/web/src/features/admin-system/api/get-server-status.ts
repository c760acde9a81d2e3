import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ServerStatus, ServerStatusRange } from '@wildfire/shared';

import { api } from '@/lib/api-client';

export const serverStatusKeys = {
  all: ['admin', 'server-status'] as const,
  range: (range: ServerStatusRange) => [...serverStatusKeys.all, range] as const,
};

export const serverStatusQuery = (range: ServerStatusRange, refreshMs: number | false = false) =>
  queryOptions({
    queryKey: serverStatusKeys.range(range),
    queryFn: ({ signal }) =>
      api.get<ServerStatus>(`/admin/system/status?range=${range}`, { signal }),
    refetchInterval: refreshMs,
    // Changing the range keeps the old figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export const useServerStatus = (range: ServerStatusRange, refreshMs: number | false = false) =>
  useQuery(serverStatusQuery(range, refreshMs));
