/** Lifecycle of a command sent to a panel (ARCHITECTURE.md, fixed interface). */
export const COMMAND_STATUSES = ['pending', 'acknowledged', 'failed', 'timed_out'] as const;
export type CommandStatus = (typeof COMMAND_STATUSES)[number];

/** A command the panel has not acknowledged within this long is timed out. */
export const COMMAND_TIMEOUT_MS = 10_000;

/**
 * The answer (409) to a command for a panel the server knows is offline or has never heard
 * from: the command could not reach it, and in a fire the next step is not to wait.
 */
export const PANEL_OFFLINE_COMMAND_MESSAGE =
  'The panel is offline: it cannot receive commands. If a fire threatens the property, call 911.';
