import { STORAGE_KEYS } from '@wildfire/shared';

import { SESSION_CACHE } from '@/service-worker/offline-rules';
import { forgetOfflineCopies } from '../offline-copy';

/*
 * The access token and the moment it was stored live in localStorage (spec section 3).
 * Storage can be unavailable (private browsing, blocked cookies): reading then yields
 * "no token" instead of crashing the app.
 */

export function getAccessToken(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.accessToken);
  } catch {
    return null;
  }
}

/** Epoch milliseconds when the current token was stored, or null when unknown. */
export function getTokenSetTime(): number | null {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEYS.tokenSetTime);
    const time = stored === null ? Number.NaN : Number(stored);
    return Number.isFinite(time) ? time : null;
  } catch {
    return null;
  }
}

export function storeAccessToken(token: string, setAt: number): void {
  window.localStorage.setItem(STORAGE_KEYS.accessToken, token);
  window.localStorage.setItem(STORAGE_KEYS.tokenSetTime, String(setAt));
}

/**
 * The permissions of whoever last signed in on this browser, kept so the next page load asks
 * for a back-office screen's data before the session check answers only when they may open it
 * (app/screen-prefetch.ts). A hint for speed, never a grant: the server checks every request.
 */
const SCREEN_PERMISSIONS_KEY = 'screen_permissions';

export function rememberScreenPermissions(permissions: readonly string[]): void {
  try {
    window.localStorage.setItem(SCREEN_PERMISSIONS_KEY, JSON.stringify(permissions));
  } catch {
    // Without storage the next page load waits for the session check instead.
  }
}

export function rememberedScreenPermissions(): string[] | null {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(SCREEN_PERMISSIONS_KEY) ?? '');
    return Array.isArray(parsed) && parsed.every((p) => typeof p === 'string') ? parsed : null;
  } catch {
    return null;
  }
}

export function clearAccessToken(): void {
  // Signing out or a session ending: the kept answers are not for whoever signs in next.
  forgetOfflineCopies();
  // The session the notifications' Acknowledge action used (src/service-worker/sw.ts).
  if (typeof caches !== 'undefined') void caches.delete(SESSION_CACHE).catch(() => undefined);
  try {
    window.localStorage.removeItem(STORAGE_KEYS.accessToken);
    window.localStorage.removeItem(STORAGE_KEYS.tokenSetTime);
    window.localStorage.removeItem(SCREEN_PERMISSIONS_KEY);
  } catch {
    // Nothing was readable either, so there is nothing left to clear.
  }
}
