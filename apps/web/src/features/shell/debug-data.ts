import { STORAGE_KEYS, type CurrentUser } from '@wildfire/shared';

/*
 * What the debug panel shows, as plain data. A token never appears in full: only its first
 * 8 characters followed by an ellipsis.
 */

const VISIBLE_TOKEN_CHARS = 8;

export const redactToken = (token: string): string => `${token.slice(0, VISIBLE_TOKEN_CHARS)}…`;

/** Storage keys whose values are secrets: the access token and anything else named like one. */
const isSecretKey = (key: string) =>
  key === STORAGE_KEYS.accessToken || (/token/i.test(key) && key !== STORAGE_KEYS.tokenSetTime);

export type DebugEntries = [key: string, value: string][];

/** Every key of a storage area with its value, secrets redacted, sorted by key. */
export function readStorageEntries(storage: Storage | undefined): DebugEntries {
  if (!storage) return [];
  try {
    const entries: DebugEntries = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key === null) continue;
      const value = storage.getItem(key) ?? '';
      entries.push([key, isSecretKey(key) ? redactToken(value) : value]);
    }
    return entries.sort(([a], [b]) => a.localeCompare(b));
  } catch {
    // Storage blocked by the browser: nothing to show.
    return [];
  }
}

const formatTime = (stored: string | null) => {
  if (stored === null) return 'not set';
  const time = Number(stored);
  return Number.isFinite(time) ? `${stored} (${new Date(time).toISOString()})` : stored;
};

export function authenticationEntries(
  user: Pick<CurrentUser, 'name' | 'email' | 'kind'>,
  storage: Storage | undefined,
): DebugEntries {
  let token: string | null = null;
  let tokenSetTime: string | null = null;
  try {
    token = storage?.getItem(STORAGE_KEYS.accessToken) ?? null;
    tokenSetTime = storage?.getItem(STORAGE_KEYS.tokenSetTime) ?? null;
  } catch {
    // Storage blocked: shown as not set.
  }
  return [
    ['name', user.name],
    ['email', user.email],
    ['kind', user.kind],
    ['token', token === null ? 'not set' : redactToken(token)],
    ['token_set_time', formatTime(tokenSetTime)],
  ];
}

export function applicationEntries(app: {
  route: string;
  siteId: string | null;
  version: string | null;
}): DebugEntries {
  return [
    ['route', app.route],
    ['selected site id', app.siteId ?? 'none'],
    ['app version', app.version ?? 'unknown'],
  ];
}

/** The text a section's Copy button puts on the clipboard. */
export const entriesToText = (title: string, entries: DebugEntries) =>
  [`# ${title}`, ...entries.map(([key, value]) => `${key}: ${value}`)].join('\n');

/**
 * Spec and issue 3: only in development or demo mode; issue 36: only to staff who configure the
 * system (`system_configuration`), not to everyone working in the back-office.
 */
export const shouldShowDebugPanel = (
  demoMode: boolean | undefined,
  user: { is_staff: boolean; permissions: readonly string[] },
) => demoMode === true && user.is_staff && user.permissions.includes('system_configuration');

/** Where the panel remembers, per person, whether they left it open. */
export const debugPanelOpenKey = (userId: number) => `debug_panel_open:${String(userId)}`;
