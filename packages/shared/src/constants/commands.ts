/** Lifecycle of a command sent to a panel (ARCHITECTURE.md, fixed interface). */
export const COMMAND_STATUSES = ['pending', 'acknowledged', 'failed', 'timed_out'] as const;
export type CommandStatus = (typeof COMMAND_STATUSES)[number];

/** A command the panel has not acknowledged within this long is timed out. */
export const COMMAND_TIMEOUT_MS = 10_000;
