import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it, vi } from 'vitest';
import { smsOutbox } from '#src/db/schema/index';
import deliveryRetry from '#src/plugins/app/delivery-retry';
import type { SmsMessage } from '#src/services/notify/sms';
import { build, eventually } from '../helper';

const nothingDue = async () => ({ sent: 0, failed: 0 });
const SMS = { url: 'https://sid:token@sms.test/Messages.json', from: '+15555550100' };

describe('the retry pass of urgent mails and texts runs on its own', async () => {
  // A real database for the texts' pass; the plugin runs on an app of its own around it.
  const { app: host } = await build();
  const texted: SmsMessage[] = [];
  const gateway = {
    name: 'gateway',
    send: async (message: SmsMessage) => {
      texted.push(message);
      return { status: 'sent' as const };
    },
  };

  /** The plugin alone, with a mailer that only counts its passes and a gateway that takes all. */
  async function appWith(
    config: { smtpUrl?: string; sms?: typeof SMS },
    mailPass: () => Promise<{ sent: number; failed: number }>,
  ) {
    const app = Fastify({ logger: false });
    app.decorate('config', config as never);
    app.decorate('mailer', { retryDue: mailPass } as never);
    app.decorate('notify', { sms: gateway } as never);
    app.decorate('db', host.db);
    await app.register(fp(async () => undefined, { name: 'database' }));
    await app.register(deliveryRetry, { timers: true, intervalMs: 10 });
    await app.ready();
    return app;
  }

  /** A failed urgent text whose next try is due. */
  async function dueText(text: string) {
    await host.db.insert(smsOutbox).values({
      to: '+13105550142',
      text,
      provider: 'gateway',
      status: 'failed',
      error: 'The SMS gateway could not be reached.',
      nextAttemptAt: new Date(Date.now() - 1_000),
    });
  }
  const statusOf = async (text: string) =>
    (await host.db.select().from(smsOutbox).where(eq(smsOutbox.text, text)))[0]?.status;

  it('looks for due mails periodically, one pass at a time, and waits for it on close', async () => {
    let open = 0;
    let mostOpen = 0;
    let finished = 0;
    const mailPass = vi.fn(async () => {
      open++;
      mostOpen = Math.max(mostOpen, open);
      await new Promise((resolve) => setTimeout(resolve, 35));
      open--;
      finished++;
      return { sent: 0, failed: 0 };
    });
    await dueText('Urgent: no gateway configured');
    const app = await appWith({ smtpUrl: 'smtp://127.0.0.1:25' }, mailPass);
    await eventually(() => mailPass.mock.calls.length >= 2);
    await app.close();
    expect(mostOpen).toBe(1);
    expect(finished).toBe(mailPass.mock.calls.length);
    // Without SMS_URL, texts are not tried again.
    expect(await statusOf('Urgent: no gateway configured')).toBe('failed');
  });

  it('with an SMS gateway, due texts are sent through it', async () => {
    const mailPass = vi.fn(nothingDue);
    await dueText('Urgent: due text');
    const app = await appWith({ sms: SMS }, mailPass);
    await eventually(async () => (await statusOf('Urgent: due text')) === 'sent');
    await app.close();
    expect(texted.filter((t) => t.text === 'Urgent: due text')).toHaveLength(1);
    // Without SMTP_URL, mails are not tried again.
    expect(mailPass).not.toHaveBeenCalled();
  });

  it('a mail pass that fails does not keep the texts from their turn', async () => {
    const mailPass = vi.fn(() => Promise.reject(new Error('the database went away')));
    await dueText('Urgent: after a failed mail pass');
    const app = await appWith({ smtpUrl: 'smtp://127.0.0.1:25', sms: SMS }, mailPass);
    await eventually(async () => (await statusOf('Urgent: after a failed mail pass')) === 'sent');
    await app.close();
    expect(mailPass).toHaveBeenCalled();
  });

  it('without SMTP_URL or SMS_URL there is nothing to try again', async () => {
    const mailPass = vi.fn(nothingDue);
    await dueText('Urgent: nothing configured');
    const app = await appWith({}, mailPass);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await app.close();
    expect(mailPass).not.toHaveBeenCalled();
    expect(await statusOf('Urgent: nothing configured')).toBe('failed');
  });
});
