import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { retryDueTexts } from '#src/services/notify/texts';

/** How often each instance looks for failed mails and texts whose next try is due. */
export const DELIVERY_RETRY_CHECK_MS = 30_000;

export interface DeliveryRetryOptions {
  /** Look periodically; tests turn it off and retry with their own clock. */
  timers?: boolean;
  intervalMs?: number;
}

/**
 * Urgent mails and texts the mail server or the SMS gateway could not take (down, or busy) are
 * tried again on a schedule (services/retry-schedule.ts, decisions 028 and 032), so an alert
 * raised while it was away still reaches people. Only what goes out through a real service is
 * retried: without SMTP_URL or SMS_URL, messages are kept in the logs and never fail.
 */
export default fp<DeliveryRetryOptions>(
  async function deliveryRetry(app: FastifyInstance, options) {
    const passes = [
      ...(app.config.smtpUrl ? [{ what: 'mails', retry: () => app.mailer.retryDue(app.db) }] : []),
      ...(app.config.sms
        ? [{ what: 'texts', retry: () => retryDueTexts(app.db, app.notify.sms) }]
        : []),
    ];
    if (!(options.timers ?? true) || passes.length === 0) return;

    const tryAgain = async () => {
      for (const { what, retry } of passes) {
        try {
          const { sent, failed } = await retry();
          if (sent + failed > 0) app.log.info({ sent, failed }, `failed ${what} tried again`);
        } catch (error) {
          // One channel failing (say, a database hiccup) does not keep the other from its turn.
          app.log.error({ err: error }, `${what} retry failed`);
        }
      }
    };
    let running: Promise<void> | null = null;
    const timer = setInterval(() => {
      if (running) return;
      running = tryAgain().finally(() => {
        running = null;
      });
    }, options.intervalMs ?? DELIVERY_RETRY_CHECK_MS);
    timer.unref();
    // A pass under way finishes its updates before the database closes.
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'delivery-retry', dependencies: ['database'] },
);
