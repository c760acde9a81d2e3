import type { AppConfig } from '#src/config/env';
import type { Executor } from '#src/db/client';
import { productUserAgent } from '../http-json';
import type { VapidKeys } from '../vapid';
import { createWebPushProvider, type PushProvider } from './push';
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
 * notifications go through Web Push to every device a person subscribed (docs/notifications.md).
 */
export function createNotifyProviders(
  config: Pick<AppConfig, 'sms' | 'supportEmail' | 'publicUrl'>,
  log: NotifyLog,
  appVersion: string,
  push: { vapid: VapidKeys; db: () => Executor },
): NotifyProviders {
  return {
    sms: config.sms
      ? createGatewaySmsProvider({
          ...config.sms,
          userAgent: productUserAgent(config.supportEmail, appVersion),
        })
      : createLogSmsProvider(log),
    push: createWebPushProvider({ ...push, publicUrl: config.publicUrl, log }),
  };
}
