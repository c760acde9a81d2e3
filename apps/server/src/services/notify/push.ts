import type { NotifyLog, ProviderOutcome } from './types';

export interface PushMessage {
  /** The recipient's user id: a push service maps it to their registered devices. */
  userId: number;
  title: string;
  body: string;
}

/**
 * Sends push notifications. A deployment with a push service implements this; the embedded
 * default only writes each notification to the server log and reports it sent.
 */
export interface PushProvider {
  readonly name: string;
  send(message: PushMessage): Promise<ProviderOutcome>;
}

export function createLogPushProvider(log: NotifyLog): PushProvider {
  return {
    name: 'log',
    async send(message) {
      log.info(
        { channel: 'push', userId: message.userId, title: message.title },
        'push notification kept in the log',
      );
      return Promise.resolve({ status: 'sent' });
    },
  };
}
