import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

import { api, withQuery } from './api-client';
import type { SiteAlarm } from './panel-state';

/**
 * The fleet's active alarms for staff (`GET /api/admin/alarms`): the back-office Alerts and a
 * panel's detail read the same list, and acknowledge through the same call.
 */
export interface AlarmPage {
  items: SiteAlarm[];
  total: number;
  urgent: number;
  unacknowledged: number;
  page: number;
  page_size: number;
}

export const adminAlarmKeys = {
  all: ['admin-alarms'] as const,
  list: (siteId: string | null, page: number) => ['admin-alarms', siteId, page] as const,
};

/** Alarms age while they are on screen: the list is read again every 30 s. */
const ALARMS_REFRESH_MS = 30_000;

export const adminAlarmsQuery = (siteId: string | null, page = 1) =>
  queryOptions({
    queryKey: adminAlarmKeys.list(siteId, page),
    queryFn: ({ signal }) =>
      api.get<AlarmPage>(withQuery('/admin/alarms', { page, site_id: siteId }), { signal }),
    refetchInterval: ALARMS_REFRESH_MS,
    placeholderData: keepPreviousData,
  });

export const useAdminAlarms = (siteId: string | null, page = 1) =>
  useQuery(adminAlarmsQuery(siteId, page));

/** `POST /api/admin/alarms/{id}/acknowledge`: the staff member acknowledges for themselves. */
export function useAcknowledgeAdminAlarm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alarmId: number) =>
      api.post<SiteAlarm>(`/admin/alarms/${String(alarmId)}/acknowledge`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminAlarmKeys.all }),
  });
}
