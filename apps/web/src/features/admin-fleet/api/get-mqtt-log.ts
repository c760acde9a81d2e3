import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api, withQuery } from '@/lib/api-client';
import { fleetKeys, panelSegment } from './keys';
import type { MqttLogPage } from './types';

/** `GET /api/admin/panels/{panelId}/mqtt-log?page=`: the panel's messages, newest first. */
export const getMqttLog = (panelId: string, page: number, signal?: AbortSignal) =>
  api.get<MqttLogPage>(withQuery(`/admin/panels/${panelSegment(panelId)}/mqtt-log`, { page }), {
    signal,
  });

export const mqttLogQueryOptions = (panelId: string, page: number) =>
  queryOptions({
    queryKey: fleetKeys.mqttLog(panelId, page),
    queryFn: ({ signal }) => getMqttLog(panelId, page, signal),
    placeholderData: keepPreviousData,
  });

export const useMqttLog = (panelId: string, page: number) =>
  useQuery(mqttLogQueryOptions(panelId, page));
