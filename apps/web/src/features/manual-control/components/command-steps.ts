import { COMMAND_TIMEOUT_MS, MESSAGES, type CommandStatus } from '@wildfire/shared';

import { ApiError } from '@/lib/api-client';

export type StepTone = 'done' | 'waiting' | 'failed';

export interface CommandStep {
  label: string;
  tone: StepTone;
  /** How long it has waited ("4 s"): shown, not announced with every tick. */
  timer?: string;
}

/** Whether the panel's own tags show the change after it acknowledged the command. */
export type Confirmation = 'confirmed' | 'waiting' | 'not-shown';

export interface CommandProgress {
  /** The write request is on its way to the server. */
  sending: boolean;
  /** How many writes the server accepted (202). */
  sentCount: number;
  /** Why a write could not be sent, if one could not. */
  sendError: unknown;
  /** The sent commands' combined status; null until the first answer. */
  status: CommandStatus | null;
  /**
   * Why the command failed, in the server's words: the panel's refusal with its reason, or why
   * it could not be sent (the message broker unreachable).
   */
  failure: string | null;
  /** The failed command never left the server (the broker did not take it): nothing was sent. */
  notSent: boolean;
  /** Why the command's status could not be read. */
  followError: unknown;
  confirmation: Confirmation | null;
  /** What a confirmed change means here, e.g. "Running — confirmed by the panel's tags". */
  confirmedLabel: string;
  /** Seconds since the command was requested, while the panel has not answered. */
  waitedSeconds?: number;
}

const reason = (error: unknown) =>
  error instanceof Error && error.message !== '' ? error.message : 'unknown error';

/**
 * A write the server turned down; a 401 gets the spec's text (section 8). A panel the server
 * knows is offline (409) gets the server's words alone: they say what to do.
 */
export function sendErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return MESSAGES.authenticationRequired;
  if (error instanceof ApiError && error.status === 409) return error.message;
  return `Could not send: ${reason(error)}`;
}

/** Several commands sent together: one refusal or time-out decides; all must be acknowledged. */
export function combinedStatus(
  statuses: ReadonlyArray<CommandStatus | undefined>,
): CommandStatus | null {
  if (statuses.length === 0) return null;
  if (statuses.includes('failed')) return 'failed';
  if (statuses.includes('timed_out')) return 'timed_out';
  if (statuses.includes(undefined)) return null;
  return statuses.every((s) => s === 'acknowledged') ? 'acknowledged' : 'pending';
}

/** The chain of events of a command, in plain words, as far as it has got. */
export function commandSteps(progress: CommandProgress): CommandStep[] {
  const steps: CommandStep[] = [];
  if (progress.sending) steps.push({ label: 'Sending to the panel…', tone: 'waiting' });
  if (progress.sentCount > 0 && progress.status === 'failed' && progress.notSent) {
    steps.push({
      label: progress.failure ?? 'Could not send the command to the panel',
      tone: 'failed',
    });
  } else if (progress.sentCount > 0) {
    steps.push({ label: 'Requested: sent to the panel', tone: 'done' });
    steps.push(...panelAnswer(progress));
  }
  if (progress.sendError != null) {
    steps.push({ label: sendErrorText(progress.sendError), tone: 'failed' });
  }
  return steps;
}

function panelAnswer(progress: CommandProgress): CommandStep[] {
  if (progress.followError != null) {
    return [
      {
        label: `Could not check on the command: ${reason(progress.followError)}`,
        tone: 'failed',
      },
    ];
  }
  switch (progress.status) {
    case null:
    case 'pending':
      return [
        {
          label: 'Waiting for the panel to acknowledge…',
          tone: 'waiting',
          ...(progress.waitedSeconds !== undefined
            ? { timer: `${String(progress.waitedSeconds)} s` }
            : {}),
        },
      ];
    case 'failed':
      return [
        {
          label: progress.failure ?? 'The panel refused the command: no reason given',
          tone: 'failed',
        },
      ];
    case 'timed_out':
      return [
        {
          label: `The panel did not answer within ${String(COMMAND_TIMEOUT_MS / 1000)} seconds`,
          tone: 'failed',
        },
      ];
    case 'acknowledged':
      return [{ label: 'Acknowledged by the panel', tone: 'done' }, confirmationStep(progress)];
  }
}

function confirmationStep(progress: CommandProgress): CommandStep {
  switch (progress.confirmation) {
    case 'confirmed':
      return { label: progress.confirmedLabel, tone: 'done' };
    case 'not-shown':
      return { label: "The panel's tags do not show the change yet", tone: 'waiting' };
    default:
      return { label: "Waiting for the panel's tags to show the change…", tone: 'waiting' };
  }
}
