import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it, vi } from 'vitest';
import mailRetry from '../../src/plugins/app/mail-retry';
import { eventually } from '../helper';

/** The plugin alone, on an app whose mailer only counts the passes. */
async function appWith(smtpUrl: string | undefined, retryDue: () => Promise<unknown>) {
  const app = Fastify({ logger: false });
  app.decorate('config', { smtpUrl } as never);
  app.decorate('mailer', { retryDue } as never);
  app.decorate('db', {} as never);
  await app.register(fp(async () => undefined, { name: 'database' }));
  await app.register(mailRetry, { timers: true, intervalMs: 10 });
  await app.ready();
  return app;
}

describe('the mail retry pass runs on its own', () => {
  it('looks for due mails periodically, one pass at a time, and waits for it on close', async () => {
    let open = 0;
    let mostOpen = 0;
    let finished = 0;
    const retryDue = vi.fn(async () => {
      open++;
      mostOpen = Math.max(mostOpen, open);
      await new Promise((resolve) => setTimeout(resolve, 35));
      open--;
      finished++;
      return { sent: 0, failed: 0 };
    });
    const app = await appWith('smtp://127.0.0.1:25', retryDue);
    await eventually(() => retryDue.mock.calls.length >= 2);
    await app.close();
    expect(mostOpen).toBe(1);
    expect(finished).toBe(retryDue.mock.calls.length);
  });

  it('without SMTP_URL there is nothing to try again', async () => {
    const retryDue = vi.fn(async () => ({ sent: 0, failed: 0 }));
    const app = await appWith(undefined, retryDue);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await app.close();
    expect(retryDue).not.toHaveBeenCalled();
  });
});
