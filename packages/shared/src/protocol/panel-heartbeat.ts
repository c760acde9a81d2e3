// Apart from the message schemas (panel-protocol.ts): the browser derives a panel's state with
// these, and importing them from a module that builds zod schemas at load brought all of zod to
// every signed-in screen's first load (decision 086).

/** A panel sends a heartbeat (status) this often; this many missed ones mean offline. */
export const HEARTBEAT_INTERVAL_MS = 30_000;
export const OFFLINE_AFTER_MS = 90_000;
