import { COMMAND_TIMEOUT_MS, MESSAGES } from '@wildfire/shared';
import { describe, expect, it } from 'vitest';

import { ApiError } from '@/lib/api-client';
import { combinedStatus, commandSteps, type CommandProgress } from './command-steps';

const base: CommandProgress = {
  sending: false,
  sentCount: 1,
  sendError: null,
  status: 'pending',
  failure: null,
  notSent: false,
  followError: null,
  confirmation: null,
  confirmedLabel: "Running — confirmed by the panel's tags",
};

const labels = (progress: Partial<CommandProgress>) =>
  commandSteps({ ...base, ...progress }).map((s) => s.label);

describe('command progress in plain words', () => {
  it('says it is sending while the write is on its way', () => {
    expect(labels({ sending: true, sentCount: 0, status: null })).toEqual([
      'Sending to the panel…',
    ]);
  });

  it('says the command was sent and waits for the panel while it is pending', () => {
    expect(labels({ status: 'pending' })).toEqual([
      'Requested: sent to the panel',
      'Waiting for the panel to acknowledge…',
    ]);
  });

  it('names the acknowledgement, then the confirmation by the tags', () => {
    expect(labels({ status: 'acknowledged', confirmation: 'waiting' })).toEqual([
      'Requested: sent to the panel',
      'Acknowledged by the panel',
      "Waiting for the panel's tags to show the change…",
    ]);
    expect(labels({ status: 'acknowledged', confirmation: 'confirmed' })).toEqual([
      'Requested: sent to the panel',
      'Acknowledged by the panel',
      "Running — confirmed by the panel's tags",
    ]);
    expect(labels({ status: 'acknowledged', confirmation: 'not-shown' })).toContain(
      "The panel's tags do not show the change yet",
    );
  });

  it("gives the panel's reason when it refused, as the server words it", () => {
    expect(
      labels({ status: 'failed', failure: 'The panel refused the command: pump 2 fault' }),
    ).toEqual(['Requested: sent to the panel', 'The panel refused the command: pump 2 fault']);
    expect(labels({ status: 'failed', failure: null })).toContain(
      'The panel refused the command: no reason given',
    );
  });

  it('says plainly, without claiming it was sent, when the broker could not take the command', () => {
    const failure = 'Could not send the command to the panel: the message broker is unreachable';
    expect(labels({ status: 'failed', failure, notSent: true })).toEqual([failure]);
  });

  it('says the panel did not answer within the command time-out', () => {
    expect(COMMAND_TIMEOUT_MS).toBe(10_000);
    expect(labels({ status: 'timed_out' })).toEqual([
      'Requested: sent to the panel',
      'The panel did not answer within 10 seconds',
    ]);
  });

  it('says why a write could not be sent', () => {
    const error = new ApiError(403, 'forbidden', 'Only Owners and Property Managers may control.');
    expect(labels({ sentCount: 0, status: null, sendError: error })).toEqual([
      'Could not send: Only Owners and Property Managers may control.',
    ]);
  });

  it('shows the spec text for a 401 on the write (section 8)', () => {
    const error = new ApiError(401, 'unauthorized', 'Bad token');
    expect(labels({ sentCount: 0, status: null, sendError: error })).toEqual([
      MESSAGES.authenticationRequired,
    ]);
  });
});

describe('the combined status of commands sent together', () => {
  it('is acknowledged only when every command is', () => {
    expect(combinedStatus(['acknowledged', 'acknowledged'])).toBe('acknowledged');
    expect(combinedStatus(['acknowledged', 'pending'])).toBe('pending');
  });

  it('is failed or timed out as soon as one is', () => {
    expect(combinedStatus(['acknowledged', 'failed'])).toBe('failed');
    expect(combinedStatus(['timed_out', 'pending'])).toBe('timed_out');
  });

  it('is unknown until every status has been read', () => {
    expect(combinedStatus([])).toBeNull();
    expect(combinedStatus(['acknowledged', undefined])).toBeNull();
  });
});
