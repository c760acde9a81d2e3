import {
  derivePanelState,
  systemTagOf,
  type AlarmSeverity,
  type PanelConnectionFacts,
  type PanelState,
} from '@wildfire/shared';
import { queryOptions, replaceEqualDeep, useQuery, type QueryClient } from '@tanstack/react-query';

import { api, withQuery } from './api-client';
import { useSiteTags } from './site-data';
import { useNow } from './use-now';

/**
 * The selected panel's state as every customer screen shows it: its connection and active
 * alarms from `GET /api/panel-state`, derived with derivePanelState of @wildfire/shared (the
 * function the Properties list, the back-office and the server use), on a clock corrected to
 * the server's, re-derived every few seconds so a panel that falls silent reads offline after
 * 90 s even when no event says so.
 */

export interface ConnectionJson {
  online: boolean;
  last_seen_at: number | null;
  offline_since: number | null;
  offline_reason: string | null;
}

export interface SiteAlarm {
  id: number;
  site_id: string;
  property_id: number | null;
  property_name: string | null;
  condition: string;
  severity: AlarmSeverity;
  title: string;
  description: string;
  details: string | null;
  raised_at: string;
  updated_at: string | null;
  age_seconds: number;
  acknowledged: boolean;
  acknowledged_by: Array<{ name: string; at: string }>;
}

export interface PanelStateAnswer {
  site_id: string;
  server_time: number;
  connection: ConnectionJson;
  alarms: SiteAlarm[];
}

/** The answer, with how far the server's clock is ahead of this browser's (ms). */
export interface PanelStateData extends PanelStateAnswer {
  clock_offset: number;
}

export const toConnectionFacts = (json: ConnectionJson): PanelConnectionFacts => ({
  online: json.online,
  lastSeenAt: json.last_seen_at,
  offlineSince: json.offline_since,
  offlineReason: json.offline_reason,
});

/** How often the state is read again when no live event has changed it. */
export const PANEL_STATE_REFRESH_MS = 30_000;
/** How often the derivation runs again, so silence turns into offline on time. */
const DERIVE_EVERY_MS = 5_000;

export const panelStateKeys = {
  one: (siteId: string) => ['panel-state', siteId] as const,
};

/** When a connection's facts were last true: its last message, or when it went offline. */
const evidenceAt = (connection: ConnectionJson) =>
  Math.max(connection.last_seen_at ?? 0, connection.online ? 0 : (connection.offline_since ?? 0));

/**
 * A read of the panel's state never undoes what a newer live event said: the server writes what
 * panels send in batches, so a read right after a last will can still say online (and one after
 * the panel's return can still say offline). The connection known from later evidence is kept.
 */
export function mergeNewerConnection(held: unknown, read: unknown): unknown {
  const before = held as PanelStateData | undefined;
  const after = read as PanelStateData | undefined;
  if (!before?.connection || !after?.connection) return replaceEqualDeep(held, read);
  if (evidenceAt(before.connection) > evidenceAt(after.connection)) {
    return replaceEqualDeep(held, { ...after, connection: before.connection });
  }
  return replaceEqualDeep(held, read);
}

export const panelStateQuery = (siteId: string) =>
  queryOptions({
    queryKey: panelStateKeys.one(siteId),
    queryFn: async ({ signal }): Promise<PanelStateData> => {
      const answer = await api.get<PanelStateAnswer>(
        withQuery('/panel-state', { site_id: siteId }),
        { signal },
      );
      return { ...answer, clock_offset: answer.server_time - Date.now() };
    },
    structuralSharing: mergeNewerConnection,
    refetchInterval: PANEL_STATE_REFRESH_MS,
  });

/** The panel was heard from just now (a live tag or heartbeat arrived). */
export function markPanelHeard(queryClient: QueryClient, siteId: string) {
  queryClient.setQueryData<PanelStateData>(panelStateKeys.one(siteId), (cached) =>
    cached
      ? {
          ...cached,
          connection: {
            online: true,
            last_seen_at: Date.now() + cached.clock_offset,
            offline_since: null,
            offline_reason: null,
          },
        }
      : cached,
  );
}

/** The panel's last will (or shutdown) arrived: offline now, for the reason it gave. */
export function markPanelOffline(queryClient: QueryClient, siteId: string, reason: string | null) {
  queryClient.setQueryData<PanelStateData>(panelStateKeys.one(siteId), (cached) =>
    cached
      ? {
          ...cached,
          connection: {
            ...cached.connection,
            online: false,
            offline_since: Date.now() + cached.clock_offset,
            offline_reason: reason,
          },
        }
      : cached,
  );
}

export interface SelectedPanelState {
  /** Null until the state has loaded (or when no site is selected). */
  state: PanelState | null;
  alarms: SiteAlarm[];
  /** Now, on the server's clock: what "N minutes ago" is measured against. */
  now: number;
  isError: boolean;
}

/** The panel's derived state and active alarms, for the selected site. */
export function usePanelState(siteId: string | null): SelectedPanelState {
  const query = useQuery({ ...panelStateQuery(siteId ?? ''), enabled: siteId !== null });
  const { map } = useSiteTags(siteId);
  const now = useNow(DERIVE_EVERY_MS) + (query.data?.clock_offset ?? 0);
  if (!query.data) return { state: null, alarms: [], now, isError: query.isError };
  const state = derivePanelState(
    {
      connection: toConnectionFacts(query.data.connection),
      systemTag: systemTagOf(map),
      alarms: query.data.alarms,
    },
    now,
  );
  return { state, alarms: query.data.alarms, now, isError: query.isError };
}

/** A property of the list's panel state, derived again now (silence turns into offline). */
export function propertyPanelState(
  property: {
    connection: ConnectionJson;
    system_status: 'ACTIVE' | 'STANDBY' | 'Offline' | null;
    problems: Array<{ condition: string; severity: AlarmSeverity }>;
  },
  now: number,
): PanelState {
  return derivePanelState(
    {
      connection: toConnectionFacts(property.connection),
      systemTag:
        property.system_status === 'ACTIVE' ? 1 : property.system_status === 'STANDBY' ? 0 : null,
      alarms: property.problems,
    },
    now,
  );
}

/** A back-office panel row's state, derived again now from the facts the row carries. */
export function summaryPanelState(
  panel: {
    connection: ConnectionJson;
    system_status: 'Standby' | 'Activated' | 'Offline';
    problems: Array<{ condition: string; severity: AlarmSeverity }>;
  },
  now: number,
): PanelState {
  return derivePanelState(
    {
      connection: toConnectionFacts(panel.connection),
      systemTag:
        panel.system_status === 'Activated' ? 1 : panel.system_status === 'Standby' ? 0 : null,
      alarms: panel.problems,
    },
    now,
  );
}
