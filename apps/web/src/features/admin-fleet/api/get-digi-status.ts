import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api, withQuery } from '@/lib/api-client';
import { fleetKeys, panelSegment } from './keys';
import type { DigiStatus } from './types';

/** `GET /api/admin/panels/{panelId}/digi-status?page=`: the gateway now and its history. */
export const getDigiStatus = (panelId: string, page: number, signal?: AbortSignal) =>
  api.get<DigiStatus>(withQuery(`/admin/panels/${panelSegment(panelId)}/digi-status`, { page }), {
    signal,
  });

export const digiStatusQueryOptions = (panelId: string, page: number) =>
  queryOptions({
    queryKey: fleetKeys.digiStatus(panelId, page),
    queryFn: ({ signal }) => getDigiStatus(panelId, page, signal),
    placeholderData: keepPreviousData,
  });

export const useDigiStatus = (panelId: string, page: number) =>
  useQuery(digiStatusQueryOptions(panelId, page));
