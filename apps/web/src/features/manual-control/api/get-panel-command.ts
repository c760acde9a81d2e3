import { queryOptions, useQueries } from '@tanstack/react-query';
import type { CommandStatus } from '@wildfire/shared';

import { api } from '@/lib/api-client';

export interface PanelCommand {
  command_id: string;
  status: CommandStatus;
  site_id: string;
  tag: string;
  value: number;
  requested_at: string;
  sent_at: string | null;
  completed_at: string | null;
  error: string | null;
}

/** How often a pending command is asked about. */
export const COMMAND_POLL_INTERVAL_MS = 1_000;

export const panelCommandKeys = {
  one: (commandId: string) => ['scada-command', commandId] as const,
};

export const getPanelCommand = (commandId: string, signal?: AbortSignal) =>
  api.get<PanelCommand>(`/scada/commands/${encodeURIComponent(commandId)}`, { signal });

export const panelCommandQuery = (commandId: string) =>
  queryOptions({
    queryKey: panelCommandKeys.one(commandId),
    queryFn: ({ signal }) => getPanelCommand(commandId, signal),
    staleTime: 0,
    // Ask again while the panel has not answered; a final status never changes.
    refetchInterval: (query) =>
      query.state.status === 'error' || (query.state.data && query.state.data.status !== 'pending')
        ? false
        : COMMAND_POLL_INTERVAL_MS,
  });

export const usePanelCommands = (commandIds: readonly string[]) =>
  useQueries({ queries: commandIds.map((id) => panelCommandQuery(id)) });
