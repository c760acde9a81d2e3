import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEXT_NOT_SENT } from '@wildfire/shared';
import { smsOutbox } from '#src/db/schema/index';
import { createGatewaySmsProvider } from '#src/services/notify/sms-gateway';
import { retryDueTexts, sendTexts } from '#src/services/notify/texts';
import { RETRY_DELAYS_MS } from '#src/services/retry-schedule';
import {
  alertSeenByStaff,
  build,
  closedPort,
  givePropertyRole,
  deliveryHistoryOf,
} from '../helper';
import { startSmsGatewayStandIn } from '../stand-ins/sms-gateway-stand-in';

const FROM = '+15555550100';
const USER_AGENT = 'WildfireDefensePortal/0.1 (+mailto:support@wildfire.test)';

describe('SMS gateway (SMS_URL): Twilio-shaped Messages API', async () => {
  const gateway = await startSmsGatewayStandIn();
  const provider = (url = gateway.url, timeoutMs?: number) =>
    createGatewaySmsProvider({ url, from: FROM, userAgent: USER_AGENT, timeoutMs });

  it('a text reaches the gateway as its form, with the account as Basic authentication', async () => {
    expect(await provider().send({ to: '+13105550142', text: 'Urgent: test' })).toEqual({
      status: 'sent',
    });
    const [text] = gateway.received.filter((t) => t.body === 'Urgent: test');
    expect(text).toMatchObject({
      to: '+13105550142',
      from: FROM,
      contentType: 'application/x-www-form-urlencoded',
      userAgent: USER_AGENT,
    });
    expect(text!.authorization).toMatch(/^Basic /);
  });

  it("a number the gateway refuses: failed, with the gateway's reason and code", async () => {
    gateway.invalidNumbers.add('+13105550199');
    expect(await provider().send({ to: '+13105550199', text: 'x' })).toEqual({
      status: 'failed',
      error: "Invalid 'To' Phone Number: +13105550199 (21211)",
    });
  });

  it('a gateway that is down or asks to slow down: failed, and worth trying again', async () => {
    const send = () => provider().send({ to: '+13105550142', text: 'x' });
    expect(await gateway.turningAway(503, send)).toEqual({
      status: 'failed',
      error: 'Service Unavailable (20503)',
      retryable: true,
    });
    expect(await gateway.turningAway(429, send)).toEqual({
      status: 'failed',
      error: 'Too Many Requests (20429)',
      retryable: true,
    });
  });

  it('wrong credentials: failed, and the token appears nowhere in the reason', async () => {
    const outcome = await provider(gateway.urlWithWrongToken).send({
      to: '+13105550142',
      text: 'x',
    });
    expect(outcome).toEqual({ status: 'failed', error: 'Authenticate (20003)' });
  });

  it('a gateway that cannot be reached, or does not answer in time: failed, plainly', async () => {
    const unreachable = `http://sid:token@127.0.0.1:${String(await closedPort())}/Messages.json`;
    expect(await provider(unreachable).send({ to: '+13105550142', text: 'x' })).toEqual({
      status: 'failed',
      error: 'The SMS gateway could not be reached.',
      retryable: true,
    });
    gateway.delayMs = 500;
    try {
      expect(await provider(gateway.url, 100).send({ to: '+13105550142', text: 'x' })).toEqual({
        status: 'failed',
        error: 'The SMS gateway did not answer in time.',
        retryable: true,
      });
    } finally {
      gateway.delayMs = 0;
    }
  });
});

