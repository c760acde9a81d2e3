import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toTagMap, type TagMap } from '@wildfire/shared';
import { useEffect } from 'react';

import { siteKeys, tagsQuery } from '@/lib/site-data';
import { useNow } from '@/lib/use-now';
import { usePanelCommands } from '../api/get-panel-command';
import { writePanelTag, type CommandReceipt, type TagWrite } from '../api/write-panel-tag';
import { combinedStatus, commandSteps, type Confirmation } from '../components/command-steps';

/** After the panel acknowledges, its tags are re-read this often until they show the change… */
const CONFIRM_POLL_INTERVAL_MS = 1_000;
/** …for at most this long; a panel that acknowledged but shows nothing is reported as such. */
const CONFIRM_WINDOW_MS = 30_000;

interface SendResult {
  /** The writes the server accepted, in order. */
  writes: TagWrite[];
  receipts: CommandReceipt[];
  /** Why a later write could not be sent after earlier ones were. */
  error: unknown;
}

interface UsePanelCommandOptions {
  siteId: string;
  /** Whether the panel's tags show that these writes took effect. */
  isApplied: (tags: TagMap, writes: readonly TagWrite[]) => boolean;
  confirmedLabel: (writes: readonly TagWrite[]) => string;
}

/**
 * Sends writes to the panel through `POST /api/scada/write`, then follows each command until
 * it reaches a final status and, once acknowledged, re-reads the tags until they agree.
 */
export function usePanelCommand({ siteId, isApplied, confirmedLabel }: UsePanelCommandOptions) {
  const queryClient = useQueryClient();

  const send = useMutation({
    mutationFn: async (writes: TagWrite[]): Promise<SendResult> => {
      const receipts: CommandReceipt[] = [];
      for (const write of writes) {
        try {
          receipts.push(await writePanelTag(siteId, write));
        } catch (error) {
          // Nothing went out: the mutation failed. Otherwise what went out is still followed.
          if (receipts.length === 0) throw error;
          return { writes: writes.slice(0, receipts.length), receipts, error };
        }
      }
      return { writes, receipts, error: null };
    },
  });

  const sent = send.data;
  const commands = usePanelCommands(sent?.receipts.map((r) => r.command_id) ?? []);
  const status = sent ? combinedStatus(commands.map((c) => c.data?.status)) : null;
  const acknowledgedAt =
    status === 'acknowledged' ? Math.max(...commands.map((c) => c.dataUpdatedAt)) : null;

  const applied = (data: { _embedded: { tags: Parameters<typeof toTagMap>[0] } } | undefined) =>
    data !== undefined &&
    sent !== undefined &&
    isApplied(toTagMap(data._embedded.tags), sent.writes);

  const tags = useQuery({
    ...tagsQuery(siteId),
    refetchInterval: (query) => {
      if (acknowledgedAt === null) return false;
      const lastRead = Math.max(query.state.dataUpdatedAt, query.state.errorUpdatedAt);
      const fresh = query.state.dataUpdatedAt > acknowledgedAt;
      if (fresh && applied(query.state.data)) return false;
      return lastRead - acknowledgedAt < CONFIRM_WINDOW_MS ? CONFIRM_POLL_INTERVAL_MS : false;
    },
  });

  // The acknowledgement is the moment the tags should change: read them now, for every screen.
  useEffect(() => {
    if (acknowledgedAt !== null)
      void queryClient.invalidateQueries({ queryKey: siteKeys.tags(siteId) });
  }, [acknowledgedAt, queryClient, siteId]);

  let confirmation: Confirmation | null = null;
  if (acknowledgedAt !== null && sent) {
    const fresh = tags.dataUpdatedAt > acknowledgedAt;
    const map = toTagMap(tags.data ?? []);
    const lastRead = Math.max(tags.dataUpdatedAt, tags.errorUpdatedAt);
    if (fresh && isApplied(map, sent.writes)) confirmation = 'confirmed';
    else confirmation = lastRead - acknowledgedAt < CONFIRM_WINDOW_MS ? 'waiting' : 'not-shown';
  }

  const failed = commands.find((c) => c.data?.status === 'failed')?.data;
  // While the panel has not answered, the person sees how long it has been (it gives up at 10 s).
  const waiting = sent !== undefined && (status === null || status === 'pending');
  const now = useNow(waiting ? 1_000 : 60_000);
  const steps = commandSteps({
    sending: send.isPending,
    sentCount: sent?.receipts.length ?? 0,
    sendError: send.error ?? sent?.error ?? null,
    status,
    failure: failed?.error ?? null,
    notSent: failed ? failed.sent_at === null : false,
    followError: commands.find((c) => c.isError)?.error ?? null,
    confirmation,
    confirmedLabel: sent ? confirmedLabel(sent.writes) : '',
    ...(waiting && send.submittedAt > 0
      ? { waitedSeconds: Math.max(0, Math.floor((now - send.submittedAt) / 1000)) }
      : {}),
  });

  /** The writes still on their way: sent and neither final nor shown in the tags yet. */
  const inFlight =
    sent && (status === null || status === 'pending' || confirmation === 'waiting')
      ? sent.writes
      : null;

  return {
    send: (writes: TagWrite[]) => {
      send.mutate(writes);
    },
    isSending: send.isPending,
    /** The writes being sent right now, for busy labels. */
    sending: send.isPending ? send.variables : null,
    /** Nothing has been sent yet on this screen. */
    isIdle: send.isIdle,
    steps,
    inFlight,
  };
}
