import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export type AlertType = 'urgent' | 'warning' | 'info' | 'routine' | 'maintenance' | 'notification';

/** One message of All Messages, as `GET /api/alerts` returns it. */
export interface AlertMessage {
  id: number;
  /** One of AlertType; the server may add types, which show in a neutral colour. */
  type: string;
  title: string;
  description: string;
  details: string | null;
  timestamp: string;
  property_id: number | null;
  property_name: string | null;
  read: boolean;
  acknowledged: boolean;
  archived: boolean;
  /** For an alarm: its condition, whether it is still active, who acknowledged it. */
  alarm: {
    condition: string;
    site_id: string;
    state: 'active' | 'cleared';
    updated_at: string | null;
    cleared_at: string | null;
    acknowledged_by: Array<{ name: string; at: string }>;
  } | null;
}

/** Counts over the person's current (not archived) messages. */
export interface AlertCounts {
  total: number;
  unread: number;
  urgent: number;
  unread_urgent: number;
}

export interface AlertsPage {
  alerts: AlertMessage[];
  counts: AlertCounts;
}

export const ALERTS_PAGE_SIZE = 50;

export const alertKeys = {
  all: ['alerts'] as const,
  list: (archived: boolean) => ['alerts', 'list', { archived }] as const,
  /** The shell's bell reads `GET /api/alerts/summary` under this key. */
  summary: ['alerts-summary'] as const,
};

export const getAlerts = ({
  archived,
  offset,
  signal,
}: {
  archived: boolean;
  offset: number;
  signal?: AbortSignal;
}) =>
  api.get<AlertsPage>(
    `/alerts?archived=${String(archived)}&limit=${String(ALERTS_PAGE_SIZE)}&offset=${String(offset)}`,
    { signal },
  );

export const alertsQueryOptions = (archived: boolean) =>
  infiniteQueryOptions({
    queryKey: alertKeys.list(archived),
    queryFn: ({ pageParam, signal }) => getAlerts({ archived, offset: pageParam, signal }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.alerts.length < ALERTS_PAGE_SIZE ? undefined : pages.length * ALERTS_PAGE_SIZE,
  });

export const useAlerts = (archived: boolean) => useInfiniteQuery(alertsQueryOptions(archived));

/** After any change: the lists, and the counts behind the header bell. */
export const invalidateAlerts = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: alertKeys.all }),
    queryClient.invalidateQueries({ queryKey: alertKeys.summary }),
  ]);