describe('urgent alerts are texted to Emergency Contacts (customer-portal.md section 6)', async () => {
  const gateway = await startSmsGatewayStandIn();
  const { app, injectAs } = await build({ SMS_URL: gateway.url, SMS_FROM: FROM });
  // The demo guest, (818) 555-0163, becomes WD-1001's Emergency Contact.
  await givePropertyRole(app, 'guest@demo.test', 'WD-1001', 'emergency_contact');
  const contact = '+18185550163';

  it('an urgent alert is texted to the Emergency Contact and recorded in the SMS log', async () => {
    await app.alertService.announce('WD-1001', {
      type: 'urgent',
      title: 'Texted urgent',
      description: 'Checked by the SMS test.',
    });
    const texts = gateway.received.filter((t) => t.body.startsWith('Urgent: Texted urgent at '));
    expect(texts.map((t) => t.to)).toEqual([contact]);
    expect(texts[0]!.body).toMatch(/^Urgent: Texted urgent at .+\. http:\/\/.+\/alerts$/);
    const rows = await app.db.select().from(smsOutbox).where(eq(smsOutbox.to, contact));
    expect(rows.find((r) => r.text.startsWith('Urgent: Texted urgent at '))).toMatchObject({
      provider: 'gateway',
      status: 'sent',
      error: null,
    });

    const log = await injectAs('admin@demo.test', {
      method: 'GET',
      url: `/api/admin/sms-log?to=${encodeURIComponent(contact)}`,
    });
    expect(log.statusCode).toBe(200);
    expect(log.json().texts[0]).toMatchObject({ to: contact, provider: 'gateway', status: 'sent' });
  });

  it('the owner, who gets the mail, is not texted; a warning is not texted at all', async () => {
    const before = gateway.received.length;
    await app.alertService.announce('WD-1001', {
      type: 'warning',
      title: 'Not texted',
      description: 'Only urgent alerts are texted.',
    });
    expect(gateway.received.length).toBe(before);
    expect(gateway.received.some((t) => t.to === '+13105550142')).toBe(false);
  });

  it("a refused text is logged as failed with the gateway's reason", async () => {
    gateway.invalidNumbers.add(contact);
    try {
      await app.alertService.announce('WD-1001', {
        type: 'urgent',
        title: 'Refused text',
        description: 'The carrier refuses the number.',
      });
    } finally {
      gateway.invalidNumbers.delete(contact);
    }
    const rows = await app.db.select().from(smsOutbox).where(eq(smsOutbox.to, contact));
    const refused = rows.find((r) => r.text.startsWith('Urgent: Refused text'));
    expect(refused).toMatchObject({ status: 'failed' });
    expect(refused!.error).toMatch(/21211/);
  });

  it("a user's alerts in the back-office say how each reached them", async () => {
    const seen = (email: string, title: string) =>
      alertSeenByStaff({ app, injectAs }, email, title);
    // Without SMTP_URL the mail is kept in the delivery log; the text went through the gateway.
    expect(await seen('guest@demo.test', 'Texted urgent')).toMatchObject({
      email: 'logged',
      text: 'sent',
    });
    expect(await seen('guest@demo.test', 'Refused text')).toMatchObject({ text: 'failed' });
    // The owner is emailed, not texted; a warning is neither.
    expect(await seen('owner@demo.test', 'Texted urgent')).toMatchObject({
      email: 'logged',
      text: null,
    });
    expect(await seen('owner@demo.test', 'Not texted')).toMatchObject({ email: null, text: null });
  });

  it('the SMS log is for staff with view_system_logs; a bad number filter is a 400', async () => {
    expect(
      (await injectAs('owner@demo.test', { method: 'GET', url: '/api/admin/sms-log' })).statusCode,
    ).toBe(403);
    expect((await injectAs(null, { method: 'GET', url: '/api/admin/sms-log' })).statusCode).toBe(
      401,
    );
    const bad = await injectAs('admin@demo.test', {
      method: 'GET',
      url: '/api/admin/sms-log?to=12345',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('urgent texts the SMS gateway could not take are tried again (decision 032)', async () => {
  const gateway = await startSmsGatewayStandIn();
  const { app, injectAs } = await build({ SMS_URL: gateway.url, SMS_FROM: FROM });
  await givePropertyRole(app, 'guest@demo.test', 'WD-1001', 'emergency_contact');
  const contact = '+18185550163';
  const provider = (url = gateway.url) =>
    createGatewaySmsProvider({ url, from: FROM, userAgent: USER_AGENT });
  const rowOf = async (text: string) => {
    const [row] = await app.db.select().from(smsOutbox).where(eq(smsOutbox.text, text));
    return row!;
  };
  const receivedWith = (body: string) => gateway.received.filter((t) => t.body === body).length;
  const later = (row: { nextAttemptAt: Date | null }, ms = 0) =>
    new Date(row.nextAttemptAt!.getTime() + ms);

  it('an urgent alert texted while the gateway is down reaches it on the next try', async () => {
    await gateway.turningAway(503, () =>
      app.alertService.announce('WD-1001', {
        type: 'urgent',
        title: 'Retried text',
        description: 'The gateway was down.',
      }),
    );
    const [failed] = await app.db
      .select()
      .from(smsOutbox)
      .where(
        and(
          eq(smsOutbox.to, contact),
          eq(smsOutbox.status, 'failed'),
          like(smsOutbox.text, 'Urgent: Retried text%'),
        ),
      );
    expect(failed).toMatchObject({ attempts: 1, error: 'Service Unavailable (20503)' });
    expect(failed!.text).toMatch(/^Urgent: Retried text at /);
    const wait = failed!.nextAttemptAt!.getTime() - failed!.createdAt.getTime();
    expect(wait).toBeGreaterThanOrEqual(RETRY_DELAYS_MS[0]! - 1_000);
    expect(wait).toBeLessThanOrEqual(RETRY_DELAYS_MS[0]! + 5_000);

    // Staff see in the SMS log and in the user's alerts that it is waiting for its next try.
    const log = await injectAs('admin@demo.test', {
      method: 'GET',
      url: `/api/admin/sms-log?to=${encodeURIComponent(contact)}`,
    });
    expect(log.json().texts[0]).toMatchObject({
      status: 'failed',
      attempts: 1,
      next_attempt_at: failed!.nextAttemptAt!.toISOString(),
    });
    const seen = () => alertSeenByStaff({ app, injectAs }, 'guest@demo.test', 'Retried text');
    expect(await seen()).toMatchObject({ text: 'retrying' });

    // Not before it is due.
    expect(await retryDueTexts(app.db, app.notify.sms, later(failed!, -1_000))).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(receivedWith(failed!.text)).toBe(0);
    expect(await retryDueTexts(app.db, app.notify.sms, later(failed!))).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(receivedWith(failed!.text)).toBe(1);
    expect(await rowOf(failed!.text)).toMatchObject({
      status: 'sent',
      attempts: 2,
      error: null,
      nextAttemptAt: null,
    });
    expect(await seen()).toMatchObject({ text: 'sent' });
    // The alarm's history has the retry beside the first try that failed.
    const history = await deliveryHistoryOf(app, failed!, 'sms');
    expect(history.map(({ status, attempt }) => ({ status, attempt }))).toEqual([
      { status: 'failed', attempt: 1 },
      { status: 'sent', attempt: 2 },
    ]);

    // Sent once: nothing is left to try.
    expect(await retryDueTexts(app.db, app.notify.sms, later(failed!, 3_600_000))).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(receivedWith(failed!.text)).toBe(1);
  });

  it('a gateway that stays out of reach: tried on the schedule, then left failed', async () => {
    const away = provider(`http://sid:token@127.0.0.1:${String(await closedPort())}/Messages.json`);
    const text = 'Urgent: out of reach';
    await sendTexts(app.db, away, [{ to: '+13105550177', text }], { retry: true });
    const waits: number[] = [];
    let row = await rowOf(text);
    while (row.nextAttemptAt !== null) {
      const now = later(row);
      expect(await retryDueTexts(app.db, away, now)).toEqual({ sent: 0, failed: 1 });
      const next = await rowOf(text);
      expect(next.attempts).toBe(row.attempts + 1);
      if (next.nextAttemptAt) waits.push(next.nextAttemptAt.getTime() - now.getTime());
      row = next;
    }
    expect(waits).toEqual(RETRY_DELAYS_MS.slice(1));
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 1 + RETRY_DELAYS_MS.length,
      error: 'The SMS gateway could not be reached.',
    });
  });

  it('a number the carrier refuses is not tried again', async () => {
    gateway.invalidNumbers.add('+13105550188');
    const text = 'Urgent: refused for good';
    await sendTexts(app.db, provider(), [{ to: '+13105550188', text }], { retry: true });
    expect(await rowOf(text)).toMatchObject({ status: 'failed', nextAttemptAt: null });
  });

  it('a text sent without retry (a broadcast, which keeps its own delivery status) is not tried again', async () => {
    const text = 'Broadcast: not retried';
    await gateway.turningAway(429, () =>
      sendTexts(app.db, provider(), [{ to: '+13105550142', text }]),
    );
    expect(await rowOf(text)).toMatchObject({ status: 'failed', nextAttemptAt: null });
  });

  it('two instances trying the same due texts at once send each of them once', async () => {
    const texts = ['Urgent: once 1', 'Urgent: once 2', 'Urgent: once 3'];
    await gateway.turningAway(503, () =>
      sendTexts(
        app.db,
        provider(),
        texts.map((text) => ({ to: '+13105550142', text })),
        { retry: true },
      ),
    );
    const due = later(await rowOf(texts[2]!), 1_000);
    const [first, second] = await Promise.all([
      retryDueTexts(app.db, provider(), due),
      retryDueTexts(app.db, provider(), due),
    ]);
    expect(first.sent + second.sent).toBe(3);
    expect(texts.map(receivedWith)).toEqual([1, 1, 1]);
  });
});

describe('without SMS_URL texts are kept in the server log', async () => {
  const { app } = await build();
  await givePropertyRole(app, 'guest@demo.test', 'WD-1001', 'emergency_contact');

  it('the text is recorded with the log as its provider, and as not sent', async () => {
    await app.alertService.announce('WD-1001', {
      type: 'urgent',
      title: 'Logged text',
      description: 'No gateway.',
    });
    const rows = await app.db.select().from(smsOutbox).where(eq(smsOutbox.to, '+18185550163'));
    // Kept in the server log, it reached nobody: failed, saying why, and not tried again.
    expect(rows.find((r) => r.text.startsWith('Urgent: Logged text'))).toMatchObject({
      provider: 'log',
      status: 'failed',
      error: TEXT_NOT_SENT,
      nextAttemptAt: null,
    });
  });
});
