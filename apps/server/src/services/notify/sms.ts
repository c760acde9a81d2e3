import { TEXT_NOT_SENT } from '@wildfire/shared';
import type { NotifyLog, ProviderOutcome } from './types';

export interface SmsMessage {
  /** The recipient's phone number as stored on their profile. */
  to: string;
  text: string;
}

/**
 * Sends text messages. A deployment with an SMS gateway implements this; the embedded default
 * only writes each message to the server log, and reports it failed: it reached nobody.
 */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<ProviderOutcome>;
}

export function createLogSmsProvider(log: NotifyLog): SmsProvider {
  return {
    name: 'log',
    async send(message) {
      log.info({ channel: 'sms', to: message.to, text: message.text }, 'SMS kept in the log');
      return Promise.resolve({ status: 'failed', error: TEXT_NOT_SENT, retryable: false });
    },
  };
}
