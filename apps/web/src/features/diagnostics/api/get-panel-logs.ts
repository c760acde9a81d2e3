import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, withQuery } from '@/lib/api-client';

export interface PanelLogEntry {
  /** ISO 8601 */
  timestamp: string;
  level: string;
  message: string;
}

/** How many recent entries Diagnostics shows (spec: 20). */
export const PANEL_LOG_LIMIT = 20;

export const panelLogKeys = {
  recent: (siteId: string) => ['panel-logs', siteId, PANEL_LOG_LIMIT] as const,
};

export const getPanelLogs = (siteId: string, signal?: AbortSignal) =>
  api.get<{ logs: PanelLogEntry[] }>(
    withQuery('/panel-logs', { site_id: siteId, limit: PANEL_LOG_LIMIT }),
    { signal },
  );

export const panelLogsQuery = (siteId: string) =>
  queryOptions({
    queryKey: panelLogKeys.recent(siteId),
    queryFn: ({ signal }) => getPanelLogs(siteId, signal),
    select: (data) => data.logs,
  });

export const usePanelLogs = (siteId: string) => useQuery(panelLogsQuery(siteId));
