import { useSyncExternalStore } from 'react';

import { LAST_KNOWN_AT_HEADER, LAST_KNOWN_CACHE } from '../service-worker/offline-rules';

/**
 * Whether the screens show answers the service worker kept from before the network went away
 * (src/service-worker/sw.ts marks them with when they were received): the time of the oldest
 * such answer since the last live one, or null while answers arrive live.
 */
let lastKnownAt: number | null = null;
const listeners = new Set<() => void>();

const announce = () => {
  for (const listener of listeners) listener();
};

/** Every answer of the API passes here: a kept copy sets the time, a live answer clears it. */
export function noteAnswer(response: Response) {
  const marked = response.headers.get(LAST_KNOWN_AT_HEADER);
  const at = marked === null ? Number.NaN : Date.parse(marked);
  const next = Number.isFinite(at) ? Math.min(at, lastKnownAt ?? at) : null;
  if (next === lastKnownAt) return;
  lastKnownAt = next;
  announce();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** When the kept answers on screen were received; null when what is shown is live. */
export const useOfflineCopy = () =>
  useSyncExternalStore(
    subscribe,
    () => lastKnownAt,
    () => null,
  );

/** Forget the kept answers (sign-in, sign-out): never one person's copy for the next. */
export function forgetOfflineCopies() {
  lastKnownAt = null;
  announce();
  if (typeof caches === 'undefined') return;
  void caches.delete(LAST_KNOWN_CACHE).catch(() => undefined);
}
