/**
 * What the service worker keeps for offline use, shared with the app (which reads the marker and
 * clears the copies at sign-out). Plain data: this file runs in both the page and the worker.
 */

/** The answers of a signed-in person kept for when the network is gone. */
export const LAST_KNOWN_CACHE = 'wildfire-last-known';
/** The session the Acknowledge action of a notification uses. */
export const SESSION_CACHE = 'wildfire-session';
export const SESSION_KEY = '/__wildfire/session';
/** On a kept answer served offline: when it was received (ISO time). */
export const LAST_KNOWN_AT_HEADER = 'x-last-known-at';

/**
 * The reads behind the portal's screens of a person's own properties and panels. Not the live
 * stream, not sign-in, not the back-office, not anything that changes something.
 */
const KEPT = [
  /^\/api\/auth\/user$/,
  /^\/api\/properties$/,
  /^\/api\/site$/,
  /^\/api\/config$/,
  /^\/api\/tags\/control-center$/,
  /^\/api\/scada\/definition$/,
  /^\/api\/panel-state(\/.*)?$/,
  /^\/api\/sites\/[^/]+\/(panel-state|state|alarms)$/,
  /^\/api\/alerts(\/summary)?$/,
  /^\/api\/weather(\/.*)?$/,
];

export function keepsLastKnown(method: string, pathname: string) {
  return method === 'GET' && KEPT.some((pattern) => pattern.test(pathname));
}
