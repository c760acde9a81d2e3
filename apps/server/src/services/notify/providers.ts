import type { AppConfig } from '../../config/env';
import { productUserAgent } from '../http-json';
import { createLogPushProvider, type PushProvider } from './push';
import { createLogSmsProvider, type SmsProvider } from './sms';
import { createGatewaySmsProvider } from './sms-gateway';
import type { NotifyLog } from './types';

/** The channels beyond email that alerts and broadcasts reach people on. */
export interface NotifyProviders {
  sms: SmsProvider;
  push: PushProvider;
}

/**
 * Texts go through the SMS gateway when SMS_URL is set, otherwise to the server log; push
 * notifications go to the server log until a push service is wired in.
 */
export function createNotifyProviders(
  config: Pick<AppConfig, 'sms' | 'supportEmail'>,
  log: NotifyLog,
  appVersion: string,
): NotifyProviders {
  return {
    sms: config.sms
      ? createGatewaySmsProvider({
          ...config.sms,
          userAgent: productUserAgent(config.supportEmail, appVersion),
        })
      : createLogSmsProvider(log),
    push: createLogPushProvider(log),
  };
}
