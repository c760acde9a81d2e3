import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { fleetKeys, panelSegment } from './keys';
import type { PanelDetail } from './types';

/** `GET /api/admin/panels/{panelId}`: information, connectivity, system health, maintenance. */
export const getPanel = (panelId: string, signal?: AbortSignal) =>
  api.get<PanelDetail>(`/admin/panels/${panelSegment(panelId)}`, { signal });

export const panelQueryOptions = (panelId: string) =>
  queryOptions({
    queryKey: fleetKeys.panel(panelId),
    queryFn: ({ signal }) => getPanel(panelId, signal),
  });

export const usePanel = (panelId: string) => useQuery(panelQueryOptions(panelId));
