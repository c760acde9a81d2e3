import { describeTag, type TagValue } from '@wildfire/shared';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

import { env } from '../config/env';
import { withQuery } from './api-client';
import { getAccessToken } from './auth/token-storage';
import { markPanelHeard, markPanelOffline, panelStateKeys } from './panel-state';
import { useSelectedProperty } from './property-selection';
import { commandKeys, siteKeys, type PanelTag } from './site-data';

/**
 * The live connection to the selected site: Server-Sent Events read with fetch, so the token
 * travels in the Authorization header and never in a URL. Changes are written straight into
 * the query cache every screen reads; the browser does not poll while the stream is up, and
 * it reconnects by itself (catching up on what it missed).
 */

export type LiveState = 'off' | 'connecting' | 'live' | 'reconnecting';

interface LiveStatus {
  state: LiveState;
  /** When the last event (or keep-alive) arrived, epoch ms. */
  lastEventAt: number | null;
}

const LiveContext = createContext<LiveStatus>({ state: 'off', lastEventAt: null });

export const useLiveStatus = () => useContext(LiveContext);

/** Waits between reconnection attempts: quick at first, then every 10 s. */
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000];

type TagsCache = { _embedded: { tags: PanelTag[] } };

/** Merge live tag values into the cached list; an older value never replaces a newer one. */
export function mergeLiveTags(
  cached: TagsCache | undefined,
  updates: Array<{ tag: string; value: TagValue; timestamp: number }>,
): TagsCache | undefined {
  if (!cached) return cached; // not loaded yet: the first fetch brings everything
  const byTag = new Map(cached._embedded.tags.map((t) => [t.tag, t]));
  for (const u of updates) {
    const previous = byTag.get(u.tag);
    if (previous && previous.timestamp > u.timestamp) continue;
    byTag.set(u.tag, { ...u, group: previous?.group ?? describeTag(u.tag)?.group ?? 'other' });
  }
  return { _embedded: { tags: [...byTag.values()].sort((a, b) => a.tag.localeCompare(b.tag)) } };
}

/** Apply one server event to the cache. */
export function applyLiveEvent(
  queryClient: QueryClient,
  siteId: string,
  type: string,
  data: Record<string, unknown>,
) {
  if (type === 'tags' && Array.isArray(data.tags)) {
    queryClient.setQueryData<TagsCache>(siteKeys.tags(siteId), (cached) =>
      mergeLiveTags(
        cached,
        data.tags as Array<{ tag: string; value: TagValue; timestamp: number }>,
      ),
    );
    markPanelHeard(queryClient, siteId);
  } else if (type === 'command' && typeof data.command_id === 'string') {
    queryClient.setQueryData<Record<string, unknown>>(commandKeys.one(data.command_id), (cached) =>
      cached
        ? { ...cached, status: data.status, error: data.error ?? cached.error ?? null }
        : cached,
    );
    void queryClient.invalidateQueries({ queryKey: commandKeys.one(data.command_id) });
  } else if (type === 'alert') {
    void queryClient.invalidateQueries({ queryKey: ['alerts'] });
    void queryClient.invalidateQueries({ queryKey: ['alerts-summary'] });
    // An alarm raised, updated, cleared or acknowledged changes what the panel's screens say.
    void queryClient.invalidateQueries({ queryKey: panelStateKeys.one(siteId) });
    void queryClient.invalidateQueries({ queryKey: siteKeys.properties });
  } else if (type === 'status') {
    if (data.online === false)
      markPanelOffline(queryClient, siteId, typeof data.reason === 'string' ? data.reason : null);
    else markPanelHeard(queryClient, siteId);
    void queryClient.invalidateQueries({ queryKey: panelStateKeys.one(siteId) });
    void queryClient.invalidateQueries({ queryKey: siteKeys.properties });
  }
}

/** Split an SSE byte stream into (event, data) pairs. */
export function createEventParser(
  onEvent: (type: string, data: Record<string, unknown>) => void,
  onAnything: () => void,
) {
  let buffer = '';
  return (chunk: string) => {
    buffer += chunk;
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      onAnything();
      const type = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      if (!type || !data) continue;
      try {
        onEvent(type, JSON.parse(data) as Record<string, unknown>);
      } catch {
        // A garbled event is skipped; the next full fetch repairs anything it carried.
      }
    }
  };
}

/** Keeps a live stream open for the site while mounted. */
export function LiveSiteProvider({
  siteId,
  children,
}: {
  siteId: string | null;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  // Tagged with its site, so a change of site never shows the previous site's state.
  const [tagged, setTagged] = useState<LiveStatus & { siteId: string | null }>({
    siteId: null,
    state: 'off',
    lastEventAt: null,
  });
  const status: LiveStatus =
    tagged.siteId === siteId
      ? { state: tagged.state, lastEventAt: tagged.lastEventAt }
      : { state: siteId ? 'connecting' : 'off', lastEventAt: null };

  useEffect(() => {
    if (!siteId) return;
    const setStatus = (next: LiveStatus | ((current: LiveStatus) => LiveStatus)) =>
      setTagged((current) => {
        const base: LiveStatus =
          current.siteId === siteId ? current : { state: 'connecting', lastEventAt: null };
        return { siteId, ...(typeof next === 'function' ? next(base) : next) };
      });
    const abort = new AbortController();
    let attempt = 0;

    const run = async () => {
      while (!abort.signal.aborted) {
        setStatus((s) => ({ ...s, state: attempt === 0 ? 'connecting' : 'reconnecting' }));
        const token = getAccessToken();
        try {
          const res = await fetch(`${env.apiBaseUrl}${withQuery('/live', { site_id: siteId })}`, {
            headers: {
              Accept: 'text/event-stream',
              ...(token ? { Authorization: `Bearer ${token}` } : {}),
            },
            signal: abort.signal,
          });
          // Not allowed or gone: retrying will not help; the regular fetches show the reason.
          if (res.status === 401 || res.status === 403 || res.status === 404) {
            setStatus({ state: 'off', lastEventAt: null });
            return;
          }
          if (!res.ok || !res.body) throw new Error(`live stream answered ${res.status}`);
          if (attempt > 0) void queryClient.invalidateQueries({ queryKey: siteKeys.tags(siteId) });
          attempt = 0;
          setStatus({ state: 'live', lastEventAt: Date.now() });
          const parse = createEventParser(
            (type, data) => applyLiveEvent(queryClient, siteId, type, data),
            () => setStatus({ state: 'live', lastEventAt: Date.now() }),
          );
          const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            parse(value);
          }
        } catch {
          if (abort.signal.aborted) return;
        }
        // The stream ended or failed: wait, then try again.
        const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]!;
        attempt++;
        setStatus((s) => ({ ...s, state: 'reconnecting' }));
        await new Promise((resolve) => {
          const timer = setTimeout(resolve, delay);
          abort.signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
        });
      }
    };
    void run();
    return () => abort.abort();
  }, [siteId, queryClient]);

  return <LiveContext.Provider value={status}>{children}</LiveContext.Provider>;
}

/** Keeps the live stream open for whichever property is selected. */
export function LiveSelectedSite({ children }: { children: ReactNode }) {
  const { siteId } = useSelectedProperty();
  return <LiveSiteProvider siteId={siteId}>{children}</LiveSiteProvider>;
}
