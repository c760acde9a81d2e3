import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api, withQuery } from '@/lib/api-client';
import { fleetKeys } from './keys';
import type { PanelPage } from './types';

/** `GET /api/admin/panels?userId=&page=`: the Panels table, by panel number. */
export const getPanels = (userId: number | null, page: number, signal?: AbortSignal) =>
  api.get<PanelPage>(withQuery('/admin/panels', { userId, page }), { signal });

export const panelsQueryOptions = (userId: number | null, page: number) =>
  queryOptions({
    queryKey: fleetKeys.panels(userId, page),
    queryFn: ({ signal }) => getPanels(userId, page, signal),
    placeholderData: keepPreviousData,
  });

export const usePanels = (userId: number | null, page: number) =>
  useQuery(panelsQueryOptions(userId, page));
