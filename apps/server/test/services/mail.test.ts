import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox, properties, sites } from '#src/db/schema/index';
import { createMailer, isLastingRefusal, type Mailer, SMTP_CONNECTIONS } from '#src/services/mail';
import { RETRY_DELAYS_MS } from '#src/services/retry-schedule';
import { alertSeenByStaff, build, closedPort, deliveryHistoryOf } from '../helper';
import { startSmtpStandIn } from '../stand-ins/smtp-stand-in';

const FROM = 'Wildfire Defense <alerts@wildfire.test>';
/** Where a mailer without SMTP_URL writes its mails (not used by these tests' mailers). */
const MAILBOX = path.join(os.tmpdir(), `wd-mail-test-${process.pid}`, 'mailbox');

describe('mail: handed to SMTP_URL, every mail recorded in the delivery log', async () => {
  const smtp = await startSmtpStandIn();
  const { app } = await build({ SMTP_URL: smtp.url });
  const mailers: Mailer[] = [];
  /** A mailer of its own for a test; its pooled connections are closed after the file. */
  const mailerFor = (smtpUrl: string | undefined) => {
    const mailer = createMailer({ smtpUrl, from: FROM, mailboxDir: MAILBOX });
    mailers.push(mailer);
    return mailer;
  };
  afterAll(() => {
    for (const mailer of mailers) mailer.close();
  });

  const logged = (to: string[]) =>
    app.db
      .select({ to: mailOutbox.to, status: mailOutbox.status, error: mailOutbox.error })
      .from(mailOutbox)
      .where(inArray(mailOutbox.to, to))
      .orderBy(mailOutbox.id);

  it('without SMTP_URL a mail is written to the local mailbox and kept in the log', async () => {
    const mailer = mailerFor(undefined);
    const before = smtp.received.length;
    expect(
      await mailer.sendAll(app.db, [
        { to: 'kept.one@demo.test', subject: 'Kept', text: 'one' },
        { to: 'kept.two@demo.test', subject: 'Kept — déjà', text: 'two' },
      ]),
    ).toEqual(['logged', 'logged']);
    expect(smtp.received.length).toBe(before);
    expect(await logged(['kept.one@demo.test', 'kept.two@demo.test'])).toEqual([
      { to: 'kept.one@demo.test', status: 'logged', error: null },
      { to: 'kept.two@demo.test', status: 'logged', error: null },
    ]);
    // One message file per mail, readable by the server's user only.
    const files = fs
      .readdirSync(MAILBOX)
      .map((name) => path.join(MAILBOX, name))
      .filter((file) => fs.readFileSync(file, 'utf8').includes('To: kept.two@demo.test'));
    expect(files).toHaveLength(1);
    expect(fs.statSync(files[0]!).mode & 0o777).toBe(0o600);
    expect(fs.statSync(MAILBOX).mode & 0o777).toBe(0o700);
    const message = fs.readFileSync(files[0]!, 'utf8');
    expect(message).toContain(
      `Subject: =?UTF-8?B?${Buffer.from('Kept — déjà').toString('base64')}?=`,
    );
    expect(message).toContain('From: Wildfire Defense <alerts@wildfire.test>');
    expect(message.endsWith('\r\n\r\ntwo')).toBe(true);
  });

  it('a mail that carries a secret is sent whole and logged without it, with the hash of what was sent', async () => {
    const mailer = mailerFor(smtp.url);
    const token = 'Secret-Token_0123456789abcdefghij';
    const text = `Choose a new password: https://portal.example/reset-password?token=${token}`;
    expect(
      await mailer.send(
        app.db,
        { to: 'secret@demo.test', subject: 'Reset', text, secrets: [token] },
        // Asked to retry, but the log cannot send such a mail again.
        { retry: true },
      ),
    ).toBe('sent');
    const [received] = smtp.received.filter((m) => m.to.includes('secret@demo.test'));
    expect(received!.data.replace(/=\r\n/g, '')).toContain(token);
    const [row] = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'secret@demo.test'));
    expect(row!.text).toBe(
      'Choose a new password: https://portal.example/reset-password?token=[redacted]',
    );
    expect(row!.textSha256).toBe(crypto.createHash('sha256').update(text).digest('hex'));
    expect(row!.nextAttemptAt).toBeNull();
  });

  it('with SMTP_URL each mail reaches the mail server and is logged as sent', async () => {
    const mailer = mailerFor(smtp.url);
    expect(
      await mailer.send(app.db, { to: 'sent@demo.test', subject: 'Hello', text: 'Body text' }),
    ).toBe('sent');
    const [received] = smtp.received.filter((m) => m.to.includes('sent@demo.test'));
    expect(received!.from).toBe('alerts@wildfire.test');
    expect(received!.data).toContain('Subject: Hello');
    expect(received!.data).toContain('Body text');
    expect(await logged(['sent@demo.test'])).toEqual([
      { to: 'sent@demo.test', status: 'sent', error: null },
    ]);
  });

  it('a mail the server refuses is logged as failed with its reason, and the rest still go', async () => {
    smtp.unknownMailboxes.add('nobody@demo.test');
    const mailer = mailerFor(smtp.url);
    const outcomes = await mailer.sendAll(app.db, [
      { to: 'first@demo.test', subject: 'Batch', text: '1' },
      { to: 'nobody@demo.test', subject: 'Batch', text: '2' },
      { to: 'third@demo.test', subject: 'Batch', text: '3' },
    ]);
    expect(outcomes).toEqual(['sent', 'failed', 'sent']);
    const rows = await logged(['first@demo.test', 'nobody@demo.test', 'third@demo.test']);
    expect(rows.map((r) => [r.to, r.status])).toEqual([
      ['first@demo.test', 'sent'],
      ['nobody@demo.test', 'failed'],
      ['third@demo.test', 'sent'],
    ]);
    expect(rows[1]!.error).toMatch(/550/);
  });

  it('a mail server that cannot be reached: the mail is logged as failed, nothing is thrown', async () => {
    const mailer = mailerFor(`smtp://127.0.0.1:${String(await closedPort())}`);
    expect(
      await mailer.send(app.db, { to: 'unreached@demo.test', subject: 'Lost', text: 'x' }),
    ).toBe('failed');
    const [row] = await logged(['unreached@demo.test']);
    expect(row!.status).toBe('failed');
    expect(row!.error).toMatch(/ECONNREFUSED/);
  });

  it('a mass sending goes out several at a time over connections kept open, logged as it goes', async () => {
    const own = await startSmtpStandIn();
    const mailer = mailerFor(own.url);
    const mails = Array.from({ length: 250 }, (_, i) => ({
      to: `mass.${String(i)}@demo.test`,
      subject: 'Panel offline',
      text: `Panel ${String(i)} stopped reporting.`,
    }));
    const outcomes = await mailer.sendAll(app.db, mails);
    expect(outcomes).toEqual(mails.map(() => 'sent'));
    expect(own.received.map((m) => m.to[0]).sort()).toEqual(mails.map((m) => m.to).sort());
    // Not one connection per mail: a few, used at the same time and again for mail after mail.
    expect(own.connections.opened).toBeLessThanOrEqual(SMTP_CONNECTIONS);
    expect(own.connections.mostOpen).toBeGreaterThan(1);
    // Every mail is in the delivery log, in the order given.
    const rows = await logged(mails.map((m) => m.to));
    expect(rows.map((r) => [r.to, r.status])).toEqual(mails.map((m) => [m.to, 'sent']));
  });

  it("an urgent alert reaches the owner's mail server", async () => {
    await app.alertService.announce('WD-1001', {
      type: 'urgent',
      title: 'Test urgent',
      description: 'Checked by the mail test.',
    });
    const [site] = await app.db
      .select({ property: properties.name })
      .from(sites)
      .innerJoin(properties, eq(properties.id, sites.propertyId))
      .where(eq(sites.siteId, 'WD-1001'));
    const [mail] = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Urgent: Test urgent at ${site!.property}`))
      .orderBy(desc(mailOutbox.id));
    expect(mail).toMatchObject({ to: 'owner@demo.test', status: 'sent' });
    expect(smtp.received.some((m) => m.to.includes('owner@demo.test'))).toBe(true);
  });
});

describe('mail refusals (decision 028)', () => {
  it('a 5xx refusal is for good; a 4xx answer or no answer may pass', () => {
    expect(isLastingRefusal({ responseCode: 550 })).toBe(true);
    expect(isLastingRefusal({ responseCode: 535 })).toBe(true);
    expect(isLastingRefusal({ responseCode: 421 })).toBe(false);
    expect(isLastingRefusal({ responseCode: 451 })).toBe(false);
    expect(
      isLastingRefusal(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' })),
    ).toBe(false);
    expect(isLastingRefusal(null)).toBe(false);
  });
});

describe('urgent mails the mail server could not take are tried again (decision 028)', async () => {
  const smtp = await startSmtpStandIn();
  const { app, injectAs } = await build({ SMTP_URL: smtp.url });
  const mailers: Mailer[] = [];
  const mailerFor = (smtpUrl: string) => {
    const mailer = createMailer({ smtpUrl, from: FROM, mailboxDir: MAILBOX });
    mailers.push(mailer);
    return mailer;
  };
  afterAll(() => {
    for (const mailer of mailers) mailer.close();
  });
  const rowOf = async (to: string) => {
    const [row] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    return row!;
  };
  const receivedBy = (to: string) => smtp.received.filter((m) => m.to.includes(to)).length;
  const later = (row: { nextAttemptAt: Date | null }, ms = 0) =>
    new Date(row.nextAttemptAt!.getTime() + ms);

  it('an urgent alert turned away while the mail server is busy reaches it on the next try', async () => {
    smtp.busy = true;
    await app.alertService.announce('WD-1001', {
      type: 'urgent',
      title: 'Retried urgent',
      description: 'The mail server was busy.',
    });
    smtp.busy = false;
    const [failed] = await app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, 'owner@demo.test'), eq(mailOutbox.status, 'failed')));
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed!.error).toMatch(/421/);
    const wait = failed!.nextAttemptAt!.getTime() - failed!.createdAt.getTime();
    expect(wait).toBeGreaterThanOrEqual(RETRY_DELAYS_MS[0]! - 1_000);
    expect(wait).toBeLessThanOrEqual(RETRY_DELAYS_MS[0]! + 5_000);

    // Staff see in the delivery log that it is waiting for its next try.
    const log = await injectAs('admin@demo.test', {
      method: 'GET',
      url: '/api/admin/mail-log?to=owner@demo.test',
    });
    expect(log.json().mails[0]).toMatchObject({
      status: 'failed',
      attempts: 1,
      next_attempt_at: failed!.nextAttemptAt!.toISOString(),
    });
    const seen = () => alertSeenByStaff({ app, injectAs }, 'owner@demo.test', 'Retried urgent');
    expect(await seen()).toMatchObject({ email: 'retrying', text: null });

    // Not before it is due.
    expect(await app.mailer.retryDue(app.db, later(failed!, -1_000))).toEqual({
      sent: 0,
      failed: 0,
    });
    const before = receivedBy('owner@demo.test');
    expect(await app.mailer.retryDue(app.db, later(failed!))).toEqual({ sent: 1, failed: 0 });
    expect(receivedBy('owner@demo.test')).toBe(before + 1);
    const [sent] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.id, failed!.id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, error: null, nextAttemptAt: null });
    // The owner's alerts in the back-office say the email went out on a later try.
    expect(await seen()).toMatchObject({ email: 'sent' });
    // So does the alarm's history: the first try failed, the second was sent.
    const history = await deliveryHistoryOf(app, failed!, 'email');
    expect(history.map(({ status, attempt, who }) => ({ status, attempt, who }))).toEqual([
      { status: 'failed', attempt: 1, who: expect.any(String) },
      { status: 'sent', attempt: 2, who: history[0]!.who },
    ]);

    // Sent once: nothing is left to try.
    expect(await app.mailer.retryDue(app.db, later(failed!, 3_600_000))).toEqual({
      sent: 0,
      failed: 0,
    });
  });

  it('a mail server that stays away: tried on the schedule, then left failed', async () => {
    const mailer = mailerFor(`smtp://127.0.0.1:${String(await closedPort())}`);
    const to = 'away@demo.test';
    expect(await mailer.send(app.db, { to, subject: 'Away', text: 'x' }, { retry: true })).toBe(
      'failed',
    );
    const waits: number[] = [];
    let row = await rowOf(to);
    while (row.nextAttemptAt !== null) {
      const now = later(row);
      expect(await mailer.retryDue(app.db, now)).toEqual({ sent: 0, failed: 1 });
      const next = await rowOf(to);
      expect(next.attempts).toBe(row.attempts + 1);
      if (next.nextAttemptAt) waits.push(next.nextAttemptAt.getTime() - now.getTime());
      row = next;
    }
    expect(waits).toEqual(RETRY_DELAYS_MS.slice(1));
    expect(row).toMatchObject({ status: 'failed', attempts: 1 + RETRY_DELAYS_MS.length });
    expect(row.error).toMatch(/ECONNREFUSED/);
  });

  it('a refusal for good (no such mailbox) is not tried again', async () => {
    smtp.unknownMailboxes.add('gone@demo.test');
    const mailer = mailerFor(smtp.url);
    expect(
      await mailer.send(app.db, { to: 'gone@demo.test', subject: 'x', text: 'x' }, { retry: true }),
    ).toBe('failed');
    expect(await rowOf('gone@demo.test')).toMatchObject({ status: 'failed', nextAttemptAt: null });
  });

  it('a mail sent without retry (an invitation, which can be sent again by hand) is not tried again', async () => {
    smtp.busy = true;
    const mailer = mailerFor(smtp.url);
    try {
      expect(await mailer.send(app.db, { to: 'invited@demo.test', subject: 'x', text: 'x' })).toBe(
        'failed',
      );
    } finally {
      smtp.busy = false;
    }
    expect(await rowOf('invited@demo.test')).toMatchObject({
      status: 'failed',
      nextAttemptAt: null,
    });
  });

  it('two instances trying the same due mails at once send each of them once', async () => {
    const recipients = ['twice.1@demo.test', 'twice.2@demo.test', 'twice.3@demo.test'];
    smtp.busy = true;
    try {
      await mailerFor(smtp.url).sendAll(
        app.db,
        recipients.map((to) => ({ to, subject: 'Once', text: 'x' })),
        { retry: true },
      );
    } finally {
      smtp.busy = false;
    }
    const due = later(await rowOf(recipients[2]!), 1_000);
    const [first, second] = await Promise.all([
      mailerFor(smtp.url).retryDue(app.db, due),
      mailerFor(smtp.url).retryDue(app.db, due),
    ]);
    expect(first.sent + second.sent).toBe(3);
    expect(recipients.map(receivedBy)).toEqual([1, 1, 1]);
  });
});
