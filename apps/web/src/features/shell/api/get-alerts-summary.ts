import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** `GET /api/alerts/summary`: the signed-in person's alert counts. */
export interface AlertCounts {
  total: number;
  unread: number;
  urgent: number;
  unread_urgent: number;
}

/** How often the bell asks again while the page stays open. */
export const ALERTS_SUMMARY_REFRESH_MS = 60_000;

// Under ['alerts'], so the alerts screen's mutations (which invalidate ['alerts']) refresh the bell.
export const alertsSummaryKey = ['alerts', 'summary'] as const;

export const getAlertsSummary = (signal?: AbortSignal) =>
  api.get<AlertCounts>('/alerts/summary', { signal });

export const alertsSummaryQuery = () =>
  queryOptions({
    queryKey: alertsSummaryKey,
    queryFn: ({ signal }) => getAlertsSummary(signal),
    refetchInterval: ALERTS_SUMMARY_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });

export const useAlertsSummary = () => useQuery(alertsSummaryQuery());
