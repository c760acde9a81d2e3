import { STORAGE_KEYS } from '@wildfire/shared';

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

export function clearAccessToken(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEYS.accessToken);
    window.localStorage.removeItem(STORAGE_KEYS.tokenSetTime);
  } catch {
    // Nothing was readable either, so there is nothing left to clear.
  }
}
