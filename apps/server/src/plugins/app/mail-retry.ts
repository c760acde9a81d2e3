import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** How often each instance looks for failed mails whose next try is due. */
export const MAIL_RETRY_CHECK_MS = 30_000;

export interface MailRetryOptions {
  /** Look periodically; tests turn it off and call `app.mailer.retryDue()` with their own clock. */
  timers?: boolean;
  intervalMs?: number;
}

/**
 * Urgent mails the mail server could not take (down, or busy) are tried again on a schedule
 * (services/mail.ts, decision 028), so an alert raised while it was away still reaches people.
 */
export default fp<MailRetryOptions>(
  async function mailRetry(app: FastifyInstance, options) {
    if (!(options.timers ?? true) || !app.config.smtpUrl) return;

    let running: Promise<void> | null = null;
    const timer = setInterval(() => {
      if (running) return;
      running = app.mailer
        .retryDue(app.db)
        .then(({ sent, failed }) => {
          if (sent + failed > 0) app.log.info({ sent, failed }, 'failed mails tried again');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'mail retry failed'))
        .finally(() => {
          running = null;
        });
    }, options.intervalMs ?? MAIL_RETRY_CHECK_MS);
    timer.unref();
    // A pass under way finishes its updates before the database closes.
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'mail-retry', dependencies: ['database'] },
);
