import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { productUserAgent } from '#src/services/http-json';
import { EscalationService } from '#src/services/escalation';
import { createStaffChannels, type StaffChannels } from '#src/services/notify/staff-channels';

declare module 'fastify' {
  interface FastifyInstance {
    /** Escalation until acknowledged (services/escalation.ts). */
    escalation: EscalationService;
  }
}

/** How often each instance looks for escalation steps and reminders that are due. */
export const ESCALATION_CHECK_MS = 5_000;

export interface EscalationOptions {
  /** Look periodically; tests turn it off and run the chains with their own clock. */
  timers?: boolean;
  intervalMs?: number;
  /** Slack and voice calls; by default from SLACK_WEBHOOK_URL and SMS_URL. */
  channels?: StaffChannels;
}

/**
 * Escalation chains of alarms nobody acknowledged (docs/alerts-escalation.md): every instance
 * runs the steps that are due; the claim on each chain keeps two from running the same one.
 */
export default fp<EscalationOptions>(
  async function escalation(app: FastifyInstance, options) {
    const channels =
      options.channels ??
      createStaffChannels({
        slackWebhookUrl: app.config.slackWebhookUrl,
        sms: app.config.sms,
        userAgent: productUserAgent(app.config.supportEmail, app.appVersion),
      });
    const service = new EscalationService(app, channels);
    app.decorate('escalation', service);
    if (!(options.timers ?? true)) return;

    let running: Promise<unknown> | null = null;
    const timer = setInterval(() => {
      if (running) return;
      // The due steps, then the Slack posts and calls to try again.
      running = service
        .runDue()
        .then(() => service.retryDue())
        .catch((error: unknown) => app.log.error({ err: error }, 'escalation pass failed'))
        .finally(() => {
          running = null;
        });
    }, options.intervalMs ?? ESCALATION_CHECK_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'escalation', dependencies: ['database'] },
);
